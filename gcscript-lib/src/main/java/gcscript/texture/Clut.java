package gcscript.texture;

import gcscript.bytes.ByteReader;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.RecArray;

/**
 * A 256-entry PSMCT32 CLUT in GS RAM (docs/formats/texture.md). Stored bytes are R, G, B, A with PS2 alpha
 * (0x80 = opaque) and in CSM1 order, so the colour of index i is the raw entry {@link #csm1(int)}.
 */
public final class Clut {
    private Clut() {}

    public static final int ENTRIES = 256;
    public static final int BYTES = ENTRIES * 4;
    /** Palettes are addressed in 0x100-byte GS RAM units. */
    public static final int UNIT = 0x100;

    /** The CSM1 index remap: bits 3 and 4 exchanged (entries 8-15 and 16-23 of each group of 32 swap). */
    public static int csm1(int i) {
        int b3 = (i >> 3) & 1, b4 = (i >> 4) & 1;
        return b3 == b4 ? i : i ^ 0x18;
    }

    /** PS2 alpha 0..0x80 to 0..255: doubled below 0x80, opaque at and above it. */
    public static int expandAlpha(int a) { return a < 0x80 ? a * 2 : 255; }

    /** One stored entry: PSMCT32, R G B A, alpha in PS2 units. */
    public static final Layout ENTRY = new Layout("clut_entry", 4, "docs/formats/texture.md (PSMCT32 CLUT)");
    public static final Field R = ENTRY.u8("r", 0, "");
    public static final Field G = ENTRY.u8("g", 1, "");
    public static final Field B = ENTRY.u8("b", 2, "");
    public static final Field A = ENTRY.u8("a", 3, "PS2 alpha, 0x80 = opaque");

    /** Reads a CLUT at byte offset {@code at} of {@code gsRam}; returns ARGB colours in logical index order. */
    public static int[] read(ByteReader gsRam, String path, long at) {
        gsRam.requireRange(path, at, BYTES);
        // textures name palettes by index, several the same one: a CLUT is a block shared on purpose, not an overlap
        RecArray stored = ENTRY.shared(gsRam, at, ENTRIES, path);
        // read from one copy: gs_ram is usually the mapped image, where a field read per byte through the reader was
        // ≈ 7 % of a cold `claims` (issue 36)
        byte[] raw = stored.copy();
        int[] r = R.ints(raw, ENTRIES), g = G.ints(raw, ENTRIES), b = B.ints(raw, ENTRIES), a = A.ints(raw, ENTRIES);
        int[] out = new int[ENTRIES];
        for (int i = 0; i < ENTRIES; i++) {
            int e = csm1(i);
            out[i] = argb(r[e], g[e], b[e], expandAlpha(a[e]));
        }
        return out;
    }

    /** Packs decoded channels for output (not a stored layout). */
    static int argb(int r, int g, int b, int a) { return a << 24 | r << 16 | g << 8 | b; }
}
