package gcscript.datasets.gameplay;

import gcscript.datasets.tfrag.Terrain;
import gcscript.wad.WadLz;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;

/**
 * Writes a level's gameplay stream from the writer recipe of rac2-formats-phase2 §7 (and §5.2 for the occlusion
 * block): the 0x9c-byte table of 39 s32 pointers, then the blocks in Wrench's order, each 16-aligned (the
 * occlusion block 0x40-aligned): env sample points ({@link EnvWriter}), level settings (0x5c bytes, chunk planes,
 * core_sounds_count), help messages ({@link HelpWriter}), 1–4 directional lights (0x40 each), env transitions ({@link EnvWriter}), cameras and sound
 * instances ({@link CameraSoundWriter}), moby classes, the moby block (header + 0x88-byte instances), the pvar table, pvar data, moby link fixups and relative pvar pointers
 * ({@link PvarWriter}), moby groups, shared data ({@link SharedDataWriter}), tie classes, tie instances (0x60), tie
 * ambient RGBAs ({@link TieAmbientWriter}), tie groups, shrub classes, shrub instances (0x70), shrub groups,
 * paths ({@link SplineWriter}), cuboids, spheres, cylinders and pills ({@link ShapeWriter}), the camera collision grid
 * ({@link CameraGridWriter}), point lights
 * ({@link PointLightWriter}), grind paths ({@link SplineWriter}), areas ({@link AreaWriter}), occlusion mappings. Instance counts have a floor that grows
 * with the scale (a bigger level has more
 * on it); instances stand on the level's ground ({@link #place}). Instances use the level core's own class numbers; the occlusion mappings
 * name real tfrags (occl_index = patch index), tie instances (occlusion_index) and moby instances (uid).
 *
 * <p>Truth keys (relative to the level): the stats {@code directional_lights}, {@code moby_instances},
 * {@code tie_instances}, {@code shrub_instances}; {@code gameplay.pointer.<i>}; every stored field of the settings,
 * planes, lights and (the first {@value #FIELD_TRUTH_RECORDS} of each table) instances as
 * {@code gameplay.<table>.<i>.<field>}; class lists, groups and every occlusion mapping.
 */
public final class GameplayStream {
    /** Per-field truth is recorded for this many records of each instance table (all of them on the sample). */
    public static final int FIELD_TRUTH_RECORDS = 64;

    static final int PTR_SETTINGS = 0x00, PTR_LIGHTS = 0x04, PTR_TIE_CLASSES = 0x30, PTR_TIES = 0x34, PTR_TIE_GROUPS = 0x38,
            PTR_SHRUB_CLASSES = 0x3c, PTR_SHRUBS = 0x40, PTR_SHRUB_GROUPS = 0x44, PTR_MOBY_CLASSES = 0x48, PTR_MOBIES = 0x4c,
            PTR_MOBY_GROUPS = 0x50, PTR_OCCLUSION = 0x90;
    static final int LIGHT_AMBIENT_ONLY = 0x0F0F;

    /** The stream, its WAD-LZ form (name "gameplay"), the slot-3 copy of the occlusion block (null when none). */
    public record Result(byte[] wad, byte[] decompressed, byte[] occlusionSlot, int blockCount, Map<String, String> truth) {}

    /** The level core's facts the stream refers to. */
    /**
     * {@code lowest} maps "tie o_class" / "shrub o_class" to the class mesh's lowest z in class units, so an
     * instance on the ground stands on it instead of being buried to its centre (absent: the origin is on the ground).
     */
    public record Level(int chunks, int[] mobyClasses, int[] tieClasses, int[] shrubClasses, int tfragCount, boolean occlusion,
                        Terrain terrain, Map<String, Float> lowest) {
        public Level(int chunks, int[] mobyClasses, int[] tieClasses, int[] shrubClasses, int tfragCount, boolean occlusion) {
            this(chunks, mobyClasses, tieClasses, shrubClasses, tfragCount, occlusion, null, Map.of());
        }
    }

    private GameplayStream() {}

    public static Result write(Random rnd, int scale, Level lv) { return write(rnd, scale, lv, 0); }

