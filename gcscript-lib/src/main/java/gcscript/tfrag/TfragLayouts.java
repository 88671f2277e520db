package gcscript.tfrag;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Type;

/**
 * The tfrag records that live inside VIF payloads and the patch's data region (rac2-formats §5.5,
 * docs/formats/tfrag.md "Records"), declared once, with the decodes beside them. The patch header, the block
 * header and the VU header have their own classes ({@link TfragHeader}, {@link TfragBlockHeader},
 * {@link VuHeader}).
 */
public final class TfragLayouts {
    private TfragLayouts() {}

    /** A position (V3_16 signed): offsets from the patch's base position, 1/1024 world units. */
    public static final Layout POSITION = new Layout("tfrag_position", 6, "rac2-formats §5.5 (TfragVertexPosition)");
    public static final Field X_RAW = POSITION.s16("x_raw", 0, "x = (base_x + x_raw) / 1024");
    public static final Field Y_RAW = POSITION.s16("y_raw", 2, "y = (base_y + y_raw) / 1024");
    public static final Field Z_RAW = POSITION.s16("z_raw", 4, "z = (base_z + z_raw) / 1024");
    /** The three coordinates in stored order. */
    public static final Field[] XYZ_RAW = {X_RAW, Y_RAW, Z_RAW};

    /** A vertex info (V4_16 signed). */
    public static final Layout VERTEX_INFO = new Layout("tfrag_vertex_info", 8, "rac2-formats §5.5 (TfragVertexInfo)");
    public static final Field S_RAW = VERTEX_INFO.s16("s_raw", 0, "texture s, see st()");
    public static final Field T_RAW = VERTEX_INFO.s16("t_raw", 2, "texture t, see st()");
    public static final Field PARENT = VERTEX_INFO.s16("parent", 4, "2 × parent position, 4096 = none");
    public static final Field VERTEX = VERTEX_INFO.s16("vertex", 6, "2 × position index");
    /** The four fields in stored order. */
    public static final Field[] VERTEX_INFO_FIELDS = {S_RAW, T_RAW, PARENT, VERTEX};

    /** A vertex colour (TfragRgba). */
    public static final Layout RGBA = new Layout("tfrag_rgba", 4, "rac2-formats §5.5 (TfragRgba)");
    public static final Field R = RGBA.u8("r", 0, "");
    public static final Field G = RGBA.u8("g", 1, "");
    public static final Field B = RGBA.u8("b", 2, "");
    public static final Field A = RGBA.u8("a", 3, "PS2 alpha, 0x80 = opaque");

    /**
     * A light record (TfragLight), 8 bytes, with both published readings declared over the same bytes: only
     * azimuth @2 and elevation @3 are agreed (docs/formats/tfrag.md).
     */
    public static final Layout LIGHT = new Layout("tfrag_light", 8, "rac2-formats §5.5 (TfragLight); noclip");
    public static final Field WRENCH_UNKNOWN_0 = LIGHT.s8("wrench_unknown_0", 0, "Wrench's reading");
    public static final Field WRENCH_INTENSITY = LIGHT.s8("wrench_intensity", 1, "Wrench's reading");
    public static final Field AZIMUTH = LIGHT.s8("azimuth", 2, "angle = azimuth × π / 128");
    public static final Field ELEVATION = LIGHT.s8("elevation", 3, "angle = elevation × π / 128");
    public static final Field WRENCH_COLOR = LIGHT.s16("wrench_color", 4, "Wrench's reading");
    public static final Field WRENCH_PAD = LIGHT.s16("wrench_pad", 6, "Wrench's reading");
    public static final Field NOCLIP_UNKNOWN = LIGHT.u16("noclip_unknown", 0, "noclip's reading");
    public static final Field NOCLIP_BRIGHTNESS = LIGHT.u16("noclip_brightness", 4, "noclip's reading");
    public static final Field NOCLIP_DIR_LIGHTS = LIGHT.u16("noclip_dir_lights", 6, "noclip's reading");

    /** Four 32-bit words: a STROW payload (the base position) or the 16-byte copy at light_ofs. */
    public static final Layout ROW = new Layout("tfrag_row", 16, "rac2-formats §5.2 (light_ofs + 0), §5.3 (STROW)");
    public static final Field[] ROW_WORDS = ROW.array("base", 0, gcscript.layout.Type.S32, "base position, 1/1024 world units",
            "x", "y", "z", "w");

