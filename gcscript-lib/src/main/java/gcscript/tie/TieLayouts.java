package gcscript.tie;

import static gcscript.classblock.VertexDecodes.position;
import static gcscript.classblock.VertexDecodes.uv;

import gcscript.gs.AdQword;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Scaled;
import gcscript.layout.Type;

/** The stored records of a tie class block (rac2-formats-phase2 §2.1–§2.4), one layout each. */
public final class TieLayouts {
    private TieLayouts() {}

    private static final String SRC = "rac2-formats-phase2 §2 (W tie.h GcUyaDlTieClassHeader; N readTieClassHeader)";
    private static final String[] LODS = {"lod0", "lod1", "lod2"};

    // ---- class header, 0x80 --------------------------------------------------------------------------
    public static final Layout HEADER = new Layout("tie_class_header", 0x80, SRC);
    public static final Field[] PACKETS = HEADER.array("packets", 0x00, Type.S32,
            "class-relative offset of the LOD's packet-header table", LODS);
    public static final Field[] PACKET_COUNT = HEADER.array("packet_count", 0x0c, Type.U8, "packets in the LOD", LODS);
    public static final Field TEXTURE_COUNT = HEADER.u8("texture_count", 0x0f, "0x50-byte AD-GIF blocks at ad_gif_ofs");
    public static final Field NEAR_DIST = HEADER.f32("near_dist", 0x10, "LOD distance");
    public static final Field MID_DIST = HEADER.f32("mid_dist", 0x14, "LOD distance");
    public static final Field FAR_DIST = HEADER.f32("far_dist", 0x18, "LOD distance");
    public static final Field AD_GIF_OFS = HEADER.s32("ad_gif_ofs", 0x1c, "class-relative offset of the AD-GIF blocks");
    public static final Field INSTANCE_INDEX = HEADER.s32("instance_index", 0x20, "runtime; 0 on disc (the notes read R&C1 counts here)");
    public static final Field[] CACHE_SIZES = HEADER.array("cache_sizes", 0x24, Type.S16, "[reader W+N]", LODS);
    public static final Field[] RGBA_REMAP_OFS = HEADER.array("rgba_remap_ofs", 0x2a, Type.S16,
            "N: relative to vert_normals; N asserts non-zero", LODS);
    public static final Field AMBIENT_RGBAS = HEADER.s32("ambient_rgbas", 0x30, "[reader W+N]");
    public static final Field VERT_NORMALS = HEADER.s32("vert_normals", 0x34, "class-relative; s16 x,y,z,w records (N)");
    public static final Field VERT_NORMAL_COUNT = HEADER.s16("vert_normal_count", 0x38, "[reader N]");
    public static final Field AMBIENT_SIZE = HEADER.s16("ambient_size", 0x3a, "[reader W+N]");
    public static final Field MODE_BITS = HEADER.s16("mode_bits", 0x3c, "N's guesses: 0x2/0x4 wind, 0x10 glow, 0x20 specular mask");
    public static final Field INSTANCE_COUNT = HEADER.s16("instance_count", 0x3e, "runtime");
    public static final Field SCALE = HEADER.f32("scale", 0x40, "position = s16 * scale / 1024");
    public static final Field O_CLASS = HEADER.s16("header_o_class", 0x44, "the header's o_class (0x44); equals the entry's");
    public static final Field T_CLASS = HEADER.s16("t_class", 0x46, "[reader W+N]");
    public static final Field MIP_DIST = HEADER.f32("mip_dist", 0x48, "[reader W+N]");
    public static final Field GLOW_RGBA = HEADER.s32("glow_rgba", 0x4c, "[reader W+N]");
    public static final Field[] BSPHERE = HEADER.array("bsphere", 0x50, Type.F32, "bounding sphere", "x", "y", "z", "radius");
    public static final Field[] LOD_VERT_COUNT = new Field[3], LOD_TRI_COUNT = new Field[3], LOD_STRIP_COUNT = new Field[3],
            LOD_PAD = new Field[3];
    static {
        for (int i = 0; i < 3; i++) {
            int at = 0x60 + 8 * i;
            LOD_VERT_COUNT[i] = HEADER.s16(LODS[i] + "_vert_count", at, "per-LOD total (unverified; measured by checks)");
            LOD_TRI_COUNT[i] = HEADER.s16(LODS[i] + "_tri_count", at + 2, "per-LOD total (unverified; measured by checks)");
            LOD_STRIP_COUNT[i] = HEADER.s16(LODS[i] + "_strip_count", at + 4, "per-LOD total (unverified; measured by checks)");
            LOD_PAD[i] = HEADER.s16(LODS[i] + "_pad", at + 6, "pad");
        }
    }
    public static final Field[] GLOW_REMAP_OFS = HEADER.array("glow_remap_ofs", 0x78, Type.S16, "[reader W+N]", LODS);
    public static final Field PAD_7E = HEADER.s16("pad_7e", 0x7e, "pad (W)");

