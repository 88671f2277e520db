package gcscript.gameplay;

import static gcscript.layout.ksy.KsyNames.hex;
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
        walked(k);
        GameplayWalkKsy.place(k);
        return k;
    }

    /**
     * The walked blocks whose positions Kaitai can express: shared data (header, bytes, the pointers 16-aligned after
     * them), tie ambient colours (entries to the s16 -1), the occlusion mappings header and each group's members (to
     * the member with bit 15 set).
     */
    private static void walked(KsyFile k) {
        Map<String, Object> in = k.instances();
        String sd = ptr(SHARED_DATA);
        String size = "shared_data_header." + KsyNames.id(SD_DATA_SIZE);
        in.put("shared_data_header", KsyFile.when(k.at(sd, SHARED_HEADER, null, null), sd + " != 0"));
        in.put("shared_data", KsyFile.when(k.at(sd + " + " + hex(SHARED_HEADER.size()), SHARED_BYTE, size, null), sd + " != 0"));
        in.put("shared_data_pointers", KsyFile.when(k.at(sd + " + (" + hex(SHARED_HEADER.size()) + " + " + size + " + 15) / 16 * 16",
                SHARED_POINTER, "shared_data_header." + KsyNames.id(SD_POINTER_COUNT), "16-aligned after the data"), sd + " != 0"));
        String ta = ptr(TIE_AMBIENT_RGBAS);
        Map<String, Object> entries = KsyFile.typed(ta, "tie_ambient_at(_io.pos)", null, "entries up to the tie_index -1");
        entries.put("repeat", "until");
        entries.put("repeat-until", "_.index." + KsyNames.id(TA_TIE_INDEX) + " == -1");
        in.put("tie_ambient_rgbas", KsyFile.when(entries, ta + " != 0"));
        KsyFile.Composed t = k.type("tie_ambient_at", "A tie's ambient colours: a tie_index (-1 ends the block), a size, size halfwords.");
        k.params("tie_ambient_at", KsyFile.param("start", "s4", "the entry's offset (the stream position when it is read)"));
        t.seq().add(k.attr("index", TIE_AMBIENT_INDEX));
        String more = "index." + KsyNames.id(TA_TIE_INDEX) + " != -1";
        Map<String, Object> rest = new java.util.LinkedHashMap<>();
        rest.put("id", "rest");
        rest.put("size", (TIE_AMBIENT_HEAD.size() - TIE_AMBIENT_INDEX.size()) + " + 2 * head." + KsyNames.id(TA_SIZE));
        rest.put("if", more);
        t.seq().add(rest);
        t.instances().put("head", KsyFile.when(k.at("start", TIE_AMBIENT_HEAD, null, null), more));
        t.instances().put("rgbas", KsyFile.when(k.at("start + " + TIE_AMBIENT_HEAD.size(), TIE_AMBIENT_COLOUR,
                "head." + KsyNames.id(TA_SIZE), null), more));
        String om = ptr(OCCLUSION_MAPPINGS);
        in.put("occlusion_mappings_header", KsyFile.when(k.at(om, gcscript.occlmap.OcclusionMappingModel.HEADER, null,
                "its records are the occlusion extent's (gc_level_wad: occlusion), compared there as bytes"), om + " != 0"));
        for (int p : new int[] {MOBY_GROUPS, TIE_GROUPS, SHRUB_GROUPS}) {
            String name = POINTER_NAMES[p / 4], at = ptr(p);
            String count = name + "_header." + KsyNames.id(G_GROUP_COUNT);
            String data = at + " + (" + hex(GROUP_HEADER.size()) + " + " + GROUP_POINTER.size() + " * " + count + " + 15) / 16 * 16";
            in.put(name + "_members", KsyFile.when(KsyFile.typed("0", "group_members_at(" + data + ", " + name + "[_index]."
                    + KsyNames.id(G_POINTER) + ")", count, "each group's members (the member array starts 16-aligned after the pointers)"),
                    at + " != 0"));
        }
        KsyFile.Composed g = k.type("group_members_at", "A group's members from data + pointer up to the one with bit 15 set; none for -1.");
        k.params("group_members_at", KsyFile.param("data", "s4", "the member array's offset"));
        k.params("group_members_at", KsyFile.param("pointer", "s4", "the group's pointer (-1 = empty)"));
        Map<String, Object> members = k.at("data + pointer", GROUP_MEMBER, null, null);
        members.put("repeat", "until");
        members.put("repeat-until", "_." + KsyNames.id(G_LAST));
        g.instances().put("members", KsyFile.when(members, "pointer != -1"));
    }

    /** {@code pointers.NAME}: the block's offset in the stream. */
    static String ptr(int pointerOffset) { return "pointers." + KsyNames.id(POINTERS[pointerOffset / 4]); }


    /** A block of {@code header} then {@code count} records: instances {@code NAME_header} and {@code NAME}. */
    static void table(KsyFile k, int pointerOffset, Layout header, Field count, Layout record) {
        String name = POINTER_NAMES[pointerOffset / 4];
        String at = ptr(pointerOffset);
        k.instances().put(name + "_header", KsyFile.when(k.at(at, header, null, null), at + " != 0"));
        k.instances().put(name, KsyFile.when(k.at(at + " + " + hex(header.size()), record,
                name + "_header." + KsyNames.id(count), null), at + " != 0"));
    }
}