    /**
     * {@code number} is the level's file number: odd levels are flagged spherical worlds, so the flag takes both
     * values on any disc of two levels or more (a coin per level leaves it constant on one disc in four).
     */
    public static Result write(Random rnd, int scale, Level lv, int number) {
        int s = Math.max(1, scale);
        Map<String, String> t = new TreeMap<>();
        Out out = new Out();
        out.zeros(39 * 4);
        int[] ptr = new int[39];

        // env sample points (each names a directional light, so the light count is drawn first)
        GameplayTruth ft = new GameplayTruth();
        int nLights = 1 + rnd.nextInt(4);
        EnvWriter.samples(rnd, out, ptr, lv.terrain(), nLights, ft, t);
        int nPaths = SplineWriter.pathCount(rnd);

        // level settings
        Record settings = settings(rnd, number % 2, rnd.nextInt(nPaths + 1) - 1, t);
        block(out, ptr, PTR_SETTINGS, 0x10).bytes(settings.bytes());
        int planes = Math.max(0, lv.chunks() - 1);
        if (planes == 0) {
            out.zeros(0x20);
        } else {
            for (int i = 0; i < planes; i++) {
                Record plane = plane(rnd, i, planes, "gameplay.plane." + i + ".", t);
                out.bytes(plane.bytes());
                ft.record("gameplay_chunk_planes", i, plane);
            }
        }
        int coreSounds = rnd.nextInt(9);
        out.s32(coreSounds);
        ft.record("gameplay_level_settings", 0, settings, "plane_count", planes, "core_sounds_count", coreSounds);
        t.put("gameplay.chunk_planes", Integer.toString(planes));
        t.put("gameplay.core_sounds_count", Integer.toString(coreSounds));
        HelpWriter.write(rnd, out, ptr, ft);

        // directional lights, then the env transitions
        block(out, ptr, PTR_LIGHTS, 0x10).s32(nLights).s32(0).s32(0).s32(0);
        for (int i = 0; i < nLights; i++) {
            Record light = light(rnd, "gameplay.light." + i + ".", t);
            out.bytes(light.bytes());
            ft.record("gameplay_directional_lights", i, light);
        }
        t.put("directional_lights", Integer.toString(nLights));
        EnvWriter.transitions(rnd, out, ptr, lv.terrain(), nLights, ft, t);

        // mobies: classes, block, groups
        int nMoby = lv.mobyClasses().length == 0 ? 0 : 2 + s + rnd.nextInt(8 * s);
        int[] mobyGroup = new int[nMoby];
        List<int[]> mGroups = groupsOf(rnd, nMoby, mobyGroup);
        int[] mobyClass = new int[nMoby], uids = new int[nMoby];
        int uid = 1 + rnd.nextInt(50);
        for (int i = 0; i < nMoby; i++) {
            mobyClass[i] = lv.mobyClasses()[rnd.nextInt(lv.mobyClasses().length)];
            uids[i] = uid;
            uid += 1 + rnd.nextInt(5);
        }
        // cameras and sound instances (after the lights in Wrench's order); they own pvars as mobies do
        int[] cameraType = CameraSoundWriter.types(rnd, 1 + rnd.nextInt(3), 0, 12);
        int[] soundClass = CameraSoundWriter.types(rnd, 1 + rnd.nextInt(3), 0x1000, 0x200);
        PvarWriter.Plan pvars = PvarWriter.plan(rnd, new int[][] {mobyClass, cameraType, soundClass});
        CameraSoundWriter.cameras(rnd, out, ptr, lv.terrain(), cameraType, pvars.pvarOf()[1], ft, t);
        CameraSoundWriter.sounds(rnd, out, ptr, lv.terrain(), soundClass, pvars.pvarOf()[2], ft, t);
        t.put("gameplay.cameras", Integer.toString(cameraType.length));
        t.put("gameplay.sound_instances", Integer.toString(soundClass.length));
        classList(out, ptr, PTR_MOBY_CLASSES, mobyClass, "gameplay.moby_classes", t, ft);
        block(out, ptr, PTR_MOBIES, 0x10).s32(nMoby).s32(rnd.nextInt(4)).s32(0).s32(0);
        for (int i = 0; i < nMoby; i++) {
            boolean sampled = i < FIELD_TRUTH_RECORDS;
            Record r = moby(rnd, lv.terrain(), mobyClass[i], uids[i], mobyGroup[i], pvars.pvarOf()[0][i], nLights,
                    sampled ? "gameplay.moby." + i + "." : null, t);
            out.bytes(r.bytes());
            if (sampled) ft.record("gameplay_moby_instances", i, r);
        }
        t.put("moby_instances", Integer.toString(nMoby));
        // pvar table, pvar data, moby link fixups, relative pvar pointers: Wrench's order, between mobies and groups
        PvarWriter.write(rnd, out, ptr, pvars, uids, ft);
        groups(out, ptr, PTR_MOBY_GROUPS, mGroups, "moby", t, ft);
        SharedDataWriter.write(rnd, out, ptr, pvars, ft);

        // ties
        int nTie = lv.tieClasses().length == 0 ? 0 : 2 + 4 * s + rnd.nextInt(16 * s);
        int[] tieClass = new int[nTie], occl = new int[nTie];
        int o = rnd.nextInt(10);
        for (int i = 0; i < nTie; i++) {
            tieClass[i] = lv.tieClasses()[rnd.nextInt(lv.tieClasses().length)];
            occl[i] = o;
            o += 1 + rnd.nextInt(3);
        }
        classList(out, ptr, PTR_TIE_CLASSES, tieClass, "gameplay.tie_classes", t, ft);
        block(out, ptr, PTR_TIES, 0x10).s32(nTie).s32(0).s32(0).s32(0);
        for (int i = 0; i < nTie; i++) {
            boolean sampled = i < FIELD_TRUTH_RECORDS;
            Record r = tie(rnd, lv.terrain(), lv.lowest().getOrDefault("tie " + tieClass[i], 0f), tieClass[i], occl[i], nLights, sampled ? "gameplay.tie." + i + "." : null, t);
            out.bytes(r.bytes());
            if (sampled) recordPlaced(ft, "gameplay_tie_instances", i, r);
        }
        t.put("tie_instances", Integer.toString(nTie));
        TieAmbientWriter.write(rnd, out, ptr, nTie, ft);
        List<int[]> tGroups = nTie >= 2 ? List.of(new int[] {0, 1}) : List.of();
        groups(out, ptr, PTR_TIE_GROUPS, tGroups, "tie", t, ft);

        // shrubs
        int nShrub = lv.shrubClasses().length == 0 ? 0 : 2 + 6 * s + rnd.nextInt(24 * s);
        int[] shrubClass = new int[nShrub];
        for (int i = 0; i < nShrub; i++) shrubClass[i] = lv.shrubClasses()[rnd.nextInt(lv.shrubClasses().length)];
        classList(out, ptr, PTR_SHRUB_CLASSES, shrubClass, "gameplay.shrub_classes", t, ft);
        block(out, ptr, PTR_SHRUBS, 0x10).s32(nShrub).s32(0).s32(0).s32(0);
        for (int i = 0; i < nShrub; i++) {
            boolean sampled = i < FIELD_TRUTH_RECORDS;
            Record r = shrub(rnd, lv.terrain(), lv.lowest().getOrDefault("shrub " + shrubClass[i], 0f), shrubClass[i], nLights, sampled ? "gameplay.shrub." + i + "." : null, t);
            out.bytes(r.bytes());
            if (sampled) recordPlaced(ft, "gameplay_shrub_instances", i, r);
        }
        t.put("shrub_instances", Integer.toString(nShrub));
        // shrub records name no group: the groups only list members
        groups(out, ptr, PTR_SHRUB_GROUPS, groupsOf(rnd, nShrub, new int[nShrub]), "shrub", t, ft);

        // paths (ship_path of the settings names one of them)
        SplineWriter.paths(rnd, out, ptr, lv.terrain(), nPaths, ft, t);

        // cuboids, spheres, cylinders, pills
        List<List<Record>> shapes = ShapeWriter.write(rnd, out, ptr, lv.terrain(), ft, t);
        CameraGridWriter.write(rnd, out, ptr, shapes, ft, t);
        // point lights (after the camera collision grid in Wrench's order)
        PointLightWriter.write(rnd, out, ptr, lv.terrain(), number, ft, t);
        SplineWriter.grindPaths(rnd, out, ptr, lv.terrain(), number, ft, t);
        // areas link paths, cuboids, spheres, cylinders and (negative) cuboids by index
        AreaWriter.write(rnd, out, ptr, lv.terrain(), new int[] {nPaths, shapes.get(0).size(), shapes.get(1).size(), shapes.get(2).size(), shapes.get(0).size()}, ft, t);

        // occlusion mappings (§5.2): the same bytes go to slot 3
        byte[] occlusion = null;
        if (lv.occlusion()) {
            occlusion = OcclusionMappingsWriter.write(rnd, lv.tfragCount(), occl, uids, t);
            block(out, ptr, PTR_OCCLUSION, 0x40).bytes(occlusion);
        }
        out.align(0x10);

        int blocks = 0;
        for (int i = 0; i < 39; i++) {
            out.patch32(4 * i, ptr[i]);
            t.put("gameplay.pointer." + i, Integer.toString(ptr[i]));
            if (ptr[i] != 0) blocks++;
        }
        byte[] stream = out.toArray();
        for (int i = 0; i < 39; i++) {
            // a block runs to the nearest larger pointer, or to the stream's end
            int end = stream.length;
            for (int q : ptr) if (q > ptr[i] && q < end) end = q;
            ft.row("gameplay_pointers", i, List.of("block_offset", "present", "block_bytes"),
                    List.of(ptr[i], ptr[i] != 0, ptr[i] == 0 ? 0 : end - ptr[i]));
        }
        ft.into(t);
        return new Result(WadLz.compress(stream, "gameplay"), stream, occlusion, blocks, t);
    }

