package gcscript.gameplay;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Type;

/**
 * The records of the decompressed gameplay stream (LEVEL WAD slot 2), declared once (rac2-formats-phase2 §7,
 * from Wrench's gameplay reader/writer and OBP's retail measurements). Field names are the reference's.
 */
public final class GameplayLayout {
    private GameplayLayout() {}

    static final String SRC = "rac2-formats-phase2 §7";

    /** The pointer table: 39 s32 offsets from the stream start, 0 = block absent. */
    public static final int POINTER_COUNT = 39;
    public static final int POINTER_TABLE_SIZE = POINTER_COUNT * 4;

    /** Block names by pointer offset / 4 (§7.1). */
    public static final String[] POINTER_NAMES = {
        "level_settings", "directional_lights", "cameras", "sound_instances",
        "help_us_english", "help_uk_english", "help_french", "help_german",
        "help_spanish", "help_italian", "help_japanese", "help_korean",
        "tie_classes", "tie_instances", "tie_groups", "shrub_classes",
        "shrub_instances", "shrub_groups", "moby_classes", "moby_instances",
        "moby_groups", "shared_data", "moby_link_fixups", "pvar_table",
        "pvar_data", "relative_pvar_pointers", "cuboids", "spheres",
        "cylinders", "pills", "paths", "grind_paths",
        "point_lights", "env_transitions", "camera_collision_grid", "env_sample_points",
        "occlusion_mappings", "tie_ambient_rgbas", "areas",
    };

    public static final int LEVEL_SETTINGS = 0x00, DIRECTIONAL_LIGHTS = 0x04, CAMERAS = 0x08, SOUND_INSTANCES = 0x0c, TIE_CLASSES = 0x30, TIE_INSTANCES = 0x34,
            TIE_GROUPS = 0x38, SHRUB_CLASSES = 0x3c, SHRUB_INSTANCES = 0x40, SHRUB_GROUPS = 0x44, MOBY_CLASSES = 0x48,
            MOBY_INSTANCES = 0x4c, MOBY_GROUPS = 0x50, MOBY_LINK_FIXUPS = 0x58, PVAR_TABLE = 0x5c, PVAR_DATA = 0x60,
            RELATIVE_PVAR_POINTERS = 0x64, SHARED_DATA = 0x54, OCCLUSION_MAPPINGS = 0x90, TIE_AMBIENT_RGBAS = 0x94;

    /** Index of the pointer named {@code name}. */
    public static int pointerIndex(String name) {
        for (int i = 0; i < POINTER_NAMES.length; i++) if (POINTER_NAMES[i].equals(name)) return i;
        throw new IllegalArgumentException("no gameplay pointer " + name);
    }

    /** The pointer table as a record: one s32 field per block, named by {@link #POINTER_NAMES}. */
    public static final Layout POINTER_TABLE = new Layout("pointers", POINTER_TABLE_SIZE, SRC + ".1");
    public static final Field[] POINTERS = new Field[POINTER_COUNT];
    static {
        for (int i = 0; i < POINTER_COUNT; i++) {
            POINTERS[i] = POINTER_TABLE.s32(POINTER_NAMES[i], 4 * i, "block offset from the stream start; 0 = absent");
        }
    }

    // ---- TableHeader {s32 count, s32 pad[3]} ----------------------------------------------------------
    public static final Layout TABLE_HEADER = new Layout("table_header", 0x10, SRC + " (W TableHeader)");
    public static final Field TH_COUNT = TABLE_HEADER.s32("count", 0x00, "records that follow");
    public static final Field TH_PAD_0 = TABLE_HEADER.s32("pad_0", 0x04, "0 (W checks it)");
    public static final Field TH_PAD_1 = TABLE_HEADER.s32("pad_1", 0x08, "");
    public static final Field TH_PAD_2 = TABLE_HEADER.s32("pad_2", 0x0c, "");

