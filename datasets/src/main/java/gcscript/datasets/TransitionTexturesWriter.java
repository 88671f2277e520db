package gcscript.datasets;

import gcscript.datasets.truth.FieldTruth;
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

    static final int FORMAT_8BIT = Pif8.FORMAT_8BIT;
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
            Pif8 pif = Pif8.random(rnd, w, h);
            pif.write(out);
            ft.row("transition_textures", Integer.toString(i), n, at, Pif8.MAGIC, 0, w, h, FORMAT_8BIT, 0, 0, 1, pif.rgbaSha256());
        }
        truth.putAll(ft.asMap());
        truth.put("transition_textures.count", Integer.toString(n));
        return out.toArray();
    }
}
