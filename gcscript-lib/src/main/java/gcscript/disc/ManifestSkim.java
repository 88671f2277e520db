package gcscript.disc;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.BitSet;

/**
 * A manifest's lines without its per-field truth tables ({@code level.N.fields.*} and {@code global.fields.*}), for
 * readers that take only its figures ({@code claims}). On the full-size disc those tables are 2.7 M of 3.7 M lines
 * and 84 % of the 307 MB: a whole read indexed every line and kept the file's bytes in the heap for the whole run.
 * Here the file is read in 1 MB pieces; a line whose key starts with a table prefix is passed over by its line end
 * alone (no tab search, no index entry, no copy), every other line is copied into a compact text that
 * {@link GroundTruth} then indexes as it indexes a whole file. The level numbers of the passed-over entries are
 * kept, so {@link GroundTruth#levelNumbers()} is the same as the whole manifest's.
 */
final class ManifestSkim {
    private ManifestSkim() {}

    static final String GLOBAL_TABLES = "global.fields.";
    private static final byte[] LEVEL = "level.".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    private static final byte[] FIELDS = ".fields.".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    private static final byte[] GLOBAL = GLOBAL_TABLES.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    /** {@link #table} of a line that is not a truth-table entry, and of a {@code global.fields.} one. */
    private static final int KEPT = -1, GLOBAL_TABLE = -2;

    /** The kept lines ({@code text[0, length)}) and the levels that have passed-over entries. */
    record Skimmed(byte[] text, int length, BitSet tableLevels) {}

    static Skimmed read(Path manifest) {
        try (InputStream in = Files.newInputStream(manifest)) {
            return skim(in, Files.size(manifest), 1 << 20);
        } catch (IOException e) {
            throw new UncheckedIOException(manifest + ": " + e.getMessage(), e);
        }
    }

