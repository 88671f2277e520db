package gcscript.moby;

import gcscript.classblock.VertexDecodes;
import gcscript.gs.AdQword;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import gcscript.layout.Scaled;
import gcscript.layout.Type;

/**
 * The stored records of a moby class block (rac2-formats-phase2 §1), each declared once: names are the
 * reference's, in lower_snake; table columns, error paths and check offsets all come from here.
 */
public final class MobyLayouts {
    private MobyLayouts() {}

    // ---- class header (§1.2), 0x48 bytes ----------------------------------------------------------------
    public static final Layout CLASS_HEADER = new Layout("moby_class_header", 0x48, "rac2-formats-phase2 §1.2");
    public static final Field PACKET_TABLE_OFFSET = CLASS_HEADER.s32("packet_table_offset", 0x00, "class-relative; 0 = no mesh");
    public static final Field HIGH_LOD_COUNT = CLASS_HEADER.u8("high_lod_count", 0x04, "packets 0 .. high-1");
    public static final Field LOW_LOD_COUNT = CLASS_HEADER.u8("low_lod_count", 0x05, "packets high .. high+low-1");
    public static final Field METAL_COUNT = CLASS_HEADER.u8("metal_count", 0x06, "metal (chrome/glass) packets");
    public static final Field METAL_BEGIN = CLASS_HEADER.u8("metal_begin", 0x07, "table index of the first metal packet (writer: high + low)");
    public static final Field JOINT_COUNT = CLASS_HEADER.u8("joint_count", 0x08, "skeleton joints (<= 0x6f)");
    public static final Field UNKNOWN_9 = CLASS_HEADER.u8("unknown_9", 0x09, "copied through");
    public static final Field RAC1_BYTE_A = CLASS_HEADER.u8("rac1_byte_a", 0x0a, "R&C1-format classes only");
    public static final Field FORMAT_SELECTOR = CLASS_HEADER.u8("rac12_byte_b", 0x0b, "format selector: 0 = GC moby format, else R&C1 format");
    public static final Field SEQUENCE_COUNT = CLASS_HEADER.u8("sequence_count", 0x0c, "s32 sequence offsets at +0x48");
    public static final Field SOUND_COUNT = CLASS_HEADER.u8("sound_count", 0x0d, "0x20-byte sound defs");
    public static final Field LOD_TRANS = CLASS_HEADER.u8("lod_trans", 0x0e, "builder default 0x20");
    public static final Field SHADOW = CLASS_HEADER.u8("shadow", 0x0f, "16-byte records before the skeleton");
    public static final Field COLLISION = CLASS_HEADER.s32("collision", 0x10, "class-relative, 0 = none");
    public static final Field SKELETON = CLASS_HEADER.s32("skeleton", 0x14, "class-relative; joint_count x 0x40 Mat4");
    public static final Field COMMON_TRANS = CLASS_HEADER.s32("common_trans", 0x18, "class-relative; joint_count x 0x10");
    public static final Field JOINTS = CLASS_HEADER.s32("joints", 0x1c, "class-relative joint-list block");
    public static final Field GIF_USAGE = CLASS_HEADER.s32("gif_usage", 0x20, "class-relative gif_usage table, 0 = none");
    public static final Field SCALE = CLASS_HEADER.f32("scale", 0x24, "position = s16 x scale / 1024");
    public static final Field SOUND_DEFS = CLASS_HEADER.s32("sound_defs", 0x28, "class-relative, sound_count x 0x20");
    public static final Field BANGLES = CLASS_HEADER.u8("bangles", 0x2c, "qword offset of the bangle block, 0 = none");
    public static final Field MIP_DIST = CLASS_HEADER.u8("mip_dist", 0x2d, "builder default 8");
    public static final Field CORNCOB = CLASS_HEADER.s16("corncob", 0x2e, "qword offset of the corncob block, 0 = none");
    public static final Field[] BSPHERE = CLASS_HEADER.array("bsphere", 0x30, Type.F32, "bounding sphere (class space)", "x", "y", "z", "w");
    public static final Field GLOW_RGBA = CLASS_HEADER.s32("glow_rgba", 0x40, "");
    public static final Field MODE_BITS = CLASS_HEADER.s16("mode_bits", 0x44, "builder default 0x5000");
    public static final Field TYPE = CLASS_HEADER.u8("type", 0x46, "");
    public static final Field MODE_BITS2 = CLASS_HEADER.u8("mode_bits2", 0x47, "");

