package gcscript.gameplay;

import static gcscript.gameplay.GameplayLayout.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.check.Check;
import gcscript.check.Checks;
import gcscript.layout.Field;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/** The reader checks of §7 (and §5.2 item 3), one row per check and subject. */
final class GameplayChecks {
    private GameplayChecks() {}

    static final double UNIT_TOLERANCE = 1e-3;
    static final double COLOUR_SLACK = 0.05;

    static Checks run(GameplayModel m) {
        Checks c = new Checks();
        String p = "level[" + m.level + "].gameplay";
        c.declare("gameplay.block_readable", "every decoded block fits before the next block and the stream end (§7 check 1-2)");
        for (Check f : m.readFailures) c.expect(f.check(), f.subject(), f.offset(), false, f.expected(), f.found());

        int len = m.stream.length();
        c.declare("gameplay.pointer_in_stream", "every non-zero pointer is >= 0x9c and < the stream length");
        c.declare("gameplay.pointer_aligned", "blocks W pads are 16-aligned; occlusion 0x40-aligned");
        for (int i = 0; i < POINTER_COUNT; i++) {
            int v = m.pointers[i];
            if (v == 0) continue;
            String s = p + ".pointers." + POINTER_NAMES[i];
            long off = m.stream.absolute(4 * i);
            c.expect("gameplay.pointer_in_stream", s, off, v >= POINTER_TABLE_SIZE && v < len,
                    "[0x9c, " + Hex.of(len) + ")", Hex.of(v));
            boolean help = i >= 4 && i <= 11;
            if (help) continue;
            int align = i * 4 == OCCLUSION_MAPPINGS ? 0x40 : 0x10;
            c.expect("gameplay.pointer_aligned", s, off, v % align == 0, "a multiple of " + Hex.of(align), Hex.of(v));
        }

        c.declare("gameplay.table_pad_zero", "TableHeader pad[0] == 0");
        java.util.List<Rec> headers = new java.util.ArrayList<>(java.util.Arrays.asList(m.lightHeader, m.cameraHeader, m.soundHeader,
                m.tieHeader, m.shrubHeader));
        headers.addAll(m.shapeHeaders);
        if (m.pointLights != null) headers.add(m.pointLights.header());
        headers.add(m.envSampleHeader);
        if (m.envTransitions != null) headers.add(m.envTransitions.header());
        for (Splines s : new Splines[] {m.paths, m.grindPaths}) if (s != null) headers.addAll(s.heads());
        if (m.cameraGrid != null) {
            headers.add(m.cameraGrid.header());
            for (CameraGrid.CellList l : m.cameraGrid.lists()) headers.add(l.head());
        }
        for (Rec h : headers) {
            if (h != null) c.equal("gameplay.table_pad_zero", h.pathOf(TH_PAD_0), h.offsetOf(TH_PAD_0), 0, h.i(TH_PAD_0));
        }

        // ---- instances and classes ------------------------------------------------------------------
        c.declare("gameplay.moby_size", "every moby instance's size == 0x88");
        c.declare("gameplay.moby_class_listed", "moby o_class appears in the moby-classes block (0x48)");
        c.declare("gameplay.moby_class_in_core", "moby o_class appears in the core moby class table");
        c.declare("gameplay.tie_class_in_core", "tie o_class appears in the core tie class table");
        c.declare("gameplay.shrub_class_in_core", "shrub o_class appears in the core shrub class table");
        c.declare("gameplay.tie_class_listed", "tie o_class appears in the tie-classes block (0x30)");
        c.declare("gameplay.shrub_class_listed", "shrub o_class appears in the shrub-classes block (0x3c)");
        RecArray mob = m.mobies;
        Set<Integer> mobyListed = set(m.mobyClasses == null ? null : m.mobyClasses.oClass());
        Set<Integer> coreMoby = set(m.context.coreMobyClasses().get());
        if (mob != null) {
            for (int i = 0; i < mob.count(); i++) {
                String s = mob.path(i);
                int size = mob.i(i, M_SIZE);
                c.equal("gameplay.moby_size", s + ".size", mob.offset(i) + M_SIZE.offset(), 0x88, size);
                int o = mob.i(i, M_O_CLASS);
                long off = mob.offset(i) + M_O_CLASS.offset();
                if (mobyListed != null) c.expect("gameplay.moby_class_listed", s + ".o_class", off, mobyListed.contains(o), "in the moby-classes block", o);
                if (coreMoby != null) c.expect("gameplay.moby_class_in_core", s + ".o_class", off, coreMoby.contains(o), "in core moby_classes", o);
            }
        }
        instanceClasses(c, m.ties, T_O_CLASS, set(m.context.coreTieClasses().get()),
                set(m.tieClasses == null ? null : m.tieClasses.oClass()), "tie");
        instanceClasses(c, m.shrubs, S_O_CLASS, set(m.context.coreShrubClasses().get()),
                set(m.shrubClasses == null ? null : m.shrubClasses.oClass()), "shrub");

        // ---- lights ---------------------------------------------------------------------------------
        c.declare("gameplay.light_direction_unit", "|direction_a| and |direction_b| are 1 (within 1e-3)");
        c.declare("gameplay.light_colour_range", "colour r, g, b in [0, 1] (within 0.05)");
        RecArray l = m.lights;
        int nLights = m.lightCount();
        if (l != null) {
            for (int i = 0; i < l.count(); i++) {
                for (Field[] d : new Field[][] {DIRECTION_A, DIRECTION_B}) {
                    double n = Math.sqrt(sq(l.f(i, d[0])) + sq(l.f(i, d[1])) + sq(l.f(i, d[2])));
                    c.expect("gameplay.light_direction_unit", l.path(i) + "." + d[0].name().replace("_x", ""), l.offset(i) + d[0].offset(),
                            Math.abs(n - 1) <= UNIT_TOLERANCE, "1", n);
                }
                for (Field[] col : new Field[][] {COLOUR_A, COLOUR_B}) {
                    for (int k = 0; k < 3; k++) {
                        float v = l.f(i, col[k]);
                        c.expect("gameplay.light_colour_range", l.path(i) + "." + col[k].name(), l.offset(i) + col[k].offset(),
                                v >= -COLOUR_SLACK && v <= 1 + COLOUR_SLACK, "[0, 1]", v);
                    }
                }
            }
        }
        c.declare("gameplay.moby_light_exists", "moby light < the light count, or 0x0F0F (ambient only)");
        c.declare("gameplay.tie_light_exists", "each 4-bit field of directional_lights < the light count or 0xF; upper half 0");
        c.declare("gameplay.shrub_light_exists", "each 4-bit field of dir_lights < the light count or 0xF; upper half 0");
        if (mob != null) {
            for (int i = 0; i < mob.count(); i++) {
                int v = mob.i(i, M_LIGHT);
                c.expect("gameplay.moby_light_exists", mob.path(i) + ".light", mob.offset(i) + M_LIGHT.offset(),
                        v == LIGHT_AMBIENT_ONLY || (v >= 0 && v < nLights), "< " + nLights + " or 0x0F0F", v);
            }
        }
        nibbleLights(c, m, m.ties, T_DIRECTIONAL_LIGHTS, nLights, "gameplay.tie_light_exists");
        nibbleLights(c, m, m.shrubs, S_DIR_LIGHTS, nLights, "gameplay.shrub_light_exists");

        // ---- settings -------------------------------------------------------------------------------
        c.declare("gameplay.plane_count_same", "every chunk-plane record carries the same plane_count");
        c.declare("gameplay.planes_match_chunks", "chunk planes = chunks - 1 on a streamed level, none otherwise");
        for (Rec r : m.planes) c.equal("gameplay.plane_count_same", r.pathOf(PLANE_COUNT), r.offsetOf(PLANE_COUNT), m.planes.size(), r.i(PLANE_COUNT));
        if (m.settings != null && m.context.chunkCount() >= 0) {
            int want = Math.max(0, m.context.chunkCount() - 1);
            c.equal("gameplay.planes_match_chunks", p + ".level_settings.chunk_planes", m.settings.offset() + LEVEL_SETTINGS_LAYOUT.size(), want, m.planeCount());
        }

        // ---- groups ---------------------------------------------------------------------------------
        c.declare("gameplay.group_member_exists", "every group member indexes an instance of its kind");
        for (GameplayModel.Group g : m.groups) {
            int n = switch (g.kind()) { case "moby" -> m.mobyCount(); case "tie" -> m.tieCount(); default -> m.shrubCount(); };
            for (int k = 0; k < g.members().length; k++) {
                c.expect("gameplay.group_member_exists", p + "." + g.kind() + "_groups[" + g.index() + "].members[" + k + "]",
                        g.memberOffsets()[k], g.members()[k] < n, "< " + n, g.members()[k]);
            }
        }

        PointLights.checks(c, m);
        EnvBlocks.checks(c, m);
        Splines.checks(c, m);
        Areas.checks(c, m);
        CameraGrid.checks(c, m);
        HelpMessages.checks(c, m);
        PvarChecks.run(c, m);
        PvarChecks.shared(c, m);

        c.declare("gameplay.tie_ambient_tie_exists", "every tie ambient RGBA entry names a tie instance (0 <= tie_index < tie count)");
        if (m.tieAmbients != null) {
            for (GameplayModel.TieAmbient a : m.tieAmbients) {
                Rec h = a.head();
                int v = h.i(TA_HEAD_INDEX);
                c.expect("gameplay.tie_ambient_tie_exists", h.pathOf(TA_HEAD_INDEX), h.offsetOf(TA_HEAD_INDEX), v >= 0 && v < m.tieCount(),
                        "[0, " + m.tieCount() + ")", v);
            }
        }

        // ---- occlusion block == slot 3 (§5.2 check 3) -------------------------------------------------
        c.declare("gameplay.occlusion_equals_slot3", "the 0x90 block equals the LEVEL WAD slot-3 bytes over its declared length");
        Optional<ByteReader> slot = m.context.occlusionSlot().get();
        ByteReader ob = m.occlusion;
        if (ob != null || slot.isPresent()) {
            String s = p + ".occlusion_mappings";
            long off = ob != null ? ob.absolute(0) : m.stream.absolute(OCCLUSION_MAPPINGS);
            if (ob == null) {
                c.expect("gameplay.occlusion_equals_slot3", s, off, false, "a 0x90 block (slot 3 is present)", "pointer 0");
            } else if (slot.isEmpty()) {
                c.expect("gameplay.occlusion_equals_slot3", s, off, false, "a slot-3 extent (the 0x90 block is present)", "empty slot");
            } else {
                ByteReader sl = slot.get();
                int n = ob.length();
                boolean fits = sl.length() >= n;
                int diff = -1;
                if (fits) {
                    byte[] a = ob.bytes(s, 0, n), b = sl.bytes(s, 0, n);
                    diff = Arrays.mismatch(a, b);
                }
                c.expect("gameplay.occlusion_equals_slot3", s, off, fits && diff < 0, n + " equal bytes",
                        !fits ? "slot 3 has " + sl.length() + " bytes" : diff < 0 ? "equal" : "first difference at byte " + Hex.of(diff));
            }
        }
        return c;
    }

