package gcscript.sky;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Scaled;
import gcscript.layout.Type;

/**
 * The stored records of a GC sky (rac2-formats-phase2 §4), each declared once. Field names are the reference's
 * (§4.5 corrects the design notes: shell_count is the s16 at +0x06 and texture_count the s16 at +0x0c).
 */
public final class SkyLayouts {
    private SkyLayouts() {}

    static final String SRC = "rac2-formats-phase2 §4 (Wrench sky.cpp read/write_sky, noclip readSky, OBP GC_SKY.md)";

    public static final Layout HEADER = new Layout("sky_header", 0x40, SRC + " §4.1");
    public static final Field[] COLOUR = HEADER.array("colour", 0x00, Type.U8, "RGBA; a = 0x80 opaque", "r", "g", "b", "a");
    public static final Field CLEAR_SCREEN = HEADER.s16("clear_screen", 0x04, "");
    public static final Field SHELL_COUNT = HEADER.s16("shell_count", 0x06, "shells in use (<= 8); the notes' '+0x04 4 or 6'");
    public static final Field SPRITE_COUNT = HEADER.s16("sprite_count", 0x08, "reader N only; Wrench never sets it");
    public static final Field MAXIMUM_SPRITE_COUNT = HEADER.s16("maximum_sprite_count", 0x0a, "runtime sprite buffer size");
    public static final Field TEXTURE_COUNT = HEADER.s16("texture_count", 0x0c, "SkyTexture defs; the notes' '+0x0a 3..6 layer count'");
    public static final Field FX_COUNT = HEADER.s16("fx_count", 0x0e, "u8 entries at fx_list");
    public static final Field TEXTURE_DEFS = HEADER.s32("texture_defs", 0x10, "-> SkyTexture[texture_count], from the sky header");
    public static final Field TEXTURE_DATA = HEADER.s32("texture_data", 0x14, "base of palette and texel offsets");
    public static final Field FX_LIST = HEADER.s32("fx_list", 0x18, "-> u8[fx_count]");
    public static final Field SPRITES = HEADER.s32("sprites", 0x1c, "-> maximum_sprite_count x 0x20 bytes");
    public static final Field[] SHELLS = HEADER.array("shells", 0x20, Type.S32, "shell header offsets; 0 past shell_count",
            "0", "1", "2", "3", "4", "5", "6", "7");

    /** §4.2: GC shell header, 8 bytes; cluster headers start at shell + 0x10. */
    public static final Layout SHELL = new Layout("sky_shell", 8, SRC + " §4.2");
    public static final Field CLUSTER_COUNT = SHELL.s32("cluster_count", 0, "cluster headers at shell + 0x10");
    public static final Field FLAGS = SHELL.s32("flags", 4, "bit 0 set = untextured (gouraud) shell");

    /** §4.2: a shell is textured unless bit 0 of its flags (untextured, "gouraud") is set. */
    public static boolean textured(int flags) { return (flags & UNTEXTURED_BIT) == 0; }
    private static final int UNTEXTURED_BIT = 1;

    /** §4.3: cluster header. */
    public static final Layout CLUSTER = new Layout("sky_cluster", 0x20, SRC + " §4.3");
    public static final Field[] BSPHERE = CLUSTER.array("bsphere", 0x00, Type.F32, "bounding sphere", "x", "y", "z", "w");
    public static final Field DATA = CLUSTER.s32("data", 0x10, "cluster data, from the sky header, 16-aligned");
    public static final Field VERTEX_COUNT = CLUSTER.s16("vertex_count", 0x14, "");
    public static final Field TRI_COUNT = CLUSTER.s16("tri_count", 0x16, "");
    public static final Field VERTEX_OFFSET = CLUSTER.s16("vertex_offset", 0x18, "from data");
    public static final Field ST_OFFSET = CLUSTER.s16("st_offset", 0x1a, "from data");
    public static final Field TRI_OFFSET = CLUSTER.s16("tri_offset", 0x1c, "from data");
    public static final Field DATA_SIZE = CLUSTER.s16("data_size", 0x1e, "align16(tri_offset + 4 tri_count)");

