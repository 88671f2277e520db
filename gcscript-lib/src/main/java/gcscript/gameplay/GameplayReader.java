package gcscript.gameplay;

import static gcscript.gameplay.GameplayLayout.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;
import gcscript.bytes.Problems;
import gcscript.check.Check;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import gcscript.occlmap.OcclusionMappingModel;
import gcscript.layout.RecArray;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Parses a decompressed gameplay stream (§7): the 39-pointer table, then each block this library decodes, each
 * bounded by the next block's start (the nearest larger pointer) or the stream's end, so a count larger than its
 * block or a block that overruns the next is a {@link FormatException} naming the block, never a read of the
 * neighbour. Strict mode throws the first one; lenient mode records it, leaves the block absent and goes on.
 */
public final class GameplayReader {
    private GameplayReader() {}

    public static GameplayModel read(int level, ByteReader s, GameplayContext ctx, Problems problems) {
        String p = "level[" + level + "].gameplay";
        if (s.length() <= POINTER_TABLE_SIZE) {
            throw s.error(p + ".pointers", 0, "a stream longer than the 0x9c-byte pointer table", s.length() + " bytes");
        }
        Rec table = POINTER_TABLE.read(s, 0, p + ".pointers");
        int[] ptr = new int[POINTER_COUNT];
        for (int i = 0; i < POINTER_COUNT; i++) ptr[i] = table.i(POINTERS[i]);
        GameplayModel m = new GameplayModel(level, s, ctx, ptr);
        guard(m, problems, p + ".level_settings", () -> settings(m, block(m, p, LEVEL_SETTINGS), p + ".level_settings"));
        List<HelpMessages> help = new ArrayList<>();
        for (int lang = 0; lang < HelpLayout.LANGUAGES; lang++) {
            int l = lang;
            help.add(null);
            guard(m, problems, p + "." + POINTER_NAMES[HelpLayout.HELP_FIRST / 4 + l], () -> help.set(l, HelpMessages.read(m, p, l)));
        }
        m.help = help;
        guard(m, problems, p + ".directional_lights", () -> table(m, p, DIRECTIONAL_LIGHTS, TABLE_HEADER, TH_COUNT, DIRECTIONAL_LIGHT,
                (h, a) -> { m.lightHeader = h; m.lights = a; }));
        guard(m, problems, p + ".cameras", () -> table(m, p, CAMERAS, TABLE_HEADER, TH_COUNT, CAMERA,
                (h, a) -> { m.cameraHeader = h; m.cameras = a; }));
        guard(m, problems, p + ".sound_instances", () -> table(m, p, SOUND_INSTANCES, TABLE_HEADER, TH_COUNT, SOUND_INSTANCE,
                (h, a) -> { m.soundHeader = h; m.sounds = a; }));
        guard(m, problems, p + ".moby_instances", () -> table(m, p, MOBY_INSTANCES, MOBY_BLOCK_HEADER, MB_STATIC_COUNT, MOBY_INSTANCE,
                (h, a) -> { m.mobyHeader = h; m.mobies = a; }));
        guard(m, problems, p + ".tie_instances", () -> table(m, p, TIE_INSTANCES, TABLE_HEADER, TH_COUNT, TIE_INSTANCE,
                (h, a) -> { m.tieHeader = h; m.ties = a; }));
        guard(m, problems, p + ".shrub_instances", () -> table(m, p, SHRUB_INSTANCES, TABLE_HEADER, TH_COUNT, SHRUB_INSTANCE,
                (h, a) -> { m.shrubHeader = h; m.shrubs = a; }));
        guard(m, problems, p + ".pvar_table", () -> Pvars.read(m, p));
        guard(m, problems, p + ".moby_link_fixups", () -> m.mobyLinks = Pvars.fixups(m, p, MOBY_LINK_FIXUPS));
        guard(m, problems, p + ".relative_pvar_pointers", () -> m.pvarPointers = Pvars.fixups(m, p, RELATIVE_PVAR_POINTERS));
        guard(m, problems, p + ".shared_data", () -> {
            ByteReader b = block(m, p, SHARED_DATA);
            if (b == null) return;
            String q = p + ".shared_data";
            Rec h = SHARED_HEADER.read(b, 0, q + ".header");
            int size = h.i(SD_DATA_SIZE);
            if (size < 0) throw h.error(SD_DATA_SIZE, "data_size >= 0", Integer.toString(size));
            byte[] data = SHARED_BYTE.payload(b, SHARED_HEADER.size(), size, q + ".data");
            long entries = (SHARED_HEADER.size() + (long) size + 15) / 16 * 16;   // the entries start 16-aligned after the data
            m.sharedPointers = SHARED_POINTER.view(b, entries, h.i(SD_POINTER_COUNT), q + ".pointers");
            m.sharedHeader = h;
            m.sharedData = data;
        });
        guard(m, problems, p + ".tie_ambient_rgbas", () -> m.tieAmbients = tieAmbients(m, p));
        guard(m, problems, p + ".moby_classes", () -> m.mobyClasses = classList(m, p, MOBY_CLASSES, "moby"));
        guard(m, problems, p + ".tie_classes", () -> m.tieClasses = classList(m, p, TIE_CLASSES, "tie"));
        guard(m, problems, p + ".shrub_classes", () -> m.shrubClasses = classList(m, p, SHRUB_CLASSES, "shrub"));
        List<GameplayModel.Group> groups = new ArrayList<>();
        List<Rec> headers = new ArrayList<>();
        for (int[] g : new int[][] {{MOBY_GROUPS, 0}, {TIE_GROUPS, 1}, {SHRUB_GROUPS, 2}}) {
            String kind = new String[] {"moby", "tie", "shrub"}[g[1]];
            guard(m, problems, p + "." + kind + "_groups", () -> groups(m, p, g[0], kind, groups, headers));
        }
        m.groups = List.copyOf(groups);
        m.groupHeaders = List.copyOf(headers);
        for (int ptrOff : new int[] {CUBOIDS, SPHERES, CYLINDERS, PILLS}) {
            String kind = POINTER_NAMES[ptrOff / 4];
            guard(m, problems, p + "." + kind, () -> table(m, p, ptrOff, TABLE_HEADER, TH_COUNT, SHAPE,
                    (h, a) -> { m.shapes.put(kind, a); m.shapeHeaders.add(h); }));
        }
        guard(m, problems, p + ".env_sample_points", () -> EnvBlocks.read(m, p));
        guard(m, problems, p + ".env_transitions", () -> m.envTransitions = EnvBlocks.transitions(m, p));
        guard(m, problems, p + ".paths", () -> m.paths = Splines.read(m, p, PathLayout.PATHS));
        guard(m, problems, p + ".grind_paths", () -> m.grindPaths = Splines.read(m, p, PathLayout.GRIND_PATHS));
        guard(m, problems, p + ".point_lights", () -> m.pointLights = PointLights.read(m, p));
        guard(m, problems, p + ".camera_collision_grid", () -> m.cameraGrid = CameraGrid.read(m, p));
        guard(m, problems, p + ".areas", () -> m.areas = Areas.read(m, p));
        guard(m, problems, p + ".occlusion_mappings", () -> {
            ByteReader b = block(m, p, OCCLUSION_MAPPINGS);
            if (b == null) return;
            String q = p + ".occlusion_mappings";
            // the head is slot 3's (occlmap, §5.2), declared there once: its counts size the copy kept here
            Rec h = OcclusionMappingModel.HEADER.read(b, 0, q);
            long total = 0;
            for (Field f : new Field[] {OcclusionMappingModel.TFRAG_COUNT, OcclusionMappingModel.TIE_COUNT, OcclusionMappingModel.MOBY_COUNT}) {
                int c = h.i(f);
                if (c < 0) throw h.error(f, "count >= 0", Integer.toString(c));
                total += c;
            }
            int head = OcclusionMappingModel.HEADER.size(), record = OcclusionMappingModel.MAPPING.size();
            b.requireArray(q + ".records", head, total, record);
            m.occlusion = b.slice(q, 0, head + record * total);
            // the records are slot 3's, compared as bytes (check gameplay.occlusion_equals_slot3), decoded there
            b.claim(q + ".records", head, record * total, gcscript.bytes.Coverage.Kind.OPAQUE, null);
        });
        return m;
    }