    static Out block(Out out, int[] ptr, int pointer, int align) {
        out.align(align);
        ptr[pointer / 4] = out.size();
        return out;
    }

    // ---- level settings (§7.4) ------------------------------------------------------------------------

    private static Record settings(Random rnd, int spherical, int shipPath, Map<String, String> t) {
        Record r = new Record(0x5c, "gameplay.settings.", t);
        boolean background = rnd.nextInt(4) != 0;
        r.s32("background_colour_r", 0x00, background ? rnd.nextInt(256) : -1)
                .s32("background_colour_g", 0x04, rnd.nextInt(256)).s32("background_colour_b", 0x08, rnd.nextInt(256))
                .s32("fog_colour_r", 0x0c, rnd.nextInt(256)).s32("fog_colour_g", 0x10, rnd.nextInt(256))
                .s32("fog_colour_b", 0x14, rnd.nextInt(256))
                .f32("fog_near_distance", 0x18, 10 + rnd.nextInt(90)).f32("fog_far_distance", 0x1c, 200 + rnd.nextInt(800))
                .f32("fog_near_intensity", 0x20, rnd.nextInt(64) / 64f).f32("fog_far_intensity", 0x24, 0.5f + rnd.nextInt(32) / 64f)
                .f32("death_height", 0x28, -500 - rnd.nextInt(100))
                .s32("is_spherical_world", 0x2c, spherical)
                .f32("sphere_centre_x", 0x30, rnd.nextInt(100)).f32("sphere_centre_y", 0x34, rnd.nextInt(100))
                .f32("sphere_centre_z", 0x38, rnd.nextInt(100))
                .f32("ship_position_x", 0x3c, 50 + rnd.nextInt(350) + rnd.nextInt(4) / 4f)
                .f32("ship_position_y", 0x40, 40 + rnd.nextInt(170) + rnd.nextInt(4) / 4f)
                .f32("ship_position_z", 0x44, -rnd.nextInt(480))
                .f32("ship_rotation_z", 0x48, (float) (rnd.nextDouble() * 2 * Math.PI - Math.PI))
                .s32("ship_path", 0x4c, shipPath).s32("ship_camera_cuboid_start", 0x50, -1).s32("ship_camera_cuboid_end", 0x54, -1)
                .s32("pad", 0x58, 0);
        return r;
    }

