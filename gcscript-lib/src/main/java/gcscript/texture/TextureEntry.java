package gcscript.texture;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;

/**
 * The 16-byte TextureEntry of the tfrag/moby/tie/shrub texture tables (rac2-formats §7.1; docs/formats/core.md),
 * declared once in {@link #LAYOUT}. {@code mipmap} and {@code pad} are kept raw: their meaning differs between
 * the notes and the reference.
 */
public record TextureEntry(TextureKind kind, int record, Rec rec) {
    public static final Layout LAYOUT = new Layout("texture_entry", 0x10, "rac2-formats §7.1; Wrench level_core.h (TextureEntry)");
    public static final Field DATA_OFFSET = LAYOUT.s32("data_offset", 0x0, "texels, relative to textures_base_offset (or the moby stash)");
    public static final Field WIDTH = LAYOUT.s16("width", 0x4, "texels");
    public static final Field HEIGHT = LAYOUT.s16("height", 0x6, "texels");
    public static final Field TYPE = LAYOUT.s16("type", 0x8, "");
    public static final Field PALETTE = LAYOUT.s16("palette", 0xa, "CLUT at palette * 0x100 in GS RAM");
    public static final Field MIPMAP = LAYOUT.s16("mipmap", 0xc, "GS RAM unit of mip level 2 (notes' model)");
    public static final Field PAD = LAYOUT.s16("pad", 0xe, "GS RAM unit of mip level 3 (notes' model)");
    public static final int SIZE = 16;

    /** Absolute offset of the entry in core_index's file. */
    public long offset() { return rec.offset(); }
    public int dataOffset() { return rec.i(DATA_OFFSET); }
    public short width() { return (short) rec.i(WIDTH); }
    public short height() { return (short) rec.i(HEIGHT); }
    public short type() { return (short) rec.i(TYPE); }
    public short palette() { return (short) rec.i(PALETTE); }
    public short mipmap() { return (short) rec.i(MIPMAP); }
    public short pad() { return (short) rec.i(PAD); }
}
