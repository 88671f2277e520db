package gcscript.tfrag;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The LOD model of the design notes: thresholds from L, six modes, no return to a finer mode while receding. */
class TfragLodTest {
    static final float L = 32.0f;

    @Test
    void thresholdsAreSixFourTwoLInFixedPoint() {
        assertArrayEquals(new long[] {192 * 1024, 128 * 1024, 64 * 1024}, TfragLod.thresholds(L));
        assertArrayEquals(new long[] {(long) (6 * 1.3f * 1024), (long) (4 * 1.3f * 1024), (long) (2 * 1.3f * 1024)}, TfragLod.thresholds(1.3f));
    }

    @Test
    void sweepingOutwardNeverReturnsToAFinerModeAndVisitsAllSix() {
        Random rnd = new Random(4);
        boolean[] seen = new boolean[6];
        for (int trial = 0; trial < 300; trial++) {
            double cx = rnd.nextDouble() * 400, cy = rnd.nextDouble() * 200, cz = -rnd.nextDouble() * 400;
            double r = rnd.nextDouble() * 40;
            double[] dir = {rnd.nextGaussian(), rnd.nextGaussian(), rnd.nextGaussian()};
            double n = Math.sqrt(dir[0] * dir[0] + dir[1] * dir[1] + dir[2] * dir[2]);
            int last = -1;
            double lastWeight = 0;
            for (double t = 0; t < 400; t += 0.37) {
                double[] cam = {cx + dir[0] / n * t, cy + dir[1] / n * t, cz + dir[2] / n * t};
                TfragLod.Selection s = TfragLod.select(cx, cy, cz, r, cam, L);
                if (s.mode() < last) fail("trial " + trial + " at " + t + ": " + s + " after mode " + last);
                if (s.mode() == last && (s.mode() == 1 || s.mode() == 3)) assertTrue(s.weight() >= lastWeight - 1e-12);
                assertTrue(s.weight() >= 0 && s.weight() <= 1);
                seen[s.mode()] = true;
                last = s.mode();
                lastWeight = s.weight();
            }
            assertEquals(5, last, "far enough away every patch draws LOD 2");
        }
        for (int m = 0; m < 6; m++) assertTrue(seen[m], TfragLod.MODES[m]);
    }

    @Test
    void aSphereStraddlingAThresholdTakesTheCoarserMode() {
        // centre 128 units away (exactly D1), radius 4: straddles D1 → LOD-0 collapse, not LOD-0 morph
        TfragLod.Selection s = TfragLod.select(128, 0, 0, 4, new double[] {0, 0, 0}, L);
        assertEquals("lod_0_collapse", s.modeName());
        assertEquals(1.0, s.weight());
        // same centre as a point: beyond D1 and inside D0 → LOD-1 morph, weight 0 at the band's near edge
        TfragLod.Selection p = TfragLod.select(128, 0, 0, 0, new double[] {0, 0, 0}, L);
        assertEquals("lod_1_morph", p.modeName());
        assertEquals(0.0, p.weight());
        // halfway through the LOD-0 band (D2 = 64, D1 = 128): weight 0.5
        assertEquals(0.5, TfragLod.select(96, 0, 0, 0, new double[] {0, 0, 0}, L).weight(), 1e-9);
        assertEquals("lod_0", TfragLod.select(10, 0, 0, 5, new double[] {0, 0, 0}, L).modeName());
        assertEquals("lod_2", TfragLod.select(300, 0, 0, 5, new double[] {0, 0, 0}, L).modeName());
        assertEquals("lod_1_collapse", TfragLod.select(190, 0, 0, 5, new double[] {0, 0, 0}, L).modeName());
    }

    @Test
    void eachThresholdBelongsToTheCoarserSide() {
        double[] o = {0, 0, 0};
        // a point exactly at D2: no longer inside it, the LOD-0 band starts with weight 0
        TfragLod.Selection s = TfragLod.select(64, 0, 0, 0, o, L);
        assertEquals("lod_0_morph", s.modeName());
        assertEquals(0.0, s.weight());
        assertEquals(64 * 1024, s.distance());
        // a sphere whose near edge is exactly D1: it does not straddle D1
        TfragLod.Selection n = TfragLod.select(132, 0, 0, 4, o, L);
        assertEquals("lod_1_morph", n.modeName());
        assertEquals(128 * 1024, n.near());
        assertEquals(136 * 1024, n.far());
        assertEquals((136.0 - 128) / (192 - 128), n.weight(), 1e-12);
        // a point exactly at D0: LOD 2; a sphere reaching D0 from inside: the LOD-1 collapse
        assertEquals("lod_2", TfragLod.select(192, 0, 0, 0, o, L).modeName());
        assertEquals("lod_1_collapse", TfragLod.select(191, 0, 0, 1, o, L).modeName());
        assertEquals(0.0, TfragLod.select(192, 0, 0, 0, o, L).weight());
        // the camera's own position is truncated too: distances are differences of truncated coordinates
        assertEquals(100 * 1024, TfragLod.select(50, 30, -10, 0, new double[] {50, -70, -10}, L).distance());
        assertEquals(5 * 1024, TfragLod.select(3, 4, 0, 0, new double[] {0, 0, 0}, L).distance());
    }
}