    private static void guard(GameplayModel m, Problems problems, String path, Runnable r) {
        try {
            r.run();
        } catch (FormatException e) {
            m.readFailures.add(new Check("gameplay.block_readable", path, e.offset(), false, e.expected(),
                    e.path() + ": " + e.actual()));
            problems.caught(e, m.level);
        }
    }

    /**
     * A block of a header ({@code count} records follow it) and a view of its records, named by the pointer's block
     * name; nothing when the pointer is 0.
     */
    static void table(GameplayModel m, String p, int ptrOff, Layout header, Field count, Layout record,
                              BiConsumer<Rec, RecArray> into) {
        ByteReader b = block(m, p, ptrOff);
        if (b == null) return;
        String q = p + "." + POINTER_NAMES[ptrOff / 4];
        Rec h = header.read(b, 0, q + ".header");
        into.accept(h, record.view(b, header.size(), h.i(count), q));
    }

    /**
     * The block at pointer {@code ptrOff} as a window from its start to the next block's start (or the stream
     * end); null when the pointer is 0.
     */
    static ByteReader block(GameplayModel m, String p, int ptrOff) {
        int start = m.pointers[ptrOff / 4];
        String name = POINTER_NAMES[ptrOff / 4];
        if (start == 0) return null;
        ByteReader s = m.stream;
        if (start < POINTER_TABLE_SIZE || start >= s.length()) {
            throw s.error(p + ".pointers." + name, ptrOff, "0, or an offset in [0x9c, " + Hex.of(s.length()) + ")", Hex.of(start));
        }
        return s.slice(p + "." + name, start, blockEnd(m.pointers, start, s.length()) - start);
    }

