package gcscript.goldeneye.texture;

import gcscript.n64.MsbBitReader;

/**
 * One stored image of the non-zlib path: the ten compression methods and the conversion of decoded planes or
 * lookup indices into texels, laid out at {@code o} in the output buffer exactly as the game writes them.
 */
final class NonZlib {
    private NonZlib() {}

    /** What one image decode produced besides its texels. */
    static final class Image {
        int size;              // bytes the game reports for the image (before rounding up to 8)
        int blur = -1;
        String defined = "yes";
        boolean padDefined = true;   // odd 4-bit widths: whether each row's padding nibble is fixed by the blob
        byte[] intended;       // IA4 channel paths: the tightly strided image the encoder meant
    }

    static Image decode(DecodeContext c, String p, GeTexFormat f, int w, int h, GeMethod m, int o) {
        MsbBitReader r = c.r;
        Image img = new Image();
        int wh = w * h;
        int stride = f.stride(w);
        img.size = stride * h;
        c.ensure(o + 2 * img.size + 64);
        c.undefinedReason = null;   // the scratch itself persists across the images of one blob, as in the game
        switch (m) {
            case UNCOMPRESSED0:
            case UNCOMPRESSED1:
                r.field(p + ".texels");
                uncompressed(c, img, f, w, h, o);
                break;
            case HUFFMAN:
                checkPlanes(c, f, wh);
                Huffman.inflate(c, 0, f.channels * wh, f.channelSize, p + ".huffman");
                alphaBits(c, f, wh, p);
                channelsToPixels(c, img, f, w, h, o);
                break;
            case HUFFMAN_PER_CHANNEL:
                checkPlanes(c, f, wh);
                for (int j = 0; j < f.channels; j++) Huffman.inflate(c, wh * j, wh, f.channelSize, p + ".huffman[" + j + "]");
                alphaBits(c, f, wh, p);
                channelsToPixels(c, img, f, w, h, o);
                break;
            case RLE:
                checkPlanes(c, f, wh);
                Rle.inflate(c, f.channels * wh, p + ".rle");
                alphaBits(c, f, wh, p);
                channelsToPixels(c, img, f, w, h, o);
                break;
            case LOOKUP: {
                int n = buildLookup(c, f, p);
                lookupDirect(c, img, f, w, h, o, n, p);
                break;
            }
            case HUFFMAN_LOOKUP: {
                int n = buildLookup(c, f, p);
                Huffman.inflate(c, 0, wh, n, p + ".huffman");
                lookupFromBuffer(c, img, f, w, h, o, n);
                break;
            }
            case RLE_LOOKUP: {
                int n = buildLookup(c, f, p);
                Rle.inflate(c, wh, p + ".rle");
                lookupFromBuffer(c, img, f, w, h, o, n);
                break;
            }
            case HUFFMAN_BLUR:
            case RLE_BLUR: {
                checkPlanes(c, f, wh);
                r.field(p + ".blur");
                img.blur = r.bits(3);
                if (m == GeMethod.HUFFMAN_BLUR) Huffman.inflate(c, 0, f.channels * wh, f.channelSize, p + ".huffman");
                else Rle.inflate(c, f.channels * wh, p + ".rle");
                unblur(c, w, f.channels * h, img.blur, f.channelSize);
                alphaBits(c, f, wh, p);
                channelsToPixels(c, img, f, w, h, o);
                break;
            }
            default:
                throw new IllegalStateException();
        }
        if (c.undefinedReason != null) {
            img.defined = "no:" + c.undefinedReason;
            r.field(p);
            c.problem("texels fixed by the blob", "the game's decoder reads memory it never wrote (" + c.undefinedReason
                    + "), e.g. the byte after the plane in the last row of an odd-width 4-bit image");
        }
        return img;
    }

    private static void checkPlanes(DecodeContext c, GeTexFormat f, int wh) {
        long need = (long) (f.alphaPlane ? 4 : f.channels) * wh;
        if (need > DecodeContext.SCRATCH) {
            throw c.fatal("planes within the game's 0x2000-byte scratch", need + " bytes");
        }
    }

    private static void alphaBits(DecodeContext c, GeTexFormat f, int wh, String p) {
        if (!f.alphaPlane) return;
        c.r.field(p + ".alpha");
        for (int i = 0; i < wh; i++) c.scratchWrite(3 * wh + i, c.r.bit1());
    }

