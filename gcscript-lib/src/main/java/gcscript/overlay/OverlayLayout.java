package gcscript.overlay;

import gcscript.layout.Field;
import gcscript.layout.Layout;

/**
 * The stored records of a level overlay (rac2-formats-phase2 §9.1, §9.2): the 16-byte section header, the 4-byte
 * word the normal table is searched for by, and the 8-byte (cos, sin) entry of the table.
 */
public final class OverlayLayout {
    private OverlayLayout() {}

    static final String SRC = "rac2-formats-phase2 §9";

    public static final Layout SECTION = new Layout("overlay_section_header", 16, SRC + ".1");
    public static final Field DEST_ADDRESS = SECTION.u32("dest_address", 0x0, "EE address the bytes are copied to");
    public static final Field COPY_SIZE = SECTION.s32("copy_size", 0x4, "bytes after this header");
    public static final Field SECTION_TYPE = SECTION.s32("section_type", 0x8, "ELF sh_type: 1 PROGBITS, 8 NOBITS");
    public static final Field ENTRY_POINT = SECTION.u32("entry_point", 0xc, "the same in every header; another one ends the walk");

    /** A section's bytes as 4-byte words: the table is found by content at any 4-aligned place. */
    public static final Layout WORD = new Layout("overlay_word", 4, SRC + ".2");
    public static final Field WORD_BITS = WORD.u32("bits", 0x0, "");

    public static final Layout ENTRY = new Layout("normal_table_entry", 8, SRC + ".2");
    public static final Field COS = ENTRY.f32("cos", 0x0, "cos(i·π/128) as the game stores it");
    public static final Field SIN = ENTRY.f32("sin", 0x4, "sin(i·π/128) as the game stores it");
}
