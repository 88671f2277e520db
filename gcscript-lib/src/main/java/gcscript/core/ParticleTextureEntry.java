package gcscript.core;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;

/** {@code ParticleTextureEntry} {s32 palette, unknown_4, texture, side} (docs/formats/core.md), as stored. */
public record ParticleTextureEntry(int record, Rec rec) {
    public static final Layout LAYOUT = new Layout("particle_texture_entry", 0x10, "rac2-formats §4");
    public static final Field PALETTE = LAYOUT.s32("palette", 0x0, "");
    public static final Field UNKNOWN_4 = LAYOUT.s32("unknown_4", 0x4, "");
    public static final Field TEXTURE = LAYOUT.s32("texture", 0x8, "");
    public static final Field SIDE = LAYOUT.s32("side", 0xc, "");
    public static final int SIZE = 16;

    public long offset() { return rec.offset(); }
    public int palette() { return rec.i(PALETTE); }
    public int unknown4() { return rec.i(UNKNOWN_4); }
    public int texture() { return rec.i(TEXTURE); }
    public int side() { return rec.i(SIDE); }
}
