package gcscript.n64;

import gcscript.bytes.FormatException;

import java.util.ArrayList;
import java.util.List;

/**
 * RDP triangle commands carried in F3D RDPHALF immediates, as GoldenEye's sky code streams them (reference §4.3,
 * errata S1-S4). Each {@code G_RDPHALF_1} (0xB4) gives the upper 32 bits of one 64-bit RDP word; the following
 * {@code G_RDPHALF_CONT} (0xB2) or {@code G_RDPHALF_2} (0xB3) gives the lower 32 bits. The words form RDP triangle
 * commands (0x08..0x0F): 4 edge words, then 8 shade words (bit 2), 8 texture words (bit 1), 2 z words (bit 0).
 * Edge values: Y in s11.2 (14 bits), X and slopes in s15.16. Shade/texture attributes: the integer half of four
 * attributes in one word, their fractions two words later; value = (int16 &lt;&lt; 16 | u16) / 65536.
 */
public final class Rdp {
    private Rdp() {}

    /** One attribute set (shade r,g,b,a or texture s,t,w,-): start value and its three derivatives. */
    public record Attributes(double[] value, double[] dx, double[] de, double[] dy) {}

    /** A decoded triangle command. Attribute sets are null when the command does not carry them. */
    public record Triangle(int command, boolean leftMajor, int level, int tile, double yl, double ym, double yh,
                           double xl, double dxldy, double xh, double dxhdy, double xm, double dxmdy,
                           Attributes shade, Attributes texture, double[] z, long[] words) {
        public boolean shaded() { return shade != null; }
        public boolean textured() { return texture != null; }
        public boolean zbuffered() { return z != null; }

        /**
         * The three vertices implied by the edges: top (XH, YH); the middle vertex where the minor edge from XM
         * meets YM; the bottom where the major edge reaches YL. For a trapezoid (GoldenEye's full-screen sky band)
         * these are three of its corners.
         */
        public double[][] vertices() {
            double xmid = xm + dxmdy * (ym - yh);
            double xbot = xh + dxhdy * (yl - yh);
            return new double[][]{{xh, yh}, {xmid, ym}, {xbot, yl}};
        }
    }

    /** Assembles 64-bit RDP words from GBI commands given as (w0, w1) pairs: {@code cmds[2i]}, {@code cmds[2i+1]}. */
    public static long[] words(long[] cmds, String source) {
        List<Long> out = new ArrayList<>();
        long hi = 0;
        boolean haveHi = false;
        for (int i = 0; i + 1 < cmds.length; i += 2) {
            int op = (int) (cmds[i] >>> 24) & 0xFF;
            long w1 = cmds[i + 1] & 0xFFFFFFFFL;
            if (op == F3d.G_RDPHALF_1) { hi = w1; haveHi = true; }
            else if (op == F3d.G_RDPHALF_CONT || op == F3d.G_RDPHALF_2) {
                if (!haveHi) throw new FormatException(source, "rdphalf[" + (i / 2) + "]", i * 4L, "a G_RDPHALF_1 (0xB4) before it", String.format("0x%02X without one", op), null);
                out.add(hi << 32 | w1);
                haveHi = false;
            }
        }
        long[] w = new long[out.size()];
        for (int i = 0; i < w.length; i++) w[i] = out.get(i);
        return w;
    }

    /** Length in 64-bit words of a triangle command (0x08..0x0F). */
    public static int length(int command) {
        return 4 + ((command & 4) != 0 ? 8 : 0) + ((command & 2) != 0 ? 8 : 0) + ((command & 1) != 0 ? 2 : 0);
    }

    /** Decodes every triangle command in a word stream. */
    public static List<Triangle> triangles(long[] words, String source) {
        List<Triangle> out = new ArrayList<>();
        int i = 0;
        while (i < words.length) {
            int cmd = (int) (words[i] >>> 56) & 0x3F;
            if (cmd < 0x08 || cmd > 0x0F) {
                throw new FormatException(source, "rdp.word[" + i + "].command", i * 8L, "a triangle command 0x08-0x0F", String.format("0x%02X", cmd), null);
            }
            int n = length(cmd);
            if (i + n > words.length) {
                throw new FormatException(source, "rdp.word[" + i + "]", i * 8L, n + " words for command " + String.format("0x%02X", cmd), (words.length - i) + " words left", null);
            }
            out.add(triangle(words, i));
            i += n;
        }
        return out;
    }

    /** Decodes GBI RDPHALF commands straight to triangles. */
    public static List<Triangle> decode(long[] gbiPairs, String source) { return triangles(words(gbiPairs, source), source); }

    static Triangle triangle(long[] w, int at) {
        long e = w[at];
        int cmd = (int) (e >>> 56) & 0x3F;
        boolean lft = (e >>> 55 & 1) != 0;
        int level = (int) (e >>> 51) & 7;
        int tile = (int) (e >>> 48) & 7;
        double yl = s14(e >>> 32) / 4.0, ym = s14(e >>> 16) / 4.0, yh = s14(e) / 4.0;
        double xl = hi(w[at + 1]), dxldy = lo(w[at + 1]);
        double xh = hi(w[at + 2]), dxhdy = lo(w[at + 2]);
        double xm = hi(w[at + 3]), dxmdy = lo(w[at + 3]);
        int p = at + 4;
        Attributes shade = null, tex = null;
        double[] z = null;
        if ((cmd & 4) != 0) { shade = attributes(w, p); p += 8; }
        if ((cmd & 2) != 0) { tex = attributes(w, p); p += 8; }
        if ((cmd & 1) != 0) z = new double[]{hi(w[p]), lo(w[p]), hi(w[p + 1]), lo(w[p + 1])};
        long[] words = java.util.Arrays.copyOfRange(w, at, at + length(cmd));
        return new Triangle(cmd, lft, level, tile, yl, ym, yh, xl, dxldy, xh, dxhdy, xm, dxmdy, shade, tex, z, words);
    }

    /** Words k..k+7: value int, d/dx int, value frac, d/dx frac, d/de int, d/dy int, d/de frac, d/dy frac. */
    static Attributes attributes(long[] w, int k) {
        return new Attributes(split(w[k], w[k + 2]), split(w[k + 1], w[k + 3]), split(w[k + 4], w[k + 6]), split(w[k + 5], w[k + 7]));
    }

    private static double[] split(long ints, long fracs) {
        double[] v = new double[4];
        for (int i = 0; i < 4; i++) {
            int shift = 48 - 16 * i;
            int in = (short) (ints >>> shift);
            int fr = (int) (fracs >>> shift) & 0xFFFF;
            v[i] = ((in << 16) | fr) / 65536.0;
        }
        return v;
    }

    private static int s14(long v) { return ((int) v & 0x3FFF) << 18 >> 18; }
    private static double hi(long w) { return (int) (w >>> 32) / 65536.0; }
    private static double lo(long w) { return (int) w / 65536.0; }

    /** s15.16 of a value, truncated toward zero as GoldenEye's converter does (×65536, cast). */
    public static int fixed(double v) { return (int) (v * 65536.0); }
}