    // ---- level settings (pointer 0x00), GC: 0x5c first part ------------------------------------------
    public static final Layout LEVEL_SETTINGS_LAYOUT = new Layout("level_settings", 0x5c, SRC + ".4");
    static {
        Layout l = LEVEL_SETTINGS_LAYOUT;
        l.array("background_colour", 0x00, Type.S32, "Rgb96; r = -1 means none", "r", "g", "b");
        l.array("fog_colour", 0x0c, Type.S32, "Rgb96", "r", "g", "b");
        l.f32("fog_near_distance", 0x18, "");
        l.f32("fog_far_distance", 0x1c, "");
        l.f32("fog_near_intensity", 0x20, "");
        l.f32("fog_far_intensity", 0x24, "");
        l.f32("death_height", 0x28, "");
        l.s32("is_spherical_world", 0x2c, "");
        l.array("sphere_centre", 0x30, Type.F32, "", "x", "y", "z");
        l.array("ship_position", 0x3c, Type.F32, "", "x", "y", "z");
        l.f32("ship_rotation_z", 0x48, "");
        l.s32("ship_path", 0x4c, "");
        l.s32("ship_camera_cuboid_start", 0x50, "");
        l.s32("ship_camera_cuboid_end", 0x54, "");
        l.u32("pad", 0x58, "");
    }

    /** §7.4: the s32 after the chunk planes. */
    public static final Layout CORE_SOUNDS = new Layout("core_sounds", 4, SRC + ".4");
    public static final Field CORE_SOUNDS_COUNT = CORE_SOUNDS.s32("core_sounds_count", 0, "sounds of the level core");

    // ---- class lists {s32 count, s32 o_class[count]} (pointers 0x30, 0x3c, 0x48) ------------------------
    public static final Layout CLASS_LIST_HEADER = new Layout("class_list_header", 4, SRC + ".1");
    public static final Field CL_COUNT = CLASS_LIST_HEADER.s32("count", 0, "classes that follow");
    public static final Layout CLASS_ENTRY = new Layout("class_entry", 4, SRC + ".1");
    public static final Field CL_O_CLASS = CLASS_ENTRY.s32("o_class", 0, "class number");

    // ---- chunk plane (0x20), n of them after the first part, or one all-zero record when n = 0 ----------
    public static final Layout CHUNK_PLANE = new Layout("chunk_plane", 0x20, SRC + ".4");
    public static final Field[] PLANE_POINT = CHUNK_PLANE.array("point", 0x00, Type.F32, "a point on the plane", "x", "y", "z");
    public static final Field PLANE_COUNT = CHUNK_PLANE.s32("plane_count", 0x0c, "n, the same in every record");
    public static final Field[] PLANE_NORMAL = CHUNK_PLANE.array("normal", 0x10, Type.F32, "positive side selects the chunk", "x", "y", "z");
    public static final Field PLANE_PAD = CHUNK_PLANE.s32("pad", 0x1c, "");

    // ---- directional light (0x40), pointer 0x04 -------------------------------------------------------
    public static final Layout DIRECTIONAL_LIGHT = new Layout("directional_light", 0x40, SRC + ".3 (W DirectionalLightPacked)");
    public static final Field[] COLOUR_A = DIRECTIONAL_LIGHT.array("colour_a", 0x00, Type.F32, "RGB in [0, 1]; w unused (small negative bias)", "r", "g", "b", "w");
    public static final Field[] DIRECTION_A = DIRECTIONAL_LIGHT.array("direction_a", 0x10, Type.F32, "unit vector the light travels (Z up)", "x", "y", "z", "w");
    public static final Field[] COLOUR_B = DIRECTIONAL_LIGHT.array("colour_b", 0x20, Type.F32, "RGB in [0, 1]", "r", "g", "b", "w");
    public static final Field[] DIRECTION_B = DIRECTIONAL_LIGHT.array("direction_b", 0x30, Type.F32, "unit vector", "x", "y", "z", "w");

    // ---- moby block header + moby instance (0x88), pointer 0x4c ----------------------------------------
    public static final Layout MOBY_BLOCK_HEADER = new Layout("moby_block_header", 0x10, SRC + ".1");
    public static final Field MB_STATIC_COUNT = MOBY_BLOCK_HEADER.s32("static_count", 0x00, "instance records that follow");
    public static final Field MB_SPAWNABLE = MOBY_BLOCK_HEADER.s32("spawnable_moby_count", 0x04, "");
    public static final Field MB_PAD_0 = MOBY_BLOCK_HEADER.s32("pad_0", 0x08, "");
    public static final Field MB_PAD_1 = MOBY_BLOCK_HEADER.s32("pad_1", 0x0c, "");

