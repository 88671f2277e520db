package gcscript.analysis;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.table.Cols;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Structure fitting: which record size makes a region's records pass a plausibility check, whether a run of
 * tables tiles exactly, and whether a decoder reads a region better than it reads random bytes. Each answers
 * with a score next to its alternatives, because the notes show a single plausible reading is not evidence
 * (shrub entries read at 0x20 still look sane 231 times out of 358).
 */
public final class Fit {
    private Fit() {}

    // ---- strides ------------------------------------------------------------------------------------

    /**
     * For each candidate stride, cuts the region into {@code length / stride} records and counts those that pass
     * {@code rowCheck}: {@code stride, records, remainder, passing, fraction}. The check sees one record as a
     * reader whose offsets are absolute; a read past the record throws {@link FormatException}, which counts as a
     * failure. {@code remainder} (bytes left over) is 0 when the stride tiles the region exactly.
     */
    public static Table strides(Region region, int[] candidates, Predicate<ByteReader> rowCheck) {
        return fit(region, -1, candidates, rowCheck);
    }

    /**
     * As {@link #strides(Region, int[], Predicate)} with a known record count, as when a header gives the count
     * but not the size: {@code count} records are read at every stride, and those that would run past the region
     * fail. This is the shrub class table test: 7/7 sane at 0x30 against 4/7 at 0x20.
     */
    public static Table strides(Region region, int count, int[] candidates, Predicate<ByteReader> rowCheck) {
        if (count < 0) throw new IllegalArgumentException("count must be >= 0, was " + count);
        return fit(region, count, candidates, rowCheck);
    }

    private static Table fit(Region region, int count, int[] candidates, Predicate<ByteReader> rowCheck) {
        ByteReader r = region.bytes();
        int m = candidates.length;
        int[] stride = new int[m], records = new int[m], remainder = new int[m], passing = new int[m];
        double[] fraction = new double[m];
        for (int c = 0; c < m; c++) {
            int s = candidates[c];
            if (s < 1) throw new IllegalArgumentException("stride must be >= 1, was " + s);
            int n = count >= 0 ? count : r.length() / s;
            int ok = 0;
            // records that would run past the region fail without being visited, so a huge count costs nothing
            int inside = Math.min(n, r.length() / s);
            for (int i = 0; i < inside; i++) {
                long at = (long) i * s;
                ByteReader rec = r.slice("record[" + i + "]", at, s);
                try {
                    if (rowCheck.test(rec)) ok++;
                } catch (FormatException e) {
                    // the check read outside the record: that reading of the bytes does not fit
                }
            }
            stride[c] = s;
            records[c] = n;
            remainder[c] = count >= 0 ? (int) Math.max(0, r.length() - (long) n * s) : r.length() % s;
            passing[c] = ok;
            fraction[c] = n == 0 ? 0 : (double) ok / n;
        }
        return Table.create("strides " + region.name(),
                Columns.hexInts("stride", stride), IntColumn.create("records", records),
                IntColumn.create("remainder", remainder), IntColumn.create("passing", passing),
                DoubleColumn.create("fraction", fraction));
    }

    public static Table strides(Map<Integer, Region> levels, int[] candidates, Predicate<ByteReader> rowCheck) {
        return Columns.byLevel("strides", levels, r -> strides(r, candidates, rowCheck));
    }

    public static Table strides(List<Region> regions, int[] candidates, Predicate<ByteReader> rowCheck) {
        return Columns.byRegion("strides", regions, r -> strides(r, candidates, rowCheck));
    }

    // ---- chained tables -----------------------------------------------------------------------------