    // ---- mesh-only header (rac2-global-wads §11.2), 0x10: ARMOR.WAD's armours and wrenches ------------------
    /**
     * The header of a "mesh-only" class (Wrench's MobyArmorHeader): the four count bytes of the class header's
     * +0x04..+0x07, then the packet-table and gif_usage offsets; no skeleton, sequences, collision or scale.
     */
    public static final Layout MESH_HEADER = new Layout("moby_mesh_only_header", 0x10, "rac2-global-wads §11.2");
    public static final Field MESH_HIGH_LOD_COUNT = MESH_HEADER.u8("high_lod_count", 0x0, "packets 0 .. high-1");
    public static final Field MESH_LOW_LOD_COUNT = MESH_HEADER.u8("low_lod_count", 0x1, "packets high .. high+low-1");
    public static final Field MESH_METAL_COUNT = MESH_HEADER.u8("metal_count", 0x2, "metal (chrome/glass) packets");
    public static final Field MESH_METAL_BEGIN = MESH_HEADER.u8("metal_begin", 0x3, "table index of the first metal packet (writer: high + low)");
    public static final Field MESH_PACKET_TABLE_OFFSET = MESH_HEADER.s32("packet_table_offset", 0x4, "block-relative; Wrench writes 0x10");
    public static final Field MESH_GIF_USAGE = MESH_HEADER.s32("gif_usage", 0x8, "block-relative gif_usage table, 0 = none");
    public static final Field MESH_PAD = MESH_HEADER.s32("pad", 0xc, "0");
    /** Where Wrench's writer puts the packet table, right after the header (W-old rejected a GC armour with more). */
    public static final int MESH_PACKET_TABLE_AT = 0x10;

    /** The s32 sequence offsets right after the header (sequence_count of them, §1.2 +0x48). */
    public static final Layout SEQUENCE_SLOT = new Layout("moby_sequence_offset", 4, "rac2-formats-phase2 §1.2");
    public static final Field SEQUENCE_OFFSET = SEQUENCE_SLOT.s32("sequence_offset", 0, "class-relative; 0 = no sequence in that slot");
    public static final int SEQUENCES_AT = 0x48;

    // ---- packet entry (§1.5), 0x10 ---------------------------------------------------------------------
    public static final Layout PACKET_ENTRY = new Layout("moby_packet_entry", 0x10, "rac2-formats-phase2 §1.5");
    public static final Field VIF_LIST_OFFSET = PACKET_ENTRY.u32("vif_list_offset", 0x0, "class-relative, 16-aligned");
    public static final Field VIF_LIST_SIZE = PACKET_ENTRY.u16("vif_list_size", 0x4, "VIF list length in qwords (the notes' vertex_count)");
    public static final Field VIF_LIST_TEXTURE_UNPACK_OFFSET = PACKET_ENTRY.u16("vif_list_texture_unpack_offset", 0x6, "0 = no texture UNPACK; else qwords from it to the list end");
    public static final Field VERTEX_OFFSET = PACKET_ENTRY.u32("vertex_offset", 0x8, "class-relative offset of the vertex-table header");
    public static final Field VERTEX_DATA_SIZE = PACKET_ENTRY.u8("vertex_data_size", 0xc, "qwords from the vertex header to the end of the epilogue");
    public static final Field UNKNOWN_D = PACKET_ENTRY.u8("unknown_d", 0xd, "(15 + 6n) / 16, n = transfer_vertex_count");
    public static final Field UNKNOWN_E = PACKET_ENTRY.u8("unknown_e", 0xe, "(3 + n) / 4");
    public static final Field TRANSFER_VERTEX_COUNT = PACKET_ENTRY.u8("transfer_vertex_count", 0xf, "vertices sent to VU1");

