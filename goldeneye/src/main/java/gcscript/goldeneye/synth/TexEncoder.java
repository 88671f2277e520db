package gcscript.goldeneye.synth;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.Deflater;

/**
 * Writes GoldenEye texture blobs from images, following the format reference's description of the blob (header
 * byte {@code u z lod6}; the non-zlib per-image header and the uncompressed, LOOKUP and RLE methods; the zlib path's
 * format, palette and {@code 0x11 0x72} + raw deflate per image). The images are given as texel values (one int per
 * texel in the N64 format), so the generator knows the exact texel bytes each stored level must decode to.
 */
public final class TexEncoder {
    private TexEncoder() {}

    /** Internal format ids, bits per texel value and RAM texel size in bits (reference §2.3). */
    static final int[] BPP = {32, 16, 24, 15, 16, 8, 4, 8, 4};
    static final int[] RAM_BITS = {32, 16, 32, 16, 16, 8, 4, 8, 4};

    public record Image(int width, int height, int[] texels) {}

    /** One encoded blob and the truth the manifest records for it. */
    public record Blob(byte[] bytes, Map<String, String> truth) {}

    static int stride(int ramBits, int w) {
        switch (ramBits) {
            case 32: return ((w + 3) & ~3) * 4;
            case 16: return ((w + 3) & ~3) * 2;
            case 8: return (w + 7) & ~7;
            default: return ((w + 15) & ~15) / 2;
        }
    }

    /** The RAM texel bytes of an image (linear rows, padding zero): what the decoder must produce. */
    static byte[] ramTexels(int ramBits, Image img) {
        int s = stride(ramBits, img.width());
        byte[] b = new byte[s * img.height()];
        for (int y = 0; y < img.height(); y++) {
            for (int x = 0; x < img.width(); x++) {
                int v = img.texels()[y * img.width() + x];
                int at = y * s;
                switch (ramBits) {
                    case 32: at += 4 * x; b[at] = (byte) (v >>> 24); b[at + 1] = (byte) (v >>> 16); b[at + 2] = (byte) (v >>> 8); b[at + 3] = (byte) v; break;
                    case 16: at += 2 * x; b[at] = (byte) (v >> 8); b[at + 1] = (byte) v; break;
                    case 8: b[at + x] = (byte) v; break;
                    default: at += x >> 1; b[at] |= (byte) ((x & 1) == 0 ? (v & 15) << 4 : v & 15); break;
                }
            }
        }
        return b;
    }

    /**
     * A non-zlib blob: {@code u}, the header lod and one image per stored level. Methods: 0 uncompressed, 4 RLE
     * (single-channel formats), 5 LOOKUP.
     */
    public static Blob nonZlib(int u, int lod, int format, int method, List<Image> images) {
        BitWriter w = new BitWriter();
        w.bits(u << 7 | lod, 8);
        Map<String, String> truth = new LinkedHashMap<>();
        for (int i = 0; i < images.size(); i++) {
            Image img = images.get(i);
            w.bits(format, 4);
            w.bits(img.width(), 8);
            w.bits(img.height(), 8);
            w.bits(method, 4);
            switch (method) {
                case 0, 1 -> raw(w, format, img);
                case 4 -> rle(w, format, img);
                case 5 -> lookup(w, format, img);
                default -> throw new IllegalArgumentException("method " + method);
            }
            w.endImage();
            truth.put("level" + i + "_texels", Hash.sha256(ramTexels(RAM_BITS[format], asRam(format, img))));
        }
        return new Blob(w.toByteArray(), truth);
    }

    private static int ramValue(int format, int v) {
        if (format == 2) return v << 8 | 0xFF;        // RGB24 stored as RGBA32 with alpha 0xFF
        if (format == 3) return v << 1 | 1;           // RGB15 stored as RGBA5551 with alpha 1
        return v;
    }

    /** Converts the stored values of an image into RAM texel values (what the manifest hashes). */
    public static Image asRam(int format, Image img) {
        int[] t = img.texels().clone();
        for (int i = 0; i < t.length; i++) t[i] = ramValue(format, t[i]);
        return new Image(img.width(), img.height(), t);
    }