    public static final Layout VERTEX = new Layout("sky_vertex", 8, SRC + " §4.3");
    public static final Field X = VERTEX.s16("x", 0, "/ 1024");
    public static final Field Y = VERTEX.s16("y", 2, "/ 1024");
    public static final Field Z = VERTEX.s16("z", 4, "/ 1024");
    public static final Field ALPHA = VERTEX.s16("alpha", 6, "0x80 -> 255, else 2 x alpha");
    /** Positions in world units: the stored s16 / 1024 (§4.3), every axis by the same rule. */
    public static final Scaled X_POS = Scaled.of(X, "x", 1024, "x_raw / 1024");
    public static final Scaled Y_POS = Scaled.of(Y, "y", 1024, "y_raw / 1024");
    public static final Scaled Z_POS = Scaled.of(Z, "z", 1024, "z_raw / 1024");

    /** §4.3 vertex alpha: 0x80 (opaque) expands to 255, any other stored value doubles. */
    public static int alpha(int raw) { return raw == 0x80 ? 255 : 2 * raw; }

    public static final Layout ST = new Layout("sky_st", 4, SRC + " §4.3");
    public static final Field S = ST.s16("s", 0, "/ 4096");
    public static final Field T = ST.s16("t", 2, "/ 4096");
    /** Texture coordinates: the stored s16 / 4096 (§4.3). */
    public static final Scaled U = Scaled.of(S, "u", 4096, "s / 4096");
    public static final Scaled V = Scaled.of(T, "v", 4096, "t / 4096");

    /**
     * §4.3, disputed: the same 4 bytes per vertex read as u8 r, g, b, a (noclip's reading for untextured shells;
     * Wrench reads ST everywhere and sets white, OBP: "RGB is always white"). The vertex table carries both readings
     * (s, t, u, v and colour_r..colour_a) for every vertex, as the tie strips carry both winding bytes.
     */
    public static final Layout RGBA = new Layout("sky_rgba", 4, SRC + " §4.3 (disputed: reader N only)");
    public static final Field[] VERTEX_COLOUR = RGBA.array("colour", 0, Type.U8, "RGBA reading of the ST bytes (N, untextured shells)",
            "r", "g", "b", "a");

    public static final Layout FACE = new Layout("sky_face", 4, SRC + " §4.3");
    public static final Field V0 = FACE.u8("v0", 0, "as stored (W and O reverse the winding on read)");
    public static final Field V1 = FACE.u8("v1", 1, "");
    public static final Field V2 = FACE.u8("v2", 2, "");
    public static final Field TEXTURE = FACE.u8("texture", 3, "index into the texture defs; 0xFF = untextured");

    /** A face is textured unless its texture byte is {@link #UNTEXTURED}. */
    public static boolean texturedFace(int texture) { return texture != UNTEXTURED; }

    public static final Layout TEXTURE_DEF = new Layout("sky_texture", 0x10, SRC + " §4.4");
    public static final Field PALETTE_OFFSET = TEXTURE_DEF.s32("palette_offset", 0, "256 x u32 CLUT at texture_data + this");
    public static final Field TEXTURE_OFFSET = TEXTURE_DEF.s32("texture_offset", 4, "linear 8-bit texels at texture_data + this");
    public static final Field WIDTH = TEXTURE_DEF.s32("width", 8, "");
    public static final Field HEIGHT = TEXTURE_DEF.s32("height", 0xc, "");

    /** §4.1: one entry of the fx list at {@code fx_list}, {@code fx_count} of them: an index into the texture defs. */
    public static final Layout FX = new Layout("sky_fx", 1, SRC + " §4.1 (fx list)");
    public static final Field FX_TEXTURE = FX.u8("texture", 0, "index into the texture defs");

    /**
     * §4.1: one 0x20-byte slot of the runtime sprite buffer at {@code sprites}, {@code maximum_sprite_count} of them
     * (Wrench writes zeros; the content is not published). Kept as eight raw words so every byte is read and re-encoded.
     */
    public static final Layout SPRITE = new Layout("sky_sprite", 0x20, SRC + " §4.1 (sprite buffer, content unknown)");
    public static final Field[] SPRITE_WORDS = SPRITE.array("word", 0, Type.U32, "opaque (Wrench writes 0)",
            "0", "1", "2", "3", "4", "5", "6", "7");
    /** The buffer's alignment in the writer layout (§4.1). */
    public static final int SPRITE_ALIGN = 0x40;

    public static final int UNTEXTURED = 0xFF;
    public static final int MAX_SHELLS = 8;
}