    // ---- metal vertex table header (§1.11), 0x10 ------------------------------------------------------------
    public static final Layout METAL_VERTEX_HEADER = new Layout("moby_metal_vertex_table", 0x10, "rac2-formats-phase2 §1.11");
    public static final Field METAL_VERTEX_COUNT = METAL_VERTEX_HEADER.s32("vertex_count", 0x0, "MetalVertex records of 0x10 after the header");
    public static final Field[] METAL_UNKNOWN = METAL_VERTEX_HEADER.array("unknown", 0x4, Type.S32, "opaque", "4", "8", "c");
    /** MetalVertex (§1.11), vertex_count of them after the header: s16 x, y, z, then ten bytes without a published meaning. */
    public static final Layout METAL_VERTEX = new Layout("moby_metal_vertex", 0x10, "rac2-formats-phase2 §1.11");
    public static final Field METAL_X = METAL_VERTEX.s16("x_raw", 0x0, "x (x scale / 1024, inferred)");
    public static final Field METAL_Y = METAL_VERTEX.s16("y_raw", 0x2, "y");
    public static final Field METAL_Z = METAL_VERTEX.s16("z_raw", 0x4, "z");
    public static final Field[] METAL_VERTEX_UNKNOWN = METAL_VERTEX.array("unknown", 0x6, Type.U8, "opaque",
            "6", "7", "8", "9", "a", "b", "c", "d", "e", "f");
    public static final int METAL_VERTEX_SIZE = METAL_VERTEX.size();
    /**
     * Metal positions decoded like regular ones (raw × scale / 1024): the reference gives the s16 triple but no decode,
     * and the class scale is the only one a metal packet has [inference].
     */
    public static final Scaled METAL_POS_X = VertexDecodes.position(METAL_X, "x");
    public static final Scaled METAL_POS_Y = VertexDecodes.position(METAL_Y, "y");
    public static final Scaled METAL_POS_Z = VertexDecodes.position(METAL_Z, "z");

    // ---- VIF list payloads (§1.6) -----------------------------------------------------------------------------
    /** One {s16 s, s16 t} pair of the ST UNPACK (V2_16), one per transferred vertex in VU order. */
    public static final Layout ST_PAIR = new Layout("moby_st", 4, "rac2-formats-phase2 §1.6");
    public static final Field S_RAW = ST_PAIR.s16("s", 0x0, "texture s, 1/4096 units");
    public static final Field T_RAW = ST_PAIR.s16("t", 0x2, "texture t, 1/4096 units");
    /** uv = stored s, t / 4096 (§1.6): meshes, the scene and previews decode through these. */
    public static final Scaled ST_U = VertexDecodes.uv(S_RAW, "u");
    public static final Scaled ST_V = VertexDecodes.uv(T_RAW, "v");

    /** MobyIndexHeader, the first 4 bytes of the index UNPACK (V4_8). */
    public static final Layout INDEX_HEADER = new Layout("moby_index_header", 4, "rac2-formats-phase2 §1.6");
    public static final Field INDEX_UNKNOWN_0 = INDEX_HEADER.u8("unknown_0", 0, "builder writes 0");
    public static final Field TEXTURE_UNPACK_QWORDS = INDEX_HEADER.u8("texture_unpack_offset_quadwords", 1, "NUM of the index UNPACK when textures exist, else 0");
    public static final Field SECRET_INDEX_0 = INDEX_HEADER.s8("secret_index_0", 2, "the first secret index (0 = stop)");
    public static final Field SECRET_0_VERTEX = INDEX_HEADER.bits("secret_index_0_vertex", 2, Type.U8, 0, 7, "vertex + 1 the secret pushes");
    public static final Field INDEX_PAD = INDEX_HEADER.u8("pad", 3, "must be 0");

