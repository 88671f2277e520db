package gcscript.wad;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Greedy hash-chain encoder for WAD-LZ (docs/formats/wad.md), single-threaded so no block joins exist
 * (the joins are where the public encoder goes wrong, docs/formats/wad.md). Matches are ranked by the bytes they save
 * ({@link #cost}), with one step of lazy matching; up to 16 chain candidates per position.
 *
 * <p>A match is held back until the literal run after it is known: 1–3 literal bytes then ride in the
 * match's trailing-literal bits, and the match plus those bytes is placed as one unit, so the 0x2000
 * block rule (docs/formats/wad.md) sees the whole unit.
 */
final class WadLzEncoder {
    static final int WINDOW = 0xBFFF;           // farthest far match (A=1)
    static final int NEAR = 0x4000;             // farthest little/medium/big match
    static final int LITTLE = 2048;             // farthest little match
    static final int MAX_NEAR_LEN = 288;        // big match, M = 255
    static final int MAX_FAR_LEN = 264;         // big far match, M = 255
    static final int MAX_LITERAL = 273;         // big literal, N = 255
    static final int BLOCK = 0x2000;
    private static final int HASH_BITS = 16;
    private static final int RING = 1 << 16;    // > WINDOW, so every chain link inside the window is intact
    private static final int CHAIN = 16;
    private static final int SKIP_SHIFT = 5;
    private static final int MAX_SKIP = 15;
    /** A match this long ends the chain walk: longer chains cost speed for little gain on level data. */
    private static final int NICE = 32;
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final byte[] data;
    private final int n;
    private byte[] out;
    private int o;
    private boolean prevLiteral;
    private final int[] head = new int[1 << HASH_BITS];
    private final int[] prev = new int[RING];
    /** Positions below this are in the hash chains. */
    private int inserted;

    private WadLzEncoder(byte[] data) {
        this.data = data;
        this.n = data.length;
        // stored data costs at most 5 bytes per 273 plus a 0x2000 block's pad slack
        this.out = new byte[(int) Math.min(Integer.MAX_VALUE - 16, 64L + n + n / 32)];
    }

    static byte[] encode(byte[] data, byte[] name9) {
        WadLzEncoder e = new WadLzEncoder(data);
        e.o = WadLz.HEADER_SIZE;
        e.packets();
        byte[] out = Arrays.copyOf(e.out, e.o);
        out[0] = 'W';
        out[1] = 'A';
        out[2] = 'D';
        out[3] = (byte) e.o;
        out[4] = (byte) (e.o >>> 8);
        out[5] = (byte) (e.o >>> 16);
        out[6] = (byte) (e.o >>> 24);
        System.arraycopy(name9, 0, out, 7, name9.length);
        return out;
    }

    private static int hash(byte[] d, int i) {
        int v = (d[i] & 0xFF) | (d[i + 1] & 0xFF) << 8 | (d[i + 2] & 0xFF) << 16;
        return (v * 0x9E3779B1) >>> (32 - HASH_BITS);
    }

    /** Bytes a match packet of this length and distance takes, without trailing literal. */
    static int cost(int len, int dist) {
        if (dist <= LITTLE && len <= 8) return 2;
        if (dist <= NEAR) return len <= 33 ? 3 : 4;
        return len <= 9 ? 3 : 4;
    }

    private void packets() {
        Arrays.fill(head, -1);
        int pos = 0;
        int litStart = 0;
        int pendLen = 0;
        int pendDist = 0;
        int misses = 0;
        while (pos + 3 <= n) {
            long m = find(pos);
            if (m == 0) {
                // incompressible stretch: probe ever more sparsely (as LZ4 does), back to every byte on a hit
                pos += 1 + Math.min(misses++ >> SKIP_SHIFT, MAX_SKIP);
                continue;
            }
            misses = 0;
            // one step of lazy matching: a better match one byte on turns this byte into a literal
            while (len(m) < NICE && pos + 4 <= n) {
                long next = find(pos + 1);
                if (gain(next) <= gain(m)) break;
                pos++;
                m = next;
            }
            flush(pendLen, pendDist, litStart, pos);
            pendLen = len(m);
            pendDist = dist(m);
            int stop = Math.min(pos + pendLen, n - 2);
            for (int i = Math.max(pos + 1, inserted); i < stop; i++) insert(i);
            pos += pendLen;
            litStart = pos;
        }
        flush(pendLen, pendDist, litStart, n);
    }

    private static int len(long m) { return (int) (m & 0x3FF); }
    private static int dist(long m) { return (int) ((m >>> 10) & 0xFFFF); }
    private static int gain(long m) { return (int) (m >>> 26); }

    private void insert(int i) {
        int h = hash(data, i);
        prev[i & (RING - 1)] = head[h];
        head[h] = i;
        inserted = i + 1;
    }

    /**
     * Inserts {@code pos} into the hash chains and returns its best match as {@code gain << 26 | dist << 10 | len},
     * or 0 when no match saves a byte.
     */
    private long find(int pos) {
        final byte[] d = data;
        int h = hash(d, pos);
        int c = head[h];
        head[h] = pos;
        prev[pos & (RING - 1)] = c;
        inserted = pos + 1;
        final int minPos = pos - WINDOW;
        final int maxLen = Math.min(MAX_NEAR_LEN, n - pos);
        int bestLen = 0;
        int bestDist = 0;
        int bestGain = 0;
        for (int k = 0; k < CHAIN && c >= 0 && c >= minPos; k++) {
            int dist = pos - c;
            int lim = dist > NEAR ? Math.min(maxLen, MAX_FAR_LEN) : maxLen;
            // candidates come nearest first and cost never falls with distance: only a longer one can win
            if (bestLen < lim && d[c + bestLen] == d[pos + bestLen]) {
                int len = matchLength(d, c, pos, lim);
                if (len >= 3) {
                    int gain = len - cost(len, dist);
                    if (gain > bestGain) {
                        bestGain = gain;
                        bestLen = len;
                        bestDist = dist;
                        if (len >= NICE || len == maxLen) break;
                    }
                }
            }
            c = prev[c & (RING - 1)];
        }
        return bestGain == 0 ? 0 : (long) bestGain << 26 | (long) bestDist << 10 | bestLen;
    }

    private static int matchLength(byte[] d, int a, int b, int lim) {
        int len = 0;
        while (len + 8 <= lim) {
            long x = (long) LONG.get(d, a + len) ^ (long) LONG.get(d, b + len);
            if (x != 0) return len + (Long.numberOfTrailingZeros(x) >>> 3);
            len += 8;
        }
        while (len < lim && d[a + len] == d[b + len]) len++;
        return len;
    }

    /** Emits the held-back match (if any) and the literal run {@code [from, to)} that follows it. */
    private void flush(int len, int dist, int from, int to) {
        int r = to - from;
        if (len > 0) {
            if (r >= 1 && r <= 3) {
                match(len, dist, from, r);
                return;
            }
            match(len, dist, from, 0);
        }
        literals(from, to);
    }

    private void match(int len, int dist, int tail, int t) {
        int b0;
        int b1;
        int b2 = 0;
        int b3 = 0;
        int size;
        if (dist <= LITTLE && len <= 8) {
            int dm = dist - 1;
            b0 = ((len - 1) << 5) | ((dm & 7) << 2) | t;
            b1 = dm >>> 3;
            size = 2;
        } else if (dist <= NEAR) {
            int dm = dist - 1;
            if (len <= 33) {
                b0 = 0x20 | (len - 2);
                b1 = ((dm & 63) << 2) | t;
                b2 = dm >>> 6;
                size = 3;
            } else {
                b0 = 0x20;
                b1 = len - 33;
                b2 = ((dm & 63) << 2) | t;
                b3 = dm >>> 6;
                size = 4;
            }
        } else {
            int r = dist - 0x4000;
            int a = (r >>> 14) << 3;
            if (len <= 9) {
                b0 = 0x10 | a | (len - 2);
                b1 = ((r & 63) << 2) | t;
                b2 = (r >>> 6) & 0xFF;
                size = 3;
            } else {
                b0 = 0x10 | a;
                b1 = len - 9;
                b2 = ((r & 63) << 2) | t;
                b3 = (r >>> 6) & 0xFF;
                size = 4;
            }
        }
        room(size + t);
        byte[] w = out;
        w[o] = (byte) b0;
        w[o + 1] = (byte) b1;
        if (size > 2) w[o + 2] = (byte) b2;
        if (size > 3) w[o + 3] = (byte) b3;
        o += size;
        for (int i = 0; i < t; i++) w[o++] = data[tail + i];
        prevLiteral = false;
    }

    private void literals(int from, int to) {
        while (from < to) {
            int r = to - from;
            if (r <= 3) {
                // a dummy match carries the 1-3 bytes in its trailing-literal bits
                room(3 + r);
                out[o++] = 0x11;
                out[o++] = (byte) r;
                out[o++] = 0;
                System.arraycopy(data, from, out, o, r);
                o += r;
                prevLiteral = false;
                return;
            }
            int c = Math.min(r, MAX_LITERAL);
            int dummy = prevLiteral ? 3 : 0;
            int space = BLOCK - 3 - ((o - WadLz.HEADER_SIZE) & (BLOCK - 1)) - dummy;
            if (c + (c <= 18 ? 1 : 2) > space) {
                // fill the block up to its pad instead of leaving the gap to 0xEE filler
                int fit = space - 2 > 18 ? space - 2 : Math.min(space - 1, 18);
                if (fit >= 4) c = fit;
            }
            int hdr = c <= 18 ? 1 : 2;
            room(dummy + hdr + c);
            if (dummy != 0) {
                out[o++] = 0x11;
                out[o++] = 0;
                out[o++] = 0;
            }
            if (hdr == 1) {
                out[o++] = (byte) (c - 3);
            } else {
                out[o++] = 0;
                out[o++] = (byte) (c - 18);
            }
            System.arraycopy(data, from, out, o, c);
            o += c;
            from += c;
            prevLiteral = true;
        }
    }

    /**
     * Makes room for a unit of {@code len} bytes: a unit that would come within 3 bytes of the next 0x2000
     * boundary (from D0) is preceded by a pad packet and 0xEE filler up to that boundary (docs/formats/wad.md, block rule).
     */
    private void room(int len) {
        int q = (o - WadLz.HEADER_SIZE) & (BLOCK - 1);
        int pad = q + len > BLOCK - 3 ? BLOCK - q : 0;
        if (out.length - o < pad + len) {
            long want = Math.max((long) o + pad + len, (long) out.length + (out.length >> 1));
            if (want > Integer.MAX_VALUE - 16) throw new IllegalArgumentException("compressed stream would exceed 2 GiB");
            out = Arrays.copyOf(out, (int) want);
        }
        if (pad != 0) {
            out[o] = 0x12;
            out[o + 1] = 0;
            out[o + 2] = 0;
            Arrays.fill(out, o + 3, o + pad, (byte) 0xEE);
            o += pad;
        }
    }
}
