package gcscript.fielddiff;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
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
        Map<String, Integer> ka = key.keys(a), kb = key.keys(b);
        List<Change> out = new ArrayList<>();
        for (Map.Entry<String, Integer> e : ka.entrySet()) {
            Integer j = kb.get(e.getKey());
            int i = e.getValue();
            if (j == null) {
                out.add(new Change(e.getKey(), "(row)", "present", "", offset(a, i), null));
                continue;
            }
            for (String c : cols) {
                Column<?> x = a.column(c), y = b.column(c);
                if (!same(x.get(i), y.get(j))) out.add(new Change(e.getKey(), c, x.getString(i), y.getString(j), offset(a, i), offset(b, j)));
            }
        }
        for (Map.Entry<String, Integer> e : kb.entrySet()) {
            if (!ka.containsKey(e.getKey())) out.add(new Change(e.getKey(), "(row)", "", "present", null, offset(b, e.getValue())));
        }
        return out;
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
        return names.contains("field") && (c.equals("doc") || c.equals("type")) || c.contains("compressed");
    }

    static Long offset(Table t, int row) {
        if (!t.columnNames().contains("offset")) return null;
        Object v = t.column("offset").get(row);
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
