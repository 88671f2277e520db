package gcscript.goldeneye.texture;

/**
 * The game's mip generation (u = 0, lod >= 2), in place in the output buffer: each level is made from the one above
 * by a 2x2 reduction. Non-paletted formats average channels with GoldenEye's own rounding (colour and intensity
 * truncate; 8-bit alpha and I8 add 1; RGBA16 alpha adds 2; IA4 alpha needs 3 of 4); 4-bit formats pair the nibbles
 * of each byte, so an odd last column is averaged with the padding texel. Paletted formats average the palette
 * colours (5-bit RGBA or 8-bit IA) and pick the nearest palette entry with the game's search.
 */
final class Mips {
    private Mips() {}

    static int u8(byte[] b, int i) { return b[i] & 0xFF; }
    static int u16(byte[] b, int i) { return (b[i] & 0xFF) << 8 | (b[i + 1] & 0xFF); }
    static int u32(byte[] b, int i) { return (b[i] & 0xFF) << 24 | (b[i + 1] & 0xFF) << 16 | (b[i + 2] & 0xFF) << 8 | (b[i + 3] & 0xFF); }

    /** texShrinkNonPaletted: returns the bytes written at {@code dst}. */
    static int shrinkNonPaletted(byte[] b, int src, int dst, int w, int h, GeTexFormat f) {
        int dh = (h + 1) >> 1;
        int aw, adw;                                        // aligned widths in texels
        switch (f.gbiSize) {
            case B32: case B16: adw = (((w + 1) >> 1) + 3) & 0xffc; aw = (w + 3) & 0xffc; break;
            case B8: adw = (((w + 1) >> 1) + 7) & 0xff8; aw = (w + 7) & 0xff8; break;
            default: adw = (((w + 1) >> 1) + 15) & 0xff0; aw = (w + 15) & 0xff0; break;
        }
        int s = src, d = dst;
        switch (f) {
            case RGBA32: case RGB24:
                for (int i = 0; i < h; i += 2, d += adw * 4, s += aw * 8) {
                    int nr = i + 1 < h ? aw : 0;
                    for (int j = 0; j < aw; j += 2) {
                        int nc = j + 1 < w ? j + 1 : j;
                        int tl = u32(b, s + 4 * j), tr = u32(b, s + 4 * nc), bl = u32(b, s + 4 * (nr + j)), br = u32(b, s + 4 * (nr + nc));
                        int r = (((tl >>> 24) + (tr >>> 24) + (bl >>> 24) + (br >>> 24)) >> 2) & 0xff;
                        int g = ((((tl >> 16) & 0xff) + ((tr >> 16) & 0xff) + ((bl >> 16) & 0xff) + ((br >> 16) & 0xff)) >> 2) & 0xff;
                        int bb = ((((tl >> 8) & 0xff) + ((tr >> 8) & 0xff) + ((bl >> 8) & 0xff) + ((br >> 8) & 0xff)) >> 2) & 0xff;
                        int a = (((tl & 0xff) + (tr & 0xff) + (bl & 0xff) + (br & 0xff) + 1) >> 2) & 0xff;
                        put32(b, d + 4 * (j >> 1), r << 24 | g << 16 | bb << 8 | a);
                    }
                }
                return dh * adw * 4;
            case RGBA16: case RGB15:
                for (int i = 0; i < h; i += 2, d += adw * 2, s += aw * 4) {
                    int nr = i + 1 < h ? aw : 0;
                    for (int j = 0; j < aw; j += 2) {
                        int nc = j + 1 < w ? j + 1 : j;
                        int tl = u16(b, s + 2 * j), tr = u16(b, s + 2 * nc), bl = u16(b, s + 2 * (nr + j)), br = u16(b, s + 2 * (nr + nc));
                        int r = ((((tl >> 11) & 31) + ((tr >> 11) & 31) + ((bl >> 11) & 31) + ((br >> 11) & 31)) >> 2) & 31;
                        int g = ((((tl >> 6) & 31) + ((tr >> 6) & 31) + ((bl >> 6) & 31) + ((br >> 6) & 31)) >> 2) & 31;
                        int bb = ((((tl >> 1) & 31) + ((tr >> 1) & 31) + ((bl >> 1) & 31) + ((br >> 1) & 31)) >> 2) & 31;
                        int a = (((tl & 1) + (tr & 1) + (bl & 1) + (br & 1) + 2) >> 2) & 1;
                        put16(b, d + 2 * (j >> 1), r << 11 | g << 6 | bb << 1 | a);
                    }
                }
                return dh * adw * 2;
            case IA16:
                for (int i = 0; i < h; i += 2, d += adw * 2, s += aw * 4) {
                    int nr = i + 1 < h ? aw : 0;
                    for (int j = 0; j < aw; j += 2) {
                        int nc = j + 1 < w ? j + 1 : j;
                        int tl = u16(b, s + 2 * j), tr = u16(b, s + 2 * nc), bl = u16(b, s + 2 * (nr + j)), br = u16(b, s + 2 * (nr + nc));
                        int cc = ((tl >> 8) + (tr >> 8) + (bl >> 8) + (br >> 8)) >> 2;
                        int a = ((tl & 0xff) + (tr & 0xff) + (bl & 0xff) + (br & 0xff) + 1) >> 2;
                        put16(b, d + 2 * (j >> 1), (cc & 0xff) << 8 | (a & 0xff));
                    }
                }
                return dh * adw * 2;
            case IA8: case I8:
                for (int i = 0; i < h; i += 2, d += adw, s += aw * 2) {
                    int nr = i + 1 < h ? aw : 0;
                    for (int j = 0; j < aw; j += 2) {
                        int nc = j + 1 < w ? j + 1 : j;
                        int tl = u8(b, s + j), tr = u8(b, s + nc), bl = u8(b, s + nr + j), br = u8(b, s + nr + nc);
                        int v;
                        if (f == GeTexFormat.I8) v = (tl + tr + bl + br + 1) >> 2;
                        else v = ((((tl >> 4) + (tr >> 4) + (bl >> 4) + (br >> 4)) << 2) & 0xF0)
                                | ((((tl & 15) + (tr & 15) + (bl & 15) + (br & 15) + 1) >> 2) & 0xF);
                        b[d + (j >> 1)] = (byte) v;
                    }
                }
                return dh * adw;
            case IA4: case I4:
                for (int i = 0; i < h; i += 2, d += adw >> 1, s += aw) {
                    int nr = i + 1 < h ? aw >> 1 : 0;
                    for (int j = 0; j < aw; j += 4) {
                        int tl = u8(b, s + (j >> 1)), tr = u8(b, s + nr + (j >> 1));
                        int bl = u8(b, s + (j >> 1) + 1), br = u8(b, s + nr + (j >> 1) + 1);
                        int v;
                        if (f == GeTexFormat.I4) {
                            v = ((((tl >> 4) + (tl & 15) + (tr >> 4) + (tr & 15)) << 2) & 0xf0)
                                    | ((((bl >> 4) + (bl & 15) + (br >> 4) + (br & 15)) >> 2) & 0xf);
                        } else {
                            int c1 = ((((tl >> 5) & 7) + ((tl >> 1) & 7) + ((tr >> 5) & 7) + ((tr >> 1) & 7)) << 3) & 0xe0;
                            int c2 = ((((bl >> 5) & 7) + ((bl >> 1) & 7) + ((br >> 5) & 7) + ((br >> 1) & 7)) >> 1) & 0xe;
                            int a1 = ((((tl >> 4) & 1) + (tl & 1) + ((tr >> 4) & 1) + (tr & 1) + 1) << 2) & 0x10;
                            int a2 = ((((bl >> 4) & 1) + (bl & 1) + ((br >> 4) & 1) + (br & 1) + 1) >> 2) & 1;
                            v = c1 | c2 | a1 | a2;
                        }
                        b[d + (j >> 2)] = (byte) v;
                    }
                }
                return (adw >> 1) * dh;
            default:
                throw new IllegalStateException(f.toString());
        }
    }