    public static final Layout MOBY_INSTANCE = new Layout("moby_instance", 0x88, SRC + ".2");
    public static final Field M_SIZE = MOBY_INSTANCE.s32("size", 0x00, "always 0x88");
    public static final Field M_MISSION = MOBY_INSTANCE.s32("mission", 0x04, "");
    public static final Field M_UNKNOWN_8 = MOBY_INSTANCE.s32("unknown_8", 0x08, "");
    public static final Field M_UNKNOWN_C = MOBY_INSTANCE.s32("unknown_c", 0x0c, "");
    public static final Field M_UID = MOBY_INSTANCE.s32("uid", 0x10, "the id occlusion mappings name");
    public static final Field M_BOLTS = MOBY_INSTANCE.s32("bolts", 0x14, "");
    public static final Field M_UNKNOWN_18 = MOBY_INSTANCE.s32("unknown_18", 0x18, "");
    public static final Field M_UNKNOWN_1C = MOBY_INSTANCE.s32("unknown_1c", 0x1c, "");
    public static final Field M_UNKNOWN_20 = MOBY_INSTANCE.s32("unknown_20", 0x20, "");
    public static final Field M_UNKNOWN_24 = MOBY_INSTANCE.s32("unknown_24", 0x24, "");
    public static final Field M_O_CLASS = MOBY_INSTANCE.s32("o_class", 0x28, "moby class number");
    public static final Field M_SCALE = MOBY_INSTANCE.f32("scale", 0x2c, "");
    public static final Field M_DRAW_DISTANCE = MOBY_INSTANCE.s32("draw_distance", 0x30, "");
    public static final Field M_UPDATE_DISTANCE = MOBY_INSTANCE.s32("update_distance", 0x34, "");
    public static final Field M_UNKNOWN_38 = MOBY_INSTANCE.s32("unknown_38", 0x38, "W writes 32");
    public static final Field M_UNKNOWN_3C = MOBY_INSTANCE.s32("unknown_3c", 0x3c, "W writes 64");
    public static final Field M_X = MOBY_INSTANCE.f32("x", 0x40, "position");
    public static final Field M_Y = MOBY_INSTANCE.f32("y", 0x44, "position");
    public static final Field M_Z = MOBY_INSTANCE.f32("z", 0x48, "position");
    public static final Field[] M_ROT = MOBY_INSTANCE.array("rot", 0x4c, Type.F32, "XYZ Euler radians, R = Rz·Ry·Rx", "x", "y", "z");
    public static final Field M_GROUP = MOBY_INSTANCE.s32("group", 0x58, "");
    public static final Field M_IS_ROOTED = MOBY_INSTANCE.s32("is_rooted", 0x5c, "");
    public static final Field M_ROOTED_DISTANCE = MOBY_INSTANCE.f32("rooted_distance", 0x60, "");
    public static final Field M_UNKNOWN_64 = MOBY_INSTANCE.s32("unknown_64", 0x64, "");
    public static final Field M_PVAR_INDEX = MOBY_INSTANCE.s32("pvar_index", 0x68, "-1 = none");
    public static final Field M_OCCLUSION = MOBY_INSTANCE.s32("occlusion", 0x6c, "0 = precompute");
    public static final Field M_MODE_BITS = MOBY_INSTANCE.s32("mode_bits", 0x70, "");
    public static final Field[] M_LIGHT_COLOUR = MOBY_INSTANCE.array("light_colour", 0x74, Type.S32, "Rgb96", "r", "g", "b");
    public static final Field M_LIGHT = MOBY_INSTANCE.s32("light", 0x80, "directional light index; 0x0F0F = ambient only");
    public static final Field M_UNKNOWN_84 = MOBY_INSTANCE.s32("unknown_84", 0x84, "");

    private static Field[] matrix(Layout l) {
        Field[] m = new Field[16];
        for (int i = 0; i < 16; i++) {
            m[i] = l.f32("matrix_" + i, 0x10 + 4 * i, i == 15 ? "[3][3]: W writes 0.01, kept raw"
                    : i >= 12 ? "translation " + "xyz".charAt(i - 12) : "column-major basis");
        }
        return m;
    }

    // ---- tie instance (0x60), pointer 0x34 ----------------------------------------------------------
    public static final Layout TIE_INSTANCE = new Layout("tie_instance", 0x60, SRC + ".2");
    public static final Field T_O_CLASS = TIE_INSTANCE.s32("o_class", 0x00, "tie class number");
    public static final Field T_DRAW_DISTANCE = TIE_INSTANCE.s32("draw_distance", 0x04, "");
    public static final Field T_PAD_8 = TIE_INSTANCE.s32("pad_8", 0x08, "");
    public static final Field T_OCCLUSION_INDEX = TIE_INSTANCE.s32("occlusion_index", 0x0c, "the id occlusion mappings name");
    public static final Field[] T_MATRIX = matrix(TIE_INSTANCE);
    public static final Field T_DIRECTIONAL_LIGHTS = TIE_INSTANCE.s32("directional_lights", 0x50, "light selection (encoding open, §12.9)");
    public static final Field T_UID = TIE_INSTANCE.s32("uid", 0x54, "");
    public static final Field T_PAD_58 = TIE_INSTANCE.s32("pad_58", 0x58, "");
    public static final Field T_PAD_5C = TIE_INSTANCE.s32("pad_5c", 0x5c, "");

