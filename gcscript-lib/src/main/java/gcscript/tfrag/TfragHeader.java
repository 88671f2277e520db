package gcscript.tfrag;

import gcscript.bytes.ByteReader;

/**
 * One 0x40-byte per-tfrag ("patch") header (docs/formats/tfrag.md), every field, raw. {@code offset} is the absolute
 * offset of the header; {@code dataStart} the block-relative start of the patch's data region
 * (table_offset + data), which every {@code *_ofs} is relative to. Field 0x32 is {@code light_end_ofs} in
 * RAC1/GC/UYA (DL reuses it).
 */
public record TfragHeader(
        int index, long offset, int dataStart,
        float bsphereX, float bsphereY, float bsphereZ, float bsphereR,
        int data, int lod2Ofs, int sharedOfs, int lod1Ofs, int lod0Ofs, int texOfs, int rgbaOfs,
        int commonSize, int lod2Size, int lod1Size, int lod0Size,
        int lod2RgbaCount, int lod1RgbaCount, int lod0RgbaCount, int baseOnly,
        int textureCount, int rgbaSize, int rgbaVertsLoc, int occlIndexStash, int msphereCount, int flags,
        int msphereOfs, int lightOfs, int lightEndOfs,
        int dirLightsOne, int dirLightsUpd, int pointLights, int cubeOfs, int occlIndex,
        int vertCount, int triCount, int mipDist) {

    public static final int SIZE = 0x40;

    /** Field offsets inside the header, for error paths that point at the field. */
    public static final int OFS_DATA = 0x10, OFS_LOD_2_OFS = 0x14, OFS_SHARED_OFS = 0x16, OFS_LOD_1_OFS = 0x18,
            OFS_LOD_0_OFS = 0x1a, OFS_TEX_OFS = 0x1c, OFS_RGBA_OFS = 0x1e, OFS_COMMON_SIZE = 0x20,
            OFS_LOD_2_SIZE = 0x21, OFS_LOD_1_SIZE = 0x22, OFS_LOD_0_SIZE = 0x23, OFS_TEXTURE_COUNT = 0x28,
            OFS_RGBA_SIZE = 0x29, OFS_MSPHERE_COUNT = 0x2c, OFS_MSPHERE_OFS = 0x2e, OFS_LIGHT_OFS = 0x30,
            OFS_CUBE_OFS = 0x38, OFS_VERT_COUNT = 0x3c, OFS_TRI_COUNT = 0x3d;

    /**
     * Reads header {@code index} of the table at {@code tableOffset}. Only the data offset is checked here (it
     * must land inside the block); list ranges are checked by {@link TfragLists#of}.
     */
    public static TfragHeader read(ByteReader b, int tableOffset, int index, String path) {
        int h = tableOffset + index * SIZE;
        b.requireRange(path, h, SIZE);
        int data = b.s32(path + ".data", h + 0x10);
        long start = (long) tableOffset + data;
        if (start < 0 || start >= b.length()) {
            throw b.error(path + ".data", h + 0x10, "table_offset + data inside the block [0x0, 0x"
                    + Integer.toHexString(b.length()) + ")", "0x" + Long.toHexString(start));
        }
        return readRaw(b, tableOffset, index, path);
    }

    /**
     * The fields as stored, without checking {@code data}: for listing a header whose patch could not be
     * decoded. {@code dataStart} is then -1 if the data offset points outside the block.
     */
    public static TfragHeader readRaw(ByteReader b, int tableOffset, int index, String path) {
        int h = tableOffset + index * SIZE;
        b.requireRange(path, h, SIZE);
        int data = b.s32(path + ".data", h + 0x10);
        long start = (long) tableOffset + data;
        if (start < 0 || start >= b.length()) start = -1;
        return new TfragHeader(index, b.absolute(h), (int) start,
                b.f32(path, h), b.f32(path, h + 4), b.f32(path, h + 8), b.f32(path, h + 12),
                data, b.u16(path, h + 0x14), b.u16(path, h + 0x16), b.u16(path, h + 0x18), b.u16(path, h + 0x1a),
                b.u16(path, h + 0x1c), b.u16(path, h + 0x1e),
                b.u8(path, h + 0x20), b.u8(path, h + 0x21), b.u8(path, h + 0x22), b.u8(path, h + 0x23),
                b.u8(path, h + 0x24), b.u8(path, h + 0x25), b.u8(path, h + 0x26), b.u8(path, h + 0x27),
                b.u8(path, h + 0x28), b.u8(path, h + 0x29), b.u8(path, h + 0x2a), b.u8(path, h + 0x2b),
                b.u8(path, h + 0x2c), b.u8(path, h + 0x2d),
                b.u16(path, h + 0x2e), b.u16(path, h + 0x30), b.u16(path, h + 0x32),
                b.u8(path, h + 0x34), b.u8(path, h + 0x35), b.u16(path, h + 0x36), b.u16(path, h + 0x38),
                b.u16(path, h + 0x3a), b.u8(path, h + 0x3c), b.u8(path, h + 0x3d), b.u16(path, h + 0x3e));
    }

    /** Block-relative offset of the header field at {@code fieldOfs} (for errors). */
    public int fieldAt(int tableOffset, int fieldOfs) { return tableOffset + index * SIZE + fieldOfs; }
}