    /** texShrinkPaletted: returns the bytes written at {@code dst}. {@code pal} holds the 256 slots (unset = -1). */
    static int shrinkPaletted(byte[] b, int src, int dst, int w, int h, GeTexFormat f, int[] pal, int ncol, boolean[] unsetRead) {
        int dh = (h + 1) >> 1;
        boolean ci8 = f.gbiSize == gcscript.n64.GbiSize.B8;
        int adw = ci8 ? (((w + 1) >> 1) + 7) & 0xff8 : (((w + 1) >> 1) + 15) & 0xff0;
        int aw = ci8 ? (w + 7) & 0xff8 : (w + 15) & 0xff0;
        boolean rgba = f.tlut == gcscript.n64.Tlut.RGBA16;
        int s = src, d = dst;
        if (ci8) {
            for (int i = 0; i < h; i += 2, d += adw, s += aw * 2) {
                int nr = i + 1 < h ? aw : 0;
                for (int j = 0; j < w; j += 2) {       // the game also fills the padding columns; they are padding
                    int nc = j + 1 < w ? j + 1 : j;
                    int c1 = slot(pal, u8(b, s + j), unsetRead), c2 = slot(pal, u8(b, s + nc), unsetRead);
                    int c3 = slot(pal, u8(b, s + nr + j), unsetRead), c4 = slot(pal, u8(b, s + nr + nc), unsetRead);
                    b[d + (j >> 1)] = (byte) nearest(rgba, pal, ncol, c1, c2, c3, c4);
                }
            }
            return dh * adw;
        }
        boolean bug = f == GeTexFormat.IA16_CI4;
        for (int i = 0; i < h; i += 2, d += adw >> 1, s += aw) {
            int nr = i + 1 < h ? aw >> 1 : 0;
            for (int j = 0; j < aw; j += 4) {
                int out = 0;
                for (int half = 0; half < 2; half++) {
                    int jj = j + 2 * half;
                    int top = u8(b, s + (jj >> 1)), bot = u8(b, s + nr + (jj >> 1));
                    boolean more = jj + 1 < w;
                    int i1 = (top >> 4) & 15, i3 = (bot >> 4) & 15, i2, i4;
                    if (bug) {                          // (x >> (cond)) ? 0 : 4 -- the decompilation's bracket bug
                        i2 = (top >> (more ? 1 : 0)) != 0 ? 0 : 4;
                        i4 = (bot >> (more ? 1 : 0)) != 0 ? 0 : 4;
                    } else {
                        i2 = more ? top & 15 : (top >> 4) & 15;
                        i4 = more ? bot & 15 : (bot >> 4) & 15;
                    }
                    if (jj >= w) continue;             // a padding texel: never looked at
                    int k = nearest(rgba, pal, ncol, slot(pal, i1, unsetRead), slot(pal, i2, unsetRead),
                            slot(pal, i3, unsetRead), slot(pal, i4, unsetRead));
                    out |= half == 0 ? (k << 4) & 0xF0 : k & 0xFF;
                }
                b[d + (j >> 2)] = (byte) out;
            }
        }
        return (adw >> 1) * dh;
    }

