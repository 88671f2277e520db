package gcscript.wad;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The packet decoder of docs/formats/wad.md. The hot loop touches only byte arrays: it reads a stream held in a
 * heap array in place ({@link ByteReader#inPlace}), and any other (a mapped file) from a copy in a per-thread pooled
 * array (reused from one decode to the next, so no fresh memory is touched for the input); it writes into the
 * caller's output array or a new one. Reading a mapped stream through its ByteBuffer was measured slower (absolute
 * ByteBuffer gets in the hot loop) and was not kept. Every packet is checked against the end of the stream and
 * against the output limit before anything is copied, so hostile input can only produce a FormatException.
 *
 * <p>Positions ({@code p}, {@code end}) are indices into {@code in}; the stream's byte 0 is {@code in[base]}
 * (0 for a pooled copy), and every message converts back to stream offsets.
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
    /**
     * Larger than a literal and the match after it, with their over-copies: input 2 + 273 + 4 + 3 bytes and a
     * 16-byte word pair, output 273 + 15 + 288 + 7 + 4 bytes.
     */
    private static final int MARGIN = 640;
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private final ByteReader stream;
    private final byte[] in;
    /** Index in {@link #in} of the stream's byte 0. */
    private final int base;
    private final int end;
    private final int limit;
    /** The caller's cap, for the error message; null when the limit is the expected size. */
    private final Integer cap;
    private byte[] out;
    private int p;
    private int o;

    private WadLzDecoder(ByteReader stream, int end, byte[] out, int limit, Integer cap) {
        this.stream = stream;
        // claimed by the stream's owner: the path it was sliced as
        ByteReader.InPlace heap = stream.inPlace(stream.name(), end);
        if (heap != null) {
            this.in = heap.array();
            this.base = heap.offset();
        } else {
            this.in = pooledInput(end + 16);
            this.base = 0;
            stream.copy(stream.name(), 0, in, 0, end);
        }
        this.end = base + end;
        this.p = base + D0;
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
            throw stream.error(WadLz.path(stream, "decompressed_size"), 3,
                    "a size in [0, " + maxOutput(end) + "] (72 x " + (end - D0) + " packet bytes)",
                    Integer.toString(expectedSize));
        }
    }

    private static byte[] decodeExact(ByteReader stream, int expectedSize, int end, byte[] dst) {
        WadLzDecoder d = new WadLzDecoder(stream, end, dst, expectedSize, null);
        d.run();
        if (d.o != expectedSize) {
            throw stream.error(WadLz.path(stream, "decompressed_size"), end, expectedSize + " decoded bytes", d.o + " decoded bytes");
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

    /**
     * Decodes packets while both the input and the output have {@link #MARGIN} bytes to spare: a literal and the
     * match that must follow it fit in the margin, so no packet needs a bounds check of its own, and copies may
     * move whole 8-byte words that run a few bytes past the packet (later packets overwrite them).
     */
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
                int f = in[p] & 0xFF;
                if (f < 0x10) {
                    final int start = p;
                    int n;
                    if (f != 0) {
                        n = f + 3;   // 4..18 bytes: three words
                        p++;
                        LONG.set(out, o, (long) LONG.get(in, p));
                        LONG.set(out, o + 8, (long) LONG.get(in, p + 8));
                        LONG.set(out, o + 16, (long) LONG.get(in, p + 16));
                    } else {
                        n = (in[p + 1] & 0xFF) + 18;   // 18..273 bytes
                        p += 2;
                        System.arraycopy(in, p, out, o, n);
                    }
                    o += n;
                    p += n;
                    // a literal is always followed by a match packet, decoded right here without a second dispatch
                    f = in[p] & 0xFF;
                    if (f < 0x10) throw doubleLiteral(start, p);
                }
                final int len;
                final int dist;
                final int t;
                if (f >= 0x40) {   // little match, the commonest packet: its trailing count is in the flag itself
                    len = (f >> 5) + 1;
                    dist = ((in[p + 1] & 0xFF) << 3) + ((f >> 2) & 7) + 1;
                    t = f & 3;
                    p += 2;
                } else if (f >= 0x20) {
                    int size = f & 0x1F;
                    int q = p + 1;
                    if (size == 0) size = (in[q++] & 0xFF) + 0x1F;
                    final int b1 = in[q] & 0xFF;
                    len = size + 2;
                    dist = ((in[q + 1] & 0xFF) << 6) + (b1 >> 2) + 1;
                    t = b1 & 3;
                    p = q + 2;
                } else {
                    int size = f & 7;
                    int q = p + 1;
                    if (size == 0) size = (in[q++] & 0xFF) + 7;
                    final int b0 = in[q] & 0xFF;
                    final int r = ((f & 8) << 11) + ((in[q + 1] & 0xFF) << 6) + (b0 >> 2);
                    p = q + 2;
                    t = b0 & 3;
                    if (r == 0) {
                        if (size != 1) {
                            p = padTarget(p);
                            continue;
                        }
                        len = 0;
                        dist = 0;
                    } else {
                        len = size + 2;
                        dist = r + 0x4000;
                    }
                }
                if (dist > o) throw beforeStart(startOf(p, f), dist, len, o);
                if (dist >= 8 && len <= 8) {   // most matches: one word, inline even where C1 compiles the loop
                    LONG.set(out, o, (long) LONG.get(out, o - dist));
                } else {
                    copyMatch(out, o, dist, len);
                }
                o += len;
                INT.set(out, o, (int) INT.get(in, p));
                o += t;
                p += t;
            }
        } finally {
            this.p = p;
            this.o = o;
        }
    }

    /**
     * The match copy: output bytes repeat from {@code dist} back, so a word may be moved at once only when it
     * lies wholly before the bytes it produces (dist >= 8); closer sources repeat a short pattern byte by byte.
     */
    private static void copyMatch(byte[] out, int o, int dist, int len) {
        final int s = o - dist;
        if (dist >= 8) {
            LONG.set(out, o, (long) LONG.get(out, s));
            if (len > 8) {
                LONG.set(out, o + 8, (long) LONG.get(out, s + 8));
                if (len > 16) {
                    for (int i = 16; i < len; i += 8) LONG.set(out, o + i, (long) LONG.get(out, s + i));
                }
            }
        } else if (dist == 1) {
            Arrays.fill(out, o, o + len, out[s]);
        } else {
            for (int i = 0; i < len; i++) out[o + i] = out[s + i];
        }
    }

    /** Where the packet that ends at {@code end} and has flag {@code f} started: only for error messages. */
    private int startOf(int packetEnd, int f) {
        if (f >= 0x40) return packetEnd - 2;
        int extra = (f >= 0x20 ? (f & 0x1F) : (f & 7)) == 0 ? 1 : 0;
        return packetEnd - 3 - extra;
    }

    /** The index after a pad packet ending at {@code after}: the next 0x1000 boundary from the stream's D0, at most the end. */
    private int padTarget(int after) {
        long next = base + D0 + (((long) after - base - D0 + 0xFFF) & ~0xFFFL);
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
        return stream.error(WadLz.path(stream, "packet"), next - base, "a match packet (flag >= 0x10) after the literal at "
                + Hex.of(stream.absolute(start - base)), "double literal, flag " + Hex.of(in[next] & 0xFF));
    }

    private FormatException beforeStart(int start, int dist, int len, int o) {
        return stream.error(WadLz.path(stream, "packet"), start - base, "a match distance <= " + o + " (bytes decoded so far)",
                "distance " + dist + ", length " + len);
    }

    private FormatException pastEnd(int start, String what, int need) {
        return stream.error(WadLz.path(stream, "packet"), start - base, what + " of " + need + " bytes ending at or before "
                + Hex.of(stream.absolute(end - base)) + " (compressed_size)", (end - start) + " bytes left");
    }

    /** Makes room for {@code need} more output bytes: geometric growth, never past the limit. */
    private void room(int start, int need) {
        if (need <= out.length - o && need <= limit - o) return;
        if (need > limit - o) {
            String limitName = cap == null ? "the expected size " + limit : "the cap of " + cap + " bytes";
            throw stream.error(WadLz.path(stream, "packet"), start - base, "output within " + limitName,
                    "packet writes " + need + " bytes at output offset " + o);
        }
        long want = Math.max((long) o + need, Math.max((long) out.length * 2, MIN_GROWTH));
        out = Arrays.copyOf(out, (int) Math.min(want, limit));
    }
}
