package gcscript.datasets.globals;

import gcscript.datasets.LeBuffer;
import gcscript.datasets.Pif8;
import gcscript.datasets.truth.FieldTruth;
import java.util.Random;

/** Payloads several global WADs share: opaque noise, PIF8 textures with their truth, RGBA images (§2.6.1, §2.6.2). */
final class Blocks {
    static final int[] SIDES = {8, 16, 32};

    private Blocks() {}

    /** {@code min + rnd(spread)} bytes of noise, never a whole number of sectors (a file may end with it). */
    static byte[] opaque(Random rnd, int min, int spread) {
        int n = min + rnd.nextInt(spread);
        if (n % Envelope.SECTOR == 0) n++;
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }

    /** A PIF8 of random sides from {@link #SIDES}, its truth row in {@code global_pifs} under {@code key}. */
    static Pif8 pif(Random rnd, FieldTruth t, String key) {
        Pif8 p = Pif8.random(rnd, SIDES[rnd.nextInt(SIDES.length)], SIDES[rnd.nextInt(SIDES.length)]);
        t.table("global_pifs", "magic", "file_size", "width", "height", "format", "clut_format", "clut_order", "mip_levels", "rgba_sha256");
        t.row("global_pifs", key, Pif8.MAGIC, 0, p.width(), p.height(), Pif8.FORMAT_8BIT, 0, 0, 1, p.rgbaSha256());
        return p;
    }

    /**
     * An "rgba" image (§2.6.2): {s32 width, s32 height, u32 pad[2]} then R G B A per pixel, alpha 0..0x80; its truth in
     * {@code global_rgba_images} under {@code key} (rgba_sha256: the decoded pixels, alpha a &lt; 0x80 ? 2a : 255).
     */
    static byte[] rgba(Random rnd, FieldTruth t, String key) {
        int w = 4 + rnd.nextInt(6), h = 4 + rnd.nextInt(6);
        LeBuffer b = new LeBuffer(16 + 4 * w * h);
        b.s32(w).s32(h).s32(0).s32(0);
        byte[] px = new byte[4 * w * h], decoded = new byte[4 * w * h];
        rnd.nextBytes(px);
        for (int i = 0; i < w * h; i++) {
            int a = rnd.nextInt(5) == 0 ? rnd.nextInt(0x80) : 0x80;
            px[4 * i + 3] = (byte) a;
            System.arraycopy(px, 4 * i, decoded, 4 * i, 3);
            decoded[4 * i + 3] = (byte) (a < 0x80 ? 2 * a : 255);
        }
        b.bytes(px);
        t.table("global_rgba_images", "width", "height", "pad_0", "pad_1", "rgba_sha256");
        t.row("global_rgba_images", key, w, h, 0, 0, Pif8.sha256(decoded));
        return b.toArray();
    }
}
