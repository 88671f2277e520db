package gcscript.datasets.core;

import java.util.Map;
import java.util.TreeMap;

/**
 * Per-field ground truth for tables too big to list value by value: the sum of every stored column, keyed
 * {@code <prefix>.<table>.sum.<column>}, plus the row count {@code <prefix>.<table>.rows}. A column read at the
 * wrong offset changes its sum, so a test comparing every column's sum with these keys checks every field.
 */
public final class Sums {
    private final String prefix;
    private final Map<String, Long> sums = new TreeMap<>();
    private final Map<String, Long> rows = new TreeMap<>();

    public Sums(String prefix) { this.prefix = prefix; }

    /** One row of {@code table}: column names and values alternate: {@code row("faces", "v0", 3, "v1", 4)}. */
    public void row(String table, Object... nameValue) {
        rows.merge(table, 1L, Long::sum);
        for (int i = 0; i < nameValue.length; i += 2) {
            sums.merge(table + ".sum." + nameValue[i], ((Number) nameValue[i + 1]).longValue(), Long::sum);
        }
    }

    /** Declares a table (so an empty one still has a row count of 0). */
    public void table(String table) { rows.putIfAbsent(table, 0L); }

    public void into(Map<String, String> truth) {
        rows.forEach((k, v) -> truth.put(prefix + "." + k + ".rows", Long.toString(v)));
        sums.forEach((k, v) -> truth.put(prefix + "." + k, Long.toString(v)));
    }
}
