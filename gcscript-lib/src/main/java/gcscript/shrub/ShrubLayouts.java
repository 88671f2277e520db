package gcscript.shrub;

import static gcscript.classblock.VertexDecodes.position;
import static gcscript.classblock.VertexDecodes.uv;

import gcscript.gs.AdQword;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Scaled;
import gcscript.layout.Type;

/** The stored records of a shrub class block (rac2-formats-phase2 §3.1–§3.4), one layout each. */
public final class ShrubLayouts {
    private ShrubLayouts() {}

    private static final String SRC = "rac2-formats-phase2 §3 (W shrub.h; N readShrubClassHeader/readShrubPacket)";

    // ---- class header, 0x40 --------------------------------------------------------------------------
    public static final Layout HEADER = new Layout("shrub_class_header", 0x40, SRC + " ShrubClassHeader");
    public static final Field[] BSPHERE = HEADER.array("bsphere", 0x00, Type.F32, "bounding sphere (W's builder: / scale)",
            "x", "y", "z", "radius");
    public static final Field MIP_DISTANCE = HEADER.f32("mip_distance", 0x10, "the notes' size");
    public static final Field MODE_BITS = HEADER.u16("mode_bits", 0x14, "0 or 4 on retail (notes)");
    public static final Field INSTANCE_COUNT = HEADER.s16("instance_count", 0x16, "runtime");
    public static final Field INSTANCES_POINTER = HEADER.s32("instances_pointer", 0x18, "runtime");
    public static final Field BILLBOARD_OFFSET = HEADER.s32("billboard_offset", 0x1c, "class-relative; 0 = none");
    public static final Field SCALE = HEADER.f32("scale", 0x20, "position = s16 * scale / 1024");
    public static final Field O_CLASS = HEADER.s16("header_o_class", 0x24, "the header's o_class (0x24); equals the entry's");
    public static final Field S_CLASS = HEADER.s16("s_class", 0x26, "");
    public static final Field PACKET_COUNT = HEADER.s16("packet_count", 0x28, "the notes' count 1..55");
    public static final Field PAD_2A = HEADER.s16("pad_2a", 0x2a, "pad");
    public static final Field NORMALS_OFFSET = HEADER.s32("normals_offset", 0x2c, "class-relative; 24 normals, the block's last item");
    public static final Field PAD_30 = HEADER.s32("pad_30", 0x30, "pad");
    public static final Field DRAWN_COUNT = HEADER.s16("drawn_count", 0x34, "runtime");
    public static final Field SCIS_COUNT = HEADER.s16("scis_count", 0x36, "runtime");
    public static final Field BILLBOARD_COUNT = HEADER.s16("billboard_count", 0x38, "runtime");
    public static final Field[] PAD_3A = HEADER.array("pad", 0x3a, Type.S16, "pad", "3a", "3c", "3e");

    public static final Layout ENTRY = new Layout("shrub_packet_entry", 8, SRC + " ShrubPacketEntry");
    public static final Field ENTRY_OFFSET = ENTRY.s32("packet_offset", 0, "class-relative offset of the packet's VIF list");
    public static final Field ENTRY_SIZE = ENTRY.s32("packet_size", 4, "bytes, to the end of UNPACK #3's payload");

    // ---- UNPACK #1 payload ---------------------------------------------------------------------------
    public static final Layout PACKET = new Layout("shrub_packet_header", 0x10, SRC + " ShrubPacketHeader");
    public static final Field TEXTURE_COUNT = PACKET.s32("texture_count", 0, "T");
    public static final Field GIF_TAG_COUNT = PACKET.s32("gif_tag_count", 4, "G");
    public static final Field VERTEX_COUNT = PACKET.s32("vertex_count", 8, "V (padding copies included)");
    public static final Field VERTEX_OFFSET = PACKET.s32("vertex_offset", 0xc, "qwords: 1 + G + 4T");

    public static final Layout GIF_TAG = new Layout("shrub_vertex_gif_tag", 0x10, SRC + " ShrubVertexGifTag");
    public static final Field TAG_LO = GIF_TAG.u32("tag_lo", 0, "GIF tag bits 0..31 as stored");
    public static final Field TAG_HI = GIF_TAG.u32("tag_hi", 4, "GIF tag bits 32..63 as stored");
    public static final Field NLOOP = GIF_TAG.bits("nloop", 0, Type.U32, 0, 15, "vertices of the primitive");
    public static final Field EOP = GIF_TAG.bits("eop", 0, Type.U32, 15, 1, "set on the packet's last tag");
    public static final Field PRE = GIF_TAG.bits("pre", 4, Type.U32, 14, 1, "PRIM enable (bit 46)");
    public static final Field PRIM = GIF_TAG.bits("prim", 4, Type.U32, 15, 11, "PRIM register (bits 47..57)");
    public static final Field PRIM_TYPE = GIF_TAG.bits("prim_type", 4, Type.U32, 15, 3, "3 triangle list, 4 triangle strip");
    public static final Field FLG = GIF_TAG.bits("flg", 4, Type.U32, 26, 2, "0 = PACKED");
    public static final Field NREG = GIF_TAG.bits("nreg", 4, Type.U32, 28, 4, "3");
    public static final Field REGS = GIF_TAG.u32("regs", 8, "0x412: ST, RGBAQ, XYZF2");
    public static final Field TAG_GS = GIF_TAG.s32("gs_packet_offset", 0xc, "GS-packet qword offset of the tag");

