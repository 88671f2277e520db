package gcscript.fielddiff;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.FloatColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Two versions of one table compared row by natural key ({@link RowKey}) and column by stored field: a decoded column
 * is compared through its stored one ({@code x} through {@code x_raw}, {@code value_hex} through {@code value}), so
 * one changed field is one row. Provenance (level, file, record offset) is not compared: it moves with layout.
 */
final class TableDiff {
    private TableDiff() {}

    /** One differing value (or an added/removed row: column "(row)", the missing side empty). */
    record Change(String key, String column, String a, String b, Long offsetA, Long offsetB) {}

    static List<Change> compare(String tableName, Table a, Table b) {
        RowKey key = RowKey.of(tableName, a);
        List<String> cols = compared(a, b, key);
        List<Pair> pairs = new ArrayList<>();
        for (String c : cols) pairs.add(new Pair(c, a.column(c), b.column(c)));
        Column<?> offA = offsetColumn(a), offB = offsetColumn(b);
        List<Change> out = new ArrayList<>();
        if (a.rowCount() == b.rowCount() && aligned(key, a, b)) {
            // the usual case, the same rows in the same order: compare in place, name the keys only of rows that differ
            String[] names = null;
            for (int i = 0; i < a.rowCount(); i++) {
                for (Pair p : pairs) {
                    if (p.same(i, i)) continue;
                    if (names == null) names = key.keys(a).keySet().toArray(new String[0]);
                    if (container(names[i])) continue;
                    out.add(new Change(names[i], p.name, gcscript.table.Cols.cell(p.x, i), gcscript.table.Cols.cell(p.y, i), offset(offA, i), offset(offB, i)));
                }
            }
            return out;
        }
        Map<String, Integer> ka = key.keys(a), kb = key.keys(b);
        for (Map.Entry<String, Integer> e : ka.entrySet()) {
            Integer j = kb.get(e.getKey());
            int i = e.getValue();
            if (j == null) {
                out.add(new Change(e.getKey(), "(row)", "present", "", offset(offA, i), null));
                continue;
            }
            for (Pair p : pairs) {
                if (!p.same(i, j) && !container(e.getKey())) out.add(new Change(e.getKey(), p.name, gcscript.table.Cols.cell(p.x, i), gcscript.table.Cols.cell(p.y, j), offset(offA, i), offset(offB, j)));
            }
        }
        for (Map.Entry<String, Integer> e : kb.entrySet()) {
            if (!ka.containsKey(e.getKey())) out.add(new Change(e.getKey(), "(row)", "", "present", null, offset(offB, e.getValue())));
        }
        return out;
    }

    /**
     * A header row holding a compressed size ({@code field=assets_compressed_size}): container layout, like the
     * {@code compressed} columns {@link #derived} leaves out; the stream's content is compared decompressed.
     */
    static boolean container(String key) { return key.startsWith("field=") && key.contains("compressed"); }

    /** Both tables hold the same key values row by row (so row i of one is row i of the other). */
    static boolean aligned(RowKey key, Table a, Table b) {
        for (String c : key.columns()) {
            Pair p = new Pair(c, a.column(c), b.column(c));
            for (int i = 0; i < a.rowCount(); i++) if (!p.same(i, i)) return false;
        }
        return true;
    }

    /** One compared column of both sides; same-typed numeric columns compare primitives (no boxing per cell). */
    private record Pair(String name, Column<?> x, Column<?> y) {
        boolean same(int i, int j) {
            if (x instanceof IntColumn p && y instanceof IntColumn q) return p.getInt(i) == q.getInt(j);
            if (x instanceof LongColumn p && y instanceof LongColumn q) return p.getLong(i) == q.getLong(j);
            if (x instanceof DoubleColumn p && y instanceof DoubleColumn q) {
                return Double.doubleToLongBits(p.getDouble(i)) == Double.doubleToLongBits(q.getDouble(j));
            }
            if (x instanceof FloatColumn p && y instanceof FloatColumn q) return Float.floatToIntBits(p.getFloat(i)) == Float.floatToIntBits(q.getFloat(j));
            return TableDiff.same(x.get(i), y.get(j));
        }
    }

    /** Columns both sides have, less provenance, the key and every column decoded from another one. */
    static List<String> compared(Table a, Table b, RowKey key) {
        Set<String> inB = Set.copyOf(b.columnNames());
        List<String> names = a.columnNames();
        List<String> out = new ArrayList<>();
        for (String c : names) {
            if (!inB.contains(c) || RowKey.PROVENANCE.contains(c) || key.columns().contains(c) || derived(c, names)) continue;
            out.add(c);
        }
        return out;
    }

    /** Decoded from a stored column of the same table: {@code x} beside {@code x_raw}, {@code value_hex} beside {@code value}. */
    static boolean derived(String c, List<String> names) {
        if (names.contains(c + "_raw")) return true;
        for (String suffix : List.of("_hex", "_f32")) {
            if (c.endsWith(suffix) && names.contains(c.substring(0, c.length() - suffix.length()))) return true;
        }
        // class_name is looked up by o_class (gcscript.names): a changed o_class is one change, not two
        if (c.equals(gcscript.names.ClassNames.COLUMN) && names.contains("o_class")) return true;
        return names.contains("field") && (c.equals("doc") || c.equals("type")) || c.contains("compressed");
    }

    static Column<?> offsetColumn(Table t) { return t.columnNames().contains("offset") ? t.column("offset") : null; }

    static Long offset(Column<?> c, int row) {
        if (c == null) return null;
        Object v = c.get(row);
        return v instanceof Number n ? n.longValue() : null;
    }

    /** Integral values equal whatever their width; floating ones by bits (NaN equals NaN, -0.0 differs from 0.0). */
    static boolean same(Object x, Object y) {
        if (x instanceof Number p && y instanceof Number q) {
            if (isFloating(p) || isFloating(q)) return Double.doubleToLongBits(p.doubleValue()) == Double.doubleToLongBits(q.doubleValue());
            return p.longValue() == q.longValue();
        }
        return Objects.equals(x, y);
    }

    private static boolean isFloating(Number n) { return n instanceof Double || n instanceof Float; }
}