    /**
     * One index byte (§1.9): s8; {@code > 0} pushes and kicks, {@code < 0} (bit 7) pushes without a kick, 0 takes the
     * next secret index. Bits 0-6 are the pushed vertex + 1 (0-based in VU order).
     */
    public static final Layout INDEX_BYTE = new Layout("moby_index", 1, "rac2-formats-phase2 §1.9");
    public static final Field INDEX = INDEX_BYTE.s8("index", 0, "s8: > 0 kick, < 0 no kick, 0 = secret index");
    public static final Field INDEX_VERTEX = INDEX_BYTE.bits("vertex_plus_1", 0, Type.U8, 0, 7, "pushed vertex + 1");

    /**
     * The secret-index slots seen across the texture payload: secret index k >= 1 sits at payload + (k-1)·0x10 + 0xC
     * (§1.10), i.e. {@link #SECRET_1} .. {@link #SECRET_4} of the primitives in order, read as s8.
     */
    public static final Layout SECRET_SLOT = new Layout("moby_secret_index", 0x10, "rac2-formats-phase2 §1.10");
    public static final Field SECRET_INDEX = SECRET_SLOT.s8("secret_index", 0xc, "s8; 0 = stop");
    public static final Field SECRET_VERTEX = SECRET_SLOT.bits("secret_index_vertex", 0xc, Type.U8, 0, 7, "vertex + 1 the secret pushes");

    /** What a walk step pushes: the pushed vertex (0-based, VU order) and whether it draws. */
    public record Push(int vertex, boolean kick) {}

    /** Index byte {@code i} of {@code bytes} as pushed (not for a 0 byte: that takes a secret index). */
    public static Push push(gcscript.layout.RecArray bytes, int i) {
        return new Push(bytes.i(i, INDEX_VERTEX) - 1, bytes.i(i, INDEX) > 0);
    }

    /** A secret index s pushes as b = s - 0x80: never positive (no kick), same low 7 bits (vertex + 1). */
    public static Push secretPush(int vertexPlus1) { return new Push(vertexPlus1 - 1, false); }

    // ---- vertex-table header, GC format (§1.7), 0x10 ------------------------------------------------------
    public static final Layout VERTEX_HEADER = new Layout("moby_vertex_table_header", 0x10, "rac2-formats-phase2 §1.7");
    public static final Field MATRIX_TRANSFER_COUNT = VERTEX_HEADER.u16("matrix_transfer_count", 0x0, "");
    public static final Field TWO_WAY = VERTEX_HEADER.u16("two_way_blend_vertex_count", 0x2, "");
    public static final Field THREE_WAY = VERTEX_HEADER.u16("three_way_blend_vertex_count", 0x4, "");
    public static final Field MAIN = VERTEX_HEADER.u16("main_vertex_count", 0x6, "");
    public static final Field DUPLICATES = VERTEX_HEADER.u16("duplicate_vertex_count", 0x8, "");
    public static final Field HEADER_TRANSFER = VERTEX_HEADER.u16("transfer_vertex_count", 0xa, "2-way + 3-way + main + duplicates");
    public static final Field VERTEX_TABLE_OFFSET = VERTEX_HEADER.u16("vertex_table_offset", 0xc, "from this header to the first record");
    public static final Field VERTEX_UNKNOWN_E = VERTEX_HEADER.u16("unknown_e", 0xe, "opaque");

    /** {u8 spr_joint_index, u8 vu0_dest_addr} at header + 0x10, matrix_transfer_count of them (§1.7). */
    public static final Layout MATRIX_TRANSFER = new Layout("moby_matrix_transfer", 2, "rac2-formats-phase2 §1.7");
    public static final Field TRANSFER_JOINT = MATRIX_TRANSFER.u8("spr_joint_index", 0, "joint sent to VU0");
    public static final Field TRANSFER_ADDR = MATRIX_TRANSFER.u8("vu0_dest_addr", 1, "qword address, multiple of 4 (slot = addr / 4)");

    /** A duplicate entry (u16, 8-aligned after the transfers): the cache slot << 7 (§1.7). */
    public static final Layout DUPLICATE = new Layout("moby_duplicate", 2, "rac2-formats-phase2 §1.7");
    public static final Field DUPLICATE_SLOT = DUPLICATE.bits("slot", 0, Type.U16, 7, 9, "vertex-cache slot written earlier in the LOD list");

