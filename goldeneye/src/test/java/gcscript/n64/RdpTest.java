package gcscript.n64;

import gcscript.bytes.FormatException;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Triangles written here from the RDP command layout of the reference (§4.3), streamed as GoldenEye's sky does
 * (RDPHALF_1 + RDPHALF_CONT pairs, the last pair of a textured command closed by RDPHALF_2), and decoded back.
 */
class RdpTest {

    static long edge(int cmd, boolean lft, int level, int tile, double yl, double ym, double yh) {
        return (long) cmd << 56 | (lft ? 1L : 0) << 55 | (long) level << 51 | (long) tile << 48
                | (long) ((int) (yl * 4) & 0x3FFF) << 32 | (long) ((int) (ym * 4) & 0x3FFF) << 16 | ((int) (yh * 4) & 0x3FFF);
    }

    static long pair(double a, double b) { return (long) Rdp.fixed(a) << 32 | (Rdp.fixed(b) & 0xFFFFFFFFL); }

    /** Eight attribute words for four attributes (value, d/dx, d/de, d/dy each four values). */
    static long[] attrs(double[] v, double[] dx, double[] de, double[] dy) {
        long[] w = new long[8];
        long[][] ints = new long[4][], fr = new long[4][];
        double[][] sets = {v, dx, de, dy};
        long[] iw = new long[4], fw = new long[4];
        for (int s = 0; s < 4; s++) {
            for (int i = 0; i < 4; i++) {
                int f = Rdp.fixed(sets[s][i]);
                iw[s] |= (long) (f >>> 16 & 0xFFFF) << (48 - 16 * i);
                fw[s] |= (long) (f & 0xFFFF) << (48 - 16 * i);
            }
        }
        w[0] = iw[0]; w[1] = iw[1]; w[2] = fw[0]; w[3] = fw[1];
        w[4] = iw[2]; w[5] = iw[3]; w[6] = fw[2]; w[7] = fw[3];
        return w;
    }

    /** The GBI stream: one (0xB4, 0xB2) pair per word, the last one 0xB3 when {@code closeWith2}. */
    static long[] stream(long[] words, boolean closeWith2) {
        List<Long> c = new ArrayList<>();
        for (int i = 0; i < words.length; i++) {
            c.add(0xB4000000L); c.add(words[i] >>> 32);
            c.add(i == words.length - 1 && closeWith2 ? 0xB3000000L : 0xB2000000L); c.add(words[i] & 0xFFFFFFFFL);
        }
        long[] a = new long[c.size()];
        for (int i = 0; i < a.length; i++) a[i] = c.get(i);
        return a;
    }

    @Test
    void textureShadeTriangleRoundTrips() {
        double[] rgba = {255, 128.5, -3.25, 200}, drgba = {-1.5, 0.25, 0, 2}, de = {0.125, -0.5, 1, 0}, dy = {3, -2, 0.0625, -0.75};
        double[] stw = {1024.5, -77.25, 32767, 0}, dstw = {-4, 8.5, -0.5, 0}, destw = {1, 1, 1, 0}, dystw = {-0.25, 0.125, 12, 0};
        List<Long> w = new ArrayList<>();
        w.add(edge(0x0E, true, 0, 0, 200.25, 120.5, 10.75));
        w.add(pair(300.5, -1.25));          // XL : DxLDy
        w.add(pair(40.25, 0.75));           // XH : DxHDy
        w.add(pair(-20.0, -2.5));           // XM : DxMDy
        for (long x : attrs(rgba, drgba, de, dy)) w.add(x);
        for (long x : attrs(stw, dstw, destw, dystw)) w.add(x);
        long[] words = w.stream().mapToLong(Long::longValue).toArray();
        long[] gbi = stream(words, true);
        assertEquals(40, gbi.length / 2, "GoldenEye's sky: 40 immediates per textured triangle");
        List<Rdp.Triangle> ts = Rdp.decode(gbi, "test");
        assertEquals(1, ts.size());
        Rdp.Triangle t = ts.get(0);
        assertEquals(0x0E, t.command());
        assertTrue(t.leftMajor());
        assertTrue(t.shaded() && t.textured() && !t.zbuffered());
        assertEquals(200.25, t.yl()); assertEquals(120.5, t.ym()); assertEquals(10.75, t.yh());
        assertEquals(300.5, t.xl()); assertEquals(-1.25, t.dxldy());
        assertEquals(40.25, t.xh()); assertEquals(0.75, t.dxhdy());
        assertEquals(-20.0, t.xm()); assertEquals(-2.5, t.dxmdy());
        assertArrayEquals(rgba, t.shade().value(), 1e-9);
        assertArrayEquals(drgba, t.shade().dx(), 1e-9);
        assertArrayEquals(de, t.shade().de(), 1e-9);
        assertArrayEquals(dy, t.shade().dy(), 1e-9);
        assertArrayEquals(stw, t.texture().value(), 1e-9);
        assertArrayEquals(dystw, t.texture().dy(), 1e-9);
        double[][] v = t.vertices();
        assertArrayEquals(new double[]{40.25, 10.75}, v[0], 1e-9);
        assertArrayEquals(new double[]{-20.0 - 2.5 * (120.5 - 10.75), 120.5}, v[1], 1e-9);
        assertArrayEquals(new double[]{40.25 + 0.75 * (200.25 - 10.75), 200.25}, v[2], 1e-9);
    }

