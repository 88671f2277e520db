package gcscript.datasets.geometry;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Per-field truth in a compact form: for one group of records (e.g. the vertices of one packet), one manifest key
 * per column whose value is the comma-separated list of the column's values in record order
 * ({@code core.tie.3.lod0.packet.1.vertices.x_raw = 12,-40,...}). Tests compare every column of a table with it.
 */
public final class ColumnTruth {
    private final Map<String, StringBuilder> cols = new LinkedHashMap<>();

    public ColumnTruth add(String group, String column, Object value) {
        StringBuilder sb = cols.computeIfAbsent(group + "." + column, k -> new StringBuilder());
        if (sb.length() > 0) sb.append(',');
        sb.append(value);
        return this;
    }

    /** Declares an empty column (a group with no records still names its columns). */
    public ColumnTruth declare(String group, String column) {
        cols.computeIfAbsent(group + "." + column, k -> new StringBuilder());
        return this;
    }

    public void into(Map<String, String> truth) {
        cols.forEach((k, v) -> truth.put(k, v.toString()));
    }
}
