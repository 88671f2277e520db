package gcscript.gameplay;

import static gcscript.gameplay.GameplayLayout.*;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import java.util.Map;

/**
 * {@code gc_gameplay.ksy}: the decompressed gameplay stream of a level (docs/formats/gameplay.md) as Kaitai Struct:
 * the pointer table and the blocks whose records are found by a header's count, each as {@link GameplayReader}
 * finds it (settings and chunk planes, the class lists, the instance tables, lights, cameras, sounds, shapes, the
 * group headers and pointers). The walked blocks (help messages, pvars, paths, areas, group members, environment
 * blocks, tie ambient colours, occlusion mappings) are not in it yet.
 */
public final class GameplayKsy {
    private GameplayKsy() {}

    public static final String ID = "gc_gameplay";

    public static KsyFile file() {
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando level gameplay (the decompressed gameplay extent)",
                "The gameplay extent of a level, decompressed: a table of block offsets from the stream start (0 = the"
                        + " block is absent) and the blocks of counted records. Generated from gcscript's declarations; the"
                        + " library's page is docs/formats/gameplay.md.");
        k.seq().add(k.attr("pointers", POINTER_TABLE));
        Map<String, Object> in = k.instances();
        String settings = ptr(LEVEL_SETTINGS);
        in.put("level_settings", KsyFile.when(k.at(settings, LEVEL_SETTINGS_LAYOUT, null, null), settings + " != 0"));
        String planes = settings + " + " + hex(LEVEL_SETTINGS_LAYOUT.size());
        String n = "first_chunk_plane." + KsyNames.id(PLANE_COUNT);
        in.put("first_chunk_plane", KsyFile.when(k.at(planes, CHUNK_PLANE, null,
                "always stored: an all-zero record when there are no planes; its plane_count is the count"), settings + " != 0"));
        in.put("chunk_planes", KsyFile.when(k.at(planes, CHUNK_PLANE, n, null), settings + " != 0 and " + n + " > 0"));
        in.put("core_sounds", KsyFile.when(k.at(planes + " + " + hex(CHUNK_PLANE.size()) + " * (" + n + " > 1 ? " + n + " : 1)",
                CORE_SOUNDS, null, "after the planes (one record when there are none)"), settings + " != 0"));
        table(k, DIRECTIONAL_LIGHTS, TABLE_HEADER, TH_COUNT, DIRECTIONAL_LIGHT);
        table(k, CAMERAS, TABLE_HEADER, TH_COUNT, CAMERA);
        table(k, SOUND_INSTANCES, TABLE_HEADER, TH_COUNT, SOUND_INSTANCE);
        table(k, MOBY_INSTANCES, MOBY_BLOCK_HEADER, MB_STATIC_COUNT, MOBY_INSTANCE);
        table(k, TIE_INSTANCES, TABLE_HEADER, TH_COUNT, TIE_INSTANCE);
        table(k, SHRUB_INSTANCES, TABLE_HEADER, TH_COUNT, SHRUB_INSTANCE);
        for (int p : new int[] {TIE_CLASSES, SHRUB_CLASSES, MOBY_CLASSES}) table(k, p, CLASS_LIST_HEADER, CL_COUNT, CLASS_ENTRY);
        for (int p : new int[] {CUBOIDS, SPHERES, CYLINDERS, PILLS}) table(k, p, TABLE_HEADER, TH_COUNT, SHAPE);
        for (int p : new int[] {MOBY_GROUPS, TIE_GROUPS, SHRUB_GROUPS}) table(k, p, GROUP_HEADER, G_GROUP_COUNT, GROUP_POINTER);
        // blocks that start with a table_header too, walked rather than counted: listed as gaps, not differences
        k.notPlaced("camera_collision_grid", "cell lists at offsets a cell table gives");
        k.notPlaced("env_sample_points", "walked by EnvBlocks");
        k.notPlaced("env_transitions", "walked by EnvBlocks");
        k.notPlaced("paths", "splines at offsets a table gives");
        k.notPlaced("grind_paths", "splines at offsets a table gives");
        k.notPlaced("point_lights", "a header, a grid, then the lights");
        return k;
    }

    /** {@code pointers.NAME}: the block's offset in the stream. */
    private static String ptr(int pointerOffset) { return "pointers." + KsyNames.id(POINTERS[pointerOffset / 4]); }

    private static String hex(int v) { return "0x" + Integer.toHexString(v); }

    /** A block of {@code header} then {@code count} records: instances {@code NAME_header} and {@code NAME}. */
    private static void table(KsyFile k, int pointerOffset, Layout header, Field count, Layout record) {
        String name = POINTER_NAMES[pointerOffset / 4];
        String at = ptr(pointerOffset);
        k.instances().put(name + "_header", KsyFile.when(k.at(at, header, null, null), at + " != 0"));
        k.instances().put(name, KsyFile.when(k.at(at + " + " + hex(header.size()), record,
                name + "_header." + KsyNames.id(count), null), at + " != 0"));
    }
}
