package gcscript.n64;

import java.awt.image.BufferedImage;

/**
 * RDP texel layouts and their conversion to RGBA8888. n-bit channels are widened by bit replication, as the hardware
 * does (5 to 8 bits: {@code v<<3 | v>>2}; 4 bits: {@code v*17}; 3 bits: {@code v<<5 | v<<2 | v>>1}). Rows are
 * {@link GbiSize#stride(int)} bytes apart; for 4-bit texels the high nibble is the left texel.
 */
public final class Texels {
    private Texels() {}

    public static int expand5(int v) { return (v << 3) | (v >> 2); }
    public static int expand3(int v) { return (v << 5) | (v << 2) | (v >> 1); }

    /** One RGBA5551 value as packed RGBA8888 ({@code 0xRRGGBBAA}). */
    public static int rgba5551(int v) {
        return expand5((v >> 11) & 31) << 24 | expand5((v >> 6) & 31) << 16 | expand5((v >> 1) & 31) << 8 | ((v & 1) != 0 ? 255 : 0);
    }

    /** One IA16 value (high byte intensity, low byte alpha) as packed RGBA8888. */
    public static int ia16(int v) {
        int i = (v >> 8) & 255;
        return i << 24 | i << 16 | i << 8 | (v & 255);
    }

    /**
     * Converts one image to RGBA8888, row-major, {@code w*h*4} bytes, no padding.
     *
     * @param palette  the TLUT as big-endian u16 values (CI formats with a TLUT), may be null otherwise
     * @param tlut     the TLUT mode; CI with {@link Tlut#NONE} gives the raw index as intensity and alpha
     * @param tilePalette the tile's palette number (CI4 only; GoldenEye always uses 0)
     */
    public static byte[] toRgba(byte[] buf, int off, int w, int h, GbiFormat fmt, GbiSize siz,
                                int[] palette, Tlut tlut, int tilePalette) {
        byte[] out = new byte[w * h * 4];
        int stride = siz.stride(w);
        int o = 0;
        for (int y = 0; y < h; y++) {
            int row = off + y * stride;
            for (int x = 0; x < w; x++) {
                int c = texel(buf, row, x, fmt, siz, palette, tlut, tilePalette);
                out[o] = (byte) (c >>> 24);
                out[o + 1] = (byte) (c >>> 16);
                out[o + 2] = (byte) (c >>> 8);
                out[o + 3] = (byte) c;
                o += 4;
            }
        }
        return out;
    }

    /** The raw texel value at column {@code x} of a row starting at {@code row}. */
    public static int raw(byte[] b, int row, int x, GbiSize siz) {
        switch (siz) {
            case B32: {
                int p = row + x * 4;
                return (b[p] & 255) << 24 | (b[p + 1] & 255) << 16 | (b[p + 2] & 255) << 8 | (b[p + 3] & 255);
            }
            case B16: {
                int p = row + x * 2;
                return (b[p] & 255) << 8 | (b[p + 1] & 255);
            }
            case B8: return b[row + x] & 255;
            default: {
                int v = b[row + (x >> 1)] & 255;
                return (x & 1) == 0 ? v >> 4 : v & 15;
            }
        }
    }

    static int texel(byte[] b, int row, int x, GbiFormat fmt, GbiSize siz, int[] pal, Tlut tlut, int tilePalette) {
        int v = raw(b, row, x, siz);
        switch (fmt) {
            case RGBA:
                if (siz == GbiSize.B32) return v;
                if (siz == GbiSize.B16) return rgba5551(v);
                break;
            case IA:
                if (siz == GbiSize.B16) return ia16(v);
                if (siz == GbiSize.B8) { int i = (v >> 4) * 17, a = (v & 15) * 17; return i << 24 | i << 16 | i << 8 | a; }
                if (siz == GbiSize.B4) { int i = expand3(v >> 1); int a = (v & 1) != 0 ? 255 : 0; return i << 24 | i << 16 | i << 8 | a; }
                break;
            case I:
                if (siz == GbiSize.B8) return v << 24 | v << 16 | v << 8 | v;
                if (siz == GbiSize.B4) { int i = v * 17; return i << 24 | i << 16 | i << 8 | i; }
                break;
            case CI: {
                int idx = siz == GbiSize.B4 ? (tilePalette << 4) | v : v;
                if (tlut == Tlut.NONE) return idx << 24 | idx << 16 | idx << 8 | idx;
                int e = pal != null && idx < pal.length ? pal[idx] : 0;
                return tlut == Tlut.IA16 ? ia16(e) : rgba5551(e);
            }
            default:
                break;
        }
        throw new IllegalArgumentException(fmt + "/" + siz.label() + " has no RGBA conversion");
    }

    /** A copy of one image with every padding byte (and the padding nibble of odd 4-bit rows) set to zero. */
    public static byte[] zeroPadding(byte[] buf, int off, int w, int h, GbiSize siz) {
        int stride = siz.stride(w);
        byte[] out = new byte[stride * h];
        int realBytes = siz == GbiSize.B4 ? (w + 1) / 2 : w * siz.bits / 8;
        for (int y = 0; y < h; y++) {
            System.arraycopy(buf, off + y * stride, out, y * stride, realBytes);
            if (siz == GbiSize.B4 && (w & 1) != 0) out[y * stride + realBytes - 1] &= (byte) 0xF0;
        }
        return out;
    }

    /**
     * The odd-row pre-swap GoldenEye applies in RAM (it cancels the RDP's TMEM address XOR on odd rows when textures
     * are loaded with dxt = 0). For each odd row seen as 32-bit words: 32-bit texels swap words (0,2) and (1,3) of
     * each group of four, other sizes swap words (0,1) of each pair. It is its own inverse. In place.
     */
    public static void swapOddRows(byte[] buf, int off, int w, int h, GbiSize siz) {
        int stride = siz.stride(w);
        int words = stride / 4;
        int group = siz == GbiSize.B32 ? 4 : 2;
        int dist = siz == GbiSize.B32 ? 2 : 1;
        for (int y = 1; y < h; y += 2) {
            int row = off + y * stride;
            for (int x = 0; x + group <= words; x += group) {
                for (int k = 0; k < group - dist; k++) {
                    int a = row + (x + k) * 4, b = row + (x + k + dist) * 4;
                    for (int i = 0; i < 4; i++) { byte t = buf[a + i]; buf[a + i] = buf[b + i]; buf[b + i] = t; }
                }
            }
        }
    }

    /** An RGBA8888 buffer ({@link #toRgba}) as an ARGB image. */
    public static BufferedImage image(byte[] rgba, int w, int h) {
        BufferedImage img = new BufferedImage(Math.max(1, w), Math.max(1, h), BufferedImage.TYPE_INT_ARGB);
        int[] px = new int[w * h];
        for (int i = 0, p = 0; i < px.length; i++, p += 4) {
            px[i] = (rgba[p + 3] & 255) << 24 | (rgba[p] & 255) << 16 | (rgba[p + 1] & 255) << 8 | (rgba[p + 2] & 255);
        }
        if (w > 0 && h > 0) img.setRGB(0, 0, w, h, px, 0, w);
        return img;
    }
}