    /** Chunk plane {point, plane_count = n, normal, pad}: vertical planes splitting the level along x. */
    private static Record plane(Random rnd, int i, int n, String prefix, Map<String, String> t) {
        // near vertical, never quite; plane i's tilt step is 5i ahead of the drawn one, so two neighbouring planes
        // never share a normal_z (the per-field truth must be able to tell them apart)
        double a = rnd.nextDouble() * 2 * Math.PI, tilt = 0.01 + ((rnd.nextInt(16) + 5 * i) % 16) / 256.0;
        return new Record(0x20, prefix, t)
                .f32("point_x", 0x00, 100 + rnd.nextInt(200)).f32("point_y", 0x04, 60 + rnd.nextInt(120))
                .f32("point_z", 0x08, -rnd.nextInt(400)).s32("plane_count", 0x0c, n)
                .f32("normal_x", 0x10, (float) (Math.cos(a) * Math.cos(tilt))).f32("normal_y", 0x14, (float) (Math.sin(a) * Math.cos(tilt)))
                .f32("normal_z", 0x18, (float) Math.sin(tilt))
                .s32("pad", 0x1c, 0);
    }

    // ---- directional light (§7.3) --------------------------------------------------------------------

    private static Record light(Random rnd, String prefix, Map<String, String> t) {
        Record r = new Record(0x40, prefix, t);
        for (int half = 0; half < 2; half++) {
            String c = half == 0 ? "colour_a_" : "colour_b_", d = half == 0 ? "direction_a_" : "direction_b_";
            int base = half * 0x20;
            r.f32(c + "r", base, rnd.nextInt(257) / 256f).f32(c + "g", base + 4, rnd.nextInt(257) / 256f)
                    .f32(c + "b", base + 8, rnd.nextInt(257) / 256f).f32(c + "w", base + 12, -rnd.nextInt(8) / 256f);
            float[] v = unit(rnd);
            r.f32(d + "x", base + 0x10, v[0]).f32(d + "y", base + 0x14, v[1]).f32(d + "z", base + 0x18, v[2]).f32(d + "w", base + 0x1c, 0f);
        }
        return r;
    }

