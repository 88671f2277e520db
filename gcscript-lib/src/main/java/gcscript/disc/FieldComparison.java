package gcscript.disc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * Compares a table of the library with the generator's per-field truth (manifest keys
 * {@code level.N.fields.<truth>.columns} and {@code level.N.fields.<truth>.row.<key>}, see
 * gcscript.datasets.truth.FieldTruth). Keyed on column names only, so it does not depend on how a reader is
 * written: every truth row must find its table row by key, and every truth column must equal the table's cell.
 * Used by {@code bin/gcscript verify} and, through the tests' FieldTruthTables, by every field-truth test.
 *
 * <p>{@code strictColumns} (the tests) also requires every column of the table to be a truth column or one of the
 * {@code notStored} columns (provenance, or a value the reader derives from several fields), so a new stored column
 * cannot go unchecked. {@code verify} leaves it off: a manifest written by an older generator lacks the newer columns.
 */
public final class FieldComparison {
    private FieldComparison() {}

    /**
     * One difference: the level (-1 for the disc as a whole), the table (or what else was compared: a buffer, a file),
     * the row key and column in {@code path} ({@code [key].column}, one bracket per key column: {@code [61][0].x}), the manifest's value and the disc's.
     */
    public record Difference(int level, String table, String path, String expected, String found) {
        @Override public String toString() {
            return (level >= 0 ? "level " + level + " " : "") + table + " " + path + ": expected " + expected + ", found " + found;
        }
    }

    /**
     * What a comparison found: whether the manifest has this table for the level, the truth rows and cells
     * compared, and the differences (the first {@link #KEPT} of them; {@code differenceCount} counts all).
     */
    public record Outcome(boolean inManifest, int rows, long cells, List<Difference> differences, int differenceCount) {
        public static final Outcome ABSENT = new Outcome(false, 0, 0, List.of(), 0);

        public Optional<Difference> first() { return differences.stream().findFirst(); }
    }

    /** How many differences an outcome keeps (a broken reader may differ on every cell). */
    public static final int KEPT = 20;

    public static Outcome compare(GroundTruth truth, int level, String truthTable, Table table, Function<Row, String> key,
                                  Set<String> notStored, boolean strictColumns) {
        return compare(truth, "level." + level + ".fields." + truthTable + ".", level, truthTable, table, key, notStored, strictColumns);
    }

    /**
     * As {@link #compare(GroundTruth, int, String, Table, Function, Set, boolean)} for truth under any manifest prefix
     * ({@code global.fields.<truth>.} for the global WADs, whose rows belong to no level: {@code level} -1).
     */
    public static Outcome compare(GroundTruth truth, String prefix, int level, String truthTable, Table table, Function<Row, String> key,
                                  Set<String> notStored, boolean strictColumns) {
        Optional<String> columnLine = truth.get(prefix + "columns");
        if (columnLine.isEmpty()) return Outcome.ABSENT;
        String[] columns = columnLine.get().split(",");
        Diffs d = new Diffs(level, truthTable);
        if (strictColumns) {
            Set<String> expected = new TreeSet<>(List.of(columns));
            expected.addAll(notStored);
            // provenance columns say where a row came from (file: the buffer its offset is in; record: its index)
            if (table.columnNames().contains("file")) expected.add("file");
            if (table.columnNames().contains("record")) expected.add("record");
            // class_name is looked up in the names registry by o_class (gcscript.names), never a stored field
            if (table.columnNames().contains(gcscript.names.ClassNames.COLUMN)) expected.add(gcscript.names.ClassNames.COLUMN);
            Set<String> actual = new TreeSet<>(table.columnNames());
            if (!actual.equals(expected)) {
                d.add("columns (every column compared with the truth or declared not stored)", expected.toString(), actual.toString());
            }
        }
        Set<String> present = new LinkedHashSet<>(table.columnNames());
        for (String c : columns) if (!present.contains(c)) d.add("column " + c, "a column " + c, "none");
        Map<String, Row> byKey = new HashMap<>();
        for (int i = 0; i < table.rowCount(); i++) {
            Row r = table.row(i);
            String k = key.apply(r);
            if (byKey.put(k, r) != null) d.add(keyPath(k), "one row with this key", "two");
        }
        int rows = 0;
        long cells = 0;
        for (Map.Entry<String, String> e : truth.withPrefix(prefix + "row.").entrySet()) {
            String k = e.getKey().substring((prefix + "row.").length());
            rows++;
            Row r = byKey.get(k);
            if (r == null) {
                d.add(keyPath(k), "a row", "none");
                continue;
            }
            String[] values = e.getValue().split(",", -1);
            if (values.length != columns.length) {
                d.add(keyPath(k), columns.length + " values in the manifest", values.length);
                continue;
            }
            for (int c = 0; c < columns.length; c++) {
                if (!present.contains(columns[c])) continue;
                cells++;
                String found = mismatch(table, r, columns[c], values[c]);
                if (found != null) d.add(keyPath(k) + "." + columns[c], values[c], found);
            }
        }
        return d.outcome(rows, cells);
    }

    /**
     * A row key as a path: one bracket per key column ({@code 61.0}, sequence 61's frame 0, as {@code [61][0]}, as
     * {@code moby[12].packet[2]} reads), never a dotted number that reads as the float 61.0.
     */
    static String keyPath(String key) {
        return "[" + String.join("][", key.split("\\.", -1)) + "]";
    }

    /** The differences of one comparison, the first {@link #KEPT} kept. */
    private static final class Diffs {
        final int level;
        final String table;
        final List<Difference> kept = new ArrayList<>();
        int count;

        Diffs(int level, String table) {
            this.level = level;
            this.table = table;
        }

        void add(String path, Object expected, Object found) {
            if (count++ < KEPT) kept.add(new Difference(level, table, path, String.valueOf(expected), String.valueOf(found)));
        }

        Outcome outcome(int rows, long cells) { return new Outcome(true, rows, cells, List.copyOf(kept), count); }
    }

    /** The cell's value as text when it differs from {@code want}, else null. */
    static String mismatch(Table t, Row r, String column, String want) {
        if (r.isMissing(column)) return "missing";
        ColumnType type = t.column(column).type();
        try {
            if (type == ColumnType.INTEGER) return same(Long.parseLong(want), r.getInt(column));
            if (type == ColumnType.LONG) return same(Long.parseLong(want), r.getLong(column));
            if (type == ColumnType.SHORT) return same(Long.parseLong(want), r.getShort(column));
            if (type == ColumnType.BOOLEAN) {
                boolean a = r.getBoolean(column);
                return Boolean.parseBoolean(want) == a ? null : Boolean.toString(a);
            }
            if (type == ColumnType.DOUBLE) return close(Double.parseDouble(want), r.getDouble(column));
            if (type == ColumnType.FLOAT) return close(Double.parseDouble(want), r.getFloat(column));
        } catch (NumberFormatException e) {
            return r.getObject(column) + " (the manifest's value is not a number)";
        }
        // texture slot lists are shown as "[1, 2, 3]" and written to the truth as "1 2 3"
        String a = r.getString(column);
        if (column.equals("textures")) a = a.replaceAll("[\\[\\],]", "").trim();
        return want.equals(a) ? null : a;
    }

    private static String same(long want, long actual) { return want == actual ? null : Long.toString(actual); }

    private static String close(double want, double actual) {
        return Math.abs(want - actual) <= 1e-6 * Math.max(1, Math.abs(want)) ? null : Double.toString(actual);
    }
}