    @Test
    void fillTrianglesWithNegativeValuesAndNoClosingHalf2() {
        long[] a = {edge(0x08, false, 0, 0, -8.5, -100.25, -2000.0), pair(-1.5, -0.015625), pair(-32768.0, 32767.5), pair(0, -100)};
        long[] b = {edge(0x09, false, 1, 7, 10, 5, 1), pair(1, 2), pair(3, 4), pair(5, 6), pair(0.5, -0.5), pair(7, -8)};
        long[] both = new long[a.length + b.length];
        System.arraycopy(a, 0, both, 0, a.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        long[] gbi = stream(both, false);
        List<Rdp.Triangle> ts = Rdp.decode(gbi, "test");
        assertEquals(2, ts.size());
        Rdp.Triangle f = ts.get(0);
        assertEquals(8, Rdp.length(0x08) * 2, "GoldenEye's sky: 8 immediates per fill triangle");
        assertEquals(-8.5, f.yl()); assertEquals(-100.25, f.ym()); assertEquals(-2000.0, f.yh());
        assertEquals(-1.5, f.xl()); assertEquals(-0.015625, f.dxldy());
        assertEquals(-32768.0, f.xh()); assertEquals(32767.5, f.dxhdy());
        assertFalse(f.shaded() || f.textured() || f.zbuffered());
        Rdp.Triangle z = ts.get(1);
        assertTrue(z.zbuffered());
        assertEquals(1, z.level()); assertEquals(7, z.tile());
        assertArrayEquals(new double[]{0.5, -0.5, 7, -8}, z.z(), 1e-9);
    }

    @Test
    void s15dot16TruncatesTowardZeroLikeTheGamesConverter() {
        assertEquals(-1, Rdp.fixed(-1.0 / 65536 * 1.5));
        assertEquals(0x00018000, Rdp.fixed(1.5));
        assertEquals(0xFFFE8000, Rdp.fixed(-1.5));
    }

    @Test
    void brokenStreamsAreRefused() {
        long[] onlyHalf = {0xB2000000L, 0x1234L};
        assertThrows(FormatException.class, () -> Rdp.words(onlyHalf, "t"));
        long[] cut = stream(new long[]{edge(0x0E, false, 0, 0, 1, 1, 1), 0, 0, 0}, true);
        FormatException e = assertThrows(FormatException.class, () -> Rdp.decode(cut, "t"));
        assertTrue(e.oneLine().contains("20 words"), e.oneLine());
        long[] notTri = stream(new long[]{0x3FL << 56}, false);
        assertThrows(FormatException.class, () -> Rdp.decode(notTri, "t"));
    }
}
