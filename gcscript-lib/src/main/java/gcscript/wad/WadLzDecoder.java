package gcscript.wad;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;

import java.util.Arrays;

/**
 * The packet decoder of rac2-formats §3.2. It works on one copy of the compressed window so the hot loop
 * touches only byte arrays; every packet is checked against the end of the stream and against the output
 * limit before anything is copied, so hostile input can only produce a FormatException.
 */
final class WadLzDecoder {
    private WadLzDecoder() {}

    static final int D0 = WadLz.HEADER_SIZE;
    /** Output bytes one input byte can produce at most: a 4-byte big match yields 288 bytes. */
    static final int MAX_EXPANSION = 72;
    private static final int MIN_GROWTH = 1 << 16;

    private final static class Out {
        byte[] buf;
        final int limit;

        Out(byte[] buf, int limit) {
            this.buf = buf;
            this.limit = limit;
        }
    }

    /** Upper bound of the output a stream of {@code end} bytes can produce. */
    static long maxOutput(int end) {
        return (long) (end - D0) * MAX_EXPANSION;
    }

    static byte[] decodeExact(ByteReader stream, int expectedSize) {
        int end = WadLz.compressedSize(stream);
        if (expectedSize < 0 || expectedSize > maxOutput(end)) {
            throw stream.error("wad.decompressed_size", 3,
                    "a size in [0, " + maxOutput(end) + "] (72 x " + (end - D0) + " packet bytes)",
                    Integer.toString(expectedSize));
        }
        Out out = new Out(new byte[expectedSize], expectedSize);
        int n = run(stream, end, out, "the expected size " + expectedSize);
        if (n != expectedSize) {
            throw stream.error("wad.decompressed_size", end, expectedSize + " decoded bytes", n + " decoded bytes");
        }
        return out.buf;
    }

    static byte[] decodeCapped(ByteReader stream, int maxOutput) {
        if (maxOutput < 0) throw new IllegalArgumentException("maxOutput < 0: " + maxOutput);
        int end = WadLz.compressedSize(stream);
        int limit = (int) Math.min(maxOutput, maxOutput(end));
        int first = (int) Math.min(limit, Math.max(MIN_GROWTH, 4L * (end - D0)));
        Out out = new Out(new byte[first], limit);
        int n = run(stream, end, out, "the cap of " + maxOutput + " bytes");
        return n == out.buf.length ? out.buf : Arrays.copyOf(out.buf, n);
    }

    /** Decodes packets {@code [D0, end)} into {@code out}; returns the number of bytes produced. */
    private static int run(ByteReader stream, int end, Out sink, String limitName) {
        byte[] in = stream.bytes("wad", 0, end);
        byte[] out = sink.buf;
        int cap = out.length;
        int p = D0;
        int o = 0;
        while (p < end) {
            final int start = p;
            final int f = in[p++] & 0xFF;
            if (f < 0x10) {
                int n;
                if (f != 0) {
                    n = f + 3;
                } else {
                    if (p >= end) throw pastEnd(stream, start, end, "big literal", 2);
                    n = (in[p++] & 0xFF) + 18;
                }
                if (n > end - p) throw pastEnd(stream, start, end, "literal", p - start + n);
                if (n > cap - o) {
                    out = grow(stream, sink, start, o, n, limitName);
                    cap = out.length;
                }
                System.arraycopy(in, p, out, o, n);
                p += n;
                o += n;
                if (p < end && (in[p] & 0xFF) < 0x10) {
                    throw stream.error("wad.packet", p, "a match packet (flag >= 0x10) after the literal at "
                            + Hex.of(stream.absolute(start)), "double literal, flag " + Hex.of(in[p] & 0xFF));
                }
                continue;
            }
            int len;
            int dist;
            if (f < 0x20) {
                int size = f & 7;
                if (size == 0) {
                    if (end - p < 3) throw pastEnd(stream, start, end, "far match", 4);
                    size = (in[p++] & 0xFF) + 7;
                } else if (end - p < 2) {
                    throw pastEnd(stream, start, end, "far match", 3);
                }
                int b0 = in[p++] & 0xFF;
                int b1 = in[p++] & 0xFF;
                int r = ((f & 8) << 11) + (b1 << 6) + (b0 >> 2);
                if (r == 0) {
                    if (size != 1) {
                        long next = D0 + (((long) p - D0 + 0xFFF) & ~0xFFFL);
                        p = (int) Math.min(next, end);
                        continue;
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
                    if (end - p < 3) throw pastEnd(stream, start, end, "big match", 4);
                    size = (in[p++] & 0xFF) + 0x1F;
                } else if (end - p < 2) {
                    throw pastEnd(stream, start, end, "medium match", 3);
                }
                int b1 = in[p++] & 0xFF;
                int b2 = in[p++] & 0xFF;
                len = size + 2;
                dist = (b2 << 6) + (b1 >> 2) + 1;
            } else {
                if (p >= end) throw pastEnd(stream, start, end, "little match", 2);
                int b1 = in[p++] & 0xFF;
                len = (f >> 5) + 1;
                dist = (b1 << 3) + ((f >> 2) & 7) + 1;
            }
            if (dist > o) {
                throw stream.error("wad.packet", start, "a match distance <= " + o + " (bytes decoded so far)",
                        "distance " + dist + ", length " + len);
            }
            final int t = in[p - 2] & 3;
            if (len + t > cap - o) {
                out = grow(stream, sink, start, o, len + t, limitName);
                cap = out.length;
            }
            if (len != 0) {
                int s = o - dist;
                if (dist >= len) {
                    if (len <= 16) {
                        for (int i = 0; i < len; i++) out[o + i] = out[s + i];
                    } else {
                        System.arraycopy(out, s, out, o, len);
                    }
                    o += len;
                } else if (dist == 1) {
                    Arrays.fill(out, o, o + len, out[s]);
                    o += len;
                } else {
                    // overlapping: the copy repeats the last dist bytes, so the source window can double each step
                    int stop = o + len;
                    while (o < stop) {
                        int c = Math.min(o - s, stop - o);
                        System.arraycopy(out, s, out, o, c);
                        o += c;
                    }
                }
            }
            if (t != 0) {
                if (t > end - p) throw pastEnd(stream, start, end, "trailing literal", p - start + t);
                out[o] = in[p];
                if (t > 1) {
                    out[o + 1] = in[p + 1];
                    if (t > 2) out[o + 2] = in[p + 2];
                }
                o += t;
                p += t;
            }
        }
        return o;
    }

    private static FormatException pastEnd(ByteReader stream, int start, int end, String what, int need) {
        return stream.error("wad.packet", start, what + " of " + need + " bytes ending at or before "
                + Hex.of(stream.absolute(end)) + " (compressed_size)", (end - start) + " bytes left");
    }

    /** Makes room for {@code need} more bytes; geometric growth, never past the limit. */
    private static byte[] grow(ByteReader stream, Out sink, int start, int o, int need, String limitName) {
        if (need > sink.limit - o) {
            throw stream.error("wad.packet", start, "output within " + limitName,
                    "packet writes " + need + " bytes at output offset " + o);
        }
        long want = Math.max((long) o + need, Math.max((long) sink.buf.length * 2, MIN_GROWTH));
        sink.buf = Arrays.copyOf(sink.buf, (int) Math.min(want, sink.limit));
        return sink.buf;
    }
}