    // ---- shrub instance (0x70), pointer 0x40 --------------------------------------------------------
    public static final Layout SHRUB_INSTANCE = new Layout("shrub_instance", 0x70, SRC + ".2");
    public static final Field S_O_CLASS = SHRUB_INSTANCE.s32("o_class", 0x00, "shrub class number");
    public static final Field S_DRAW_DISTANCE = SHRUB_INSTANCE.f32("draw_distance", 0x04, "f32 for shrubs");
    public static final Field S_UNUSED_8 = SHRUB_INSTANCE.s32("unused_8", 0x08, "");
    public static final Field S_UNUSED_C = SHRUB_INSTANCE.s32("unused_c", 0x0c, "");
    public static final Field[] S_MATRIX = matrix(SHRUB_INSTANCE);
    public static final Field[] S_COLOUR = SHRUB_INSTANCE.array("colour", 0x50, Type.S32, "Rgb96, 0-255", "r", "g", "b");
    public static final Field S_UNUSED_5C = SHRUB_INSTANCE.s32("unused_5c", 0x5c, "");
    public static final Field S_DIR_LIGHTS = SHRUB_INSTANCE.s32("dir_lights", 0x60, "light selection (encoding open, §12.9)");
    public static final Field S_UNUSED_64 = SHRUB_INSTANCE.s32("unused_64", 0x64, "");
    public static final Field S_UNUSED_68 = SHRUB_INSTANCE.s32("unused_68", 0x68, "");
    public static final Field S_UNUSED_6C = SHRUB_INSTANCE.s32("unused_6c", 0x6c, "");

    // ---- group block header (§7.5) -----------------------------------------------------------------
    public static final Layout GROUP_HEADER = new Layout("group_block_header", 0x10, SRC + ".5");
    public static final Field G_GROUP_COUNT = GROUP_HEADER.s32("group_count", 0x00, "");
    public static final Field G_DATA_SIZE = GROUP_HEADER.s32("data_size", 0x04, "bytes of the member array");
    public static final Field G_PAD_0 = GROUP_HEADER.s32("pad_0", 0x08, "");
    public static final Field G_PAD_1 = GROUP_HEADER.s32("pad_1", 0x0c, "");

    /** §7.5: one group pointer: byte offset of the group's first member in the member array; -1 = empty group. */
    public static final Layout GROUP_POINTER = new Layout("group_pointer", 4, SRC + ".5");
    public static final Field G_POINTER = GROUP_POINTER.s32("pointer", 0, "even offset below data_size, or -1");

    /** §7.5: one group member: an instance index, bit 15 set on the group's last member. */
    public static final Layout GROUP_MEMBER = new Layout("group_member", 2, SRC + ".5");
    public static final Field G_MEMBER = GROUP_MEMBER.bits("member", 0, Type.U16, 0, 15, "instance index");
    public static final Field G_LAST = GROUP_MEMBER.bits("last", 0, Type.U16, 15, 1, "1 on the group's last member");

    // ---- camera (0x20), pointer 0x08 ------------------------------------------------------------------
    public static final Layout CAMERA = new Layout("camera", 0x20, SRC + ".1 (W CameraPacked)");
    public static final Field C_TYPE = CAMERA.s32("type", 0x00, "camera class");
    public static final Field[] C_POS = CAMERA.array("pos", 0x04, Type.F32, "position", "x", "y", "z");
    public static final Field[] C_ROT = CAMERA.array("rot", 0x10, Type.F32, "rotation (radians)", "x", "y", "z");
    public static final Field C_PVAR_INDEX = CAMERA.s32("pvar_index", 0x1c, "-1 = none");

