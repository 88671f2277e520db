package gcscript.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/** The textured rasteriser on hand-made triangles: coverage, the nearer surface winning, alpha cut, wrap modes. */
class TexturedRasterTest {
    static final int RED = 0xffff0000, BLUE = 0xff0000ff, CLEAR = 0x00ffffff;

    static float[] f(float... v) { return v; }

    /** A 2 × 1 image: left texel {@code a}, right {@code b}. */
    static TexturedRaster.Image two(int a, int b, boolean clamp) { return new TexturedRaster.Image(2, 1, new int[] {a, b}, clamp, clamp); }

    @Test void fillsPixelCentresInsideEitherWinding() {
        BufferedImage img = new BufferedImage(12, 12, BufferedImage.TYPE_INT_RGB);
        TexturedRaster r = new TexturedRaster(img, 2, 2, 8, 8);
        // the lower-left half of the 8 x 8 area, clockwise; flat colour, full shade
        r.triangle(f(0, 8, 0), f(0, 8, 8), f(0, 0, 0), f(0, 0, 0), f(0, 0, 0), null, RED, 1f);
        assertEquals(36, r.drawn(), "8 + 7 + ... + 1 pixel centres, the diagonal's excluded below it");
        assertEquals(RED, img.getRGB(2, 9));
        assertEquals(0xff000000, img.getRGB(9, 2), "above the diagonal: untouched");
        assertEquals(0xff000000, img.getRGB(1, 9), "outside the area: untouched");
        TexturedRaster ccw = new TexturedRaster(new BufferedImage(8, 8, BufferedImage.TYPE_INT_RGB), 0, 0, 8, 8);
        ccw.triangle(f(0, 0, 8), f(0, 8, 8), f(0, 0, 0), f(0, 0, 0), f(0, 0, 0), null, RED, 1f);
        assertEquals(36, ccw.drawn());
        TexturedRaster flat = new TexturedRaster(new BufferedImage(8, 8, BufferedImage.TYPE_INT_RGB), 0, 0, 8, 8);
        flat.triangle(f(0, 4, 8), f(0, 4, 8), f(0, 0, 0), f(0, 0, 0), f(0, 0, 0), null, RED, 1f);
        assertEquals(0, flat.drawn(), "a degenerate triangle draws nothing");
    }

    @Test void theNearerSurfaceWinsWhateverTheOrder() {
        BufferedImage img = new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB);
        TexturedRaster r = new TexturedRaster(img, 0, 0, 4, 4);
        float[] xs = f(-1, 9, -1), ys = f(-1, -1, 9), uv = f(0, 0, 0);
        r.triangle(xs, ys, f(5, 5, 5), uv, uv, null, RED, 1f);
        r.triangle(xs, ys, f(1, 1, 1), uv, uv, null, BLUE, 1f);   // farther: hidden
        assertEquals(RED, img.getRGB(1, 1));
        r.triangle(xs, ys, f(7, 7, 7), uv, uv, null, BLUE, 0.5f);   // nearer, half shade
        assertEquals(0xff000080, img.getRGB(1, 1));
    }

    @Test void texelsSampledNearestCutAndWrapped() {
        BufferedImage img = new BufferedImage(8, 1, BufferedImage.TYPE_INT_RGB);
        TexturedRaster r = new TexturedRaster(img, 0, 0, 8, 1);
        // u runs 0..2 across 8 pixels: repeat shows the two texels twice
        r.triangle(f(0, 8, 0), f(-1, 0.5f, 2), f(0, 0, 0), f(0, 2, 0), f(0, 0, 0), two(RED, BLUE, false), 0, 1f);
        int[] row = img.getRGB(0, 0, 8, 1, null, 0, 8);
        assertEquals(RED, row[0]);
        assertEquals(BLUE, row[2]);
        assertEquals(RED, row[4]);
        BufferedImage c = new BufferedImage(8, 1, BufferedImage.TYPE_INT_RGB);
        new TexturedRaster(c, 0, 0, 8, 1).triangle(f(0, 8, 0), f(-1, 0.5f, 2), f(0, 0, 0), f(0, 2, 0), f(0, 0, 0), two(RED, BLUE, true), 0, 1f);
        assertEquals(BLUE, c.getRGB(6, 0), "clamped: past u = 1 stays on the last texel");
        BufferedImage cut = new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB);
        TexturedRaster k = new TexturedRaster(cut, 0, 0, 4, 4);
        k.triangle(f(-1, 9, -1), f(-1, -1, 9), f(0, 0, 0), f(0, 0, 0), f(0, 0, 0), two(CLEAR, CLEAR, true), 0, 1f);
        assertEquals(0, k.drawn(), "alpha below half is cut");
        assertEquals(0xff800000, TexturedRaster.shaded(0x40ff0000, 0.5f), "255 x 0.5 rounds to 0x80; shaded colours are opaque");
    }
}
