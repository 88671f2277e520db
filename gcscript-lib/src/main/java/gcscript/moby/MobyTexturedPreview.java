package gcscript.moby;

import gcscript.chart.TexturedRaster;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.List;

/**
 * The moby preview's three orthographic views (front, side, top; {@link MobyPreview#VIEWS}) of a mesh's high-LOD
 * triangles at its bind pose, textured: each triangle samples the image of its texture index at the stored s, t
 * (nearest, through a depth buffer), shaded by its normal as the flat preview is. A triangle whose texture index has no
 * image is drawn in the flat preview's grey. Used where the textures are at hand beside the mesh (ARMOR.WAD's material
 * lists); a level class's textures live in the level core.
 */
public final class MobyTexturedPreview {
    private MobyTexturedPreview() {}

    /** The three views side by side ({@code 3 cell × cell}) and the scale they share, in pixels per world unit. */
    public record Views(BufferedImage image, double pixelsPerUnit, int pixelsDrawn) {}

    /**
     * Draws {@code m}'s high-LOD triangles; {@code images.get(k)} is texture index k's image (null or past the end:
     * untextured). Each panel has its view's title and axes. A mesh without high-LOD triangles gives empty panels.
     */
    public static Views of(MobyMesh m, List<TexturedRaster.Image> images, int cell) {
        BufferedImage img = new BufferedImage(3 * cell, cell, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(new Color(24, 26, 32));
        g.fillRect(0, 0, img.getWidth(), img.getHeight());
        float[] p = m.bindPose();
        float[][] box = MobyPreview.bounds(m, p, null);
        float span = 1e-6f;
        for (int a = 0; a < 3; a++) span = Math.max(span, box[1][a] - box[0][a]);
        float sc = (cell - 30) / span;
        int drawn = 0;
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        for (int view = 0; view < 3; view++) {
            int[] ax = MobyPreview.VIEWS[view];
            g.setColor(new Color(40, 44, 54));
            g.drawRect(view * cell + 2, 2, cell - 5, cell - 5);
            TexturedRaster r = new TexturedRaster(img, view * cell, 0, cell, cell);
            float cx = (box[0][ax[0]] + box[1][ax[0]]) / 2, cy = (box[0][ax[1]] + box[1][ax[1]]) / 2;
            for (int t = 0; t < m.triangleCount(); t++) {
                if (m.lods()[t] == 0) triangle(r, m, p, t, ax, cell, cx, cy, sc, images);
            }
            drawn += r.drawn();
            g.setColor(Color.WHITE);
            g.drawString(MobyPreview.PANEL_TITLES[view], view * cell + 6, 14);
            MobyPreview.axes(g, ax, view * cell, 0, cell);
        }
        g.dispose();
        return new Views(img, sc, drawn);
    }

    private static void triangle(TexturedRaster r, MobyMesh m, float[] p, int t, int[] ax, int cell, float cx, float cy, float sc,
                                 List<TexturedRaster.Image> images) {
        float[] xs = new float[3], ys = new float[3], zs = new float[3], us = new float[3], vs = new float[3];
        float[][] q = new float[3][];
        for (int k = 0; k < 3; k++) {
            int v = m.triangles()[3 * t + k];
            q[k] = new float[] {p[3 * v], p[3 * v + 1], p[3 * v + 2]};
            xs[k] = cell / 2f + (q[k][ax[0]] - cx) * sc;
            ys[k] = cell / 2f - (q[k][ax[1]] - cy) * sc;
            zs[k] = q[k][ax[2]];
            us[k] = m.uv()[2 * v];
            vs[k] = m.uv()[2 * v + 1];
        }
        float shade = MobyPreview.shade(q, ax[2]);
        int tex = m.textures()[t];
        TexturedRaster.Image image = tex >= 0 && tex < images.size() ? images.get(tex) : null;
        r.triangle(xs, ys, zs, us, vs, image, MobyPreview.UNTEXTURED.getRGB(), shade);
    }
}
