package gcscript.tfrag;

import gcscript.bytes.ByteReader;

/**
 * The 16-byte tfrag block header (docs/formats/tfrag.md). The design notes call it 12 bytes; the fourth word
 * ({@code mysterious_second_thingy}) is kept as Wrench keeps it. {@code thingy} is the LOD distance L.
 */
public record TfragBlockHeader(long offset, int tableOffset, int tfragCount, float thingy, long mysteriousSecondThingy,
                               gcscript.layout.Rec rec) {
    public static final int SIZE = 0x10;
    public static final gcscript.layout.Layout LAYOUT = new gcscript.layout.Layout("tfrag_block_header", SIZE,
            "rac2-formats §5.1; Wrench tfrag.h");
    public static final gcscript.layout.Field TABLE_OFFSET = LAYOUT.s32("table_offset", 0x0, "patch header table, from the block start");
    public static final gcscript.layout.Field TFRAG_COUNT = LAYOUT.s32("tfrag_count", 0x4, "patch headers");
    public static final gcscript.layout.Field THINGY = LAYOUT.f32("thingy", 0x8, "LOD distance L (world units)");
    public static final gcscript.layout.Field MYSTERIOUS_SECOND_THINGY = LAYOUT.u32("mysterious_second_thingy", 0xc, "");

    /** Reads the header and checks that the patch table fits in the block. */
    public static TfragBlockHeader read(ByteReader block, String path) {
        block.requireRange(path + ".header", 0, SIZE);   // a block too short for its header is named as such
        gcscript.layout.Rec h = LAYOUT.read(block, 0, path);
        int tableOffset = h.i(TABLE_OFFSET);
        int count = h.i(TFRAG_COUNT);
        if (tableOffset < SIZE || tableOffset > block.length()) {
            throw h.error(TABLE_OFFSET, "offset in [0x10, " + Long.toHexString(block.length()) + "]",
                    "0x" + Integer.toHexString(tableOffset));
        }
        if (count < 0) throw h.error(TFRAG_COUNT, "count >= 0", Integer.toString(count));
        block.requireArray(h.pathOf(TFRAG_COUNT), tableOffset, count, TfragHeader.SIZE);
        return new TfragBlockHeader(block.absolute(0), tableOffset, count, h.f(THINGY), h.u(MYSTERIOUS_SECOND_THINGY), h);
    }

    /** LOD switch distances [D0, D1, D2] = [6L, 4L, 2L] world units (notes, "LOD selection"). */
    public float[] switchDistances() { return new float[] {6 * thingy, 4 * thingy, 2 * thingy}; }
}