    // ---- packet header, 0x10 -------------------------------------------------------------------------
    /** A vert_normals record (N): s16 x, y, z, w at header.vert_normals, vert_normal_count of them; no decode is published. */
    public static final Layout VERT_NORMAL = new Layout("tie_vert_normal", 8, SRC + " vert_normals (N)");
    public static final Field NORMAL_X = VERT_NORMAL.s16("x", 0, "");
    public static final Field NORMAL_Y = VERT_NORMAL.s16("y", 2, "");
    public static final Field NORMAL_Z = VERT_NORMAL.s16("z", 4, "");
    public static final Field NORMAL_W = VERT_NORMAL.s16("w", 6, "");

    public static final Layout PACKET = new Layout("tie_packet_header", 0x10, SRC + " TiePacketHeader");
    public static final Field DATA = PACKET.s32("data", 0x0, "packet body offset relative to this LOD's packet table");
    public static final Field SHADER_COUNT = PACKET.u8("shader_count", 0x4, "no decoder");
    public static final Field BFC_DISTANCE = PACKET.u8("bfc_distance", 0x5, "no decoder");
    public static final Field CONTROL_COUNT = PACKET.u8("control_count", 0x6, "no decoder");
    public static final Field CONTROL_SIZE = PACKET.u8("control_size", 0x7, "no decoder");
    public static final Field VERT_OFS = PACKET.u8("vert_ofs", 0x8, "qwords from the body start to the vertices");
    public static final Field VERT_SIZE = PACKET.u8("vert_size", 0x9, "qwords of dinky + fat vertices");
    public static final Field RGBA_COUNT = PACKET.u8("rgba_count", 0xa, "no decoder");
    public static final Field MULTIPASS_OFS = PACKET.u8("multipass_ofs", 0xb, "no decoder");
    public static final Field SCISSOR_OFS = PACKET.u8("scissor_ofs", 0xc, "no decoder");
    public static final Field SCISSOR_SIZE = PACKET.u8("scissor_size", 0xd, "no decoder");
    public static final Field MULTIPASS_TYPE = PACKET.u8("multipass_type", 0xe, "no decoder");
    public static final Field MULTIPASS_UV_SIZE = PACKET.u8("multipass_uv_size", 0xf, "no decoder");

    // ---- packet body head, 0x2c: AD-GIF dest/src, unpack header ------------------------------------------
    public static final Layout BODY = new Layout("tie_packet_body_head", 0x2c, SRC + " packet body");
    public static final Field[] DEST = BODY.array("ad_gif_dest", 0x00, Type.S32,
            "GS-packet qword offset where AD-GIF k+1 is inserted; 0 = unused", "0", "1", "2", "3");
    public static final Field[] SRC_OFS = BODY.array("ad_gif_src", 0x10, Type.S32,
            "byte offset into the class's AD-GIF array (/0x50 = texture slot)", "0", "1", "2", "3");
    public static final Field[] UNPACK = new Field[12];
    static {
        String[] names = {"unpack_0", "unpack_1", "unpack_2", "strip_count", "unpack_4", "unpack_5", "unpack_6", "unpack_7",
            "dinky_vertices_size_plus_four", "fat_vertices_size", "dinky_vertex_count", "fat_vertex_count"};
        String[] docs = {"unknown", "unknown", "unknown", "strips (W+N)", "unknown", "unknown", "unknown", "unknown",
            "W: dinky count = (b8 - 4) / 2", "W fat_vertices_size; N morphingVerticesSizePlusFourOverTwo",
            "N regularVertexCount (W unknown_14)", "N morphingVertexCount (W unknown_16)"};
        for (int i = 0; i < 12; i++) UNPACK[i] = BODY.u8(names[i], 0x20 + i, docs[i]);
    }

    // ---- strip, 4 bytes ------------------------------------------------------------------------------
    public static final Layout STRIP = new Layout("tie_strip", 4, SRC + " TieStrip");
    public static final Field STRIP_VERTEX_COUNT = STRIP.u8("vertex_count", 0, "vertices in the strip");
    public static final Field WINDING_BYTE1 = STRIP.u8("winding_byte1", 1, "N reads the winding flag here (W pad_1); the reading applied");
    public static final Field GIF_TAG_OFFSET = STRIP.u8("gif_tag_offset", 2, "GS-packet qword offset of the strip's GIF tag");
    public static final Field WINDING_BYTE3 = STRIP.u8("winding_byte3", 3, "W rc34_winding_order (RC3/4); not applied");