    private static void raw(BitWriter w, int format, Image img) {
        int[] t = img.texels();
        for (int y = 0; y < img.height(); y++) {
            for (int x = 0; x < img.width(); x++) {
                int v = t[y * img.width() + x];
                if (BPP[format] == 4) {
                    int right = x + 1 < img.width() ? t[y * img.width() + x + 1] : 0;
                    w.bits(v << 4 | right, 8);
                    x++;
                } else if (format == 0) {
                    w.bits(v >>> 16, 16);
                    w.bits(v & 0xFFFF, 16);
                } else {
                    w.bits(v, BPP[format]);
                }
            }
        }
    }

    /** RLE over one plane of 8-bit blocks: bt = 1, rl = 3, bs = 8 (fudge 2); runs repeat the previous block. */
    private static void rle(BitWriter w, int format, Image img) {
        if (format != 7 && format != 8) throw new IllegalArgumentException("the generator's RLE writes I8/I4 only");
        int bt = 1, rl = 3, bs = 8;
        int fudge = 2;
        w.bits(bt, 3);
        w.bits(rl, 3);
        w.bits(bs, 4);
        int[] t = img.texels();
        int n = t.length, i = 0;
        while (i < n) {
            int run = 0;
            if (i > 0) while (i + run < n && run < (1 << rl) - 1 + fudge && t[i + run] == t[i - 1]) run++;
            if (run >= fudge && i + run < n) {
                w.bits(1, 1);
                w.bits(0, bt);          // start = done - 0 - 1: the previous block
                w.bits(run - fudge, rl);
                i += run;
                w.bits(t[i], bs);       // the literal every run is followed by
                i++;
            } else {
                w.bits(0, 1);
                w.bits(t[i], bs);
                i++;
            }
        }
    }

    private static void lookup(BitWriter w, int format, Image img) {
        List<Integer> table = new ArrayList<>();
        Map<Integer, Integer> index = new LinkedHashMap<>();
        for (int v : img.texels()) index.computeIfAbsent(v, k -> { table.add(k); return table.size() - 1; });
        int n = table.size();
        w.bits(n, 11);
        for (int e : table) {
            if (BPP[format] == 32) { w.bits(e >>> 8, 24); w.bits(e & 0xFF, 8); }
            else w.bits(e, BPP[format]);
        }
        int bits = 0;
        while ((1 << bits) < n) bits++;
        int[] t = img.texels();
        for (int y = 0; y < img.height(); y++) {
            for (int x = 0; x < img.width(); x++) w.bits(index.get(t[y * img.width() + x]), bits);
        }
    }

    /** A zlib (colour-indexed) blob: format 9..12, palette of u16 entries, images of palette indices. */
    public static Blob zlib(int u, int lod, int format, int[] palette, List<Image> images) {
        BitWriter w = new BitWriter();
        w.bits(u << 7 | 1 << 6 | lod, 8);
        w.bits(format, 8);
        w.bits(palette.length - 1, 8);
        for (int p : palette) w.bits(p, 16);
        Map<String, String> truth = new LinkedHashMap<>();
        boolean ci4 = format == 10 || format == 12;
        for (int i = 0; i < images.size(); i++) {
            Image img = images.get(i);
            w.bits(img.width(), 8);
            w.bits(img.height(), 8);
            int rowBytes = ci4 ? (img.width() + 1) / 2 : img.width();
            byte[] tight = new byte[rowBytes * img.height()];
            for (int y = 0; y < img.height(); y++) {
                for (int x = 0; x < img.width(); x++) {
                    int v = img.texels()[y * img.width() + x];
                    if (ci4) tight[y * rowBytes + (x >> 1)] |= (byte) ((x & 1) == 0 ? v << 4 : v);
                    else tight[y * rowBytes + x] = (byte) v;
                }
            }
            w.bytes(new byte[]{0x11, 0x72});
            w.bytes(deflateRaw(tight));
            truth.put("level" + i + "_texels", Hash.sha256(ramTexels(ci4 ? 4 : 8, img)));
        }
        return new Blob(w.toByteArray(), truth);
    }

    public static byte[] deflateRaw(byte[] data) {
        Deflater d = new Deflater(Deflater.BEST_COMPRESSION, true);
        d.setInput(data);
        d.finish();
        byte[] buf = new byte[data.length + 64];
        int n = 0;
        while (!d.finished()) {
            if (n == buf.length) buf = java.util.Arrays.copyOf(buf, buf.length * 2);
            n += d.deflate(buf, n, buf.length - n);
        }
        d.end();
        return java.util.Arrays.copyOf(buf, n);
    }
}