    /** The nearest larger pointer, or {@code length}. */
    static int blockEnd(int[] pointers, int start, int length) {
        int end = length;
        for (int q : pointers) if (q > start && q < end) end = q;
        return end;
    }

    /**
     * The tie ambient RGBAs (0x94): entries until the s16 -1, bounded by the block (no end inside it, or a negative
     * size, is an error naming the entry).
     */
    private static List<GameplayModel.TieAmbient> tieAmbients(GameplayModel m, String p) {
        ByteReader b = block(m, p, TIE_AMBIENT_RGBAS);
        if (b == null) return null;
        String q = p + ".tie_ambient_rgbas";
        List<GameplayModel.TieAmbient> out = new ArrayList<>();
        long at = 0;
        while (TIE_AMBIENT_INDEX.read(b, at, q + "[" + out.size() + "]").i(TA_TIE_INDEX) != -1) {
            Rec head = TIE_AMBIENT_HEAD.read(b, at, q + "[" + out.size() + "]");
            int size = head.i(TA_SIZE);
            if (size < 0) throw head.error(TA_SIZE, "size >= 0", Integer.toString(size));
            byte[] rgbas = TIE_AMBIENT_COLOUR.payload(b, at + TIE_AMBIENT_HEAD.size(), 2L * size, q + "[" + out.size() + "].rgbas");
            out.add(new GameplayModel.TieAmbient(head, rgbas));
            at += TIE_AMBIENT_HEAD.size() + 2L * size;
        }
        return List.copyOf(out);
    }