    private static void instanceClasses(Checks c, RecArray a, Field oClass, Set<Integer> core, Set<Integer> listed, String kind) {
        if (a == null) return;
        for (int i = 0; i < a.count(); i++) {
            int o = a.i(i, oClass);
            long off = a.offset(i) + oClass.offset();
            if (core != null) c.expect("gameplay." + kind + "_class_in_core", a.path(i) + ".o_class", off, core.contains(o), "in core " + kind + "_classes", o);
            if (listed != null) c.expect("gameplay." + kind + "_class_listed", a.path(i) + ".o_class", off, listed.contains(o), "in the " + kind + "-classes block", o);
        }
    }

    private static void nibbleLights(Checks c, GameplayModel m, RecArray a, Field f, int nLights, String check) {
        if (a == null) return;
        for (int i = 0; i < a.count(); i++) {
            int v = a.i(i, f);
            // the same stored word through its nibble declaration (offsets relative to the stream)
            Rec sel = LIGHT_SELECTION.read(m.stream, a.offset(i) + f.offset() - m.stream.absolute(0), a.path(i) + "." + f.name());
            boolean ok = sel.i(LIGHT_HIGH) == 0;
            for (int k = 0; k < LIGHT_NIBBLES.length && ok; k++) {
                int n = sel.i(LIGHT_NIBBLES[k]);
                ok = n == LIGHT_UNUSED || n < nLights;
            }
            c.expect(check, a.path(i) + "." + f.name(), a.offset(i) + f.offset(), ok, "4-bit light indices < " + nLights + " or 0xF",
                    "0x" + Integer.toHexString(v));
        }
    }

    private static double sq(double v) { return v * v; }

    private static Set<Integer> set(int[] v) {
        if (v == null) return null;
        Set<Integer> s = new HashSet<>();
        for (int x : v) s.add(x);
        return s;
    }
}
