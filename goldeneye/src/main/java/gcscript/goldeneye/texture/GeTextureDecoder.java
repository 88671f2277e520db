package gcscript.goldeneye.texture;

import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.n64.MsbBitReader;
import gcscript.n64.RareZip;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * GoldenEye's texture decoder (texInflateZlib / texInflateNonZlib with their helpers), reimplemented from the
 * format reference and checked level by level against the game's own decoder on the conformance set.
 *
 * <p>Header byte {@code u z lod6}. Stored images: {@code lod} when {@code u = 1 and lod > 0}, else one; with
 * {@code u = 0, lod >= 2} the game generates {@code lod - 1} mips (zlib: while the index data stays within 0x800
 * bytes). Odd rows are pre-swapped in RAM for every level when {@code lod >= 1}; the levels returned here are linear.
 *
 * <p>Never hangs and never reads past the blob: where the game would loop forever (unknown method), read past the
 * end, run out of its fixed buffers or return nothing, this throws a {@link FormatException} naming the blob, the
 * field and the bit offset (lenient: a problem row and a partial texture). Where the game returns normally but its
 * output is not fixed by the blob (memory it never wrote) or the blob breaks an unchecked rule (the rarezip magic,
 * trailing bytes), strict mode throws too and lenient mode records a problem and decodes as the game would.
 */
public final class GeTextureDecoder {
    private GeTextureDecoder() {}

    public static GeTexture decode(byte[] blob, String name) { return decode(blob, name, Problems.strict()); }

    public static GeTexture decode(byte[] blob, String name, Problems problems) {
        if (blob.length < 1) throw new FormatException(name, "header", 0, "a header byte", "empty blob", null);
        int hb = blob[0] & 0xFF;
        int u = hb >> 7, z = (hb >> 6) & 1, lod = hb & 0x3F;
        DecodeContext c = new DecodeContext(name, blob, problems);
        State s = new State();
        boolean complete = true;
        try {
            if (z == 1) zlib(c, s, u, lod);
            else nonZlib(c, s, u, lod);
            int used = c.r.bytesTouched();
            s.used = used;
            if (used != blob.length) {
                c.r.field("blob.length");
                c.problem(used + " bytes used by the decoder", blob.length + " bytes in the blob");
            }
        } catch (FormatException e) {
            problems.caught(e, -1);
            complete = false;
        }
        byte[][] intended = s.intended.isEmpty() ? null : s.intended.toArray(new byte[0][]);
        return new GeTexture(name, hb, s.levels, c.out, s.palette, s.outputSize, s.used, blob.length, s.quirks,
                intended, complete);
    }

    private static final class State {
        final List<GeLevel> levels = new ArrayList<>();
        final List<String> quirks = new ArrayList<>();
        final List<byte[]> intended = new ArrayList<>();
        int[] palette;
        int outputSize;
        int used;

        void quirk(String q) { if (!quirks.contains(q)) quirks.add(q); }
    }

    // ---------------------------------------------------------------- non-zlib

    private static void nonZlib(DecodeContext c, State s, int u, int lod) {
        MsbBitReader r = c.r;
        int stored = u == 1 && lod > 0 ? lod : 1;
        boolean swapped = lod > 0;
        int total = 0;
        GeTexFormat f = null;
        int w = 0, h = 0;
        NonZlib.Image last = null;
        for (int i = 0; i < stored; i++) {
            String p = "image[" + i + "]";
            r.field(p + ".header");
            int fid = r.bits(4);
            w = r.bits(8);
            h = r.bits(8);
            int mid = r.bits(4);
            f = GeTexFormat.byId(fid);
            if (f == null || f.paletted()) {
                throw c.fatal("a non-paletted format 0-8 (the game outputs nothing for " + (f == null ? "ids 13-15" : "CI formats") + ")",
                        "format " + fid);
            }
            if (w * h > 0x2000) throw c.fatal("w*h <= 0x2000 (the game returns 0 bytes otherwise)", w + "x" + h);
            GeMethod m = GeMethod.byId(mid);
            if (m == null) throw c.fatal("a compression method 0-9 (the game loops forever on others)", Integer.toString(mid));
            if (f == GeTexFormat.RGB24 && m == GeMethod.LOOKUP) s.quirk("rgb24-lookup-alpha0");
            NonZlib.Image img = NonZlib.decode(c, p, f, w, h, m, total);
            if (img.defined.startsWith("quirk:")) s.quirk(img.defined.substring(6));
            s.levels.add(new GeLevel(i, w, h, f.stride(w), total, img.size, "stored", f, m, img.blur, swapped, img.defined));
            s.intended.add(img.intended);
            total += (img.size + 7) & ~7;
            r.endOfImage();
            last = img;
        }
        if (u == 0 && lod >= 2) {
            int src = 0;
            String defined = last.defined.startsWith("no:") ? last.defined : "yes";
            boolean pad = last.padDefined;
            for (int j = 1; j < lod; j++) {
                c.ensure(total + f.stride((w + 1) >> 1) * ((h + 1) >> 1) + 64);
                int size = Mips.shrinkNonPaletted(c.out, src, total, w, h, f);
                if (f.gbiSize == gcscript.n64.GbiSize.B4 && (w & 1) != 0 && !pad && defined.equals("yes")) {
                    defined = "no:depends-on-prior-output-buffer-contents";
                }
                int nw = (w + 1) >> 1, nh = (h + 1) >> 1;
                s.levels.add(new GeLevel(j, nw, nh, f.stride(nw), total, size, "generated", f, null, -1, swapped, defined));
                s.intended.add(null);
                pad = (nw & 1) == 0;  // a generated odd 4-bit row's padding nibble comes from never-written bytes
                src = total;
                total += size;
                w = nw;
                h = nh;
            }
        }
        s.outputSize = total;
        if (s.intended.stream().allMatch(x -> x == null)) s.intended.clear();
    }

