package gcscript.chart;

import java.awt.image.BufferedImage;
import java.util.Arrays;

/**
 * A small software rasteriser for textured previews: triangles in screen space, each with a depth per corner (larger
 * = nearer the viewer), texture coordinates and an image, filled with a depth buffer so the nearest surface wins
 * whatever the drawing order. Texels are sampled nearest, repeating or clamped per axis as the GS CLAMP register says;
 * a texel whose alpha is below half is cut (alpha test), the rest drawn opaque and multiplied by the triangle's shade.
 * Java2D has no textured triangle fill, and the previews must draw headless.
 */
public final class TexturedRaster {
    /** An image to sample: ARGB row by row, and whether s and t clamp (false: repeat). */
    public record Image(int width, int height, int[] argb, boolean clampS, boolean clampT) {
        /** The texel at (u, v) in texture coordinates (0..1 across the image), nearest. */
        int sample(float u, float v) {
            int x = wrap((int) Math.floor(u * width), width, clampS), y = wrap((int) Math.floor(v * height), height, clampT);
            return argb[y * width + x];
        }

        private static int wrap(int i, int n, boolean clamp) { return clamp ? Math.max(0, Math.min(n - 1, i)) : Math.floorMod(i, n); }
    }

    private final BufferedImage target;
    private final java.awt.Rectangle area;   // where on target: triangles' coordinates are relative to its corner
    private final float[] depth;
    private int drawn;

    /** A raster over the rectangle ({@code x0}, {@code y0}, {@code width}, {@code height}) of {@code target}. */
    public TexturedRaster(BufferedImage target, int x0, int y0, int width, int height) {
        this.target = target;
        this.area = new java.awt.Rectangle(x0, y0, Math.max(0, width), Math.max(0, height));
        this.depth = new float[area.width * area.height];
        Arrays.fill(depth, Float.NEGATIVE_INFINITY);
    }

    /** Pixels written so far (each counted every time a nearer surface overwrites it). */
    public int drawn() { return drawn; }

    /**
     * Fills the triangle with screen corners ({@code xs[k]}, {@code ys[k]}) relative to the rectangle, depths {@code zs}
     * and texture coordinates ({@code us[k]}, {@code vs[k]}); {@code image} null fills it with {@code flat} (ARGB).
     * Pixel centres inside the triangle (either winding) are drawn; a degenerate triangle draws nothing.
     */
    public void triangle(float[] xs, float[] ys, float[] zs, float[] us, float[] vs, Image image, int flat, float shade) {
        float twice = (xs[1] - xs[0]) * (ys[2] - ys[0]) - (xs[2] - xs[0]) * (ys[1] - ys[0]);
        if (twice == 0 || !Float.isFinite(twice)) return;   // twice the signed area: 0 for a degenerate triangle
        int minX = Math.max(0, (int) Math.floor(Math.min(xs[0], Math.min(xs[1], xs[2]))));
        int maxX = Math.min(area.width - 1, (int) Math.ceil(Math.max(xs[0], Math.max(xs[1], xs[2]))));
        int minY = Math.max(0, (int) Math.floor(Math.min(ys[0], Math.min(ys[1], ys[2]))));
        int maxY = Math.min(area.height - 1, (int) Math.ceil(Math.max(ys[0], Math.max(ys[1], ys[2]))));
        for (int y = minY; y <= maxY; y++) {
            float py = y + 0.5f;
            for (int x = minX; x <= maxX; x++) {
                float px = x + 0.5f;
                float w0 = ((xs[1] - px) * (ys[2] - py) - (xs[2] - px) * (ys[1] - py)) / twice;
                float w1 = ((xs[2] - px) * (ys[0] - py) - (xs[0] - px) * (ys[2] - py)) / twice;
                float w2 = 1 - w0 - w1;
                if (w0 < 0 || w1 < 0 || w2 < 0) continue;
                float z = w0 * zs[0] + w1 * zs[1] + w2 * zs[2];
                int at = y * area.width + x;
                if (z <= depth[at]) continue;
                int c = flat;
                if (image != null) {
                    c = image.sample(w0 * us[0] + w1 * us[1] + w2 * us[2], w0 * vs[0] + w1 * vs[1] + w2 * vs[2]);
                    if ((c >>> 24) < 0x80) continue;   // alpha test: cut-out texels show what is behind them
                }
                depth[at] = z;
                target.setRGB(area.x + x, area.y + y, shaded(c, shade));
                drawn++;
            }
        }
    }

    /** {@code c}'s colour times {@code shade} (0..1), opaque. */
    static int shaded(int c, float shade) {
        int r = Math.round(((c >> 16) & 255) * shade), g = Math.round(((c >> 8) & 255) * shade), b = Math.round((c & 255) * shade);
        return 0xff000000 | r << 16 | g << 8 | b;
    }
}
