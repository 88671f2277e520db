package gcscript.datasets.gameplay;

import gcscript.datasets.tfrag.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The env sample points (rac2-formats-phase2 §7.1, pointer 0x8c, the first block in Wrench's order) and the env
 * transitions (0x84, after the directional lights), field layouts as Wrench's GC/UYA writer packs them.
 *
 * <p>Env sample point (0x20, after a TableHeader {count, 0, 0, 0}): s32 hero_light (a directional light), s16 pos
 * x/y/z (1/4 units), s16 reverb_depth, s16 music_track, u8 fog_near/far_intensity, u8 hero_colour r/g/b, u8
 * reverb_type/delay/feedback, u8 enable_reverb_params, u8 fog r/g/b, s16 fog_near_dist, fog_far_dist (both 0 when
 * the point sets no fog, as Wrench writes them; fog applies when near < far), u16 unused_1e = 0xffff. 2 to 5 points
 * per level on the ground.
 *
 * <p>Env transition: a TableHeader, then count Vec4f bounding spheres, then count × 0x80 records {Mat4 inverse
 * matrix of the volume's transform, Rgb32 hero_colour_1/2 (pad 0), s32 hero_light_1/2, u32 flags (bit 0 hero, bit 1
 * fog), Rgb32 fog_colour_1/2, f32 fog near distance/intensity and far distance/intensity for both sides, s32
 * unused_7c = 0}. 1 to 3 per level: a leaning box on the ground (scale 2-17 units per axis), its sphere centred on
 * it with the box's half-diagonal as radius.
 *
 * <p>Truth: {@code fields.gameplay_env_sample_points.row.<i>} (with x, y, z in units and fog_enabled) and
 * {@code fields.gameplay_env_transitions.row.<i>} (the sphere, the record, enable_hero and enable_fog).
 */
final class EnvWriter {
    private EnvWriter() {}

    static final int PTR_ENV_SAMPLES = 0x8c, PTR_ENV_TRANSITIONS = 0x84;

    static void samples(Random rnd, Out out, int[] ptr, Terrain ground, int nLights, GameplayTruth ft, Map<String, String> t) {
        int n = 2 + rnd.nextInt(4);
        GameplayStream.block(out, ptr, PTR_ENV_SAMPLES, 0x10).s32(n).s32(0).s32(0).s32(0);
        for (int i = 0; i < n; i++) {
            float[] p = GameplayStream.place(rnd, ground);
            int x = Math.round(p[0] * 4), y = Math.round(p[1] * 4), z = Math.round(p[2] * 4);
            boolean fog = i % 2 == 0;
            int near = fog ? 10 + rnd.nextInt(90) : 0, far = fog ? 200 + rnd.nextInt(800) : 0;
            Record r = new Record(0x20, "gameplay.env_sample." + i + ".", t)
                    .s32("hero_light", 0x00, rnd.nextInt(nLights))
                    .s16("pos_x", 0x04, x).s16("pos_y", 0x06, y).s16("pos_z", 0x08, z)
                    .s16("reverb_depth", 0x0a, rnd.nextInt(4000) - 2000).s16("music_track", 0x0c, rnd.nextInt(24))
                    .u8("fog_near_intensity", 0x0e, rnd.nextInt(128)).u8("fog_far_intensity", 0x0f, 128 + rnd.nextInt(128))
                    .u8("hero_colour_r", 0x10, rnd.nextInt(256)).u8("hero_colour_g", 0x11, rnd.nextInt(256))
                    .u8("hero_colour_b", 0x12, rnd.nextInt(256))
                    .u8("reverb_type", 0x13, rnd.nextInt(10)).u8("reverb_delay", 0x14, rnd.nextInt(128))
                    .u8("reverb_feedback", 0x15, rnd.nextInt(128)).u8("enable_reverb_params", 0x16, rnd.nextInt(2))
                    .u8("fog_r", 0x17, rnd.nextInt(256)).u8("fog_g", 0x18, rnd.nextInt(256)).u8("fog_b", 0x19, rnd.nextInt(256))
                    .s16("fog_near_dist", 0x1a, near).s16("fog_far_dist", 0x1c, far).u16("unused_1e", 0x1e, 0xffff);
            out.bytes(r.bytes());
            ft.record("gameplay_env_sample_points", i, r, "x", x / 4.0, "y", y / 4.0, "z", z / 4.0, "fog_enabled", fog);
        }
        t.put("gameplay.env_sample_points", Integer.toString(n));
    }

