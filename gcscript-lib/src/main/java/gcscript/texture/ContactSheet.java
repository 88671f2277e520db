package gcscript.texture;

import java.awt.image.BufferedImage;
import java.util.List;

/**
 * A grid of textures, each scaled (nearest) into a square cell over a checkerboard that shows alpha, with its
 * table index under it. Labels use a built-in 3x5 digit font so a headless JVM without fonts can draw them.
 */
public final class ContactSheet {
    private ContactSheet() {}

    private static final int CELL = 64, PAD = 4, LABEL = 14, SCALE = 2;
    private static final String[] DIGITS = {
            "111101101101111", "010110010010111", "111001111100111", "111001111001111", "101101111001001",
            "111100111001111", "111100111101111", "111001001001001", "111101111101111", "111101111001111"};

    public static BufferedImage of(List<Texture> textures) {
        int n = textures.size();
        int cols = Math.max(1, (int) Math.ceil(Math.sqrt(n)));
        int rows = Math.max(1, (n + cols - 1) / cols);
        int cw = CELL + 2 * PAD, ch = CELL + 2 * PAD + LABEL;
        BufferedImage sheet = new BufferedImage(cols * cw, rows * ch, BufferedImage.TYPE_INT_ARGB);
        fill(sheet, 0, 0, sheet.getWidth(), sheet.getHeight(), 0xff202020);
        for (int k = 0; k < n; k++) {
            Texture t = textures.get(k);
            int x0 = (k % cols) * cw + PAD, y0 = (k / cols) * ch + PAD;
            draw(sheet, t, x0, y0);
            label(sheet, Integer.toString(t.index()), x0, y0 + CELL + 2);
        }
        return sheet;
    }

    private static void draw(BufferedImage sheet, Texture t, int x0, int y0) { drawScaled(sheet, t.level0(), x0, y0, CELL); }

    /**
     * {@code l} scaled (nearest, aspect kept) into the {@code cell}-pixel square at ({@code x0}, {@code y0}) of
     * {@code sheet}, over a checkerboard that shows its alpha.
     */
    public static void drawScaled(BufferedImage sheet, Texture.Level l, int x0, int y0, int cell) {
        int w = l.width(), h = l.height();
        int[] px = l.argb();
        int side = Math.max(1, Math.max(w, h));
        for (int y = 0; y < cell; y++) {
            for (int x = 0; x < cell; x++) {
                int bg = ((x >> 3) + (y >> 3)) % 2 == 0 ? 0xff9a9a9a : 0xff6a6a6a;
                int sx = x * side / cell, sy = y * side / cell;
                int c = bg;
                if (sx < w && sy < h) c = over(px[sy * w + sx], bg);
                sheet.setRGB(x0 + x, y0 + y, c);
            }
        }
    }

    private static int over(int src, int dst) {
        int a = src >>> 24;
        int r = (((src >> 16) & 255) * a + ((dst >> 16) & 255) * (255 - a)) / 255;
        int g = (((src >> 8) & 255) * a + ((dst >> 8) & 255) * (255 - a)) / 255;
        int b = ((src & 255) * a + (dst & 255) * (255 - a)) / 255;
        return 0xff000000 | r << 16 | g << 8 | b;
    }

    private static void label(BufferedImage img, String s, int x, int y) {
        for (int i = 0; i < s.length(); i++) {
            String glyph = DIGITS[s.charAt(i) - '0'];
            for (int gy = 0; gy < 5; gy++) {
                for (int gx = 0; gx < 3; gx++) {
                    if (glyph.charAt(gy * 3 + gx) == '1') {
                        fill(img, x + i * 4 * SCALE + gx * SCALE, y + gy * SCALE, SCALE, SCALE, 0xffffffff);
                    }
                }
            }
        }
    }

    private static void fill(BufferedImage img, int x, int y, int w, int h, int c) {
        for (int j = Math.max(0, y); j < Math.min(img.getHeight(), y + h); j++)
            for (int i = Math.max(0, x); i < Math.min(img.getWidth(), x + w); i++) img.setRGB(i, j, c);
    }
}