    // ---- sound instance (0x90), pointer 0x0c ----------------------------------------------------------
    public static final Layout SOUND_INSTANCE = new Layout("sound_instance", 0x90, SRC + ".1 (W SoundInstancePacked)");
    public static final Field SI_O_CLASS = SOUND_INSTANCE.s16("o_class", 0x00, "sound class");
    public static final Field SI_M_CLASS = SOUND_INSTANCE.s16("m_class", 0x02, "");
    public static final Field SI_UPDATE_FUN_PTR = SOUND_INSTANCE.u32("update_fun_ptr", 0x04, "filled by the game at load");
    public static final Field SI_PVAR_INDEX = SOUND_INSTANCE.s32("pvar_index", 0x08, "-1 = none");
    public static final Field SI_RANGE = SOUND_INSTANCE.f32("range", 0x0c, "");
    public static final Transform SI_TRANSFORM = Transform.of(SOUND_INSTANCE, 0x10);
    public static final Field[] SI_ROTATION = SOUND_INSTANCE.array("rotation", 0x80, Type.F32, "Euler radians", "x", "y", "z");
    public static final Field SI_PAD = SOUND_INSTANCE.f32("pad", 0x8c, "");

    /**
     * A Mat4 (16 f32, column-major, translation in 12..14) and the Mat3 inverse at +0x40 (three Vec4 columns), declared
     * on a layout from an offset (the Vec3f rotation follows at +0x70): sound instances (at 0x10) and shapes (at 0).
     */
    public record Transform(Field[] matrix, Field[] inverse) {
        static Transform of(Layout l, int at) {
            Field[] m = new Field[16], inv = new Field[12];
            for (int i = 0; i < 16; i++) m[i] = l.f32("matrix_" + i, at + 4 * i, i >= 12 ? "translation / w" : "column-major basis");
            for (int i = 0; i < 12; i++) inv[i] = l.f32("inverse_" + i, at + 0x40 + 4 * i, "Mat3 inverse, three Vec4 columns");
            return new Transform(m, inv);
        }
    }

    // ---- shapes (0x80): cuboids 0x68, spheres 0x6c, cylinders 0x70, pills 0x74 ------------------------------
    public static final int CUBOIDS = 0x68, SPHERES = 0x6c, CYLINDERS = 0x70, PILLS = 0x74;
    public static final Layout SHAPE = new Layout("shape", 0x80, SRC + ".1 (W ShapePacked)");
    public static final Transform SH_TRANSFORM = Transform.of(SHAPE, 0);
    public static final Field[] SH_ROTATION = SHAPE.array("rotation", 0x70, Type.F32, "Euler radians", "x", "y", "z");
    public static final Field SH_UNUSED_7C = SHAPE.f32("unused_7c", 0x7c, "W writes 0");

    // ---- tie ambient RGBAs (pointer 0x94): {s16 tie index, s16 size in halfwords, u8[2 size]} until an s16 -1 -------
    /** The s16 that starts every entry: a tie-instance index, or -1 ending the block. */
    public static final Layout TIE_AMBIENT_INDEX = new Layout("tie_ambient_rgba_index", 2, SRC + ".1");
    public static final Field TA_TIE_INDEX = TIE_AMBIENT_INDEX.s16("tie_index", 0, "tie instance; -1 ends the block");
    /** An entry's head: the index again and the size of its colours in halfwords. */
    public static final Layout TIE_AMBIENT_HEAD = new Layout("tie_ambient_rgba_head", 4, SRC + ".1");
    public static final Field TA_HEAD_INDEX = TIE_AMBIENT_HEAD.s16("tie_index", 0, "tie instance");
    public static final Field TA_SIZE = TIE_AMBIENT_HEAD.s16("size", 2, "colour halfwords that follow");
    /** One colour halfword (A1BGR5 in noclip's reading; Wrench copies the bytes). */
    public static final Layout TIE_AMBIENT_COLOUR = new Layout("tie_ambient_rgba", 2, SRC + ".1");
    public static final Field TA_RGBA = TIE_AMBIENT_COLOUR.u16("rgba", 0, "one ambient colour halfword");

    // ---- pvars (pointers 0x5c, 0x60) and their fixup lists (0x58, 0x64) -------------------------------
    /**
     * §7.1: one pvar table entry, {s32 offset, s32 size} (the reference's names; here {@code pvar_offset} and
     * {@code pvar_size}, since tables show the entry's own position as {@code offset}). The table holds 1 + the largest
     * pvar_index of the instances; entry i is the pvar block of the instance whose pvar_index is i.
     */
    public static final Layout PVAR_ENTRY = new Layout("pvar_table_entry", 8, SRC + ".1");
    public static final Field PV_OFFSET = PVAR_ENTRY.s32("pvar_offset", 0, "offset of the pvar in the pvar data (0x60)");
    public static final Field PV_SIZE = PVAR_ENTRY.s32("pvar_size", 4, "bytes of the pvar");

