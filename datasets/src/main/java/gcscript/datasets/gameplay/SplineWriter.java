package gcscript.datasets.gameplay;

import gcscript.datasets.tfrag.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The paths (rac2-formats-phase2 §7.1, pointer 0x78, in Wrench's order after the shrub groups) and grind paths (0x7c,
 * after the point lights): a head {s32 spline_count, s32 data_offset (from the block start), s32 data_size, pad 0},
 * for grind paths spline_count × 0x20 {Vec4f bounding sphere, s32 unknown_4, wrap, inactive, pad 0}, then one s32
 * offset per spline (from the spline data), pad to 16, then the splines back to back, each 16-aligned: a TableHeader
 * {count, 0, 0, 0} and count Vec4f vertices. data_size runs to the last vertex (no trailing pad). 1 to 3 paths of 2
 * to 6 vertices and 1 or 2 grind paths of 3 to 8 vertices per level, walking over the ground; a grind path's sphere
 * is centred on its vertices' box with the farthest vertex (plus 1/8 unit) as radius. The level settings' ship_path
 * names one of the paths or none (-1).
 *
 * <p>Truth: {@code fields.gameplay_spline_blocks.row.<0|1>} (0 paths, 1 grind paths),
 * {@code fields.gameplay_splines.row.<kind>.<i>}, {@code fields.gameplay_spline_vertices.row.<kind>.<spline>.<k>},
 * {@code fields.gameplay_grind_paths.row.<i>}.
 */
final class SplineWriter {
    private SplineWriter() {}

    static final int PTR_PATHS = 0x78, PTR_GRIND_PATHS = 0x7c;

    /** The number of paths a level gets (drawn before the level settings, whose ship_path names one). */
    static int pathCount(Random rnd) { return 1 + rnd.nextInt(3); }

    static void paths(Random rnd, Out out, int[] ptr, Terrain ground, int n, GameplayTruth ft, Map<String, String> t) {
        List<float[][]> splines = new ArrayList<>();
        for (int i = 0; i < n; i++) splines.add(walk(rnd, ground, 2 + rnd.nextInt(5)));
        write(out, ptr, PTR_PATHS, "paths", 0, splines, null, ft);
        t.put("gameplay.paths", Integer.toString(n));
    }

    /**
     * {@code number}: the level's file number. Grind path i is inactive when i + number is odd and wraps when
     * (i + number) / 2 is: on a disc of several levels both flags take both values and never agree on every path.
     */
    static void grindPaths(Random rnd, Out out, int[] ptr, Terrain ground, int number, GameplayTruth ft, Map<String, String> t) {
        int n = 1 + rnd.nextInt(2);
        List<float[][]> splines = new ArrayList<>();
        List<Record> records = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            float[][] v = walk(rnd, ground, 3 + rnd.nextInt(6));
            splines.add(v);
            float[] lo = v[0].clone(), hi = v[0].clone();
            for (float[] p : v) for (int a = 0; a < 3; a++) { lo[a] = Math.min(lo[a], p[a]); hi[a] = Math.max(hi[a], p[a]); }
            float[] c = new float[3];
            for (int a = 0; a < 3; a++) c[a] = (lo[a] + hi[a]) / 2;
            double far = 0;
            for (float[] p : v) far = Math.max(far, Math.sqrt(sq(p[0] - c[0]) + sq(p[1] - c[1]) + sq(p[2] - c[2])));
            records.add(new Record(0x20, "gameplay.grind_path." + i + ".", t)
                    .f32("bsphere_x", 0x0, c[0]).f32("bsphere_y", 0x4, c[1]).f32("bsphere_z", 0x8, c[2]).f32("bsphere_w", 0xc, (float) far + 0.125f)
                    .s32("unknown_4", 0x10, rnd.nextInt(16)).s32("wrap", 0x14, (i + number) / 2 % 2).s32("inactive", 0x18, (i + number) % 2).s32("pad", 0x1c, 0));
        }
        write(out, ptr, PTR_GRIND_PATHS, "grind_paths", 1, splines, records, ft);
        t.put("gameplay.grind_paths", Integer.toString(n));
    }

    private static double sq(double v) { return v * v; }

    /** {@code n} vertices stepping 2-9 units at a time over the ground, each 1/2 unit above it; w a small speed-like value. */
    private static float[][] walk(Random rnd, Terrain ground, int n) {
        float[][] v = new float[n][];
        float[] p = GameplayStream.place(rnd, ground);
        double heading = rnd.nextDouble() * 2 * Math.PI;
        for (int k = 0; k < n; k++) {
            v[k] = new float[] {p[0], p[1], p[2] + 0.5f, 1 + rnd.nextInt(32) / 8f};
            heading += (rnd.nextInt(9) - 4) / 8.0;
            double step = 2 + rnd.nextInt(8);
            float x = (float) (p[0] + step * Math.cos(heading)), y = (float) (p[1] + step * Math.sin(heading));
            double z = ground == null ? p[2] : ground.heightAt(x, y);
            // off the ground's edge: walk back the other way
            if (Double.isNaN(z)) {
                heading += Math.PI;
                x = (float) (p[0] + step * Math.cos(heading));
                y = (float) (p[1] + step * Math.sin(heading));
                z = ground.heightAt(x, y);
                if (Double.isNaN(z)) { x = p[0]; y = p[1]; z = p[2]; }
            }
            p = new float[] {x, y, (float) z};
        }
        return v;
    }

    private static void write(Out out, int[] ptr, int pointer, String kind, int record, List<float[][]> splines, List<Record> grind,
                              GameplayTruth ft) {
        int n = splines.size();
        int start = GameplayStream.block(out, ptr, pointer, 0x10).size();
        int dataOffset = (0x10 + (grind == null ? 0 : 0x20 * n) + 4 * n + 15) / 16 * 16;
        int size = 0;
        for (float[][] s : splines) size += 0x10 + 0x10 * s.length;
        out.s32(n).s32(dataOffset).s32(size).s32(0);
        ft.row("gameplay_spline_blocks", record, List.of("kind", "spline_count", "data_offset", "data_size", "pad"),
                List.of(kind, n, dataOffset, size, 0));
        if (grind != null) {
            for (int i = 0; i < n; i++) {
                out.bytes(grind.get(i).bytes());
                ft.record("gameplay_grind_paths", i, grind.get(i));
            }
        }
        int at = 0;
        for (float[][] s : splines) {
            out.s32(at);
            at += 0x10 + 0x10 * s.length;
        }
        out.align(0x10);
        if (out.size() - start != dataOffset) throw new IllegalStateException(kind + ": data at " + (out.size() - start) + ", not " + dataOffset);
        at = 0;
        for (int i = 0; i < n; i++) {
            float[][] s = splines.get(i);
            out.s32(s.length).s32(0).s32(0).s32(0);
            ft.row("gameplay_splines", kind + "." + i, List.of("kind", "spline_offset", "count", "pad_0", "pad_1", "pad_2"),
                    List.of(kind, at, s.length, 0, 0, 0));
            for (int k = 0; k < s.length; k++) {
                for (float f : s[k]) out.f32(f);
                ft.row("gameplay_spline_vertices", kind + "." + i + "." + k, List.of("kind", "spline", "x", "y", "z", "w"),
                        List.of(kind, i, s[k][0], s[k][1], s[k][2], s[k][3]));
            }
            at += 0x10 + 0x10 * s.length;
        }
    }
}
