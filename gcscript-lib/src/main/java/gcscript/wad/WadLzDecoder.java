package gcscript.wad;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The packet decoder of docs/formats/wad.md. It works on a copy of the compressed window in a per-thread pooled
 * array (reused from one decode to the next, so no fresh memory is touched for the input) so the hot loop
 * touches only byte arrays; it writes into the caller's output array or a new one. Reading the stream in place
 * through its ByteBuffer was measured slower (absolute ByteBuffer gets in the hot loop) and was not kept. Every packet is checked against the end of the stream and against the output
 * limit before anything is copied, so hostile input can only produce a FormatException.
 *
 * <p>Two loops share the work: {@link #fast} runs while the input and the output both have a margin larger
 * than any packet, so it can skip the per-packet bounds checks and copy in whole 8-byte words that may run
 * a few bytes past the packet; {@link #step} decodes one packet with every check and runs near either end.
 */
final class WadLzDecoder {
    static final int D0 = WadLz.HEADER_SIZE;
    /** Output bytes one input byte can produce at most: a 4-byte big match yields 288 bytes. */
    static final int MAX_EXPANSION = 72;
    private static final int MIN_GROWTH = 1 << 16;
    /** Larger than any packet (2 + 273 literal bytes; 4 + 288 match bytes + 3 trailing) plus an 8-byte word. */
    private static final int MARGIN = 320;
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private final ByteReader stream;
    private final byte[] in;
    private final int end;
    private final int limit;
    /** The caller's cap, for the error message; null when the limit is the expected size. */
    private final Integer cap;
    private byte[] out;
    private int p = D0;
    private int o;

    private WadLzDecoder(ByteReader stream, int end, byte[] out, int limit, Integer cap) {
        this.stream = stream;
        this.end = end;
        this.in = pooledInput(end + 16);
        stream.copy(stream.name(), 0, in, 0, end);   // the stream's owner: the path it was sliced as
        this.out = out;
        this.limit = limit;
        this.cap = cap;
    }

    /**
     * The calling thread's input array, at least {@code size} bytes. Softly held, so an idle pool can be
     * reclaimed. Bytes past the stream's end are stale from an earlier decode: no loop reads past {@code end}.
     */
    private static byte[] pooledInput(int size) {
        java.lang.ref.SoftReference<byte[]> ref = POOL.get();
        byte[] a = ref == null ? null : ref.get();
        if (a == null || a.length < size) {
            a = new byte[Math.max(size, MIN_GROWTH)];
            POOL.set(new java.lang.ref.SoftReference<>(a));
        }
        return a;
    }

    private static final ThreadLocal<java.lang.ref.SoftReference<byte[]>> POOL = new ThreadLocal<>();

    /** Upper bound of the output a stream of {@code end} bytes can produce. */
    static long maxOutput(int end) {
        return (long) (end - D0) * MAX_EXPANSION;
    }

    static byte[] decodeExact(ByteReader stream, int expectedSize) {
        int end = WadLz.compressedSize(stream);
        checkExpected(stream, expectedSize, end);
        return decodeExact(stream, expectedSize, end, new byte[expectedSize]);
    }

    /** Decodes into {@code [0, expectedSize)} of {@code dst} (at least that long), which it returns. */
    static byte[] decodeExactInto(ByteReader stream, int expectedSize, byte[] dst) {
        int end = WadLz.compressedSize(stream);
        checkExpected(stream, expectedSize, end);
        if (dst.length < expectedSize) {
            throw new IllegalArgumentException("output buffer of " + dst.length + " bytes < expected size " + expectedSize);
        }
        return decodeExact(stream, expectedSize, end, dst);
    }

    private static void checkExpected(ByteReader stream, int expectedSize, int end) {
        if (expectedSize < 0 || expectedSize > maxOutput(end)) {
            throw stream.error("wad.decompressed_size", 3,
                    "a size in [0, " + maxOutput(end) + "] (72 x " + (end - D0) + " packet bytes)",
                    Integer.toString(expectedSize));
        }
    }

    private static byte[] decodeExact(ByteReader stream, int expectedSize, int end, byte[] dst) {
        WadLzDecoder d = new WadLzDecoder(stream, end, dst, expectedSize, null);
        d.run();
        if (d.o != expectedSize) {
            throw stream.error("wad.decompressed_size", end, expectedSize + " decoded bytes", d.o + " decoded bytes");
        }
        return d.out;
    }

    static byte[] decodeCapped(ByteReader stream, int maxOutput) {
        if (maxOutput < 0) throw new IllegalArgumentException("maxOutput < 0: " + maxOutput);
        int end = WadLz.compressedSize(stream);
        int limit = (int) Math.min(maxOutput, maxOutput(end));
        int first = (int) Math.min(limit, Math.max(MIN_GROWTH, 4L * (end - D0)));
        WadLzDecoder d = new WadLzDecoder(stream, end, new byte[first], limit, maxOutput);
        d.run();
        return d.o == d.out.length ? d.out : Arrays.copyOf(d.out, d.o);
    }

    private void run() {
        while (p < end) {
            fast();
            if (p < end) step();
        }
    }

    /** Decodes packets while both the input and the output have {@link #MARGIN} bytes to spare. */
    private void fast() {
        final byte[] in = this.in;
        final byte[] out = this.out;
        final int inStop = end - MARGIN;
        // a caller's buffer may be longer than the limit: the fast loop must stop short of the limit too
        final int outStop = Math.min(out.length, limit) - MARGIN;
        int p = this.p;
        int o = this.o;
        try {
            while (p < inStop && o < outStop) {
                final int f = in[p] & 0xFF;
                if (f < 0x10) {
                    int n;
                    int q;
                    if (f != 0) {
                        n = f + 3;
                        q = p + 1;
                    } else {
                        n = (in[p + 1] & 0xFF) + 18;
                        q = p + 2;
                    }
                    if (n <= 24) {
                        LONG.set(out, o, (long) LONG.get(in, q));
                        LONG.set(out, o + 8, (long) LONG.get(in, q + 8));
                        LONG.set(out, o + 16, (long) LONG.get(in, q + 16));
                    } else {
                        System.arraycopy(in, q, out, o, n);
                    }
                    o += n;
                    if ((in[q + n] & 0xFF) < 0x10 && q + n < end) {
                        throw doubleLiteral(p, q + n);
                    }
                    p = q + n;
                    continue;
                }
                int len;
                int dist;
                if (f >= 0x40) {
                    len = (f >> 5) + 1;
                    dist = ((in[p + 1] & 0xFF) << 3) + ((f >> 2) & 7) + 1;
                    p += 2;
                } else if (f >= 0x20) {
                    int size = f & 0x1F;
                    int q = p + 1;
                    if (size == 0) size = (in[q++] & 0xFF) + 0x1F;
                    len = size + 2;
                    dist = ((in[q + 1] & 0xFF) << 6) + ((in[q] & 0xFF) >> 2) + 1;
                    p = q + 2;
                } else {
                    int size = f & 7;
                    int q = p + 1;
                    if (size == 0) size = (in[q++] & 0xFF) + 7;
                    int r = ((f & 8) << 11) + ((in[q + 1] & 0xFF) << 6) + ((in[q] & 0xFF) >> 2);
                    if (r == 0) {
                        if (size != 1) {
                            p = padTarget(q + 2);
                            continue;
                        }
                        len = 0;
                        dist = 0;
                    } else {
                        len = size + 2;
                        dist = r + 0x4000;
                    }
                    p = q + 2;
                }
                if (dist > o) throw beforeStart(startOf(p, f), dist, len, o);
                int s = o - dist;
                if (dist >= 8) {
                    LONG.set(out, o, (long) LONG.get(out, s));
                    for (int i = 8; i < len; i += 8) LONG.set(out, o + i, (long) LONG.get(out, s + i));
                } else if (dist == 1) {
                    Arrays.fill(out, o, o + len, out[s]);
                } else {
                    for (int i = 0; i < len; i++) out[o + i] = out[s + i];
                }
                o += len;
                final int t = in[p - 2] & 3;
                INT.set(out, o, (int) INT.get(in, p));
                o += t;
                p += t;
            }
        } finally {
            this.p = p;
            this.o = o;
        }
    }

    /** Where the packet that ends at {@code end} and has flag {@code f} started: only for error messages. */
    private int startOf(int packetEnd, int f) {
        if (f >= 0x40) return packetEnd - 2;
        int extra = (f >= 0x20 ? (f & 0x1F) : (f & 7)) == 0 ? 1 : 0;
        return packetEnd - 3 - extra;
    }

    private int padTarget(int after) {
        long next = D0 + (((long) after - D0 + 0xFFF) & ~0xFFFL);
        return (int) Math.min(next, end);
    }

    /** Decodes one packet with every check. */
    private void step() {
        final byte[] in = this.in;
        final int start = p;
        final int f = in[p++] & 0xFF;
        if (f < 0x10) {
            int n;
            if (f != 0) {
                n = f + 3;
            } else {
                if (p >= end) throw pastEnd(start, "big literal", 2);
                n = (in[p++] & 0xFF) + 18;
            }
            if (n > end - p) throw pastEnd(start, "literal", p - start + n);
            room(start, n);
            System.arraycopy(in, p, out, o, n);
            p += n;
            o += n;
            if (p < end && (in[p] & 0xFF) < 0x10) throw doubleLiteral(start, p);
            return;
        }
        int len;
        int dist;
        if (f < 0x20) {
            int size = f & 7;
            if (size == 0) {
                if (end - p < 3) throw pastEnd(start, "far match", 4);
                size = (in[p++] & 0xFF) + 7;
            } else if (end - p < 2) {
                throw pastEnd(start, "far match", 3);
            }
            int b0 = in[p++] & 0xFF;
            int b1 = in[p++] & 0xFF;
            int r = ((f & 8) << 11) + (b1 << 6) + (b0 >> 2);
            if (r == 0) {
                if (size != 1) {
                    p = padTarget(p);
                    return;
                }
                len = 0;
                dist = 0;
            } else {
                len = size + 2;
                dist = r + 0x4000;
            }
        } else if (f < 0x40) {
            int size = f & 0x1F;
            if (size == 0) {
                if (end - p < 3) throw pastEnd(start, "big match", 4);
                size = (in[p++] & 0xFF) + 0x1F;
            } else if (end - p < 2) {
                throw pastEnd(start, "medium match", 3);
            }
            int b1 = in[p++] & 0xFF;
            int b2 = in[p++] & 0xFF;
            len = size + 2;
            dist = (b2 << 6) + (b1 >> 2) + 1;
        } else {
            if (p >= end) throw pastEnd(start, "little match", 2);
            int b1 = in[p++] & 0xFF;
            len = (f >> 5) + 1;
            dist = (b1 << 3) + ((f >> 2) & 7) + 1;
        }
        if (dist > o) throw beforeStart(start, dist, len, o);
        final int t = in[p - 2] & 3;
        if (t > end - p) throw pastEnd(start, "trailing literal", p - start + t);
        room(start, len + t);
        final byte[] out = this.out;
        for (int i = 0; i < len; i++) out[o + i] = out[o - dist + i];
        o += len;
        for (int i = 0; i < t; i++) out[o++] = in[p++];
    }

    private FormatException doubleLiteral(int start, int next) {
        return stream.error("wad.packet", next, "a match packet (flag >= 0x10) after the literal at "
                + Hex.of(stream.absolute(start)), "double literal, flag " + Hex.of(in[next] & 0xFF));
    }

    private FormatException beforeStart(int start, int dist, int len, int o) {
        return stream.error("wad.packet", start, "a match distance <= " + o + " (bytes decoded so far)",
                "distance " + dist + ", length " + len);
    }

    private FormatException pastEnd(int start, String what, int need) {
        return stream.error("wad.packet", start, what + " of " + need + " bytes ending at or before "
                + Hex.of(stream.absolute(end)) + " (compressed_size)", (end - start) + " bytes left");
    }

    /** Makes room for {@code need} more output bytes: geometric growth, never past the limit. */
    private void room(int start, int need) {
        if (need <= out.length - o && need <= limit - o) return;
        if (need > limit - o) {
            String limitName = cap == null ? "the expected size " + limit : "the cap of " + cap + " bytes";
            throw stream.error("wad.packet", start, "output within " + limitName,
                    "packet writes " + need + " bytes at output offset " + o);
        }
        long want = Math.max((long) o + need, Math.max((long) out.length * 2, MIN_GROWTH));
        out = Arrays.copyOf(out, (int) Math.min(want, limit));
    }
}
