package gcscript.core;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;

/** {@code FxTextureEntry} {s32 palette, texture, width, height} (docs/formats/core.md), as stored. */
public record FxTextureEntry(int record, Rec rec) {
    public static final Layout LAYOUT = new Layout("fx_texture_entry", 0x10, "rac2-formats §4");
    public static final Field PALETTE = LAYOUT.s32("palette", 0x0, "");
    public static final Field TEXTURE = LAYOUT.s32("texture", 0x4, "");
    public static final Field WIDTH = LAYOUT.s32("width", 0x8, "");
    public static final Field HEIGHT = LAYOUT.s32("height", 0xc, "");
    public static final int SIZE = 16;

    public long offset() { return rec.offset(); }
    public int palette() { return rec.i(PALETTE); }
    public int texture() { return rec.i(TEXTURE); }
    public int width() { return rec.i(WIDTH); }
    public int height() { return rec.i(HEIGHT); }
}