    public static final Layout PRIMITIVE = new Layout("shrub_texture_primitive", 0x40, SRC + " ShrubTexturePrimitive");
    public static final AdQword TEX1 = AdQword.declare(PRIMITIVE, "tex1", 0x00, "tex1");
    public static final Field PRIM_GS = PRIMITIVE.s32("gs_packet_offset", 0x0c, "GS-packet qword offset of the AD-GIF");
    public static final AdQword CLAMP = AdQword.declare(PRIMITIVE, "clamp", 0x10, "clamp");
    public static final AdQword MIPTBP1 = AdQword.declare(PRIMITIVE, "miptbp1", 0x20, "miptbp1");
    public static final AdQword TEX0 = AdQword.declare(PRIMITIVE, "tex0", 0x30, "tex0");

    public static final Layout PART1 = new Layout("shrub_vertex_part1", 8, SRC + " ShrubVertexPart1");
    public static final Field X = PART1.s16("x_raw", 0, "s16 position");
    public static final Field Y = PART1.s16("y_raw", 2, "s16 position");
    public static final Field Z = PART1.s16("z_raw", 4, "s16 position");
    public static final Field GS = PART1.s16("gs_offset", 6, "GS-packet qword offset");
    /** Decoded position x, y, z (raw × scale / 1024). */
    public static final Scaled[] POS = {position(X, "x"), position(Y, "y"), position(Z, "z")};

    public static final Layout PART2 = new Layout("shrub_vertex_part2", 8, SRC + " ShrubVertexPart2");
    public static final Field S = PART2.s16("s", 0, "s16 (W); uv = s / 4096");
    public static final Field T = PART2.s16("t", 2, "s16 (W); uv = t / 4096");
    public static final Field H = PART2.s16("h", 4, "the writer stores 4096; meaning unpublished");
    public static final Field N_AND_STOP = PART2.u16("n_and_stop", 6, "normal index (bits 0..14) and VU stop flag (bit 15)");
    public static final Field NORMAL_INDEX = PART2.bits("normal_index", 6, Type.U16, 0, 15, "index into the 24-entry normal palette");
    public static final Field STOP = PART2.bits("stop", 6, Type.U16, 15, 1, "VU stop flag (W: set on record V - 4)");
    /** Decoded u, v (s, t / 4096). */
    public static final Scaled U = uv(S, "u"), V = uv(T, "v");

    public static final Layout NORMAL = new Layout("shrub_normal", 8, SRC + " ShrubNormal");
    public static final Field NX = NORMAL.s16("x_raw", 0, "× 1/32767");
    public static final Field NY = NORMAL.s16("y_raw", 2, "× 1/32767");
    public static final Field NZ = NORMAL.s16("z_raw", 4, "× 1/32767");
    public static final Field NPAD = NORMAL.s16("pad", 6, "0");
    /** Decoded unit normal x, y, z (raw / 32767). */
    public static final Scaled[] N_XYZ = {Scaled.of(NX, "x", 32767, "x_raw / 32767"), Scaled.of(NY, "y", 32767, "y_raw / 32767"),
        Scaled.of(NZ, "z", 32767, "z_raw / 32767")};

    /** The decoded normal's length, sqrt(x² + y² + z²) of the decoded components (1 for a well-formed palette). */
    public static double normalLength(double x, double y, double z) { return Math.sqrt(x * x + y * y + z * z); }

    public static final Layout BILLBOARD = new Layout("shrub_billboard", 0x40, SRC + " ShrubBillboard");
    public static final Field FADE_DISTANCE = BILLBOARD.f32("fade_distance", 0, "");
    public static final Field F4 = BILLBOARD.f32("float_04", 4, "W: width; the notes: an order of magnitude too large; unnamed");
    public static final Field F8 = BILLBOARD.f32("float_08", 8, "W: height; unnamed");
    public static final Field FC = BILLBOARD.f32("float_0c", 0xc, "W: z_ofs; unnamed");
    public static final AdQword BB_TEX1 = AdQword.declare(BILLBOARD, "tex1", 0x10, "tex1");
    public static final AdQword BB_TEX0 = AdQword.declare(BILLBOARD, "tex0", 0x20, "tex0");
    public static final AdQword BB_MIPTBP1 = AdQword.declare(BILLBOARD, "miptbp1", 0x30, "miptbp1");

    public static final int NORMALS = 24;
    /** VU1 input-buffer budget (qwords) and GS-packet budget (W setup_shrub_constraints). */
    public static final int VU_BUDGET = 0x76, GS_BUDGET = 168;
}
