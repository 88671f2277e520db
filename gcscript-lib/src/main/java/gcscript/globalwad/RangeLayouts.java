package gcscript.globalwad;

import gcscript.layout.Field;
import gcscript.layout.Layout;

/**
 * The records a global WAD header is made of (rac2-global-wads §0.3, §2.1): the 8-byte prologue and the three range
 * kinds. Every sector offset is relative to the WAD's first sector.
 */
public final class RangeLayouts {
    private RangeLayouts() {}

    static final String SRC = "rac2-global-wads §0.3, §2.1; Wrench src/core/util/binary_util.h";

    public static final Layout HEAD = new Layout("global_wad_head", 8, SRC);
    public static final Field HEADER_SIZE = HEAD.s32("header_size", 0, "bytes of the header; names the WAD");
    public static final Field SECTOR = HEAD.s32("sector", 4, "0 in the file; the WAD's LBA in the RC2.HDR copy");

    public static final Layout SECTOR_RANGE = new Layout("sector_range", 8, SRC);
    public static final Field SR_OFFSET = SECTOR_RANGE.s32("offset_sectors", 0, "first sector, from the WAD start");
    public static final Field SR_SIZE = SECTOR_RANGE.s32("size_sectors", 4, "sectors; empty when <= 0");

    public static final Layout SECTOR_BYTE_RANGE = new Layout("sector_byte_range", 8, SRC);
    public static final Field SBR_OFFSET = SECTOR_BYTE_RANGE.s32("offset_sectors", 0, "first sector, from the WAD start");
    public static final Field SBR_SIZE = SECTOR_BYTE_RANGE.s32("size_bytes", 4, "exact bytes; empty when <= 0");

    public static final Layout SECTOR32 = new Layout("sector32", 4, SRC);
    public static final Field S32_SECTOR = SECTOR32.s32("sector", 0, "first sector, from the WAD start; empty when <= 0");

    /** The three kinds of header slot. */
    public enum Kind {
        SECTOR_RANGE(RangeLayouts.SECTOR_RANGE), SECTOR_BYTE_RANGE(RangeLayouts.SECTOR_BYTE_RANGE), SECTOR32(RangeLayouts.SECTOR32);

        public final Layout layout;

        Kind(Layout layout) { this.layout = layout; }

        /** The slot's stored words: offset_sectors and the size word (-1 stands for none: a Sector32 has no size). */
        Field offset() { return layout.fields().get(0); }

        Field size() { return layout.fieldCount() > 1 ? layout.fields().get(1) : null; }
    }
}