    // ---------------------------------------------------------------- zlib

    private static void zlib(DecodeContext c, State s, int u, int lod) {
        MsbBitReader r = c.r;
        r.field("zlib.format");
        int fid = r.bits(8);
        GeTexFormat f = GeTexFormat.byId(fid);
        if (f == null || !f.paletted()) {
            throw c.fatal("a CI format 9-12 (the game's output depends on uninitialised memory otherwise)", "format " + fid);
        }
        r.field("zlib.palette");
        int ncol = r.bits(8) + 1;
        int[] slots = new int[256];
        Arrays.fill(slots, -1);
        for (int i = 0; i < ncol; i++) slots[i] = r.bits(16);
        s.palette = Arrays.copyOf(slots, ncol);
        int images = u == 1 && lod > 0 ? lod : 1;
        boolean swapped = lod > 0;
        int total = 0;
        int w = 0, h = 0;
        byte[] indices = new byte[0x800 + 1];
        String defined = "yes";
        for (int j = 0; j < images; j++) {
            String p = "image[" + j + "]";
            r.field(p + ".size");
            w = r.bits(8);
            h = r.bits(8);
            if (w * h >= 4097) throw c.fatal("w*h < 4097 (the game returns 0 bytes otherwise)", w + "x" + h);
            int pos = (int) (r.bitPosition() >> 3);
            r.field(p + ".rarezip.magic");
            if (pos + 2 > c.blob.length) throw r.pastEnd(16);
            if ((c.blob[pos] & 0xFF) != RareZip.MAGIC0 || (c.blob[pos + 1] & 0xFF) != RareZip.MAGIC1) {
                c.problem("11 72 (the game does not check these bytes)",
                        String.format("%02x %02x", c.blob[pos] & 0xFF, c.blob[pos + 1] & 0xFF));
            }
            r.field(p + ".deflate");
            RareZip.Result res = RareZip.inflateRaw(c.blob, pos + 2, c.blob.length, indices, 0x800, c.name, p + ".deflate (bit " + (pos + 2) * 8L + ")");
            if (res.overflow()) throw c.fatal("at most 0x800 inflated bytes (the game's scratch buffer)", "more");
            int rowBytes = f.gbiSize == gcscript.n64.GbiSize.B8 ? w : (w + 1) / 2;
            int need = rowBytes * h;
            if (res.length() < need) {
                throw c.fatal(need + " index bytes for " + w + "x" + h + " (the game would read stale scratch)", res.length() + " inflated");
            }
            if (res.length() > need) c.problem(need + " inflated index bytes", res.length() + " (the extra bytes are ignored)");
            int stride = f.stride(w);
            c.ensure(total + stride * h + 64);
            for (int y = 0; y < h; y++) System.arraycopy(indices, y * rowBytes, c.out, total + y * stride, rowBytes);
            checkIndices(c, indices, need, f, w, ncol, p);
            s.levels.add(new GeLevel(j, w, h, stride, total, stride * h, "stored", f, null, -1, swapped, defined));
            total += stride * h;
            r.seekByte(res.inputEnd());
        }
        if (u == 0 && lod >= 2) {
            int src = 0;
            boolean[] unset = new boolean[1];
            for (int j = 1; j < lod; j++) {
                int nw = (w + 1) >> 1, nh = (h + 1) >> 1;
                int size = f.stride(nw) * nh;
                if (total + size > 0x800) break;          // the game stops and lowers maxlod
                c.ensure(total + size + 64);
                Mips.shrinkPaletted(c.out, src, total, w, h, f, slots, ncol, unset);
                if (f == GeTexFormat.IA16_CI4) s.quirk("ia16ci4-mip-index-bug");
                if (unset[0] && defined.equals("yes")) defined = "no:reads-unset-palette-slot";
                s.levels.add(new GeLevel(j, nw, nh, f.stride(nw), total, size, "generated", f, null, -1, swapped, defined));
                src = total;
                total += size;
                w = nw;
                h = nh;
            }
        }
        s.outputSize = (total + 2 * ncol + 7) & ~7;
    }

    private static void checkIndices(DecodeContext c, byte[] idx, int n, GeTexFormat f, int w, int ncol, String p) {
        if (ncol >= (f.gbiSize == gcscript.n64.GbiSize.B8 ? 256 : 16)) return;
        boolean four = f.gbiSize == gcscript.n64.GbiSize.B4;
        int rowBytes = four ? (w + 1) / 2 : w;
        for (int i = 0; i < n; i++) {
            int v = idx[i] & 0xFF;
            int hi = four ? v >> 4 : v;
            int lo = four && ((i % rowBytes) * 2 + 1 < w) ? v & 15 : 0;
            if (hi >= ncol || lo >= ncol) {
                c.r.field(p + ".indices");
                c.problem("palette indices below " + ncol, "index " + Math.max(hi, lo) + " at texel byte " + i);
                return;
            }
        }
    }
}
