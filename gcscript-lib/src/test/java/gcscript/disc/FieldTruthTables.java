package gcscript.disc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * Compares a table of the library with the generator's per-field truth (manifest keys
 * {@code level.N.fields.<truth>.columns} and {@code level.N.fields.<truth>.row.<key>}, see
 * gcscript.datasets.truth.FieldTruth). Keyed on column names only, so it does not depend on how a reader is
 * written: every truth row must find its table row by key, and every truth column must equal the table's cell.
 * Every column of the table must be either a truth column or one of the {@code notStored} columns (provenance, or a
 * value the reader derives from several fields), so a new stored column cannot go unchecked.
 */
public final class FieldTruthTables {
    private FieldTruthTables() {}

    /** Returns the number of truth rows compared. */
    public static int compare(GroundTruth truth, int level, String truthTable, Table table, Function<Row, String> key,
                       Set<String> notStored) {
        String prefix = "level." + level + ".fields." + truthTable + ".";
        String[] columns = truth.get(prefix + "columns")
                .orElseThrow(() -> new AssertionError("manifest has no " + prefix + "columns")).split(",");
        Set<String> expected = new LinkedHashSet<>(List.of(columns));
        expected.addAll(notStored);
        // provenance columns say where a row came from (file: the buffer its offset is in; record: its index)
        if (table.columnNames().contains("file")) expected.add("file");
        if (table.columnNames().contains("record") && !List.of(columns).contains("record")) expected.add("record");
        assertEquals(new LinkedHashSet<>(table.columnNames()).stream().sorted().toList(), expected.stream().sorted().toList(),
                table.name() + ": every column is either compared with the truth or declared not stored");
        Map<String, Row> byKey = new HashMap<>();
        for (int i = 0; i < table.rowCount(); i++) {
            Row r = table.row(i);
            assertTrue(byKey.put(key.apply(r), r) == null, table.name() + ": two rows with key " + key.apply(r));
        }
        int compared = 0;
        for (Map.Entry<String, String> e : truth.withPrefix(prefix + "row.").entrySet()) {
            String k = e.getKey().substring((prefix + "row.").length());
            Row r = byKey.get(k);
            assertNotNull(r, table.name() + " level " + level + ": no row " + k);
            String[] values = e.getValue().split(",", -1);
            assertEquals(columns.length, values.length, e.getKey());
            for (int c = 0; c < columns.length; c++) {
                check(table, r, columns[c], values[c], table.name() + " level " + level + " [" + k + "]." + columns[c]);
            }
            compared++;
        }
        assertTrue(compared > 0, "no truth rows for " + prefix);
        return compared;
    }

    /**
     * One dynamic test per spec and level of {@code disc}: the spec's table compared with the disc's manifest. A
     * level without truth rows for a table passes only if the spec says the table may be absent there
     * ({@link TruthSpec#optional()}).
     */
    public static java.util.stream.Stream<org.junit.jupiter.api.DynamicTest> tests(Disc disc, java.util.List<TruthSpec> specs) {
        return tests(disc, specs, true);
    }

    /**
     * As {@link #tests(Disc, java.util.List)}; {@code requireVariety} false skips the variety check, for discs other
     * than the sample (a seed with two billboards may give both the same fade distance: every cell is still compared).
     */
    public static java.util.stream.Stream<org.junit.jupiter.api.DynamicTest> tests(Disc disc, java.util.List<TruthSpec> specs,
                                                                                  boolean requireVariety) {
        GroundTruth truth = disc.groundTruth().orElseThrow(() -> new AssertionError(disc.name() + " has no manifest"));
        java.util.List<org.junit.jupiter.api.DynamicTest> out = new java.util.ArrayList<>();
        for (TruthSpec s : specs) {
            out.add(org.junit.jupiter.api.DynamicTest.dynamicTest(s.truthTable(), () -> {
                int n = 0;
                for (gcscript.level.Level l : disc.levels()) n += s.compare(truth, l);
                assertTrue(n > 0, s.truthTable() + ": no truth rows on any level of " + disc.name());
                if (requireVariety) assertVaried(truth, disc, s);
            }));
        }
        return out.stream();
    }

    /**
     * The truth of {@code s} over the disc can catch a swap: every column not named constant takes two values or
     * more, and no two such columns are equal on every row.
     */
    static void assertVaried(GroundTruth truth, Disc disc, TruthSpec s) {
        String[] columns = null;
        List<String[]> rows = new java.util.ArrayList<>();
        for (gcscript.level.Level l : disc.levels()) {
            String prefix = "level." + l.number() + ".fields." + s.truthTable() + ".";
            java.util.Optional<String> c = truth.get(prefix + "columns");
            if (c.isEmpty()) continue;
            columns = c.get().split(",");
            for (String v : truth.withPrefix(prefix + "row.").values()) rows.add(v.split(",", -1));
        }
        if (columns == null) return;
        List<String> problems = new java.util.ArrayList<>();
        for (int a = 0; a < columns.length; a++) {
            if (s.exempt().contains(columns[a])) continue;
            Set<String> distinct = new java.util.HashSet<>();
            for (String[] r : rows) distinct.add(r[a]);
            if (distinct.size() < 2) {
                problems.add(columns[a] + " is " + distinct + " on all " + rows.size() + " rows");
                continue;
            }
            for (int b = a + 1; b < columns.length; b++) {
                if (s.exempt().contains(columns[b])) continue;
                boolean equal = true;
                for (String[] r : rows) if (!r[a].equals(r[b])) { equal = false; break; }
                if (equal) problems.add(columns[a] + " = " + columns[b] + " on every row");
            }
        }
        assertEquals(List.of(), problems, s.truthTable() + " on " + disc.name()
                + ": truth that cannot catch a swap or a wrong offset (vary the generator's values, or exempt a column"
                + " constant by the format with TruthSpec.exempt and the reason)");
    }

    private static void check(Table t, Row r, String column, String want, String what) {
        ColumnType type = t.column(column).type();
        if (r.isMissing(column)) fail(what + ": missing, truth " + want);
        if (type == ColumnType.INTEGER) assertEquals(Long.parseLong(want), (long) r.getInt(column), what);
        else if (type == ColumnType.LONG) assertEquals(Long.parseLong(want), r.getLong(column), what);
        else if (type == ColumnType.SHORT) assertEquals(Long.parseLong(want), (long) r.getShort(column), what);
        else if (type == ColumnType.BOOLEAN) assertEquals(Boolean.parseBoolean(want), r.getBoolean(column), what);
        else if (type == ColumnType.DOUBLE) {
            double w = Double.parseDouble(want), a = r.getDouble(column);
            assertEquals(w, a, 1e-6 * Math.max(1, Math.abs(w)), what);
        } else if (type == ColumnType.FLOAT) {
            double w = Double.parseDouble(want), a = r.getFloat(column);
            assertEquals(w, a, 1e-6 * Math.max(1, Math.abs(w)), what);
        } else {
            // texture slot lists are shown as "[1, 2, 3]" and written to the truth as "1 2 3"
            String a = r.getString(column);
            if (column.equals("textures")) a = a.replaceAll("[\\[\\],]", "").trim();
            assertEquals(want, a, what);
        }
    }
}
