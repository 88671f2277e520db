package gcscript.datasets.globals;

import java.util.List;

/**
 * The header fields of each global WAD, written from rac2-global-wads §3–§12 (the generator's own declaration, not
 * the library's): one group per field name, {@code count} slots of {@code kind} from header offset {@code offset},
 * {@code stride} bytes apart (MPEG and ARMOR interleave two fields in 16-byte records).
 */
record Slots(String field, int offset, int count, int stride, Kind kind) {
    enum Kind {
        SECTOR_RANGE(8), SECTOR_BYTE_RANGE(8), SECTOR32(4);

        final int size;

        Kind(int size) { this.size = size; }
    }

    static Slots of(String field, int offset, int count) { return new Slots(field, offset, count, 8, Kind.SECTOR_RANGE); }

    int at(int index) {
        if (index < 0 || index >= count) throw new IndexOutOfBoundsException(field + "[" + index + "]");
        return offset + index * stride;
    }

    static final List<Slots> MPEG = List.of(
            new Slots("subtitles", 0x008, 50, 16, Kind.SECTOR_BYTE_RANGE), new Slots("video", 0x010, 50, 16, Kind.SECTOR_BYTE_RANGE));

    static final List<Slots> MISC = List.of(of("debug_font", 0x08, 1), of("irx", 0x10, 1), of("save_game", 0x18, 1),
            of("frontbin", 0x20, 1), of("frontbin_net", 0x28, 1), of("frontend", 0x30, 1), of("exit", 0x38, 1));

    static final List<Slots> HUD = List.of(of("hud_header", 0x0008, 1), of("hud_banks", 0x0010, 5), of("ratchet_seqs", 0x0038, 28),
            of("hud_seqs", 0x0118, 20), of("vendor", 0x01b8, 1), of("vendor_audio", 0x01c0, 277), of("help_controls", 0x0a68, 11),
            of("help_moves", 0x0ac0, 18), of("help_weapons", 0x0b50, 45), of("help_gadgets", 0x0cb8, 12), of("help_items", 0x0d18, 17),
            of("rac1_menus", 0x0da0, 14), of("mission_ss", 0x0e10, 83), of("gmap_ss", 0x10a8, 28), of("unknown2", 0x1188, 56),
            of("all_text", 0x1348, 1), of("hudw3d", 0x1350, 1), of("unknown3", 0x1358, 2), of("monsterpedia_shots", 0x1368, 84),
            of("screen_gadgets", 0x1608, 12), of("screen_weapons", 0x1668, 45), of("screen_items", 0x17d0, 20));

    static final List<Slots> BONUS = List.of(of("goodies_images", 0x008, 10), of("character_sketches", 0x058, 19),
            of("character_renders", 0x0f0, 19), of("old_skill_images", 0x188, 31), of("epilogue_english", 0x280, 12),
            of("epilogue_french", 0x2e0, 12), of("epilogue_italian", 0x340, 12), of("epilogue_german", 0x3a0, 12),
            of("epilogue_spanish", 0x400, 12), of("sketchbook", 0x460, 30), of("commercials", 0x550, 5), of("item_images", 0x578, 9),
            of("credits_text", 0x5c0, 1), of("credits_images", 0x5c8, 29), of("random_stuff", 0x6b0, 5), of("movie_images", 0x6d8, 5),
            of("cinematic_images", 0x700, 33), of("skill_images", 0x808, 30), of("clanks_day", 0x8f8, 18),
            of("endorsement_deals", 0x988, 10), of("short_cuts", 0x9d8, 8), of("paintings", 0xa18, 6));

    static final List<Slots> AUDIO = List.of(new Slots("vendor", 0x0008, 254, 4, Kind.SECTOR32),
            new Slots("help_english", 0x0400, 256, 4, Kind.SECTOR32), new Slots("help_french", 0x0800, 256, 4, Kind.SECTOR32),
            new Slots("help_german", 0x0c00, 256, 4, Kind.SECTOR32), new Slots("help_spanish", 0x1000, 256, 4, Kind.SECTOR32),
            new Slots("help_italian", 0x1400, 256, 4, Kind.SECTOR32));

    static final List<Slots> ARMOR = List.of(new Slots("armor_mesh", 0x08, 9, 16, Kind.SECTOR_RANGE),
            new Slots("armor_textures", 0x10, 9, 16, Kind.SECTOR_RANGE), new Slots("wrench_mesh", 0x98, 6, 16, Kind.SECTOR_RANGE),
            new Slots("wrench_textures", 0xa0, 6, 16, Kind.SECTOR_RANGE));

    static final List<Slots> LEVEL_AUDIO = List.of(new Slots("bin_data", 0x0008, 511, 8, Kind.SECTOR_BYTE_RANGE),
            new Slots("upgrade_sample", 0x1000, 1, 8, Kind.SECTOR_BYTE_RANGE),
            new Slots("thermanator_freeze", 0x1008, 1, 8, Kind.SECTOR_BYTE_RANGE),
            new Slots("thermanator_thaw", 0x1010, 1, 8, Kind.SECTOR_BYTE_RANGE));
}
