package gcscript.globalwad;

import gcscript.globalwad.RangeLayouts.Kind;
import java.util.List;

/**
 * Each global WAD's header as groups of range slots (rac2-global-wads §3–§12): a field name, its header offset, the
 * slot count, the stride (MPEG and ARMOR interleave two fields in 16-byte records), the range kind, and how Wrench
 * reads the block ({@link Payload}: check 5 of §2.5). SPACE, SCENE and GADGET have no published layout: no groups,
 * their header words stay raw.
 */
public final class HeaderFields {
    private HeaderFields() {}

    /** What Wrench reads at a field: compressed (WAD-LZ), uncompressed, or unknown (no Wrench reader: HUD). */
    public enum Payload { COMPRESSED, RAW, UNKNOWN }

    public record Group(String field, int offset, int count, int stride, Kind kind, Payload payload) {
        public int at(int index) { return offset + index * stride; }
    }

    private static Group sr(String field, int offset, int count, Payload p) { return new Group(field, offset, count, 8, Kind.SECTOR_RANGE, p); }

    private static Group hud(String field, int offset, int count) { return sr(field, offset, count, Payload.UNKNOWN); }

    private static Group bonus(String field, int offset, int count) { return sr(field, offset, count, Payload.COMPRESSED); }

    static final List<Group> MPEG = List.of(new Group("subtitles", 0x008, 50, 16, Kind.SECTOR_BYTE_RANGE, Payload.RAW),
            new Group("video", 0x010, 50, 16, Kind.SECTOR_BYTE_RANGE, Payload.RAW));

    static final List<Group> MISC = List.of(sr("debug_font", 0x08, 1, Payload.RAW), sr("irx", 0x10, 1, Payload.COMPRESSED),
            sr("save_game", 0x18, 1, Payload.RAW), sr("frontbin", 0x20, 1, Payload.RAW), sr("frontbin_net", 0x28, 1, Payload.COMPRESSED),
            sr("frontend", 0x30, 1, Payload.RAW), sr("exit", 0x38, 1, Payload.RAW));

    static final List<Group> HUD = List.of(hud("hud_header", 0x0008, 1), hud("hud_banks", 0x0010, 5), hud("ratchet_seqs", 0x0038, 28),
            hud("hud_seqs", 0x0118, 20), hud("vendor", 0x01b8, 1), hud("vendor_audio", 0x01c0, 277), hud("help_controls", 0x0a68, 11),
            hud("help_moves", 0x0ac0, 18), hud("help_weapons", 0x0b50, 45), hud("help_gadgets", 0x0cb8, 12), hud("help_items", 0x0d18, 17),
            hud("rac1_menus", 0x0da0, 14), hud("mission_ss", 0x0e10, 83), hud("gmap_ss", 0x10a8, 28), hud("unknown2", 0x1188, 56),
            hud("all_text", 0x1348, 1), hud("hudw3d", 0x1350, 1), hud("unknown3", 0x1358, 2), hud("monsterpedia_shots", 0x1368, 84),
            hud("screen_gadgets", 0x1608, 12), hud("screen_weapons", 0x1668, 45), hud("screen_items", 0x17d0, 20));

    static final List<Group> BONUS = List.of(bonus("goodies_images", 0x008, 10), bonus("character_sketches", 0x058, 19),
            bonus("character_renders", 0x0f0, 19), bonus("old_skill_images", 0x188, 31), bonus("epilogue_english", 0x280, 12),
            bonus("epilogue_french", 0x2e0, 12), bonus("epilogue_italian", 0x340, 12), bonus("epilogue_german", 0x3a0, 12),
            bonus("epilogue_spanish", 0x400, 12), bonus("sketchbook", 0x460, 30), bonus("commercials", 0x550, 5),
            bonus("item_images", 0x578, 9), sr("credits_text", 0x5c0, 1, Payload.RAW), sr("credits_images", 0x5c8, 29, Payload.RAW),
            bonus("random_stuff", 0x6b0, 5), bonus("movie_images", 0x6d8, 5), bonus("cinematic_images", 0x700, 33),
            bonus("skill_images", 0x808, 30), bonus("clanks_day", 0x8f8, 18), bonus("endorsement_deals", 0x988, 10),
            bonus("short_cuts", 0x9d8, 8), bonus("paintings", 0xa18, 6));

    private static Group s32(String field, int offset, int count) { return new Group(field, offset, count, 4, Kind.SECTOR32, Payload.RAW); }

    static final List<Group> AUDIO = List.of(s32("vendor", 0x0008, 254), s32("help_english", 0x0400, 256),
            s32("help_french", 0x0800, 256), s32("help_german", 0x0c00, 256), s32("help_spanish", 0x1000, 256),
            s32("help_italian", 0x1400, 256));

    static final List<Group> ARMOR = List.of(new Group("armor_mesh", 0x08, 9, 16, Kind.SECTOR_RANGE, Payload.RAW),
            new Group("armor_textures", 0x10, 9, 16, Kind.SECTOR_RANGE, Payload.RAW),
            new Group("wrench_mesh", 0x98, 6, 16, Kind.SECTOR_RANGE, Payload.RAW),
            new Group("wrench_textures", 0xa0, 6, 16, Kind.SECTOR_RANGE, Payload.RAW));

    /** AUDIOn.WAD (§12.1; rac2-formats §1.5): 511 music bins and three specials, VAGs with exact sizes. */
    public static final int LEVEL_AUDIO_HEADER_SIZE = 0x1018;
    static final List<Group> LEVEL_AUDIO = List.of(new Group("bin_data", 0x0008, 511, 8, Kind.SECTOR_BYTE_RANGE, Payload.RAW),
            new Group("upgrade_sample", 0x1000, 1, 8, Kind.SECTOR_BYTE_RANGE, Payload.RAW),
            new Group("thermanator_freeze", 0x1008, 1, 8, Kind.SECTOR_BYTE_RANGE, Payload.RAW),
            new Group("thermanator_thaw", 0x1010, 1, 8, Kind.SECTOR_BYTE_RANGE, Payload.RAW));

    /** SCENEn.WAD's header (§12.2): no published layout after its prologue. */
    public static final int LEVEL_SCENE_HEADER_SIZE = 0x137c;

    /** The groups of AUDIOn.WAD's header. */
    public static List<Group> levelAudio() { return LEVEL_AUDIO; }

    /** The groups of a global WAD's header (empty for the three opaque ones). */
    public static List<Group> of(GlobalWad wad) {
        return switch (wad) {
            case MPEG -> MPEG;
            case MISC -> MISC;
            case HUD -> HUD;
            case BONUS -> BONUS;
            case AUDIO -> AUDIO;
            case ARMOR -> ARMOR;
            case SPACE, SCENE, GADGET -> List.of();
        };
    }
}
