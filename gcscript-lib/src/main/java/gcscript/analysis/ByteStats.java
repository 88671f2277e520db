package gcscript.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The N-way differential diff: lay N same-typed records on top of each other and describe each byte position
 * across them. Positions that never vary are structure; positions that vary are payload. This is how the shrub
 * body was found to be 8-byte records of 6 varying and 2 constant bytes (level-assets, "Shrub body").
 */
public final class ByteStats {
    private ByteStats() {}

    /**
     * One row per byte position 0..(longest record - 1): {@code position, n, distinct, min, max, mode, mode_count,
     * is_constant, entropy}. {@code n} is how many records reach that position (records may differ in length);
     * {@code is_constant} means every one of those n records has the same byte there. Ties for the mode go to the
     * smallest byte value.
     */
    public static Table across(List<Region> records) {
        if (records.isEmpty()) throw new IllegalArgumentException("across: no records");
        byte[][] data = new byte[records.size()][];
        int longest = 0;
        for (int i = 0; i < data.length; i++) {
            data[i] = records.get(i).toArray();
            longest = Math.max(longest, data[i].length);
        }
        int[] position = new int[longest], n = new int[longest], distinct = new int[longest];
        int[] min = new int[longest], max = new int[longest], mode = new int[longest], modeCount = new int[longest];
        boolean[] constant = new boolean[longest];
        double[] entropy = new double[longest];
        long[] counts = new long[256];
        for (int p = 0; p < longest; p++) {
            java.util.Arrays.fill(counts, 0);
            int k = 0;
            for (byte[] d : data) {
                if (p < d.length) { counts[d[p] & 0xff]++; k++; }
            }
            int lo = -1, hi = -1, best = -1, d = 0;
            for (int v = 0; v < 256; v++) {
                long c = counts[v];
                if (c == 0) continue;
                d++;
                if (lo < 0) lo = v;
                hi = v;
                if (best < 0 || c > counts[best]) best = v;
            }
            position[p] = p;
            n[p] = k;
            distinct[p] = d;
            min[p] = lo;
            max[p] = hi;
            mode[p] = best;
            modeCount[p] = (int) counts[best];
            constant[p] = d == 1;
            entropy[p] = Scan.entropy(counts, k);
        }
        return Table.create("byte_stats",
                IntColumn.create("position", position), IntColumn.create("n", n), IntColumn.create("distinct", distinct),
                Columns.hexInts("min", min), Columns.hexInts("max", max), Columns.hexInts("mode", mode),
                IntColumn.create("mode_count", modeCount), BooleanColumn.create("is_constant", constant),
                DoubleColumn.create("entropy", entropy));
    }

    /**
     * Groups the records by {@code key} (first-seen order) and runs {@link #across} within each group, under a
     * leading {@code group} column (the key's string form) — e.g. group shrub spans by (count, data_offset,
     * tail_length) so only like is diffed with like.
     */
    public static Table by(List<Region> records, Function<Region, Object> key) {
        Map<String, List<Region>> groups = new LinkedHashMap<>();
        for (Region r : records) groups.computeIfAbsent(String.valueOf(key.apply(r)), k -> new ArrayList<>()).add(r);
        List<Table> parts = new ArrayList<>();
        List<String> names = new ArrayList<>(groups.keySet());
        for (String g : names) parts.add(across(groups.get(g)));
        return Columns.stack("byte_stats", parts, i -> {
            String[] v = new String[parts.get(i).rowCount()];
            java.util.Arrays.fill(v, names.get(i));
            return StringColumn.create("group", v);
        });
    }

    /**
     * The varying positions of a stats table as a compact mask, one character per position: '.' constant,
     * 'x' varying, ' ' where some records are too short to reach. Reads like the run structure in the notes ("(0..5), (8..13)").
     */
    public static String mask(Table stats) {
        IntColumn n = stats.intColumn("n");
        BooleanColumn constant = stats.booleanColumn("is_constant");
        int full = n.isEmpty() ? 0 : (int) n.max();
        StringBuilder sb = new StringBuilder(stats.rowCount());
        for (int i = 0; i < stats.rowCount(); i++) {
            sb.append(n.getInt(i) < full ? ' ' : constant.get(i) ? '.' : 'x');
        }
        return sb.toString();
    }
}
