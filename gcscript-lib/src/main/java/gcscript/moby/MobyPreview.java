package gcscript.moby;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.List;

/**
 * Renders a moby mesh's high-LOD triangles (bind pose) in three orthographic views side by side: front (x right,
 * z up), side (y right, z up), top (x right, y up). Triangles are flat shaded, coloured by texture (grey where
 * there is none) and drawn back to front; each panel has a title naming the view and its axes, the axes are drawn
 * and named, the title names the class and a legend line says what colour and shade mean, and a scale bar in
 * world units (the class's scale applied) sits in the first panel. A sheet adds a header with the same legend and a
 * swatch per texture index; each tile is such a render, titled with its class.
 */
final class MobyPreview {
    private MobyPreview() {}

    static final int[][] VIEWS = {{0, 2, 1}, {1, 2, 0}, {0, 1, 2}};   // right axis, up axis, depth axis
    static final String[] AXES = {"x", "y", "z"};
    /** Each panel's title: the view and its axes (VIEWS: right, up, depth). */
    static final String[] PANEL_TITLES = {"front: x right, z up", "side: y right, z up", "top: x right, y up"};
    /** What colour and shade mean, under the title of a preview and in the sheet's header. */
    static final String LEGEND = "colour = texture index (grey: untextured); brighter = facing the viewer; bind pose, high LOD";

    /** The class's texture indices in ascending order, each with a colour of its own (grey stays for none). */
    static java.util.Map<Integer, Color> palette(List<MobyMesh> meshes) {
        java.util.TreeSet<Integer> keys = new java.util.TreeSet<>();
        for (MobyMesh m : meshes) for (int t : m.textures()) if (t >= 0) keys.add(t);
        return gcscript.chart.Palette.of(keys);
    }

    static BufferedImage render(MobyMesh m, int cell) { return render(m, cell, palette(List.of(m))); }

