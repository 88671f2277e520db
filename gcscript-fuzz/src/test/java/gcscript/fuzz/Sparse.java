package gcscript.fuzz;

import java.io.ByteArrayOutputStream;

/**
 * A compact encoding of a large, mostly-zero file (an ISO image, RC2.HDR, a level file) so that seeds stay a
 * few KB and the fuzzer mutates the bytes that matter. Layout: u24 file length, then patches of
 * {u24 offset, u16 length, bytes}; a patch is cut at the end of the file, an offset past it wraps.
 * Little-endian throughout. A truncated patch list simply ends.
 */
public final class Sparse {
    private Sparse() {}

    public static byte[] expand(byte[] in, int maxLength) {
        if (in.length < 3) return new byte[0];
        int len = Math.min(u24(in, 0), maxLength);
        byte[] out = new byte[len];
        int p = 3;
        while (p + 5 <= in.length && len > 0) {
            int off = u24(in, p) % len;
            int n = (in[p + 3] & 0xff) | (in[p + 4] & 0xff) << 8;
            p += 5;
            n = Math.min(n, in.length - p);
            System.arraycopy(in, p, out, off, Math.min(n, len - off));
            p += n;
        }
        return out;
    }

    /** Encodes {@code file}: one patch per run of non-zero bytes (runs closer than 8 zeros are merged). */
    public static byte[] encode(byte[] file) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        put24(o, file.length);
        int i = 0;
        while (i < file.length) {
            if (file[i] == 0) { i++; continue; }
            int start = i, zeros = 0, end = i;
            while (i < file.length && i - start < 0xffff && zeros < 8) {
                if (file[i] == 0) zeros++; else { zeros = 0; end = i + 1; }
                i++;
            }
            put24(o, start);
            int n = end - start;
            o.write(n & 0xff);
            o.write(n >>> 8);
            o.write(file, start, n);
            i = end;
        }
        return o.toByteArray();
    }

    private static int u24(byte[] b, int p) {
        return (b[p] & 0xff) | (b[p + 1] & 0xff) << 8 | (b[p + 2] & 0xff) << 16;
    }

    private static void put24(ByteArrayOutputStream o, int v) {
        if (v > 0xffffff) throw new IllegalArgumentException("file too large for a sparse seed: " + v);
        o.write(v & 0xff);
        o.write((v >>> 8) & 0xff);
        o.write((v >>> 16) & 0xff);
    }
}