    /** The kept lines of {@code in}, read {@code piece} bytes at a time (a line longer than a piece grows it). */
    static Skimmed skim(InputStream in, long sizeHint, int piece) throws IOException {
        byte[] buf = new byte[piece];
        long[] words = new long[buf.length / 8];
        byte[] out = new byte[(int) Math.min(16 << 20, Math.max(1024, sizeHint / 4))];
        int kept = 0, have = 0, lastLevel = -1;
        BitSet levels = new BitSet();
        for (boolean eof = false; !eof; ) {
            int k = in.read(buf, have, buf.length - have);
            if (k < 0) eof = true;
            else have += k;
            ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN).asLongBuffer().get(0, words, 0, have / 8);
            int at = 0;
            while (at < have) {
                int table = table(buf, at, have);
                int nl = lineEnd(buf, words, at, have);
                if (nl == have && !eof) break;                 // the rest of this line is in the next piece
                int next = Math.min(nl + 1, have);
                if (table == KEPT) {
                    if (kept + next - at > out.length) out = Arrays.copyOf(out, Math.max(out.length * 2, kept + next - at));
                    System.arraycopy(buf, at, out, kept, next - at);
                    kept += next - at;
                } else if (table >= 0 && table != lastLevel && hasTab(buf, at, nl)) {
                    levels.set(table);                         // an entry (a line without a tab is none)
                    lastLevel = table;
                }
                at = next;
            }
            System.arraycopy(buf, at, buf, 0, have - at);
            have -= at;
            if (have == buf.length) {                          // one line longer than the buffer
                buf = Arrays.copyOf(buf, buf.length * 2);
                words = new long[buf.length / 8];
            }
        }
        return new Skimmed(out, kept, levels);
    }

    private static final long NEWLINES = 0x0A0A_0A0A_0A0A_0A0AL, ONES = 0x0101_0101_0101_0101L, HIGH_BITS = 0x8080_8080_8080_8080L;

    /**
     * The first {@code '\n'} in {@code b[from, to)}, else {@code to}; {@code words} holds {@code b}'s whole 8-byte
     * words, little-endian. Eight bytes at a time: the one-shot commands run with C1 only, where a byte loop took
     * 1.45 ns a byte (0.45 s for the full-size manifest) and this ≈ 0.6 ns, with the copy into the words.
     */
    static int lineEnd(byte[] b, long[] words, int from, int to) {
        int i = from, aligned = Math.min(to, (from + 7) & ~7);
        for (; i < aligned; i++) if (b[i] == '\n') return i;
        int whole = to >>> 3;
        for (int w = i >>> 3; w < whole; w++) {
            long x = words[w] ^ NEWLINES;
            if (((x - ONES) & ~x & HIGH_BITS) != 0) {          // a newline in this word: find it byte by byte
                int j = w << 3;                                 // (C1 does not make numberOfTrailingZeros one instruction)
                while (b[j] != '\n') j++;
                return j;
            }
        }
        for (i = Math.max(i, whole << 3); i < to; i++) if (b[i] == '\n') return i;
        return to;
    }

    /**
     * Whether the line at {@code at} (the buffer holds bytes up to {@code end}) is a truth-table entry: its level
     * number N for {@code level.N.fields.}, {@link #GLOBAL_TABLE} for {@code global.fields.}, else {@link #KEPT}. A
     * level number of more than nine digits is kept, as {@link GroundTruth#levelNumbers()} ignores it.
     */
    private static int table(byte[] b, int at, int end) {
        // byte by byte, unrolled: this test runs on each of the 3.7 M lines of the full-size manifest, and at C1
        // speed a loop over a constant prefix array was half of the skim's time (JFR)
        if (end - at < LEVEL.length + 1 + FIELDS.length) return startsWith(b, at, end, GLOBAL) ? GLOBAL_TABLE : KEPT;
        if (b[at] != 'l') return b[at] == 'g' && startsWith(b, at, end, GLOBAL) ? GLOBAL_TABLE : KEPT;
        if (b[at + 1] != 'e' || b[at + 2] != 'v' || b[at + 3] != 'e' || b[at + 4] != 'l' || b[at + 5] != '.') return KEPT;
        int d = at + LEVEL.length, n = 0;
        while (d < end && d - at - LEVEL.length < 10 && b[d] >= '0' && b[d] <= '9') n = n * 10 + (b[d++] - '0');
        int digits = d - at - LEVEL.length;
        if (digits == 0 || digits > 9 || end - d < FIELDS.length) return KEPT;
        return b[d] == '.' && b[d + 1] == 'f' && b[d + 2] == 'i' && b[d + 3] == 'e' && b[d + 4] == 'l' && b[d + 5] == 'd'
                && b[d + 6] == 's' && b[d + 7] == '.' ? n : KEPT;
    }

    /** By hand: at C1 speed, {@code Arrays.equals} of a short range cost more than the whole line's scan. */
    private static boolean startsWith(byte[] b, int at, int end, byte[] p) {
        if (end - at < p.length) return false;
        for (int i = 0; i < p.length; i++) if (b[at + i] != p[i]) return false;
        return true;
    }

    private static boolean hasTab(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) if (b[i] == '\t') return true;
        return false;
    }

    /** Whether {@code key} is a truth-table entry's key. */
    static boolean inTables(String key) {
        if (key.startsWith(GLOBAL_TABLES)) return true;
        int d = levelDigits(key);
        return d > 0 && key.startsWith(".fields.", d);
    }

    /** Whether some truth-table key starts with {@code prefix} or {@code prefix} starts with a table's prefix. */
    static boolean reachesTables(String prefix) {
        if (GLOBAL_TABLES.startsWith(prefix) || prefix.startsWith(GLOBAL_TABLES) || "level.".startsWith(prefix)) return true;
        int d = levelDigits(prefix);
        if (d < 0) return false;
        if (d == prefix.length()) return true;                 // "level.3" could go on as "level.3.fields."
        String rest = prefix.substring(d);
        return ".fields.".startsWith(rest) || rest.startsWith(".fields.");
    }

    /** Where the digits after {@code level.} end (at least one, at most nine), else -1. */
    private static int levelDigits(String s) {
        if (!s.startsWith("level.")) return -1;
        int d = LEVEL.length;
        while (d < s.length() && s.charAt(d) >= '0' && s.charAt(d) <= '9') d++;
        return d > LEVEL.length && d - LEVEL.length <= 9 ? d : -1;
    }
}