    private static int slot(int[] pal, int i, boolean[] unsetRead) {
        int v = pal[i];
        if (v < 0) { unsetRead[0] = true; return 0; }
        return v;
    }

    private static int nearest(boolean rgba, int[] pal, int ncol, int c1, int c2, int c3, int c4) {
        if (rgba) {
            int r = ((((c1 >> 11) & 31) + ((c2 >> 11) & 31) + ((c3 >> 11) & 31) + ((c4 >> 11) & 31)) >> 2) & 31;
            int g = ((((c1 >> 6) & 31) + ((c2 >> 6) & 31) + ((c3 >> 6) & 31) + ((c4 >> 6) & 31)) >> 2) & 31;
            int bb = ((((c1 >> 1) & 31) + ((c2 >> 1) & 31) + ((c3 >> 1) & 31) + ((c4 >> 1) & 31)) >> 2) & 31;
            int a = (((c1 & 1) + (c2 & 1) + (c3 & 1) + (c4 & 1) + 2) >> 2) & 1;
            return PaletteSearch.rgba(pal, ncol, r, g, bb, a);
        }
        int c = (((c1 >> 8) & 0xff) + ((c2 >> 8) & 0xff) + ((c3 >> 8) & 0xff) + ((c4 >> 8) & 0xff)) >> 2 & 0xff;
        int a = ((c1 & 0xff) + (c2 & 0xff) + (c3 & 0xff) + (c4 & 0xff) + 1) >> 2 & 0xff;
        return PaletteSearch.ia(pal, ncol, c, a);
    }

    static void put16(byte[] b, int at, int v) { b[at] = (byte) (v >> 8); b[at + 1] = (byte) v; }

    static void put32(byte[] b, int at, int v) {
        b[at] = (byte) (v >>> 24); b[at + 1] = (byte) (v >>> 16); b[at + 2] = (byte) (v >>> 8); b[at + 3] = (byte) v;
    }
}