    /** A unit vector (|v| within float rounding of 1), pointing downwards as a sun does. */
    static float[] unit(Random rnd) {
        double x = rnd.nextGaussian(), y = rnd.nextGaussian(), z = -Math.abs(rnd.nextGaussian()) - 0.2;
        double n = Math.sqrt(x * x + y * y + z * z);
        return new float[] {(float) (x / n), (float) (y / n), (float) (z / n)};
    }

    // ---- instances (§7.2) ------------------------------------------------------------------------------

    private static float x(Random rnd) { return 50 + rnd.nextInt(350 * 16) / 16f; }
    private static float y(Random rnd) { return 40 + rnd.nextInt(170 * 16) / 16f; }
    private static float z(Random rnd) { return -rnd.nextInt(480 * 16) / 16f; }

    /**
     * An instance position: on {@code ground}, x and y on a 1/16 grid at least one unit inside its extent and z the
     * height of the drawn surface there ({@link Terrain#heightAt}); without a terrain, anywhere in the old box.
     */
    static float[] place(Random rnd, Terrain ground) {
        if (ground == null) return new float[] {x(rnd), y(rnd), z(rnd)};
        double[] e = ground.extent();
        int w = (int) Math.floor((e[2] - e[0] - 2) * 16), h = (int) Math.floor((e[3] - e[1] - 2) * 16);
        float x = (float) (e[0] + 1 + rnd.nextInt(w) / 16.0), y = (float) (e[1] + 1 + rnd.nextInt(h) / 16.0);
        return new float[] {x, y, (float) ground.heightAt(x, y)};
    }

    private static Record moby(Random rnd, Terrain ground, int oClass, int uid, int group, int pvarIndex, int nLights, String prefix,
                               Map<String, String> t) {
        Record r = new Record(0x88, prefix, prefix == null ? null : t);
        float[] p = place(rnd, ground);
        int light = rnd.nextInt(5) == 0 ? LIGHT_AMBIENT_ONLY : rnd.nextInt(nLights);
        return r.s32("size", 0x00, 0x88).s32("mission", 0x04, rnd.nextInt(4)).s32("unknown_8", 0x08, rnd.nextInt(3))
                .s32("unknown_c", 0x0c, rnd.nextInt(3)).s32("uid", 0x10, uid).s32("bolts", 0x14, rnd.nextInt(60))
                .s32("unknown_18", 0x18, rnd.nextInt(7)).s32("unknown_1c", 0x1c, rnd.nextInt(7))
                .s32("unknown_20", 0x20, rnd.nextInt(7)).s32("unknown_24", 0x24, rnd.nextInt(7))
                .s32("o_class", 0x28, oClass).f32("scale", 0x2c, 0.25f + rnd.nextInt(16) / 8f)
                .s32("draw_distance", 0x30, 64 + rnd.nextInt(192)).s32("update_distance", 0x34, 64 + rnd.nextInt(192))
                .s32("unknown_38", 0x38, 32).s32("unknown_3c", 0x3c, 64)
                .f32("x", 0x40, p[0]).f32("y", 0x44, p[1]).f32("z", 0x48, p[2])
                // a slight lean on x and y (different ranges, so the two never agree), any heading about z
                .f32("rot_x", 0x4c, (rnd.nextInt(16) - 8) / 256f).f32("rot_y", 0x50, (rnd.nextInt(16) + 1) / 512f)
                .f32("rot_z", 0x54, (float) (rnd.nextDouble() * 2 * Math.PI - Math.PI))
                .s32("group", 0x58, group).s32("is_rooted", 0x5c, rnd.nextInt(2)).f32("rooted_distance", 0x60, rnd.nextInt(64))
                .s32("unknown_64", 0x64, rnd.nextInt(3)).s32("pvar_index", 0x68, pvarIndex).s32("occlusion", 0x6c, 0)
                .s32("mode_bits", 0x70, rnd.nextInt(0x100))
                .s32("light_colour_r", 0x74, rnd.nextInt(256)).s32("light_colour_g", 0x78, rnd.nextInt(256))
                .s32("light_colour_b", 0x7c, rnd.nextInt(256)).s32("light", 0x80, light).s32("unknown_84", 0x84, rnd.nextInt(3));
    }

