package gcscript.n64;

import gcscript.bytes.FormatException;

import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * Rare's "rarezip" streams: two header bytes ({@code 0x11 0x72} in GoldenEye) followed by raw deflate. Inflation is
 * bounded by the caller's capacity, and the number of input bytes the deflate stream really used is reported (the
 * game steps its read pointer back over read-ahead, so the next field starts right after the last used byte).
 */
public final class RareZip {
    public static final int MAGIC0 = 0x11;
    public static final int MAGIC1 = 0x72;

    private RareZip() {}

    /** The outcome of one inflation: bytes written into {@code out}, and the input offset just after the stream. */
    public record Result(int length, int inputEnd, boolean overflow) {}

    /**
     * Inflates the raw deflate stream that starts at {@code src[off]} and may run to {@code src[end]}; writes at most
     * {@code cap} bytes into {@code out} (which must be at least {@code cap + 1} long so an overflow is seen).
     */
    public static Result inflateRaw(byte[] src, int off, int end, byte[] out, int cap, String file, String field) {
        // The blob itself is the input; Inflater's nowrap mode may ask for one spare byte at the very end, which is
        // then given (a zero) and never counted as used.
        int len = end - off;
        Inflater inf = new Inflater(true);
        try {
            inf.setInput(src, off, len);
            boolean spareGiven = false;
            int n = 0;
            int spins = 0;
            while (!inf.finished()) {
                int k = inf.inflate(out, n, cap + 1 - n);
                n += k;
                if (n > cap) return new Result(n, -1, true);
                if (k == 0) {
                    if (inf.needsInput() && !spareGiven) {
                        inf.setInput(new byte[1]);
                        spareGiven = true;
                        continue;
                    }
                    if (inf.needsInput() || inf.needsDictionary() || ++spins > 4) {
                        throw new FormatException(file, field, off, "a complete deflate stream",
                                "stream cut short after " + n + " output bytes", null);
                    }
                } else spins = 0;
            }
            int used = spareGiven ? len + 1 - inf.getRemaining() : len - inf.getRemaining();
            if (used > len) {
                throw new FormatException(file, field, off, "a deflate stream ending inside the blob",
                        "stream needs bytes past the end", null);
            }
            return new Result(n, off + used, false);
        } catch (DataFormatException e) {
            throw new FormatException(file, field, off, "a valid raw deflate stream", "inflate error: " + e.getMessage(), null);
        } finally {
            inf.end();
        }
    }

    /** Inflates a whole rarezip file (header bytes, then raw deflate) with an output limit. */
    public static byte[] inflateFile(byte[] src, int off, int end, int limit, String file) {
        if (end - off < 3) throw new FormatException(file, "rarezip.header", off, ">= 3 bytes", (end - off) + " bytes", null);
        if ((src[off] & 0xFF) != MAGIC0 || (src[off + 1] & 0xFF) != MAGIC1) {
            throw new FormatException(file, "rarezip.magic", off, "11 72",
                    String.format("%02x %02x", src[off] & 0xFF, src[off + 1] & 0xFF), null);
        }
        byte[] out = new byte[limit + 1];
        Result r = inflateRaw(src, off + 2, end, out, limit, file, "rarezip.deflate");
        if (r.overflow()) throw new FormatException(file, "rarezip.deflate", off, "<= " + limit + " inflated bytes", "more", null);
        return java.util.Arrays.copyOf(out, r.length());
    }
}
