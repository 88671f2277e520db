package gcscript.texture;

import gcscript.bytes.ByteReader;
import gcscript.layout.Field;
import gcscript.layout.Layout;

/**
 * Linear 8-bit texels (docs/formats/texture.md, rac2-formats §7.2): one CLUT index per pixel, row by row. Declared as
 * a one-byte record so a texel array is read through its field and the round trip re-encodes it from the indices.
 */
public final class Texels {
    private Texels() {}

    public static final Layout TEXEL = new Layout("texel", 1, "rac2-formats §7.2 (texels: 8-bit indices, linear)");
    public static final Field INDEX = TEXEL.u8("index", 0, "entry of the texture's 256-entry CLUT");

    /** {@code n} texels at {@code at} of {@code src} (claimed as {@code path}), each looked up in {@code clut} (ARGB). */
    public static int[] argb(ByteReader src, String path, long at, int n, int[] clut) {
        // every index at once, then looked up in place (a call per texel was ~9 % of a cold `claims` at C1 speed)
        int[] out = INDEX.ints(TEXEL.payload(src, at, n, path), n);
        for (int i = 0; i < n; i++) out[i] = clut[out[i]];
        return out;
    }

    /**
     * {@link #argb} for texels that several definitions may name (sky texture defs, rac2-formats-phase2 §4.4): claimed
     * as a shareable record, so two defs reading one image are one record read twice, not an overlap.
     */
    public static int[] argbShared(ByteReader src, String path, long at, int n, int[] clut) {
        // every index at once from one copy, as argb does (the shared view owns them)
        int[] out = INDEX.ints(TEXEL.shared(src, at, n, path).copy(), n);
        for (int i = 0; i < n; i++) out[i] = clut[out[i]];
        return out;
    }
}