    /**
     * Column-major Mat4: rotation about z by a, uniform scale k, translation; [3][3] = 0.01 as Wrench writes. On a
     * terrain the translation's z lifts the class mesh's lowest point ({@code lowest}, class units) onto the ground.
     */
    private static void matrix(Random rnd, Terrain ground, float lowest, Record r) {
        double a = rnd.nextDouble() * 2 * Math.PI;
        // a slight lean about x and y (different ranges), so no two basis entries agree on every instance
        double bx = (rnd.nextInt(16) - 8) / 256.0, by = (rnd.nextInt(16) + 1) / 512.0;
        float k = 0.5f + rnd.nextInt(12) / 8f;
        double[][] rot = mul(rotZ(a), mul(rotY(by), rotX(bx)));
        float[] p = place(rnd, ground);
        if (ground != null) p[2] -= k * lowest;
        float[] m = new float[16];
        for (int col = 0; col < 3; col++) for (int row = 0; row < 3; row++) m[4 * col + row] = (float) (rot[row][col] * k);
        m[12] = p[0]; m[13] = p[1]; m[14] = p[2]; m[15] = 0.01f;
        for (int i = 0; i < 16; i++) r.f32("matrix_" + i, 0x10 + 4 * i, m[i]);
    }

    static double[][] rotX(double t) { return new double[][] {{1, 0, 0}, {0, Math.cos(t), -Math.sin(t)}, {0, Math.sin(t), Math.cos(t)}}; }
    static double[][] rotY(double t) { return new double[][] {{Math.cos(t), 0, Math.sin(t)}, {0, 1, 0}, {-Math.sin(t), 0, Math.cos(t)}}; }
    static double[][] rotZ(double t) { return new double[][] {{Math.cos(t), -Math.sin(t), 0}, {Math.sin(t), Math.cos(t), 0}, {0, 0, 1}}; }

