package gcscript.datasets;

import gcscript.datasets.truth.FieldTruth;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Random;

/**
 * The transition textures of a level (data header +0x50, rac2-formats §2: "WAD-LZ compressed PIF collection"), before
 * compression: a texture list as Wrench's writer lays one out (rac2-global-wads §2.6.3): s32 count, count s32 offsets
 * from the list start, then the PIFs, each on a 0x10 boundary in index order. Each PIF (§2.6.1) is 8-bit indexed as
 * every GC PIF field is ("pif,8,1,unswizzled"): "2FIP", file_size 0, width, height, format 0x13, clut_format 0,
 * clut_order 0, mip_levels 1 (what W writes), a 256-entry R G B A palette (alpha 0..0x80) stored in CSM1 order, then
 * width × height texel indices, row by row.
 *
 * <p>Per-field truth {@code fields.transition_textures} (key: the texture's index): list_count, list_offset and the
 * eight header words as stored, and rgba_sha256, the SHA-256 of the image a reader decodes (R G B A per pixel, the
 * colour of index i being palette entry swap34(i), alpha a &lt; 0x80 ? 2a : 255), computed here from those rules.
 */
final class TransitionTexturesWriter {
    private TransitionTexturesWriter() {}

    static final int FORMAT_8BIT = 0x13;
    static final int[] SIDES = {8, 16, 32, 64};

    static byte[] list(Random rnd, int scale, Map<String, String> truth) {
        int n = 1 + rnd.nextInt(3 + scale);
        LeBuffer out = new LeBuffer();
        out.s32(n);
        out.zeros(4 * n);
        FieldTruth ft = new FieldTruth();
        ft.table("transition_textures", "list_count", "list_offset", "magic", "file_size", "width", "height", "format",
                "clut_format", "clut_order", "mip_levels", "rgba_sha256");
        for (int i = 0; i < n; i++) {
            out.align(0x10);
            int at = out.size();
            out.patchS32(4 + 4 * i, at);
            int w = SIDES[rnd.nextInt(SIDES.length)], h = SIDES[rnd.nextInt(SIDES.length)];
            out.u8('2').u8('F').u8('I').u8('P');
            out.s32(0).s32(w).s32(h).s32(FORMAT_8BIT).s32(0).s32(0).s32(1);
            byte[] palette = palette(rnd);
            out.bytes(palette);
            byte[] texels = texels(rnd, w, h);
            out.bytes(texels);
            ft.row("transition_textures", Integer.toString(i), n, at, 0x50494632L, 0, w, h, FORMAT_8BIT, 0, 0, 1,
                    rgbaSha256(palette, texels));
        }
        truth.putAll(ft.asMap());
        truth.put("transition_textures.count", Integer.toString(n));
        return out.toArray();
    }

    /** 256 entries R G B A: colours of a few hues, most opaque (0x80), some translucent (alpha below 0x80). */
    private static byte[] palette(Random rnd) {
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
    private static byte[] texels(Random rnd, int w, int h) {
        byte[] t = new byte[w * h];
        int step = 1 + rnd.nextInt(7);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) t[y * w + x] = (byte) ((x * step + y * 3 + (rnd.nextInt(8) == 0 ? rnd.nextInt(256) : 0)) & 0xff);
        }
        return t;
    }

    /** The decoded image as R G B A bytes: index i takes palette entry swap34(i) (CSM1), alpha doubled below 0x80. */
    static String rgbaSha256(byte[] palette, byte[] texels) {
        byte[] rgba = new byte[4 * texels.length];
        for (int k = 0; k < texels.length; k++) {
            int i = texels[k] & 0xff;
            int e = ((i >> 3) & 1) == ((i >> 4) & 1) ? i : i ^ 0x18;
            for (int c = 0; c < 3; c++) rgba[4 * k + c] = palette[4 * e + c];
            int a = palette[4 * e + 3] & 0xff;
            rgba[4 * k + 3] = (byte) (a < 0x80 ? 2 * a : 255);
        }
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(rgba));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