    static BufferedImage render(MobyMesh m, int cell, java.util.Map<Integer, Color> palette) {
        int title = 36;
        BufferedImage img = new BufferedImage(3 * cell, cell + title, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(new Color(24, 26, 32));
        g.fillRect(0, 0, img.getWidth(), img.getHeight());
        g.setColor(Color.WHITE);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        int high = 0;
        for (int l : m.lods()) if (l == 0) high++;
        String heading = "level " + m.level() + " moby[" + m.classIndex() + "] o_class " + m.oClass() + ": " + m.vertexCount()
                + " vertices, " + high + " high-LOD triangles";
        g.drawString(heading, 6, 15);
        swatches(g, m, palette, 6 + g.getFontMetrics().stringWidth(heading) + 16, img.getWidth() - 6);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
        g.setColor(new Color(200, 200, 210));
        g.drawString(LEGEND, 6, 30);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        float[] p = m.bindPose();
        float[][] box = bounds(m, p, null);
        for (int view = 0; view < 3; view++) {
            int ox = view * cell, oy = title;
            drawView(g, m, p, VIEWS[view], ox, oy, cell, box, palette);
            g.setColor(new Color(24, 26, 32, 210));   // the title stays readable over the mesh
            g.fillRect(ox + 4, oy + 4, g.getFontMetrics().stringWidth(PANEL_TITLES[view]) + 8, 16);
            g.setColor(Color.WHITE);
            g.drawString(PANEL_TITLES[view], ox + 8, oy + 16);
            axes(g, VIEWS[view], ox, oy, cell);
        }
        // one bar for the three panels: they share one scale (the largest extent of the bounds fits a cell)
        gcscript.chart.ScaleBar.draw(g, SCALE_BAR_X, title + cell - SCALE_BAR_FROM_BOTTOM, cell * SCALE_BAR_SHARE, pixelsPerUnit(box, cell), 10, SCALE_BAR_INK);
        g.dispose();
        return img;
    }

    /** Where each render's scale bar starts, in its first panel, and its colour. */
    static final int SCALE_BAR_X = 58, SCALE_BAR_FROM_BOTTOM = 10;   // right of the axes drawn in the corner
    static final Color SCALE_BAR_INK = new Color(225, 225, 235);
    /** The bar at most this share of a panel, so that it and its label stay inside the first one. */
    static final double SCALE_BAR_SHARE = 0.25;

    /** Pixels per world unit of every panel: the bounds' largest extent fills the cell less a 15-pixel margin each side. */
    static float pixelsPerUnit(float[][] box, int cell) {
        float span = 1e-6f;
        for (int a = 0; a < 3; a++) span = Math.max(span, box[1][a] - box[0][a]);
        return (cell - 30) / span;
    }

    /** The high-LOD triangles' bounds of {@code p} ({lo, hi}), grown into {@code box} when given. */
    static float[][] bounds(MobyMesh m, float[] p, float[][] box) {
        float[] lo = box != null ? box[0] : new float[] {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE};
        float[] hi = box != null ? box[1] : new float[] {-Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
        for (int t = 0; t < m.triangleCount(); t++) {
            if (m.lods()[t] != 0) continue;
            for (int k = 0; k < 3; k++) {
                int v = m.triangles()[3 * t + k];
                for (int a = 0; a < 3; a++) { lo[a] = Math.min(lo[a], p[3 * v + a]); hi[a] = Math.max(hi[a], p[3 * v + a]); }
            }
        }
        return new float[][] {lo, hi};
    }

    /** One orthographic view of the high-LOD triangles at {@code p} in the cell at (ox, oy), framed by {@code box}. */
    static void drawView(Graphics2D g, MobyMesh m, float[] p, int[] ax, int ox, int oy, int cell, float[][] box,
                         java.util.Map<Integer, Color> palette) {
        float[] lo = box[0], hi = box[1];
        g.setColor(new Color(40, 44, 54));
        g.drawRect(ox + 2, oy + 2, cell - 5, cell - 5);
        float sc = pixelsPerUnit(box, cell);
        float cx = (lo[ax[0]] + hi[ax[0]]) / 2, cy = (lo[ax[1]] + hi[ax[1]]) / 2;
        // back to front along the depth axis
        Integer[] order = new Integer[m.triangleCount()];
        float[] depth = new float[m.triangleCount()];
        int n = 0;
        for (int t = 0; t < m.triangleCount(); t++) {
            if (m.lods()[t] != 0) continue;
            float d = 0;
            for (int k = 0; k < 3; k++) d += p[3 * m.triangles()[3 * t + k] + ax[2]];
            depth[t] = d;   // drawn in increasing depth: the viewer looks from the far side of the depth axis
            order[n++] = t;
        }
        java.util.Arrays.sort(order, 0, n, (a, b) -> Float.compare(depth[a], depth[b]));
        for (int i = 0; i < n; i++) {
            int t = order[i];
            int[] xs = new int[3], ys = new int[3];
            float[][] q = new float[3][];
            for (int k = 0; k < 3; k++) {
                int v = m.triangles()[3 * t + k];
                q[k] = new float[] {p[3 * v], p[3 * v + 1], p[3 * v + 2]};
                xs[k] = Math.round(ox + cell / 2f + (q[k][ax[0]] - cx) * sc);
                ys[k] = Math.round(oy + cell / 2f - (q[k][ax[1]] - cy) * sc);
            }
            float shade = shade(q, ax[2]);
            Color base = m.textures()[t] < 0 ? UNTEXTURED : palette.getOrDefault(m.textures()[t], UNTEXTURED);
            g.setColor(new Color(Math.round(base.getRed() * shade), Math.round(base.getGreen() * shade), Math.round(base.getBlue() * shade)));
            g.fillPolygon(xs, ys, 3);
            g.setColor(new Color(0, 0, 0, 70));
            g.setStroke(new BasicStroke(0.6f));
            g.drawPolygon(xs, ys, 3);
        }
    }

    /** The view's axis arrows, labelled, in its lower-left corner. */
    static void axes(Graphics2D g, int[] ax, int ox, int oy, int cell) {
        g.setColor(new Color(230, 90, 90));
        g.drawLine(ox + 8, oy + cell - 8, ox + 38, oy + cell - 8);
        g.drawString(AXES[ax[0]], ox + 42, oy + cell - 4);
        g.setColor(new Color(90, 200, 90));
        g.drawLine(ox + 8, oy + cell - 8, ox + 8, oy + cell - 38);
        g.drawString(AXES[ax[1]], ox + 4, oy + cell - 42);
    }

    /**
     * The regular frames of sequence {@code s} side by side (front view, x right, z up; up to eight per row), each
     * posed by its rotation keys ({@link MobyPose}) and framed by one box over all frames so the motion shows; the
     * title names the class, the sequence and the frames drawn, each cell its frame number.
     */
    static BufferedImage sequence(MobyMesh m, gcscript.sequence.Sequence s, int cell) {
        List<gcscript.sequence.Sequence.Frame> frames = s.frames().stream().filter(f -> !f.special() && f.header() != null).toList();
        if (frames.isEmpty()) throw new IllegalArgumentException("moby class " + m.oClass() + " sequence " + s.slot() + " has no regular frame to draw");
        java.util.Map<Integer, Color> palette = palette(List.of(m));
        List<float[]> posed = new java.util.ArrayList<>();
        float[][] box = null;
        for (var f : frames) {
            float[] p = MobyPose.posed(m, f);
            posed.add(p);
            box = bounds(m, p, box);
        }
        int title = 22, cols = Math.min(8, frames.size()), rows = (frames.size() + cols - 1) / cols;
        BufferedImage img = new BufferedImage(Math.max(cols * cell, 480), rows * cell + title, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(new Color(24, 26, 32));
        g.fillRect(0, 0, img.getWidth(), img.getHeight());
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        g.setColor(Color.WHITE);
        long special = s.specialFrames();
        g.drawString("level " + m.level() + " moby[" + m.classIndex() + "] o_class " + m.oClass() + " sequence " + s.slot() + ": frames "
                + frames.get(0).index() + ".." + frames.get(frames.size() - 1).index() + " of " + s.frames().size()
                + (special > 0 ? " (" + special + " special frames not drawn)" : "") + ", front view", 6, 15);
        for (int i = 0; i < frames.size(); i++) {
            int ox = (i % cols) * cell, oy = title + (i / cols) * cell;
            drawView(g, m, posed.get(i), VIEWS[0], ox, oy, cell, box, palette);
            g.setColor(Color.WHITE);
            g.drawString("frame " + frames.get(i).index(), ox + 8, oy + 16);
        }
        axes(g, VIEWS[0], 0, title, cell);
        g.dispose();
        return img;
    }

    /** A triangle's shade 0.35..1 by how squarely its corners {@code q} face along the depth axis (0.5 when degenerate). */
    static float shade(float[][] q, int depthAxis) {
        float[] u = sub(q[1], q[0]), w = sub(q[2], q[0]);
        float[] nrm = {u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0]};
        float len = (float) Math.sqrt(nrm[0] * nrm[0] + nrm[1] * nrm[1] + nrm[2] * nrm[2]);
        return len == 0 ? 0.5f : 0.35f + 0.65f * Math.abs(nrm[depthAxis] / len);
    }

    private static float[] sub(float[] a, float[] b) { return new float[] {a[0] - b[0], a[1] - b[1], a[2] - b[2]}; }

    static final Color UNTEXTURED = new Color(170, 170, 170);

    /** This class's texture swatches, right-aligned in [from, to) of the heading line, when they fit there. */
    private static void swatches(Graphics2D g, MobyMesh m, java.util.Map<Integer, Color> palette, int from, int to) {
        java.util.TreeSet<Integer> own = new java.util.TreeSet<>();
        for (int t : m.textures()) if (t >= 0) own.add(t);
        java.util.Map<Integer, Color> mine = new java.util.LinkedHashMap<>();
        for (int t : own) mine.put(t, palette.getOrDefault(t, UNTEXTURED));
        java.util.Map<String, Color> sw = legendSwatches(mine);
        int width = 0;
        for (String label : sw.keySet()) width += 22 + g.getFontMetrics().stringWidth(label);
        if (to - width < from) return;
        int x = to - width;
        for (var e : sw.entrySet()) {
            g.setColor(e.getValue());
            g.fillRect(x, 6, 12, 10);
            g.setColor(Color.WHITE);
            g.drawString(e.getKey(), x + 16, 15);
            x += 22 + g.getFontMetrics().stringWidth(e.getKey());
        }
    }

    /** The sheet's header lines: what the cells are, and what colour and shade mean. */
    static List<String> sheetHeader(List<MobyMesh> meshes) {
        return List.of("moby classes with a mesh: " + meshes.size() + " (each: " + String.join(" | ", PANEL_TITLES) + ")", LEGEND);
    }

    static BufferedImage sheet(List<MobyMesh> meshes) {
        int cell = 160, cols = 2, header = 58;
        int rows = Math.max(1, (meshes.size() + cols - 1) / cols);
        java.util.Map<Integer, Color> palette = palette(meshes);   // one colour per texture across the sheet
        BufferedImage out = new BufferedImage(cols * 3 * cell, header + rows * (cell + 36), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(new Color(24, 26, 32));
        g.fillRect(0, 0, out.getWidth(), header);
        g.setColor(Color.WHITE);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 12));
        List<String> lines = sheetHeader(meshes);
        g.drawString(lines.get(0), 6, 15);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        g.drawString(lines.get(1), 6, 31);
        int x = 6;
        for (var e : legendSwatches(palette).entrySet()) {
            g.setColor(e.getValue());
            g.fillRect(x, 40, 14, 10);
            g.setColor(Color.WHITE);
            g.drawString(e.getKey(), x + 18, 50);
            x += 24 + g.getFontMetrics().stringWidth(e.getKey());
            if (x > out.getWidth() - 80) break;
        }
        for (int i = 0; i < meshes.size(); i++) {
            g.drawImage(render(meshes.get(i), cell, palette), (i % cols) * 3 * cell, header + (i / cols) * (cell + 36), null);
        }
        g.dispose();
        return out;
    }

    /** The legend's swatches: "texture k" for each texture index, then "untextured" in grey. */
    static java.util.Map<String, Color> legendSwatches(java.util.Map<Integer, Color> palette) {
        java.util.Map<String, Color> out = new java.util.LinkedHashMap<>();
        palette.forEach((k, c) -> out.put("texture " + k, c));
        out.put("untextured", UNTEXTURED);
        return out;
    }
}