    // ---- vertex record (§1.7), 0x10 ----------------------------------------------------------------------
    public static final Layout VERTEX = new Layout("moby_vertex", 0x10, "rac2-formats-phase2 §1.7");
    public static final Field LOW9 = VERTEX.bits("id_bits", 0x0, Type.U16, 0, 9, "pipelined ID (of vertex i - 7)");
    public static final Field HIGH7 = VERTEX.bits("high_bits", 0x0, Type.U16, 9, 7, "2-way/main: spr_joint_index; 3-way: load_addr_3 / 2");
    public static final Field B2 = VERTEX.u8("byte_2", 0x2, "load_addr_1");
    public static final Field B3 = VERTEX.u8("byte_3", 0x3, "2-/3-way: load_addr_2; main: store address");
    public static final Field B4 = VERTEX.u8("byte_4", 0x4, "weight_1");
    public static final Field B5 = VERTEX.u8("byte_5", 0x5, "weight_2");
    public static final Field B6 = VERTEX.u8("byte_6", 0x6, "2-way: store address; 3-way: weight_3");
    public static final Field B7 = VERTEX.u8("byte_7", 0x7, "store address of the blended matrix");
    public static final Field NORMAL_AZ = VERTEX.u8("normal_az", 0x8, "normal azimuth, x pi/128");
    public static final Field NORMAL_EL = VERTEX.u8("normal_el", 0x9, "normal elevation, x pi/128");
    public static final Field X = VERTEX.s16("x_raw", 0xa, "x (x scale / 1024)");
    public static final Field Y = VERTEX.s16("y_raw", 0xc, "y");
    public static final Field Z = VERTEX.s16("z_raw", 0xe, "z");
    /** Position = (x, y, z)_raw × scale / 1024, the class header's scale (§1.7): tables, meshes and the scene alike. */
    public static final Scaled POS_X = VertexDecodes.position(X, "x");
    public static final Scaled POS_Y = VertexDecodes.position(Y, "y");
    public static final Scaled POS_Z = VertexDecodes.position(Z, "z");

    /**
     * The last epilogue record's six halfwords at +4 .. +0xE: the pipelined IDs of the last vertices (§1.7). Only
     * bits 0-8 are the ID.
     */
    public static final Layout EPILOGUE_TAIL = new Layout("moby_epilogue_tail", 0x10, "rac2-formats-phase2 §1.7");
    public static final Field[] DEFERRED_ID = deferredIds();

    private static Field[] deferredIds() {
        Field[] f = new Field[6];
        for (int k = 0; k < 6; k++) f[k] = EPILOGUE_TAIL.bits("deferred_id_" + k, 4 + 2 * k, Type.U16, 0, 9, "pipelined ID");
        return f;
    }

    // ---- texture primitive (§1.10), 0x40 -----------------------------------------------------------------
    public static final Layout PRIMITIVE = new Layout("moby_texture_primitive", 0x40, "rac2-formats-phase2 §1.10");
    // four GifAdData12 {s32 data_lo, s32 data_hi, u8 address, ...}: the A+D fields and their decodes are gs.AdQword's
    public static final AdQword TEX1 = AdQword.declare(PRIMITIVE, "tex1", 0x00, "tex1");
    public static final Field TEX1_DATA_LO = TEX1.dataLo(), TEX1_DATA_HI = TEX1.dataHi(), TEX1_ADDRESS = TEX1.address();
    public static final Field TEX1_PAD = PRIMITIVE.u16("tex1_pad", 0x0a, "builder writes 0x41a0");
    public static final Field SECRET_1 = PRIMITIVE.s32("secret_1", 0x0c, "secret index slot");
    public static final AdQword CLAMP = AdQword.declare(PRIMITIVE, "clamp", 0x10, "clamp");
    public static final Field CLAMP_DATA_LO = CLAMP.dataLo(), CLAMP_DATA_HI = CLAMP.dataHi(), CLAMP_ADDRESS = CLAMP.address();
    public static final Field SECRET_2 = PRIMITIVE.s32("secret_2", 0x1c, "secret index slot");
    /** TEX0 data_lo: the class texture slot; -1 none, -2 chrome, -3 glass. */
    public static final AdQword TEX0 = AdQword.declare(PRIMITIVE, "tex0", 0x20, "tex0");
    public static final Field TEX0_DATA_LO = TEX0.dataLo(), TEX0_DATA_HI = TEX0.dataHi(), TEX0_ADDRESS = TEX0.address();
    public static final Field SECRET_3 = PRIMITIVE.s32("secret_3", 0x2c, "secret index slot");
    /** MIPTBP1: data words filled at load. */
    public static final AdQword MIPTBP1 = AdQword.declare(PRIMITIVE, "miptbp1", 0x30, "miptbp1");
    public static final Field MIPTBP1_DATA_LO = MIPTBP1.dataLo(), MIPTBP1_DATA_HI = MIPTBP1.dataHi(), MIPTBP1_ADDRESS = MIPTBP1.address();
    public static final Field SECRET_4 = PRIMITIVE.s32("secret_4", 0x3c, "secret index slot");


