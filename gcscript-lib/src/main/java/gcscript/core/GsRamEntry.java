package gcscript.core;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;

/**
 * {@code GsRamEntry} (16 bytes, docs/formats/core.md): psm (0 PSMCT32 palette, 1 PSMCT16 palette, 0x13 PSMT8),
 * width, height, address and the entry's own offset field ({@code rel_offset}; for stashed moby textures it is
 * relative to the start of the stash). {@code stashed} marks the entries past the stored count.
 */
public record GsRamEntry(int record, Rec rec, boolean stashed) {
    public static final Layout LAYOUT = new Layout("gs_ram_entry", 0x10, "rac2-formats §4.2; Wrench level_core.h (GsRamEntry)");
    public static final Field PSM = LAYOUT.s32("psm", 0x0, "0 PSMCT32 palette, 1 PSMCT16 palette, 0x13 PSMT8");
    public static final Field WIDTH = LAYOUT.s16("width", 0x4, "");
    public static final Field HEIGHT = LAYOUT.s16("height", 0x6, "");
    public static final Field ADDRESS = LAYOUT.s32("address", 0x8, "byte address in GS RAM");
    public static final Field REL_OFFSET = LAYOUT.s32("rel_offset", 0xc, "the entry's offset field (stash: relative to the stash)");
    public static final int SIZE = 16;

    public long offset() { return rec.offset(); }
    public int psm() { return rec.i(PSM); }
    public short width() { return (short) rec.i(WIDTH); }
    public short height() { return (short) rec.i(HEIGHT); }
    public int address() { return rec.i(ADDRESS); }
    public int relOffset() { return rec.i(REL_OFFSET); }
}
