package gcscript.tfrag;

import gcscript.bytes.ByteReader;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import gcscript.layout.Type;

/**
 * One 0x40-byte per-tfrag ("patch") header (docs/formats/tfrag.md). The fields are declared
 * once in {@link #LAYOUT}, which the reader, the {@code patches()} columns and the error paths share.
 * {@code offset} is the absolute offset of the header; {@code dataStart} the block-relative start of the
 * patch's data region (table_offset + data), which every {@code *_ofs} is relative to. Field 0x32 is
 * {@code light_end_ofs} in RAC1/GC/UYA (DL reuses it).
 */
public final class TfragHeader {
    public static final Layout LAYOUT = new Layout("tfrag_header", 0x40, "rac2-formats §5.2; Wrench tfrag.h (TfragHeader)");
    public static final Field[] BSPHERE = LAYOUT.array("bsphere", 0x00, Type.F32, "bounding sphere centre and radius, world units", "x", "y", "z", "r");
    public static final Field DATA = LAYOUT.s32("data", 0x10, "start of the patch data, relative to the header table");
    public static final Field LOD_2_OFS = LAYOUT.u16("lod_2_ofs", 0x14, "LOD-2 list, relative to the data start");
    public static final Field SHARED_OFS = LAYOUT.u16("shared_ofs", 0x16, "common (shared) list");
    public static final Field LOD_1_OFS = LAYOUT.u16("lod_1_ofs", 0x18, "LOD-1 list");
    public static final Field LOD_0_OFS = LAYOUT.u16("lod_0_ofs", 0x1a, "LOD-0 list");
    public static final Field TEX_OFS = LAYOUT.u16("tex_ofs", 0x1c, "AD-GIF blocks");
    public static final Field RGBA_OFS = LAYOUT.u16("rgba_ofs", 0x1e, "vertex colours");
    public static final Field COMMON_SIZE = LAYOUT.u8("common_size", 0x20, "common list size, qwords");
    public static final Field LOD_2_SIZE = LAYOUT.u8("lod_2_size", 0x21, "LOD-2 list size, qwords");
    public static final Field LOD_1_SIZE = LAYOUT.u8("lod_1_size", 0x22, "LOD-1 list size, qwords");
    public static final Field LOD_0_SIZE = LAYOUT.u8("lod_0_size", 0x23, "LOD-0 list size, qwords");
    public static final Field LOD_2_RGBA_COUNT = LAYOUT.u8("lod_2_rgba_count", 0x24, "");
    public static final Field LOD_1_RGBA_COUNT = LAYOUT.u8("lod_1_rgba_count", 0x25, "");
    public static final Field LOD_0_RGBA_COUNT = LAYOUT.u8("lod_0_rgba_count", 0x26, "");
    public static final Field BASE_ONLY = LAYOUT.u8("base_only", 0x27, "");
    public static final Field TEXTURE_COUNT = LAYOUT.u8("texture_count", 0x28, "AD-GIF blocks at tex_ofs");
    public static final Field RGBA_SIZE = LAYOUT.u8("rgba_size", 0x29, "vertex colour block size, qwords");
    public static final Field RGBA_VERTS_LOC = LAYOUT.u8("rgba_verts_loc", 0x2a, "");
    public static final Field OCCL_INDEX_STASH = LAYOUT.u8("occl_index_stash", 0x2b, "");
    public static final Field MSPHERE_COUNT = LAYOUT.u8("msphere_count", 0x2c, "");
    public static final Field FLAGS = LAYOUT.u8("flags", 0x2d, "");
    public static final Field MSPHERE_OFS = LAYOUT.u16("msphere_ofs", 0x2e, "");
    public static final Field LIGHT_OFS = LAYOUT.u16("light_ofs", 0x30, "light records");
    public static final Field LIGHT_END_OFS = LAYOUT.u16("light_end_ofs", 0x32, "end of the light records (DL: another meaning)");
    public static final Field DIR_LIGHTS_ONE = LAYOUT.u8("dir_lights_one", 0x34, "");
    public static final Field DIR_LIGHTS_UPD = LAYOUT.u8("dir_lights_upd", 0x35, "");
    public static final Field POINT_LIGHTS = LAYOUT.u16("point_lights", 0x36, "");
    public static final Field CUBE_OFS = LAYOUT.u16("cube_ofs", 0x38, "");
    public static final Field OCCL_INDEX = LAYOUT.u16("occl_index", 0x3a, "");
    public static final Field VERT_COUNT = LAYOUT.u8("vert_count", 0x3c, "positions");
    public static final Field TRI_COUNT = LAYOUT.u8("tri_count", 0x3d, "LOD-0 triangles");
    public static final Field MIP_DIST = LAYOUT.u16("mip_dist", 0x3e, "");