    static double[][] mul(double[][] x, double[][] y) {
        double[][] o = new double[3][3];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) for (int q = 0; q < 3; q++) o[i][j] += x[i][q] * y[q][j];
        return o;
    }

    /** A tie or shrub's fields, then the position the table decodes from the matrix translation. */
    private static void recordPlaced(GameplayTruth ft, String table, int i, Record r) {
        Map<String, Object> v = r.values();
        ft.record(table, i, r, "x", v.get("matrix_12"), "y", v.get("matrix_13"), "z", v.get("matrix_14"));
    }

    /** Up to four 4-bit light indices, 0xF for an unused field (the nibble reading of N1). */
    private static int nibbleLights(Random rnd, int nLights) {
        int v = 0xffff;
        int n = rnd.nextInt(Math.min(4, nLights) + 1);
        for (int k = 0; k < n; k++) v = (v & ~(0xf << (4 * k))) | (rnd.nextInt(nLights) << (4 * k));
        return v;
    }

    private static Record tie(Random rnd, Terrain ground, float lowest, int oClass, int occlusion, int nLights, String prefix, Map<String, String> t) {
        Record r = new Record(0x60, prefix, prefix == null ? null : t);
        r.s32("o_class", 0x00, oClass).s32("draw_distance", 0x04, 64 + rnd.nextInt(512)).s32("pad_8", 0x08, 0)
                .s32("occlusion_index", 0x0c, occlusion);
        matrix(rnd, ground, lowest, r);
        return r.s32("directional_lights", 0x50, nibbleLights(rnd, nLights)).s32("uid", 0x54, rnd.nextInt(1 << 16))
                .s32("pad_58", 0x58, 0).s32("pad_5c", 0x5c, 0);
    }

    private static Record shrub(Random rnd, Terrain ground, float lowest, int oClass, int nLights, String prefix, Map<String, String> t) {
        Record r = new Record(0x70, prefix, prefix == null ? null : t);
        r.s32("o_class", 0x00, oClass).f32("draw_distance", 0x04, 16 + rnd.nextInt(256) / 2f).s32("unused_8", 0x08, 0)
                .s32("unused_c", 0x0c, 0);
        matrix(rnd, ground, lowest, r);
        return r.s32("colour_r", 0x50, rnd.nextInt(256)).s32("colour_g", 0x54, rnd.nextInt(256)).s32("colour_b", 0x58, rnd.nextInt(256))
                .s32("unused_5c", 0x5c, 0).s32("dir_lights", 0x60, nibbleLights(rnd, nLights))
                .s32("unused_64", 0x64, 0).s32("unused_68", 0x68, 0).s32("unused_6c", 0x6c, 0);
    }

    /** {s32 count, s32 o_class[count]}: the distinct classes in order of first use (Wrench derives it so). */
    private static void classList(Out out, int[] ptr, int pointer, int[] used, String key, Map<String, String> t, GameplayTruth ft) {
        Set<Integer> distinct = new LinkedHashSet<>();
        for (int c : used) distinct.add(c);
        block(out, ptr, pointer, 0x10).s32(distinct.size());
        int i = 0;
        for (int c : distinct) {
            out.s32(c);
            ft.row(key.replace(".", "_"), i++, List.of("o_class"), List.of(c));
        }
        t.put(key + ".count", Integer.toString(distinct.size()));
        t.put(key + ".list", String.join(",", distinct.stream().map(String::valueOf).toList()));
    }

    // ---- groups (§7.5) --------------------------------------------------------------------------------

    /** Splits some instances into groups (the first one never empty, a later one may be); {@code groupOf[i]} = the group of instance i or -1. */
    private static List<int[]> groupsOf(Random rnd, int n, int[] groupOf) {
        java.util.Arrays.fill(groupOf, -1);
        List<int[]> out = new ArrayList<>();
        if (n < 2) return out;
        int g = 1 + rnd.nextInt(3);
        for (int k = 0; k < g; k++) {
            List<Integer> members = new ArrayList<>();
            for (int i = 0; i < n; i++) if (groupOf[i] == -1 && rnd.nextInt(3) == 0) { members.add(i); groupOf[i] = k; }
            // the first group is never empty, so every level with groups has members to check (later ones may be)
            if (k == 0 && members.isEmpty()) { members.add(0); groupOf[0] = 0; }
            out.add(members.stream().mapToInt(Integer::intValue).toArray());
        }
        return out;
    }

    private static void groups(Out out, int[] ptr, int pointer, List<int[]> groups, String kind, Map<String, String> t, GameplayTruth ft) {
        int total = 0;
        for (int[] g : groups) total += g.length;
        block(out, ptr, pointer, 0x10).s32(groups.size()).s32(2 * total).s32(0).s32(0);
        int at = 0;
        for (int i = 0; i < groups.size(); i++) {
            int[] g = groups.get(i);
            out.s32(g.length == 0 ? -1 : at);
            // members are listed comma-separated in the table, which truth values cannot hold: compared from
            // gameplay.group.<kind>.<i>.members by SampleGameplayTest
            ft.row("gameplay_groups", kind + "." + i, List.of("kind", "pointer", "member_count"), List.of(kind, g.length == 0 ? -1 : at, g.length));
            at += 2 * g.length;
        }
        out.align(0x10);
        for (int[] g : groups) {
            for (int k = 0; k < g.length; k++) out.u16(g[k] | (k == g.length - 1 ? 0x8000 : 0));
        }
        String p = "gameplay.group." + kind + ".";
        t.put(p + "count", Integer.toString(groups.size()));
        for (int i = 0; i < groups.size(); i++) {
            t.put(p + i + ".members", String.join(",", java.util.Arrays.stream(groups.get(i)).mapToObj(String::valueOf).toList()));
        }
    }
}