    private static void uncompressed(DecodeContext c, Image img, GeTexFormat f, int w, int h, int o) {
        MsbBitReader r = c.r;
        int stride = f.stride(w);
        switch (f) {
            case RGBA32:
            case RGB24: {
                int base = o;
                if ((o & 15) != 0) {            // the game writes 32-bit texels at the address rounded up to 16
                    base = (o + 15) & ~15;
                    img.defined = "no:raw32-output-rounded-up-to-16";
                    c.problem("a 32-bit uncompressed image at a 16-byte aligned output offset",
                            "offset " + o + ": the game writes it 8 bytes later, leaving the level's first bytes unwritten");
                }
                for (int y = 0; y < h; y++) {
                    int row = base + y * stride;
                    for (int x = 0; x < w; x++) {
                        int v = f == GeTexFormat.RGBA32 ? (r.bits(16) << 16) | r.bits(16) : (r.bits(24) << 8) | 0xFF;
                        c.put32(row + 4 * x, v);
                    }
                }
                break;
            }
            case RGBA16:
            case IA16:
            case RGB15:
                for (int y = 0; y < h; y++) {
                    int row = o + y * stride;
                    for (int x = 0; x < w; x++) c.put16(row + 2 * x, f == GeTexFormat.RGB15 ? (r.bits(15) << 1) | 1 : r.bits(16));
                }
                break;
            case IA8:
            case I8:
                for (int y = 0; y < h; y++) {
                    int row = o + y * stride;
                    for (int x = 0; x < w; x++) c.put8(row + x, r.bits(8));
                }
                break;
            case IA4:
            case I4:
                for (int y = 0; y < h; y++) {
                    int row = o + y * stride;
                    for (int x = 0; x < w; x += 2) c.put8(row + (x >> 1), r.bits(8));
                }
                break;
            default:
                throw new IllegalStateException();
        }
    }

    /** texChannelsToPixels: planes P0..P2 at multiples of w*h, 1-bit alpha plane at 3*w*h. */
    private static void channelsToPixels(DecodeContext c, Image img, GeTexFormat f, int w, int h, int o) {
        int mult = w * h;
        int stride = f.stride(w);
        int pos = 0;
        switch (f) {
            case RGBA32: case RGB24: case RGBA16: case RGB15: case IA16: case IA8: case I8:
                for (int y = 0; y < h; y++) {
                    int row = o + y * stride;
                    for (int x = 0; x < w; x++, pos++) {
                        int p0 = c.scratchByte(pos);
                        switch (f) {
                            case RGBA32: c.put32(row + 4 * x, p0 << 24 | c.scratchByte(pos + mult) << 16
                                    | c.scratchByte(pos + 2 * mult) << 8 | c.scratchByte(pos + 3 * mult)); break;
                            case RGB24: c.put32(row + 4 * x, p0 << 24 | c.scratchByte(pos + mult) << 16
                                    | c.scratchByte(pos + 2 * mult) << 8 | 0xFF); break;
                            case RGBA16: c.put16(row + 2 * x, p0 << 11 | c.scratchByte(pos + mult) << 6
                                    | c.scratchByte(pos + 2 * mult) << 1 | c.scratchByte(pos + 3 * mult)); break;
                            case RGB15: c.put16(row + 2 * x, p0 << 11 | c.scratchByte(pos + mult) << 6
                                    | c.scratchByte(pos + 2 * mult) << 1 | 1); break;
                            case IA16: c.put16(row + 2 * x, p0 << 8 | c.scratchByte(pos + mult)); break;
                            case IA8: c.put8(row + x, p0 << 4 | c.scratchByte(pos + mult)); break;
                            default: c.put8(row + x, p0); break;
                        }
                    }
                }
                break;
            case I4:
                for (int y = 0; y < h; y++) {
                    int row = o + y * stride;
                    for (int x = 0; x < w; x += 2, pos += 2) c.put8(row + (x >> 1), c.scratchByte(pos) << 4 | c.scratchByte(pos + 1));
                    if ((w & 1) != 0) pos--;
                }
                break;
            case IA4: {
                // The game advances (w+15)&~15 bytes per row, twice the real stride; the intended image is kept too.
                int rowStep = (w + 15) & ~15;
                byte[] intended = new byte[stride * h];
                for (int y = 0; y < h; y++) {
                    int row = o + y * rowStep;
                    for (int x = 0; x < w; x += 2, pos += 2) {
                        int v = (c.scratchByte(pos) << 5 | c.scratchByte(pos + 3 * mult) << 4
                                | c.scratchByte(pos + 1) << 1 | c.scratchByte(pos + 3 * mult + 1)) & 0xFF;
                        c.put8(row + (x >> 1), v);
                        intended[y * stride + (x >> 1)] = (byte) v;
                    }
                    if ((w & 1) != 0) pos--;
                }
                img.intended = intended;
                if (h > 1) img.defined = "quirk:ia4-double-stride";
                break;
            }
            default:
                throw new IllegalStateException();
        }
    }

    /** texBuildLookup: 11-bit count, then the entries (u16 up to 16 bpp; 24 bits; or 24+8 bits). */
    private static int buildLookup(DecodeContext c, GeTexFormat f, String p) {
        MsbBitReader r = c.r;
        r.field(p + ".lookup.count");
        int n = r.bits(11);
        int bpp = f.bitsPerPixel;
        if (bpp > 16 && n * 4 > DecodeContext.LOOKUP_BYTES) {
            throw c.fatal("a lookup table within the game's 0x1000-byte buffer", n + " 32-bit entries");
        }
        r.field(p + ".lookup.entries");
        for (int i = 0; i < n; i++) {
            if (bpp <= 24) c.lookup[i] = r.bits(bpp);
            else c.lookup[i] = (r.bits(24) << 8) | r.bits(bpp - 24);
        }
        return n;
    }

