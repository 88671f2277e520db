package gcscript.disc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.Set;
import java.util.function.Function;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * The field-truth tests: a table of the library compared with the generator's per-field truth by
 * {@link FieldComparison} (main code, shared with {@code bin/gcscript verify}), strictly: every column of the table is
 * either a truth column or one of the {@code notStored} columns, the manifest has the table, and at least one truth
 * row was compared. A difference fails the test with the first one (level, table, row key and column, expected,
 * found).
 */
public final class FieldTruthTables {
    private FieldTruthTables() {}

    /** Returns the number of truth rows compared. */
    public static int compare(GroundTruth truth, int level, String truthTable, Table table, Function<Row, String> key,
                       Set<String> notStored) {
        return assertSame(FieldComparison.compare(truth, level, truthTable, table, key, notStored, true),
                "level." + level + ".fields." + truthTable + ".");
    }

    /** Compares level {@code l} by {@code spec}; returns the rows compared (0 for an optional table the level lacks). */
    public static int compare(GroundTruth truth, gcscript.level.Level l, TruthSpec spec) {
        FieldComparison.Outcome o = spec.compare(truth, l, true);
        String prefix = "level." + l.number() + ".fields." + spec.truthTable() + ".";
        return !o.inManifest() && spec.optional() ? 0 : assertSame(o, prefix);
    }

    private static int assertSame(FieldComparison.Outcome o, String prefix) {
        assertTrue(o.inManifest(), "manifest has no " + prefix + "columns");
        if (o.differenceCount() > 0) {
            fail(o.differenceCount() + " difference(s), first: " + o.first().orElseThrow()
                    + (o.differences().size() > 1 ? "; then " + o.differences().subList(1, Math.min(4, o.differences().size())) : ""));
        }
        assertTrue(o.rows() > 0, "no truth rows for " + prefix);
        return o.rows();
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
                for (gcscript.level.Level l : disc.levels()) n += compare(truth, l, s);
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
        assertEquals(List.of(), unvaried(columns, rows, s.exempt()), s.truthTable() + " on " + disc.name()
                + ": truth that cannot catch a swap or a wrong offset (vary the generator's values, or exempt a column"
                + " constant by the format with TruthSpec.exempt and the reason)");
    }

    /** Columns not in {@code exempt} that take one value on every row, or equal another column on every row. */
    static List<String> unvaried(String[] columns, List<String[]> rows, Set<String> exempt) {
        List<String> problems = new java.util.ArrayList<>();
        for (int a = 0; a < columns.length; a++) {
            if (exempt.contains(columns[a])) continue;
            Set<String> distinct = new java.util.HashSet<>();
            for (String[] r : rows) distinct.add(r[a]);
            if (distinct.size() < 2) {
                problems.add(columns[a] + " is " + distinct + " on all " + rows.size() + " rows");
                continue;
            }
            for (int b = a + 1; b < columns.length; b++) {
                if (exempt.contains(columns[b])) continue;
                boolean equal = true;
                for (String[] r : rows) if (!r[a].equals(r[b])) { equal = false; break; }
                if (equal) problems.add(columns[a] + " = " + columns[b] + " on every row");
            }
        }
        return problems;
    }
}
