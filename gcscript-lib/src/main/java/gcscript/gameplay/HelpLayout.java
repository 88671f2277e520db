package gcscript.gameplay;

import gcscript.layout.Field;
import gcscript.layout.Layout;

/**
 * The help-message blocks (pointers 0x10-0x2c, one per language; rac2-formats-phase2 §7.1, Wrench's
 * HelpMessageBlock, facts only): {s32 count, s32 size} + count × 0x10 entries + NUL-terminated strings, each padded
 * to 4 bytes. In GC the string offsets count from the block start and the block is {@code size} bytes long.
 */
public final class HelpLayout {
    private HelpLayout() {}

    static final String SRC = GameplayLayout.SRC + ".1";

    /** The first help pointer (US English); the eight languages follow at 4-byte steps. */
    public static final int HELP_FIRST = 0x10, LANGUAGES = 8;

    public static final Layout HELP_HEADER = new Layout("help_header", 8, SRC + " (W HelpMessageHeader)");
    public static final Field HH_COUNT = HELP_HEADER.s32("count", 0, "entries that follow");
    public static final Field HH_SIZE = HELP_HEADER.s32("size", 4, "bytes of the block (GC), to the end of the last string's padding");

    public static final Layout HELP_ENTRY = new Layout("help_entry", 0x10, SRC + " (W HelpMessageEntry)");
    public static final Field HE_TEXT_OFFSET = HELP_ENTRY.s32("text_offset", 0x0, "the string, from the block start; 0 = none");
    public static final Field HE_ID = HELP_ENTRY.s16("id", 0x4, "");
    public static final Field HE_SHORT_ID = HELP_ENTRY.s16("short_id", 0x6, "");
    public static final Field HE_THIRD_PERSON_ID = HELP_ENTRY.s16("third_person_id", 0x8, "");
    public static final Field HE_COOP_ID = HELP_ENTRY.s16("coop_id", 0xa, "");
    public static final Field HE_VAG = HELP_ENTRY.s16("vag", 0xc, "");
    public static final Field HE_CHARACTER = HELP_ENTRY.s16("character", 0xe, "");

    /** One byte of a string (8-bit text; Korean uses a double-byte encoding W reads specially, kept as bytes). */
    public static final Layout HELP_CHAR = new Layout("help_char", 1, SRC);
    public static final Field HC_CHAR = HELP_CHAR.u8("char", 0, "a text byte; 0 ends the string");
}