    // ---- skeleton and common_trans (§1.12) ----------------------------------------------------------------
    public static final Layout JOINT_MATRIX = new Layout("moby_joint_matrix", 0x40, "rac2-formats-phase2 §1.12");
    public static final Field[] M = JOINT_MATRIX.array("m", 0, Type.F32, "Mat4, four Vec4f (translation at 12/28/44)",
            "00", "01", "02", "03", "10", "11", "12", "13", "20", "21", "22", "23", "30", "31", "32", "33");
    public static final Layout COMMON_TRANS_REC = new Layout("moby_trans", 0x10, "rac2-formats-phase2 §1.12");
    public static final Field[] TRANS = COMMON_TRANS_REC.array("trans", 0, Type.F32, "common_trans vector", "x", "y", "z");
    public static final Field PARENT_OFFSET = COMMON_TRANS_REC.u16("parent_offset", 0xc, "parent index x 0x40");
    public static final Field SEVENTY = COMMON_TRANS_REC.u16("seventy", 0xe, "opaque");
    public static final int JOINT_STRIDE = 0x40;

    /** The parent joint's index: parent_offset / 0x40 (§1.12). */
    public static int parent(Rec trans) { return trans.i(PARENT_OFFSET) / JOINT_STRIDE; }

    // ---- gif_usage entry (§1.10) --------------------------------------------------------------------------
    public static final Layout GIF_USAGE_ENTRY = new Layout("moby_gif_usage", 0x10, "rac2-formats-phase2 §1.10");
    public static final Field[] GIF_TEXTURES = GIF_USAGE_ENTRY.array("texture_index", 0, Type.U8, "TEX0 slot, 0xff = none",
            "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11");
    /** Texture slots of one gif_usage entry: a packet holds at most this many texture primitives. */
    public static final int GIF_USAGE_SLOTS = 12;
    public static final Field OFFSET_AND_TERMINATOR = GIF_USAGE_ENTRY.u32("offset_and_terminator", 0xc,
            "class-relative qword holding the texture UNPACK; bit 31 on the last entry");
    /** offset_and_terminator split (§1.10): the same entry seen as its two bit fields. */
    public static final Layout GIF_USAGE_WORD = new Layout("moby_gif_usage_word", 0x10, "rac2-formats-phase2 §1.10");
    public static final Field GIF_QWORD = GIF_USAGE_WORD.bits("texture_unpack_qword", 0xc, Type.U32, 0, 31, "class-relative qword of the texture UNPACK code");
    public static final Field GIF_LAST = GIF_USAGE_WORD.bits("last", 0xc, Type.U32, 31, 1, "1 on the last entry");

    /** Class-relative offset of the entry's texture primitives: the qword after the one holding the UNPACK code. */
    public static long primitiveOffset(gcscript.layout.RecArray words, int i) { return words.get(i, GIF_QWORD) + 0x10; }

    public static final int VU_BUFFER_VERTICES = 97;
    public static final int CACHE_SLOTS = 512;
    public static final int MATRIX_SLOTS = 64;
    public static final int ST_ADDR = 0xc2, INDEX_ADDR = 0x12d;
}