    /** A texture primitive (TfragTexturePrimitive): five A+D qwords in the order TEX0, TEX1, CLAMP, MIPTBP1, MIPTBP2. */
    public static final Layout AD_GIF = new Layout("tfrag_texture_primitive", 0x50, "rac2-formats §5.5, §7.3");
    /** The registers in stored order. */
    public static final String[] REG_NAMES = {"tex0", "tex1", "clamp", "miptbp1", "miptbp2"};
    /** Per register in {@link #REG_NAMES} order: {data_lo, data_hi, address}. */
    public static final Field[][] AD = new Field[REG_NAMES.length][];
    static {
        for (int q = 0; q < AD.length; q++) {
            gcscript.gs.AdQword a = gcscript.gs.AdQword.declare(AD_GIF, REG_NAMES[q], 0x10 * q, REG_NAMES[q]);
            AD[q] = new Field[] {a.dataLo(), a.dataHi(), a.address()};
        }
    }
    /** The notes' reading of K: the low 12 bits of TEX1 data_lo, two's complement (Wrench's is the low 16: GsAd.kRaw). */
    public static final Field TEX1_K12 = AD_GIF.signedBits("tex1_k12", 0x10, gcscript.layout.Type.U32, 0, 12,
            "K as the notes read it, 1/16 units");

    /**
     * A strip record of an unpacked strips array (TfragStrip, V4_8 signed), walked in order up to a zero
     * vertex_count_and_flag: each strip takes the next {@link #stripVertices} entries of the LOD's index array.
     */
    public static final Layout STRIP = new Layout("tfrag_strip", 4, "rac2-formats §5.5 (TfragStrip); noclip readTfragStrip");
    public static final Field VERTEX_COUNT_AND_FLAG = STRIP.s8("vertex_count_and_flag", 0,
            "vertices; negative: vertices - 128 and the strip may select an AD-GIF; 0 ends the list");
    public static final Field END_OF_PACKET_FLAG = STRIP.s8("end_of_packet_flag", 1, "0x00, or 0x80 (-128 as stored signed)");
    public static final Field AD_GIF_OFFSET = STRIP.s8("ad_gif_offset", 2, "5 x the AD-GIF primitive (qwords); -1 keeps the current one");
    public static final Field STRIP_PAD = STRIP.s8("pad", 3, "");
    /** The end-of-packet flag values the reference allows (as stored, signed). */
    public static final int END_OF_PACKET_NONE = 0, END_OF_PACKET_SET = -128;

    /** One entry of an index array (strip indices, parent_indices, unk_indices_2): a vertex-info index, V4_8 unsigned. */
    public static final Layout INDEX = new Layout("tfrag_index", 1, "rac2-formats §5.5 (index arrays)");
    public static final Field INDEX_VALUE = INDEX.u8("index", 0, "vertex-info entry of the LOD (parents: of the tier above)");

    /** A point of a patch's cube at cube_ofs (TfragCube: 8 × s16[4], rac2-formats §5.2, §5.5); what it bounds is not given. */
    public static final Layout CUBE = new Layout("tfrag_cube_point", 8, "rac2-formats §5.2 (cube_ofs), §5.5 (TfragCube)");
    public static final Field[] CUBE_XYZW = CUBE.array("point", 0, Type.S16, "s16[4] of the cube; meaning not given", "x", "y", "z", "w");
    /** Points in a cube. */
    public static final int CUBE_POINTS = 8;

    /** An msphere record at msphere_ofs (msphere_count × f32[4], rac2-formats §5.2); the four values' meaning is not given. */
    public static final Layout MSPHERE = new Layout("tfrag_msphere", 16, "rac2-formats §5.2 (msphere_ofs)");
    public static final Field[] MSPHERE_VALUES = MSPHERE.array("value", 0, Type.F32, "f32[4]; meaning not given", "0", "1", "2", "3");

    // ---- decodes -------------------------------------------------------------------------------------------

    /** World coordinate from a base-position word and a raw position offset: (base + raw) / 1024. */
    public static double world(int base, int raw) { return (base + raw) / 1024.0; }

    /** Texture coordinate from a raw vertex-info s or t: s/4096 if s ≥ 0 else s/8192 (docs/formats/tfrag.md). */
    public static double st(int raw) { return raw >= 0 ? raw / 4096.0 : raw / 8192.0; }

    /** A strip's vertex count from its vertex_count_and_flag (negative: + 128). */
    public static int stripVertices(int countAndFlag) { return countAndFlag < 0 ? countAndFlag + 128 : countAndFlag; }

    /** Whether a strip selects an AD-GIF primitive: a negative count and a non-negative ad_gif_offset. */
    public static boolean stripSetsAdGif(int countAndFlag, int adGifOffset) { return countAndFlag < 0 && adGifOffset >= 0; }

    /** Whether a strip record ends the list (vertex_count_and_flag 0). */
    public static boolean stripsEnd(int countAndFlag) { return countAndFlag == 0; }

    /** The AD-GIF primitive an ad_gif_offset names: offset / 5 (five qwords per primitive). */
    public static int adGifPrimitive(int adGifOffset) { return adGifOffset / 5; }

    /** A light record's angle in radians: value × π / 128. */
    public static double angle(int raw) { return raw * Math.PI / 128; }
}
