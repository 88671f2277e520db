package gcscript.lighting;

import gcscript.ps2.Accumulator;
import gcscript.ps2.Ps2Float;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Benchmark figures for {@code bin/gcscript bench lighting}: the pass over every tfrag light record of the given
 * levels (inputs already parsed; only the pass is timed), in the PS2 model and in Java float, and the model's cost
 * per operation against Java float. Rows: {@code benchmark, value, unit, target}. Warm: each figure is the best of
 * several runs after warm-up runs.
 */
public final class LightingBench {
    private LightingBench() {}

    private static volatile int sink;

    public static List<String[]> run(List<LitLevel> levels) {
        List<String[]> rows = new ArrayList<>();
        long vertices = 0, shaded = 0;
        for (LitLevel m : levels) {
            vertices += m.count();
            m.normalBits();   // the normals are an input here, computed once
        }
        // 1. the stored select words (the notes' reading)
        for (int w = 0; w < 3; w++) for (LitLevel m : levels) shaded += m.run(LightSelection.BLEND).shaded();
        shaded /= 3;
        long[] ps2 = time(levels, false, false), f32 = time(levels, true, false);
        rows.add(row("lighting: PS2-model pass over every tfrag vertex of " + levels.size() + " levels (" + vertices + " vertices, "
                + shaded + " shaded by their stored select words), warm, best of 5", ps2[0], "< 1000"));
        rows.add(row("same in Java float", f32[0], "-"));
        // 2. every vertex through the heaviest path: a blend of two sets (re-normalised), then the two light terms
        long[] ps2All = time(levels, false, true), f32All = time(levels, true, true);
        rows.add(row("lighting: PS2-model pass, every vertex blended (select 0x80" + "10 or the bank's first set), warm, best of 5",
                ps2All[0], "< 1000"));
        rows.add(row("same in Java float", f32All[0], "-"));
        rows.add(new String[] {"lighting: PS2 model / Java float, every vertex blended",
                String.format(Locale.ROOT, "%.1f", (double) ps2All[0] / Math.max(1, f32All[0])), "x", "-"});
        // 3. per operation
        int n = 1 << 22;
        rows.add(perOp("ps2 mul vs Java float *", n, LightingBench::mulPs2, LightingBench::mulF32));
        rows.add(perOp("ps2 add vs Java float +", n, LightingBench::addPs2, LightingBench::addF32));
        rows.add(perOp("ps2 madd (accumulator) vs Java float a + b*c", n, LightingBench::maddPs2, LightingBench::maddF32));
        return rows;
    }

    private static String[] row(String what, long nanos, String target) {
        return new String[] {what, String.format(Locale.ROOT, "%.1f", nanos / 1e6), "ms", target};
    }

    /** Best of 5 (after 3 warm-ups) of the pass over every level; returns {nanos}. */
    private static long[] time(List<LitLevel> levels, boolean f32, boolean forced) {
        long best = Long.MAX_VALUE;
        for (int pass = 0; pass < 8; pass++) {
            long t0 = System.nanoTime();
            for (LitLevel m : levels) sink += pass(m, f32, forced);
            long dt = System.nanoTime() - t0;
            if (pass >= 3) best = Math.min(best, dt);
        }
        return new long[] {best};
    }

    private static int pass(LitLevel m, boolean f32, boolean forced) {
        int n = m.count();
        Selects select = m.selects;
        if (forced) {   // select 0x8000 | j << 4: sets 0 and j blended half and half (or set 0 alone)
            int j = Math.max(0, m.lights - 1);
            select = m.lights > 1 ? Selects.blend(n, 0, j, 128) : Selects.blend(n, 0, 0, 0);
        }
        if (m.normalBits() == null || m.lights == 0) return 0;
        if (f32) {
            float[] base = new float[3 * n], out = new float[3 * n];
            return LitPass.f32(LightSelection.BLEND, select, base, m.normalF32(), m.bankF32, m.lights, out);
        }
        int[] base = new int[3 * n], out = new int[3 * n];
        return LitPass.ps2(LightSelection.BLEND, select, base, m.normalBits(), m.bankBits, m.lights, out);
    }

    private interface Loop { int run(int n); }

    private static String[] perOp(String what, int n, Loop ps2, Loop f32) {
        long a = Long.MAX_VALUE, b = Long.MAX_VALUE;
        for (int pass = 0; pass < 8; pass++) {
            long t0 = System.nanoTime();
            sink += ps2.run(n);
            long t1 = System.nanoTime();
            sink += f32.run(n);
            long t2 = System.nanoTime();
            if (pass >= 3) { a = Math.min(a, t1 - t0); b = Math.min(b, t2 - t1); }
        }
        return new String[] {"lighting: " + what + " (ns per op, PS2 / Java)", String.format(Locale.ROOT, "%.2f / %.2f", a / (double) n,
                b / (double) n), "ns", "-"};
    }

    // dependent chains, so neither side is hoisted away; values stay ordinary (around 1)
    private static int mulPs2(int n) { int x = Ps2Float.ONE; for (int i = 0; i < n; i++) x = Ps2Float.mul(x, (i & 1) == 0 ? 0x3f800001 : 0x3f7ffffe); return x; }
    private static int mulF32(int n) { float x = 1f; for (int i = 0; i < n; i++) x = x * ((i & 1) == 0 ? 1.0000001f : 0.9999999f); return Float.floatToRawIntBits(x); }
    private static int addPs2(int n) { int x = Ps2Float.ONE; for (int i = 0; i < n; i++) x = Ps2Float.add(x, (i & 1) == 0 ? 0x3c000000 : 0xbc000000); return x; }
    private static int addF32(int n) { float x = 1f; for (int i = 0; i < n; i++) x = x + ((i & 1) == 0 ? 0.0078125f : -0.0078125f); return Float.floatToRawIntBits(x); }
    private static int maddPs2(int n) {
        Accumulator acc = new Accumulator();
        int x = Ps2Float.ONE;
        for (int i = 0; i < n; i++) { acc.adda(x, 0); x = acc.madd((i & 1) == 0 ? 0x3c000000 : 0xbc000000, Ps2Float.ONE); }
        return x;
    }
    private static int maddF32(int n) { float x = 1f; for (int i = 0; i < n; i++) x = x + ((i & 1) == 0 ? 0.0078125f : -0.0078125f) * 1f; return Float.floatToRawIntBits(x); }
}
