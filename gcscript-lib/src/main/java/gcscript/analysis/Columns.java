package gcscript.analysis;

import gcscript.table.Cols;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/** Column construction from primitive arrays (one copy, no boxing) and the per-level / per-region concatenation. */
final class Columns {
    private Columns() {}

    /** A long column that prints as hex when its name is an offset, or when {@code hex} asks for it. */
    static LongColumn offsets(String name, long[] values, int n, boolean hex) {
        LongColumn c = LongColumn.create(name, java.util.Arrays.copyOf(values, n));
        if (hex || Cols.isOffset(name)) c.setPrintFormatter(Cols.HEX_LONG);
        return c;
    }

    static IntColumn hexInts(String name, int[] values) {
        IntColumn c = IntColumn.create(name, values);
        c.setPrintFormatter(Cols.HEX_INT);
        return c;
    }

    /**
     * Runs {@code per} on every region of a level map and stacks the results under a leading {@code level} column;
     * the schema is the single-region schema plus that column, so one-level and whole-disc code is the same.
     */
    static Table byLevel(String name, Map<Integer, Region> regions, Function<Region, Table> per) {
        List<Table> parts = new ArrayList<>();
        List<Integer> keys = new ArrayList<>();
        for (Map.Entry<Integer, Region> e : regions.entrySet()) {
            keys.add(e.getKey());
            parts.add(per.apply(e.getValue()));
        }
        return stack(name, parts, i -> {
            int[] v = new int[parts.get(i).rowCount()];
            java.util.Arrays.fill(v, keys.get(i));
            return IntColumn.create(Cols.LEVEL, v);
        });
    }

    /** As {@link #byLevel} for a list, keyed by a leading {@code region} column holding each region's name. */
    static Table byRegion(String name, List<Region> regions, Function<Region, Table> per) {
        List<Table> parts = new ArrayList<>();
        for (Region r : regions) parts.add(per.apply(r));
        return stack(name, parts, i -> {
            String[] v = new String[parts.get(i).rowCount()];
            java.util.Arrays.fill(v, regions.get(i).name());
            return StringColumn.create("region", v);
        });
    }

    static Table stack(String name, List<Table> parts, java.util.function.IntFunction<tech.tablesaw.columns.Column<?>> key) {
        if (parts.isEmpty()) throw new IllegalArgumentException(name + ": no regions given");
        Table out = null;
        long expected = 0;
        for (int i = 0; i < parts.size(); i++) {
            Table t = parts.get(i);
            expected += t.rowCount();
            t.insertColumn(0, key.apply(i));
            if (out == null) out = t.setName(name); else out.append(t);
        }
        if (out.rowCount() != expected) {
            throw new IllegalStateException(name + ": stacked " + out.rowCount() + " rows, expected " + expected);
        }
        return out;
    }
}