    static void transitions(Random rnd, Out out, int[] ptr, Terrain ground, int nLights, GameplayTruth ft, Map<String, String> t) {
        int n = 1 + rnd.nextInt(3);
        GameplayStream.block(out, ptr, PTR_ENV_TRANSITIONS, 0x10).s32(n).s32(0).s32(0).s32(0);
        List<Record> spheres = new ArrayList<>(), records = new ArrayList<>();
        List<Integer> flags = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String prefix = "gameplay.env_transition." + i + ".";
            double a = rnd.nextDouble() * 2 * Math.PI, bx = (rnd.nextInt(16) - 8) / 256.0, by = (rnd.nextInt(16) + 1) / 512.0;
            double[] k = {2 + rnd.nextInt(16), 2 + rnd.nextInt(16), 2 + rnd.nextInt(16)};
            float[] p = GameplayStream.place(rnd, ground);
            double[][] rot = GameplayStream.mul(GameplayStream.rotZ(a), GameplayStream.mul(GameplayStream.rotY(by), GameplayStream.rotX(bx)));
            Record s = new Record(0x10, prefix, t).f32("bsphere_x", 0x0, p[0]).f32("bsphere_y", 0x4, p[1]).f32("bsphere_z", 0x8, p[2])
                    .f32("bsphere_w", 0xc, (float) Math.sqrt(k[0] * k[0] + k[1] * k[1] + k[2] * k[2]));
            spheres.add(s);
            // the volume maps the unit cube by M = T(p)·R·S; its inverse is S⁻¹·Rᵀ·(v − p), stored column-major
            Record r = new Record(0x80, prefix, t);
            double[] q = {p[0], p[1], p[2]};
            for (int col = 0; col < 4; col++) {
                for (int row = 0; row < 4; row++) {
                    double v;
                    if (row == 3) v = col == 3 ? 1 : 0;
                    else if (col < 3) v = rot[col][row] / k[row];
                    else v = -(rot[0][row] * q[0] + rot[1][row] * q[1] + rot[2][row] * q[2]) / k[row];
                    r.f32("inverse_matrix_" + (4 * col + row), 4 * (4 * col + row), (float) v);
                }
            }
            int f = rnd.nextInt(4);
            flags.add(f);
            rgb32(rnd, r, "hero_colour_1", 0x40);
            rgb32(rnd, r, "hero_colour_2", 0x44);
            r.s32("hero_light_1", 0x48, rnd.nextInt(nLights)).s32("hero_light_2", 0x4c, rnd.nextInt(nLights)).s32("flags", 0x50, f);
            rgb32(rnd, r, "fog_colour_1", 0x54);
            rgb32(rnd, r, "fog_colour_2", 0x58);
            for (int side = 1; side <= 2; side++) {
                int at = 0x5c + 0x10 * (side - 1);
                r.f32("fog_near_dist_" + side, at, 5 + rnd.nextInt(95)).f32("fog_near_intensity_" + side, at + 4, rnd.nextInt(64) / 64f)
                        .f32("fog_far_dist_" + side, at + 8, 150 + rnd.nextInt(850)).f32("fog_far_intensity_" + side, at + 12, 0.5f + rnd.nextInt(32) / 64f);
            }
            r.s32("unused_7c", 0x7c, 0);
            records.add(r);
        }
        for (Record s : spheres) out.bytes(s.bytes());
        for (int i = 0; i < n; i++) {
            out.bytes(records.get(i).bytes());
            List<String> cols = new ArrayList<>(spheres.get(i).values().keySet());
            cols.addAll(records.get(i).values().keySet());
            cols.addAll(List.of("enable_hero", "enable_fog"));
            List<Object> vals = new ArrayList<>(spheres.get(i).values().values());
            vals.addAll(records.get(i).values().values());
            vals.addAll(List.of((flags.get(i) & 1) != 0, (flags.get(i) & 2) != 0));
            ft.row("gameplay_env_transitions", i, cols, vals);
        }
        t.put("gameplay.env_transitions", Integer.toString(n));
    }

    /** An Rgb32 {u8 r, g, b, pad = 0}. */
    private static void rgb32(Random rnd, Record r, String name, int at) {
        r.u8(name + "_r", at, rnd.nextInt(256)).u8(name + "_g", at + 1, rnd.nextInt(256)).u8(name + "_b", at + 2, rnd.nextInt(256))
                .u8(name + "_pad", at + 3, 0);
    }
}