    /**
     * Tables given in their declared order as {offset, count, size}; each row says whether the table ends exactly
     * where the next begins: {@code table, offset, count, size, end, next_offset, gap, chains}. The last table has
     * no successor (missing next_offset and gap, chains false). An entry size that is wrong by any amount breaks
     * the chain, which is what makes a closed chain evidence (moby, tie, shrub, textures close on 27 of 27 levels).
     */
    public static Table chain(List<long[]> tables) {
        int n = tables.size();
        IntColumn table = IntColumn.create("table");
        LongColumn offset = hex(LongColumn.create(Cols.OFFSET)), count = LongColumn.create("count"), size = LongColumn.create(Cols.SIZE);
        LongColumn end = hex(LongColumn.create("end")), next = hex(LongColumn.create("next_offset")), gap = LongColumn.create("gap");
        BooleanColumn chains = BooleanColumn.create("chains");
        for (int i = 0; i < n; i++) {
            long[] t = tables.get(i);
            if (t.length != 3) throw new IllegalArgumentException("table " + i + ": expected {offset, count, size}");
            long e = Math.addExact(t[0], Math.multiplyExact(t[1], t[2]));
            table.append(i);
            offset.append(t[0]);
            count.append(t[1]);
            size.append(t[2]);
            end.append(e);
            if (i + 1 < n) {
                long nx = tables.get(i + 1)[0];
                next.append(nx);
                gap.append(nx - e);
                chains.append(nx == e);
            } else {
                next.appendMissing();
                gap.appendMissing();
                chains.append(false);
            }
        }
        return Table.create("chain", table, offset, count, size, end, next, gap, chains);
    }

    /** As {@link #chain(List)} with named tables; the names replace the index in the {@code table} column. */
    public static Table chain(Map<String, long[]> named) {
        Table t = chain(new ArrayList<>(named.values()));
        t.replaceColumn("table", StringColumn.create("table", named.keySet()));
        return t;
    }

    /** One chain per level under a leading {@code level} column. */
    public static Table chains(Map<Integer, List<long[]>> levels) {
        List<Table> parts = new ArrayList<>();
        List<Integer> keys = new ArrayList<>(levels.keySet());
        for (Integer k : keys) parts.add(chain(levels.get(k)));
        return Columns.stack("chain", parts, i -> {
            int[] v = new int[parts.get(i).rowCount()];
            java.util.Arrays.fill(v, keys.get(i));
            return IntColumn.create(Cols.LEVEL, v);
        });
    }

    private static LongColumn hex(LongColumn c) {
        c.setPrintFormatter(Cols.HEX_LONG);
        return c;
    }

    // ---- decode rate against a random control -------------------------------------------------------

    /**
     * Runs a decoder that returns a rate (for example the fraction of 32-bit words that decode as a VIF UNPACK)
     * on the region and on uniformly random bytes of the same length drawn from {@code java.util.Random(seed)}:
     * {@code region, file, offset, bytes, rate, random_rate, delta}. A rate near random_rate means the decoder
     * finds nothing a random stream would not give it ("shrub 24.9% vs random 25.1%").
     */
    public static Table rate(Region region, ToDoubleFunction<ByteReader> decoder, long seed) {
        return rate(List.of(region), decoder, seed);
    }

    /** One row per region, each against its own same-length control from the same seed. */
    public static Table rate(List<Region> regions, ToDoubleFunction<ByteReader> decoder, long seed) {
        StringColumn name = StringColumn.create("region"), file = StringColumn.create(Cols.FILE);
        LongColumn offset = hex(LongColumn.create(Cols.OFFSET));
        IntColumn bytes = IntColumn.create("bytes");
        DoubleColumn rate = DoubleColumn.create("rate"), random = DoubleColumn.create("random_rate"), delta = DoubleColumn.create("delta");
        for (Region r : regions) {
            double x = decoder.applyAsDouble(r.bytes());
            double y = decoder.applyAsDouble(ByteReader.of(random(r.length(), seed), "random(" + seed + ")"));
            name.append(r.name());
            file.append(r.file());
            offset.append(r.base());
            bytes.append(r.length());
            rate.append(x);
            random.append(y);
            delta.append(x - y);
        }
        return Table.create("rate", name, file, offset, bytes, rate, random, delta);
    }

    /** The random control bytes: {@code java.util.Random(seed).nextBytes}, whose sequence is specified, so stable. */
    public static byte[] random(int length, long seed) {
        byte[] b = new byte[length];
        new Random(seed).nextBytes(b);
        return b;
    }
}
