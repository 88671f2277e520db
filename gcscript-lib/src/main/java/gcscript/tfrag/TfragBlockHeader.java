package gcscript.tfrag;

import gcscript.bytes.ByteReader;

/**
 * The 16-byte tfrag block header (docs/formats/tfrag.md). The design notes call it 12 bytes; the fourth word
 * ({@code mysterious_second_thingy}) is kept as Wrench keeps it. {@code thingy} is the LOD distance L.
 */
public record TfragBlockHeader(long offset, int tableOffset, int tfragCount, float thingy, long mysteriousSecondThingy) {
    public static final int SIZE = 0x10;

    /** Reads the header and checks that the patch table fits in the block. */
    public static TfragBlockHeader read(ByteReader block, String path) {
        block.requireRange(path + ".header", 0, SIZE);
        int tableOffset = block.s32(path + ".table_offset", 0x0);
        int count = block.s32(path + ".tfrag_count", 0x4);
        if (tableOffset < SIZE || tableOffset > block.length()) {
            throw block.error(path + ".table_offset", 0x0, "offset in [0x10, " + Long.toHexString(block.length()) + "]",
                    "0x" + Integer.toHexString(tableOffset));
        }
        if (count < 0) throw block.error(path + ".tfrag_count", 0x4, "count >= 0", Integer.toString(count));
        block.requireArray(path + ".tfrag_count", tableOffset, count, TfragHeader.SIZE);
        return new TfragBlockHeader(block.absolute(0), tableOffset, count,
                block.f32(path + ".thingy", 0x8), block.u32(path + ".mysterious_second_thingy", 0xc));
    }

    /** LOD switch distances [D0, D1, D2] = [6L, 4L, 2L] world units (notes, "LOD selection"). */
    public float[] switchDistances() { return new float[] {6 * thingy, 4 * thingy, 2 * thingy}; }
}