    /** Settings, planes and core_sounds_count are kept together or not at all (a cut block leaves none of them). */
    private static void settings(GameplayModel m, ByteReader b, String q) {
        if (b == null) return;
        Rec settings = LEVEL_SETTINGS_LAYOUT.read(b, 0, q);
        Rec first = CHUNK_PLANE.read(b, LEVEL_SETTINGS_LAYOUT.size(), q + ".chunk_planes[0]");
        int n = first.i(PLANE_COUNT);
        if (n < 0) throw first.error(PLANE_COUNT, "plane_count >= 0", Integer.toString(n));
        int records = Math.max(1, n);
        List<Rec> planes = n == 0 ? List.of() : CHUNK_PLANE.readArray(b, LEVEL_SETTINGS_LAYOUT.size(), records, q + ".chunk_planes");
        long at = LEVEL_SETTINGS_LAYOUT.size() + (long) CHUNK_PLANE.size() * records;
        int coreSounds = CORE_SOUNDS.read(b, at, q).i(CORE_SOUNDS_COUNT);
        m.settings = settings;
        m.planes = planes;
        m.coreSoundsCount = coreSounds;
        m.coreSoundsOffset = b.absolute((int) at);
    }

    private static GameplayModel.ClassList classList(GameplayModel m, String p, int ptrOff, String kind) {
        ByteReader b = block(m, p, ptrOff);
        if (b == null) return null;
        String q = p + "." + kind + "_classes";
        int n = CLASS_LIST_HEADER.read(b, 0, q).i(CL_COUNT);
        RecArray entries = CLASS_ENTRY.view(b, CLASS_LIST_HEADER.size(), n, q + ".o_class");
        int[] o = new int[entries.count()];
        for (int i = 0; i < o.length; i++) o[i] = entries.i(i, CL_O_CLASS);
        return new GameplayModel.ClassList(kind, b.absolute(0), n, o);
    }

    private static void groups(GameplayModel m, String p, int ptrOff, String kind, List<GameplayModel.Group> out,
                               List<Rec> headers) {
        ByteReader b = block(m, p, ptrOff);
        if (b == null) return;
        String q = p + "." + kind + "_groups";
        Rec h = GROUP_HEADER.read(b, 0, q + ".header");
        RecArray pointers = GROUP_POINTER.view(b, GROUP_HEADER.size(), h.i(G_GROUP_COUNT), q + ".pointers");
        int n = pointers.count();
        int dataSize = h.i(G_DATA_SIZE);
        long data = (pointers.relativeOffset(n) + 15) / 16 * 16;     // the members start 16-aligned after the pointers
        if (dataSize < 0) throw h.error(G_DATA_SIZE, "data_size >= 0", Integer.toString(dataSize));
        b.requireRange(q + ".members", data, dataSize);
        headers.add(h);
        for (int g = 0; g < n; g++) {
            int ptr = pointers.i(g, G_POINTER);
            if (ptr == -1) {
                out.add(new GameplayModel.Group(kind, g, pointers.offset(g), ptr, new int[0], new long[0]));
                continue;
            }
            if (ptr < 0 || ptr % 2 != 0 || ptr >= dataSize) {
                throw b.error(pointers.path(g), pointers.relativeOffset(g), "-1, or an even offset below data_size " + dataSize, Integer.toString(ptr));
            }
            // walk to the member with bit 15 set, bounded by data_size: a missing end mark is an error, not a run-on
            List<Integer> members = new ArrayList<>();
            List<Long> offs = new ArrayList<>();
            int at = ptr;
            while (true) {
                if (at + 2 > dataSize) {
                    throw b.error(q + "[" + g + "].members", data + at, "a member with bit 15 set (last) within data_size", "none");
                }
                Rec member = GROUP_MEMBER.read(b, data + at, q + "[" + g + "].members");
                members.add(member.i(G_MEMBER));
                offs.add(member.offset());
                at += GROUP_MEMBER.size();
                if (member.i(G_LAST) != 0) break;
            }
            out.add(new GameplayModel.Group(kind, g, pointers.offset(g), ptr,
                    members.stream().mapToInt(Integer::intValue).toArray(), offs.stream().mapToLong(Long::longValue).toArray()));
        }
    }
}