    // ---- vertices --------------------------------------------------------------------------------------
    public static final Layout DINKY = new Layout("tie_dinky_vertex", 0x10, SRC + " dinky vertex");
    public static final Field D_X = DINKY.s16("x_raw", 0x0, "s16 position");
    public static final Field D_Y = DINKY.s16("y_raw", 0x2, "s16 position");
    public static final Field D_Z = DINKY.s16("z_raw", 0x4, "s16 position");
    public static final Field D_GS = DINKY.u16("gs_addr", 0x6, "gs_packet_write_ofs");
    public static final Field D_S = DINKY.u16("s", 0x8, "u16 (N); W reads s16");
    public static final Field D_T = DINKY.u16("t", 0xa, "u16 (N); W reads s16");
    public static final Field D_Q = DINKY.u16("q", 0xc, "");
    public static final Field D_GS2 = DINKY.u16("gs_addr_2", 0xe, "gs_packet_write_ofs_2 (0 or equal = no copy)");
    /** Decoded dinky position x, y, z (raw × scale / 1024) and u, v (s, t / 4096). */
    public static final Scaled[] D_POS = {position(D_X, "x"), position(D_Y, "y"), position(D_Z, "z")};
    public static final Scaled D_U = uv(D_S, "u"), D_V = uv(D_T, "v");

    public static final Layout FAT = new Layout("tie_fat_vertex", 0x18, SRC + " fat vertex");
    public static final Field F_MX = FAT.s16("morph_x_raw", 0x0, "N: LOD-morph offset (W unknown)");
    public static final Field F_MY = FAT.s16("morph_y_raw", 0x2, "N: LOD-morph offset");
    public static final Field F_MZ = FAT.s16("morph_z_raw", 0x4, "N: LOD-morph offset");
    public static final Field F_GS = FAT.u16("gs_addr", 0x6, "gs_packet_write_ofs");
    public static final Field F_X = FAT.s16("x_raw", 0x8, "s16 position");
    public static final Field F_Y = FAT.s16("y_raw", 0xa, "s16 position");
    public static final Field F_Z = FAT.s16("z_raw", 0xc, "s16 position");
    public static final Field F_PAD = FAT.u16("pad", 0xe, "pad");
    public static final Field F_S = FAT.u16("s", 0x10, "u16 (N); W reads s16");
    public static final Field F_T = FAT.u16("t", 0x12, "u16 (N); W reads s16");
    public static final Field F_Q = FAT.u16("q", 0x14, "");
    public static final Field F_GS2 = FAT.u16("gs_addr_2", 0x16, "gs_packet_write_ofs_2");
    /** Decoded fat position, LOD-morph offset (both raw × scale / 1024) and u, v (s, t / 4096). */
    public static final Scaled[] F_POS = {position(F_X, "x"), position(F_Y, "y"), position(F_Z, "z")};
    public static final Scaled[] F_MORPH = {position(F_MX, "morph_x"), position(F_MY, "morph_y"), position(F_MZ, "morph_z")};
    public static final Scaled F_U = uv(F_S, "u"), F_V = uv(F_T, "v");

    // ---- N's strip control bytes, after the vertex buffer ------------------------------------------------
    public static final Layout CONTROL = new Layout("tie_control_byte", 1, SRC + " (N readTiePacketBody)");
    public static final Field CONTROL_BYTE = CONTROL.u8("control", 0, "0x03 continues; 0x07, 0xfc, 0xf6 end a strip (N)");

    // ---- AD-GIF block, 0x50 ------------------------------------------------------------------------------
    public static final Layout ADGIF = new Layout("tie_ad_gifs", 0x50, SRC + " TieAdGifs");
    public static final AdQword TEX0 = AdQword.declare(ADGIF, "tex0", 0x00, "tex0");
    public static final AdQword TEX1 = AdQword.declare(ADGIF, "tex1", 0x10, "tex1");
    public static final AdQword MIPTBP1 = AdQword.declare(ADGIF, "miptbp1", 0x20, "miptbp1");
    public static final AdQword CLAMP = AdQword.declare(ADGIF, "clamp", 0x30, "clamp");
    public static final AdQword MIPTBP2 = AdQword.declare(ADGIF, "miptbp2", 0x40, "miptbp2");
}
