package gcscript.analysis;

import gcscript.bytes.ByteReader;

/**
 * Primitive loops shared by the byte tools. Regions may be memory-mapped, so bulk work copies through a
 * small reusable chunk rather than a whole-region array: the copy is far cheaper than the counting and keeps
 * the working set in cache.
 */
final class Scan {
    private Scan() {}

    static final int CHUNK = 1 << 16;

    interface Chunk { void accept(byte[] buf, int len, int index); }

    /** Feeds {@code [from, from+len)} of the reader in chunks; {@code index} is the chunk's reader index. */
    static void chunks(ByteReader r, int from, int len, Chunk c) {
        r.requireRange("region", from, len);
        byte[] buf = new byte[Math.min(CHUNK, Math.max(len, 1))];
        int end = from + len;
        for (int i = from; i < end; i += buf.length) {
            int n = Math.min(buf.length, end - i);
            r.copy("region", i, buf, 0, n);
            c.accept(buf, n, i);
        }
    }

    /**
     * Adds byte counts of {@code b[from, to)} into {@code counts} (256 entries). Four interleaved tables break the
     * store-to-load dependency a run of equal bytes would create on a single table.
     */
    static void count(byte[] b, int from, int to, int[] c4) {
        int i = from;
        int end4 = from + ((to - from) & ~3);
        for (; i < end4; i += 4) {
            c4[b[i] & 0xff]++;
            c4[256 + (b[i + 1] & 0xff)]++;
            c4[512 + (b[i + 2] & 0xff)]++;
            c4[768 + (b[i + 3] & 0xff)]++;
        }
        for (; i < to; i++) c4[b[i] & 0xff]++;
    }

    /** Folds the four tables of {@link #count} into {@code out} (adding) and clears them. */
    static void fold(int[] c4, long[] out) {
        for (int v = 0; v < 256; v++) {
            out[v] += (long) c4[v] + c4[256 + v] + c4[512 + v] + c4[768 + v];
            c4[v] = 0; c4[256 + v] = 0; c4[512 + v] = 0; c4[768 + v] = 0;
        }
    }

    /** Shannon entropy in bits per byte of a 256-bin histogram over {@code n} bytes; 0 for n == 0. */
    static double entropy(long[] counts, long n) {
        if (n == 0) return 0;
        // H = log2 n - (1/n) sum c log2 c: one log per occupied bin, no division inside the loop
        double s = 0;
        for (long c : counts) if (c > 1) s += c * Math.log(c);
        return (Math.log(n) - s / n) / Math.log(2);
    }
}