    public static final int SIZE = 0x40;

    private final int index;
    private final int dataStart;
    private final Rec rec;

    private TfragHeader(int index, int dataStart, Rec rec) {
        this.index = index;
        this.dataStart = dataStart;
        this.rec = rec;
    }

    /**
     * Reads header {@code index} of the table at {@code tableOffset}. Only the data offset is checked here (it
     * must land inside the block); list ranges are checked by {@link TfragLists#of}.
     */
    public static TfragHeader read(ByteReader b, int tableOffset, int index, String path) {
        TfragHeader h = readRaw(b, tableOffset, index, path);
        if (h.dataStart < 0) {
            throw h.rec.error(DATA, "table_offset + data inside the block [0x0, 0x" + Integer.toHexString(b.length()) + ")",
                    "0x" + Long.toHexString((long) tableOffset + h.data()));
        }
        return h;
    }

    /**
     * The fields as stored, without checking {@code data}: for listing a header whose patch could not be
     * decoded. {@code dataStart} is then -1 if the data offset points outside the block.
     */
    public static TfragHeader readRaw(ByteReader b, int tableOffset, int index, String path) {
        Rec r = LAYOUT.read(b, tableOffset + (long) index * SIZE, path);
        long start = (long) tableOffset + r.i(DATA);
        if (start < 0 || start >= b.length()) start = -1;
        return new TfragHeader(index, (int) start, r);
    }

    /** The record as stored (every field of {@link #LAYOUT}). */
    public Rec rec() { return rec; }
    public int index() { return index; }
    /** Absolute offset of the header. */
    public long offset() { return rec.offset(); }
    /** Block-relative start of the data region, or -1 when {@code data} points outside the block. */
    public int dataStart() { return dataStart; }
    /** Absolute offset of a field of this header (for errors and checks). */
    public long offsetOf(Field f) { return rec.offsetOf(f); }
    /** Block-relative offset of a field of this header. */
    public long relativeOffsetOf(Field f) { return rec.relativeOffset() + f.offset(); }

    public float bsphereX() { return rec.f(BSPHERE[0]); }
    public float bsphereY() { return rec.f(BSPHERE[1]); }
    public float bsphereZ() { return rec.f(BSPHERE[2]); }
    public float bsphereR() { return rec.f(BSPHERE[3]); }
    public int data() { return rec.i(DATA); }
    public int lod2Ofs() { return rec.i(LOD_2_OFS); }
    public int sharedOfs() { return rec.i(SHARED_OFS); }
    public int lod1Ofs() { return rec.i(LOD_1_OFS); }
    public int lod0Ofs() { return rec.i(LOD_0_OFS); }
    public int texOfs() { return rec.i(TEX_OFS); }
    public int rgbaOfs() { return rec.i(RGBA_OFS); }
    public int commonSize() { return rec.i(COMMON_SIZE); }
    public int lod2Size() { return rec.i(LOD_2_SIZE); }
    public int lod1Size() { return rec.i(LOD_1_SIZE); }
    public int lod0Size() { return rec.i(LOD_0_SIZE); }
    public int textureCount() { return rec.i(TEXTURE_COUNT); }
    public int rgbaSize() { return rec.i(RGBA_SIZE); }
    public int msphereCount() { return rec.i(MSPHERE_COUNT); }
    public int msphereOfs() { return rec.i(MSPHERE_OFS); }
    public int lightOfs() { return rec.i(LIGHT_OFS); }
    public int lightEndOfs() { return rec.i(LIGHT_END_OFS); }
    public int cubeOfs() { return rec.i(CUBE_OFS); }
    public int occlIndex() { return rec.i(OCCL_INDEX); }
    public int vertCount() { return rec.i(VERT_COUNT); }
    public int triCount() { return rec.i(TRI_COUNT); }
    public int mipDist() { return rec.i(MIP_DIST); }
}