    /** §7.1: one byte of an instance's pvar (the class-specific struct is not documented: kept as the bytes it is). */
    public static final Layout PVAR_BYTE = new Layout("pvar_byte", 1, SRC + ".1");
    public static final Field PV_BYTE = PVAR_BYTE.u8("byte", 0, "one stored byte of the pvar");

    /**
     * §7.1: the pointer word a fixup names, a second reading of 4 pvar bytes: a moby link (0x58) or a relative pointer
     * (0x64) the game turns into an address at load.
     */
    public static final Layout PVAR_WORD = new Layout("pvar_pointer_word", 4, SRC + ".1");
    public static final Field PV_WORD = PVAR_WORD.s32("value", 0, "the stored word at the fixup's offset");

    /** §7.1: one fixup entry {s32 pvar_index, u32 offset}; the list ends at the first pvar_index < 0 (the writer: −1, −1). */
    public static final Layout FIXUP = new Layout("pvar_fixup", 8, SRC + ".1");
    public static final Field FX_PVAR_INDEX = FIXUP.s32("pvar_index", 0, "pvar table entry; < 0 ends the list");
    public static final Field FX_OFFSET = FIXUP.u32("pointer_offset", 4, "byte offset of the pointer word inside that pvar");

    // ---- shared data (pointer 0x54) --------------------------------------------------------------------
    /** §7.1: the shared-data head; data_size bytes of data follow, then (16-aligned) pointer_count entries. */
    public static final Layout SHARED_HEADER = new Layout("shared_data_header", 0x10, SRC + ".1");
    public static final Field SD_DATA_SIZE = SHARED_HEADER.s32("data_size", 0x00, "bytes of shared data after the head");
    public static final Field SD_POINTER_COUNT = SHARED_HEADER.s32("pointer_count", 0x04, "entries after the data");
    public static final Field SD_UNUSED_8 = SHARED_HEADER.s32("unused_8", 0x08, "");
    public static final Field SD_UNUSED_C = SHARED_HEADER.s32("unused_c", 0x0c, "");
    /** One byte of the shared data (its structure is not documented). */
    public static final Layout SHARED_BYTE = new Layout("shared_data_byte", 1, SRC + ".1");
    public static final Field SD_BYTE = SHARED_BYTE.u8("byte", 0, "one stored byte of the shared data");
    /** §7.1: one shared-data pointer: the word at pointer_offset of pvar pvar_index points at shared_data_offset. */
    public static final Layout SHARED_POINTER = new Layout("shared_data_pointer", 8, SRC + ".1");
    public static final Field SP_PVAR_INDEX = SHARED_POINTER.u16("pvar_index", 0, "pvar table entry");
    public static final Field SP_POINTER_OFFSET = SHARED_POINTER.u16("pointer_offset", 2, "byte offset of the word inside the pvar");
    public static final Field SP_SHARED_OFFSET = SHARED_POINTER.s32("shared_data_offset", 4, "offset into the shared data");

    /**
     * The light selection word of a tie ({@code directional_lights}) or shrub ({@code dir_lights}), in the nibble
     * reading of §12.9 (N1): up to four 4-bit light indices, 0xF = unused, the high half zero. A second view of the
     * stored s32, so the instance tables keep their one column for it.
     */
    public static final Layout LIGHT_SELECTION = new Layout("light_selection", 4, SRC + ".2 / §12.9");
    public static final Field[] LIGHT_NIBBLES = {
        LIGHT_SELECTION.bits("light_0", 0, Type.U32, 0, 4, "light index, 0xF = unused"),
        LIGHT_SELECTION.bits("light_1", 0, Type.U32, 4, 4, "light index, 0xF = unused"),
        LIGHT_SELECTION.bits("light_2", 0, Type.U32, 8, 4, "light index, 0xF = unused"),
        LIGHT_SELECTION.bits("light_3", 0, Type.U32, 12, 4, "light index, 0xF = unused"),
    };
    public static final Field LIGHT_HIGH = LIGHT_SELECTION.bits("high", 0, Type.U32, 16, 16, "0 in the nibble reading");
    /** A nibble that selects no light. */
    public static final int LIGHT_UNUSED = 0xf;

    /** Moby {@code light} value meaning "ambient only" (OBP). */
    public static final int LIGHT_AMBIENT_ONLY = 0x0F0F;
}
