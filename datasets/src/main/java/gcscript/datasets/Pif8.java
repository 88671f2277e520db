package gcscript.datasets;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Random;

/**
 * One 8-bit PIF texture as Wrench's writer lays one out (rac2-global-wads §2.6.1, every GC PIF field's hint
 * "pif,8,1,unswizzled"): "2FIP", file_size 0, width, height, format 0x13, clut_format 0, clut_order 0, mip_levels 1,
 * a 256-entry R G B A palette (alpha 0..0x80) stored in CSM1 order, then width × height texel indices, row by row.
 * Shared by the level transition textures and the global WADs (MISC font, HUD, BONUS, ARMOR).
 */
public record Pif8(int width, int height, byte[] palette, byte[] texels) {
    public static final int FORMAT_8BIT = 0x13;
    public static final long MAGIC = 0x50494632L;   // "2FIP" read as a little-endian u32
    /** Stored bytes of an 8-bit one-level PIF of this many texels (§2.6.1: 0x20 + 0x400 + w·h). */
    public static int bytes(int texels) { return 0x20 + 0x400 + texels; }

    /** A PIF of {@code w × h} pixels from {@code rnd}: the palette first, then the texels (the draw order callers rely on). */
    public static Pif8 random(Random rnd, int w, int h) {
        byte[] palette = palette(rnd);
        return new Pif8(w, h, palette, texels(rnd, w, h));
    }

    /** Appends the PIF's stored bytes. */
    public void write(LeBuffer out) {
        out.u8('2').u8('F').u8('I').u8('P');
        out.s32(0).s32(width).s32(height).s32(FORMAT_8BIT).s32(0).s32(0).s32(1);
        out.bytes(palette);
        out.bytes(texels);
    }

    public byte[] toBytes() {
        LeBuffer b = new LeBuffer(bytes(texels.length));
        write(b);
        return b.toArray();
    }

    /** SHA-256 of the image a reader decodes (see {@link #rgbaSha256(byte[], byte[])}). */
    public String rgbaSha256() { return rgbaSha256(palette, texels); }

    /** 256 entries R G B A: colours of a few hues, most opaque (0x80), some translucent (alpha below 0x80). */
    static byte[] palette(Random rnd) {
        byte[] p = new byte[256 * 4];
        int base = rnd.nextInt(0x1000000);
        for (int i = 0; i < 256; i++) {
            int c = base + i * (0x010305 + rnd.nextInt(0x20));
            p[4 * i] = (byte) (c >> 16);
            p[4 * i + 1] = (byte) (c >> 8);
            p[4 * i + 2] = (byte) c;
            p[4 * i + 3] = (byte) (rnd.nextInt(6) == 0 ? rnd.nextInt(0x80) : 0x80);
        }
        return p;
    }

    /** Diagonal bands with noise, so a transposed or shifted decode shows. */
    static byte[] texels(Random rnd, int w, int h) {
        byte[] t = new byte[w * h];
        int step = 1 + rnd.nextInt(7);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) t[y * w + x] = (byte) ((x * step + y * 3 + (rnd.nextInt(8) == 0 ? rnd.nextInt(256) : 0)) & 0xff);
        }
        return t;
    }

    /** The decoded image as R G B A bytes: index i takes palette entry swap34(i) (CSM1), alpha doubled below 0x80. */
    public static String rgbaSha256(byte[] palette, byte[] texels) {
        byte[] rgba = new byte[4 * texels.length];
        for (int k = 0; k < texels.length; k++) {
            int i = texels[k] & 0xff;
            int e = ((i >> 3) & 1) == ((i >> 4) & 1) ? i : i ^ 0x18;
            for (int c = 0; c < 3; c++) rgba[4 * k + c] = palette[4 * e + c];
            int a = palette[4 * e + 3] & 0xff;
            rgba[4 * k + 3] = (byte) (a < 0x80 ? 2 * a : 255);
        }
        return sha256(rgba);
    }

    public static String sha256(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
