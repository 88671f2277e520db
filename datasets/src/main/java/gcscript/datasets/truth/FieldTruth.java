package gcscript.datasets.truth;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Per-field ground truth: the value the generator wrote into every stored field of a record, keyed by the name
 * of the column a reader's table shows it under (the format reference's field name in lower_snake). Manifest keys,
 * relative to the level:
 * <pre>
 *   fields.&lt;table&gt;.columns      = col_a,col_b,...          (once per table)
 *   fields.&lt;table&gt;.row.&lt;key&gt;    = value_a,value_b,...      (one per record written, or per sampled record)
 * </pre>
 * {@code <key>} is the record's identity in that table, dot-separated (a patch number; patch.index; the core header
 * field name). Values are decimal integers, {@code true}/{@code false}, Java's shortest float/double text, or hex
 * strings; none contains a comma. Which records are listed follows {@link #sample}: every record when there are
 * few, else a deterministic spread, so big levels keep the manifest small.
 */
public final class FieldTruth {
    private final Map<String, String> out = new LinkedHashMap<>();
    private final Map<String, Integer> widths = new LinkedHashMap<>();

    /** Declares a table's truth columns (once; a second declaration must name the same columns). */
    public FieldTruth table(String table, String... columns) {
        if (table.contains(".")) throw new IllegalArgumentException("table name with a dot: " + table);
        String cols = String.join(",", columns);
        String old = out.putIfAbsent("fields." + table + ".columns", cols);
        if (old != null && !old.equals(cols)) throw new IllegalStateException(table + " declared twice with other columns");
        widths.put(table, columns.length);
        return this;
    }

    /** One record's values, in the declared column order. */
    public FieldTruth row(String table, String key, Object... values) {
        Integer w = widths.get(table);
        if (w == null) throw new IllegalStateException("table " + table + " not declared");
        if (w != values.length) throw new IllegalArgumentException(table + ": " + values.length + " values for " + w + " columns");
        List<String> text = new ArrayList<>(values.length);
        for (Object v : values) {
            String s = String.valueOf(v);
            if (s.indexOf(',') >= 0 || s.indexOf('\t') >= 0) throw new IllegalArgumentException(table + " value " + s);
            text.add(s);
        }
        if (out.putIfAbsent("fields." + table + ".row." + key, String.join(",", text)) != null) {
            throw new IllegalStateException("duplicate truth row " + table + " " + key);
        }
        return this;
    }

    public Map<String, String> asMap() { return out; }

    /** Adds the tables of another writer's truth ({@link #asMap()} form); a key both hold is an error. */
    public FieldTruth merge(Map<String, String> other) {
        for (Map.Entry<String, String> e : other.entrySet()) {
            String old = out.putIfAbsent(e.getKey(), e.getValue());
            if (old != null && !old.equals(e.getValue())) throw new IllegalStateException("conflicting truth " + e.getKey());
            if (old != null && !e.getKey().endsWith(".columns")) throw new IllegalStateException("duplicate truth row " + e.getKey());
        }
        return this;
    }

    /**
     * The record indices to list out of {@code n}: all of them when {@code n <= max}, else {@code max} indices
     * spread evenly from the first to the last (both included). Deterministic and draws no random numbers, so
     * recording truth never changes what the generator writes.
     */
    public static int[] sample(int n, int max) {
        if (n <= max) {
            int[] all = new int[n];
            for (int i = 0; i < n; i++) all[i] = i;
            return all;
        }
        int[] s = new int[max];
        for (int i = 0; i < max; i++) s[i] = (int) ((long) i * (n - 1) / (max - 1));
        return s;
    }
}
