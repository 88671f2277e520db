package gcscript.datasets.gameplay;

import gcscript.datasets.truth.FieldTruth;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The per-field truth of a gameplay stream ({@link FieldTruth} tables named after the library's gameplay tables):
 * one row per record written, every field the {@link Record} wrote in its order, then any decoded values the table
 * shows (a tie's x, y, z: the matrix translation). Tables are declared on their first row, so a block without records
 * declares none.
 */
final class GameplayTruth {
    private final FieldTruth f = new FieldTruth();

    /** A record's fields, then {@code extra} (name, value pairs). */
    void record(String table, Object key, Record r, Object... extra) {
        List<String> cols = new ArrayList<>(r.values().keySet());
        List<Object> vals = new ArrayList<>(r.values().values());
        for (int i = 0; i < extra.length; i += 2) {
            cols.add((String) extra[i]);
            vals.add(extra[i + 1]);
        }
        row(table, key, cols, vals);
    }

    /** A row of named values. */
    void row(String table, Object key, List<String> columns, List<Object> values) {
        f.table(table, columns.toArray(String[]::new));
        f.row(table, String.valueOf(key), values.toArray());
    }

    void into(Map<String, String> truth) { truth.putAll(f.asMap()); }
}
