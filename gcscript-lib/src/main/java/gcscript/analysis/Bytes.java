package gcscript.analysis;

import gcscript.bytes.ByteReader;
import gcscript.table.Cols;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Whole-region byte statistics: the 256-bin histogram (010 Editor's Histogram tool), chunked Shannon entropy
 * (ImHex's Information view) and printable strings. Offsets are absolute in the region's file.
 */
public final class Bytes {
    private Bytes() {}

    // ---- histogram ----------------------------------------------------------------------------------

    /** One row per byte value 0..255: {@code byte, count, pct} (percent of the region, 0 when it is empty). */
    public static Table histogram(Region region) {
        long[] counts = counts(region);
        long n = region.length();
        int[] value = new int[256];
        double[] pct = new double[256];
        for (int v = 0; v < 256; v++) {
            value[v] = v;
            pct[v] = n == 0 ? 0 : 100.0 * counts[v] / n;
        }
        return Table.create("histogram " + region.name(),
                IntColumn.create("byte", value), LongColumn.create("count", counts), DoubleColumn.create("pct", pct));
    }

    public static Table histogram(Map<Integer, Region> levels) {
        return Columns.byLevel("histogram", levels, Bytes::histogram);
    }

    public static Table histogram(List<Region> regions) {
        return Columns.byRegion("histogram", regions, Bytes::histogram);
    }

    /** The raw 256 counts, for callers that want numbers rather than a table. */
    public static long[] counts(Region region) {
        long[] out = new long[256];
        int[] counts = new int[256];
        // a chunk is at most 64 KiB, so the int tables cannot overflow before each fold
        Scan.chunks(region.bytes(), 0, region.length(), (buf, len, index) -> {
            Scan.count(buf, 0, len, counts);
            Scan.fold(counts, out);
        });
        return out;
    }

    // ---- entropy ------------------------------------------------------------------------------------

    /** ImHex's default chunk size for a region of {@code n} bytes: max(ceil(n / 2048), 256). */
    public static int defaultBlock(long n) {
        return (int) Math.max((n + 2047) / 2048, 256);
    }

    /**
     * Shannon entropy in bits per byte (0..8) of consecutive blocks: {@code offset, size, entropy}. The last block
     * may be short and is measured over the bytes it has ({@code size} says how many). {@code block <= 0} picks
     * {@link #defaultBlock}. An empty region gives no rows.
     */
    public static Table entropy(Region region, int block) {
        ByteReader r = region.bytes();
        int n = r.length();
        int b = block <= 0 ? defaultBlock(n) : block;
        int rows = (int) (((long) n + b - 1) / b);
        long[] offset = new long[rows];
        int[] size = new int[rows];
        double[] h = new double[rows];
        // c*ln(c) looked up rather than computed: with small blocks a log per occupied bin would dominate
        double[] clnc = b <= (1 << 16) ? clnc(Math.min(b, n)) : null;
        int[] counts = new int[256];
        int per = b <= Scan.CHUNK ? Scan.CHUNK / b * b : Scan.CHUNK;
        byte[] buf = new byte[Math.min(per, Math.max(n, 1))];
        int row = 0;
        int inBlock = 0;
        for (int pos = 0; pos < n; ) {
            int len = Math.min(buf.length, n - pos);
            r.copy("entropy", pos, buf, 0, len);
            int i = 0;
            while (i < len) {
                int take = Math.min(b - inBlock, len - i);
                Scan.count(buf, i, i + take, counts);
                i += take;
                inBlock += take;
                if (inBlock == b || pos + i == n) {
                    offset[row] = r.absolute(pos + i - inBlock);
                    size[row] = inBlock;
                    h[row] = blockEntropy(counts, inBlock, clnc);
                    row++;
                    inBlock = 0;
                }
            }
            pos += len;
        }
        LongColumn off = LongColumn.create(Cols.OFFSET, offset);
        off.setPrintFormatter(Cols.HEX_LONG);
        return Table.create("entropy " + region.name(), off, IntColumn.create(Cols.SIZE, size), DoubleColumn.create("entropy", h));
    }

    public static Table entropy(Map<Integer, Region> levels, int block) {
        return Columns.byLevel("entropy", levels, r -> entropy(r, block));
    }

    public static Table entropy(List<Region> regions, int block) {
        return Columns.byRegion("entropy", regions, r -> entropy(r, block));
    }

    /** Entropy of the whole region as one number, bits per byte. */
    public static double entropy(Region region) {
        return Scan.entropy(counts(region), region.length());
    }

    private static double[] clnc(int max) {
        double[] t = new double[max + 1];
        for (int c = 2; c <= max; c++) t[c] = c * Math.log(c);
        return t;
    }

    /** Clears the block's count table while summing c ln c. */
    private static double blockEntropy(int[] counts, int n, double[] clnc) {
        double s = 0;
        for (int v = 0; v < 256; v++) {
            int c = counts[v];
            counts[v] = 0;
            if (c > 1) s += clnc != null ? clnc[c] : c * Math.log(c);
        }
        return (Math.log(n) - s / n) / LN2;
    }

    private static final double LN2 = Math.log(2);

    // ---- strings ------------------------------------------------------------------------------------

    /**
     * Runs of at least {@code min} printable ASCII bytes (0x20..0x7e and tab), as the Unix {@code strings} tool
     * finds them: {@code offset, length, text}.
     */
    public static Table strings(Region region, int min) {
        if (min < 1) throw new IllegalArgumentException("min must be >= 1, was " + min);
        ByteReader r = region.bytes();
        LongColumn offset = LongColumn.create(Cols.OFFSET);
        offset.setPrintFormatter(Cols.HEX_LONG);
        IntColumn length = IntColumn.create("length");
        StringColumn text = StringColumn.create("text");
        int[] start = {-1};
        Scan.chunks(r, 0, r.length(), (buf, len, index) -> {
            for (int i = 0; i < len; i++) {
                int v = buf[i] & 0xff;
                boolean printable = (v >= 0x20 && v < 0x7f) || v == '\t';
                if (printable) {
                    if (start[0] < 0) start[0] = index + i;
                } else if (start[0] >= 0) {
                    emit(r, start[0], index + i, min, offset, length, text);
                    start[0] = -1;
                }
            }
        });
        if (start[0] >= 0) emit(r, start[0], r.length(), min, offset, length, text);
        return Table.create("strings " + region.name(), offset, length, text);
    }

    private static void emit(ByteReader r, int from, int to, int min, LongColumn offset, IntColumn length, StringColumn text) {
        int n = to - from;
        if (n < min) return;
        offset.append(r.absolute(from));
        length.append(n);
        text.append(new String(r.bytes("strings", from, n), StandardCharsets.ISO_8859_1));
    }

    public static Table strings(Map<Integer, Region> levels, int min) {
        return Columns.byLevel("strings", levels, r -> strings(r, min));
    }

    public static Table strings(List<Region> regions, int min) {
        return Columns.byRegion("strings", regions, r -> strings(r, min));
    }
}