    static int bitSize(int n) {
        int count = 0;
        n--;
        while (n > 0) { n >>= 1; count++; }
        return count;
    }

    private static int entry(DecodeContext c, int idx, int n) {
        if (idx >= n) {
            throw c.fatal("a lookup index below the table size " + n + " (entries beyond it are unset memory)", Integer.toString(idx));
        }
        return c.lookup[idx];
    }

    /** texInflateLookup: indices of ceil(log2 n) bits straight from the stream. */
    private static void lookupDirect(DecodeContext c, Image img, GeTexFormat f, int w, int h, int o, int n, String p) {
        MsbBitReader r = c.r;
        r.field(p + ".indices");
        int bits = bitSize(n);
        int stride = f.stride(w);
        for (int y = 0; y < h; y++) {
            int row = o + y * stride;
            for (int x = 0; x < w; x++) {
                switch (f) {
                    case RGBA32: c.put32(row + 4 * x, entry(c, r.bits(bits), n)); break;
                    case RGB24: c.put32(row + 4 * x, entry(c, r.bits(bits), n) << 8); break;  // alpha 0x00: the game's quirk
                    case RGBA16: case IA16: c.put16(row + 2 * x, entry(c, r.bits(bits), n)); break;
                    case RGB15: c.put16(row + 2 * x, entry(c, r.bits(bits), n) << 1 | 1); break;
                    case IA8: case I8: c.put8(row + x, entry(c, r.bits(bits), n)); break;
                    case IA4: case I4: {
                        int v = (entry(c, r.bits(bits), n) << 4) & 0xFF;
                        if (x + 1 < w) v |= entry(c, r.bits(bits), n) & 0xFF;
                        c.put8(row + (x >> 1), v);
                        x++;
                        break;
                    }
                    default: throw new IllegalStateException();
                }
            }
        }
    }

    /** texInflateLookupFromBuffer: indices decoded into the scratch (u8, or u16 when n > 256). */
    private static void lookupFromBuffer(DecodeContext c, Image img, GeTexFormat f, int w, int h, int o, int n) {
        int stride = f.stride(w);
        boolean wide = n > 256;
        int src = 0;
        for (int y = 0; y < h; y++, src += w) {
            int row = o + y * stride;
            for (int x = 0; x < w; x++) {
                switch (f) {
                    case RGBA32: c.put32(row + 4 * x, entry(c, idx(c, src + x, wide), n)); break;
                    case RGB24: c.put32(row + 4 * x, entry(c, idx(c, src + x, wide), n) << 8 | 0xFF); break;
                    case RGBA16: case IA16: c.put16(row + 2 * x, entry(c, idx(c, src + x, wide), n)); break;
                    case RGB15: c.put16(row + 2 * x, entry(c, idx(c, src + x, wide), n) << 1 | 1); break;
                    case IA8: case I8: c.put8(row + x, entry(c, idx(c, src + x, wide), n)); break;
                    case IA4: case I4: {
                        int hi = entry(c, idx(c, src + x, wide), n);
                        int partner = idx(c, src + x + 1, wide);  // odd widths: the next row's first index
                        int lo = c.undefinedReason == null ? entry(c, partner, n) : 0;
                        c.put8(row + (x >> 1), (hi << 4 | lo) & 0xFF);
                        x++;
                        break;
                    }
                    default: throw new IllegalStateException();
                }
            }
        }
    }

    private static int idx(DecodeContext c, int i, boolean wide) {
        return wide ? c.scratchByte(2 * i) << 8 | c.scratchByte(2 * i + 1) : c.scratchByte(i);
    }

    /** texBlur: predictor decoding over the planes seen as one w x (channels*h) image, modulo the channel size. */
    private static void unblur(DecodeContext c, int w, int h, int m, int size) {
        byte[] px = c.scratch;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int i = y * w + x;
                int cur = (px[i] & 0xFF) + size * 2;
                int left = x > 0 ? px[i - 1] & 0xFF : 0;
                int above = y > 0 ? px[i - w] & 0xFF : 0;
                int al = x > 0 && y > 0 ? px[i - w - 1] & 0xFF : 0;
                int v;
                switch (m) {
                    case 0: v = cur + left; break;
                    case 1: v = cur + above; break;
                    case 2: v = cur + al; break;
                    case 3: v = cur + (left + above - al); break;
                    case 4: v = cur + ((above - al) / 2 + left); break;
                    case 5: v = cur + ((left - al) / 2 + above); break;
                    case 6: v = cur + ((left + above) / 2); break;
                    default: continue;          // 7: no case in the game's switch, the identity
                }
                px[i] = (byte) (v % size);
            }
        }
    }
}
