package gcscript.fielddiff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.level.Level;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The diff's row keys and offsets on every table of the sample, compared with the tables the user reads: a key names
 * one row by its format indices (rows of two sequences, patches or classes never share a key), and a diff of two
 * different levels reports under each key the offset of the row that key names on each side.
 */
class RowKeySampleTest {
    static final Disc SAMPLE = Gc.sample();

    /**
     * Tables whose rows repeat a key on the sample, each for a reason: vertex records of one packet (matched in their
     * order), check tables (no index column), and tables whose index restarts per texture kind, group or bank part.
     * The gameplay tables whose record restarts per spline block, spline, area link kind and area, help language, or
     * camera-grid cell (whose primitives' stored {@code index} names a shape, not the row) repeat their key too.
     * A table not listed here must key every row uniquely.
     */
    static final Set<String> REPEATING = Set.of("core().mobies().vertices()", "core().shrubs().vertices()", "core().ties().vertices()",
            "core().mobies().sequenceChecks()", "core().ratchetSeqs().sequenceChecks()", "core().textures()", "gameplay().groups()",
            "gameplay().splines()", "gameplay().splineVertices()", "gameplay().areaLinks()", "gameplay().helpMessages()",
            "gameplay().cameraGridPrims()",
            "soundBank().fileChunks()", "soundBank().grains()", "soundBank().samples()", "soundBank().sounds()");

    /** The sequence tables: keyed by class (or slot) and sequence, so a change in one sequence is never reported under another's key. */
    static final List<String> SEQUENCE_TABLES = List.of("core().mobies().sequences()", "core().mobies().frames()",
            "core().mobies().jointFrames()", "core().ratchetSeqs().sequences()", "core().ratchetSeqs().frames()");

    @Test void everyTablesKeyNamesOneRowSaveTheListedOnes() {
        Map<String, String> shared = new TreeMap<>();
        Map<String, Integer> sequenceRows = new HashMap<>();
        int tables = 0;
        for (int lv = 0; lv < SAMPLE.levels().count(); lv++) {
            for (Map.Entry<String, Supplier<Table>> e : FieldDiff.tables(SAMPLE.level(lv)).entrySet()) {
                Table t = read(e.getValue());
                if (t == null || t.rowCount() == 0) continue;
                tables++;
                RowKey k = RowKey.of(FieldDiff.table(e.getKey()), t);
                Set<String> keys = k.keys(t).keySet();
                if (SEQUENCE_TABLES.contains(e.getKey())) {
                    sequenceRows.merge(e.getKey(), t.rowCount(), Integer::sum);
                    assertTrue(keys.stream().allMatch(s -> s.contains("sequence=")), e.getKey() + " " + k.columns());
                }
                long repeats = keys.stream().filter(s -> s.contains("#")).count();
                if (repeats > 0 && !REPEATING.contains(e.getKey())) shared.put(e.getKey(), k.columns() + ": " + repeats + " repeated keys");
            }
        }
        assertTrue(tables > 50, "tables walked: " + tables);
        assertEquals(Map.of(), shared, "tables whose keys need an occurrence number");
        for (String s : SEQUENCE_TABLES) assertTrue(sequenceRows.getOrDefault(s, 0) > 1, s + " has rows on the sample");
    }

    /** Level 0 against level 2: every changed row's offsets are those of the row its key names, in A and in B. */
    @Test void aDiffOfTwoLevelsReportsEachSidesOwnOffsetUnderTheKey() {
        Level a = SAMPLE.level(0), b = SAMPLE.level(2);
        Map<String, Supplier<Table>> ta = FieldDiff.tables(a), tb = FieldDiff.tables(b);
        Map<String, String> chainOf = new HashMap<>();
        for (String chain : ta.keySet()) chainOf.put(FieldDiff.area(chain) + " " + FieldDiff.table(chain), chain);
        Table d = FieldDiff.levels(0, a, b);
        Map<String, Integer> perTable = new HashMap<>();
        Map<String, Table[]> cache = new HashMap<>();
        int checked = 0, moved = 0;
        for (int r = 0; r < d.rowCount(); r++) {
            String key = d.stringColumn("key").get(r), column = d.stringColumn("column").get(r);
            if (key.isEmpty() || key.contains("#") || column.startsWith("(") || d.longColumn("offset_a").isMissing(r)
                    || d.longColumn("offset_b").isMissing(r)) continue;
            String chain = chainOf.get(d.stringColumn("area").get(r) + " " + d.stringColumn("table").get(r));
            // (a repeating table's first row of a key carries no occurrence number either: its rows are matched in order)
            if (chain == null || REPEATING.contains(chain) || perTable.merge(chain, 1, Integer::sum) > 3) continue;
            Table[] both = cache.computeIfAbsent(chain, c -> new Table[] {ta.get(c).get(), tb.get(c).get()});
            long oa = d.longColumn("offset_a").get(r), ob = d.longColumn("offset_b").get(r);
            assertEquals(offsetOf(both[0], key), oa, chain + " [" + key + "]." + column + ": offset_a");
            assertEquals(offsetOf(both[1], key), ob, chain + " [" + key + "]." + column + ": offset_b");
            checked++;
            if (oa != ob) moved++;
        }
        assertTrue(checked > 40, "diff rows checked: " + checked);
        assertTrue(moved > 20, "rows whose offsets differ between the levels: " + moved);
    }

    /** The offset of the one row whose columns hold the key's values ("class=3 sequence=1 frame=2"). */
    static long offsetOf(Table t, String key) {
        int found = -1, n = 0;
        String[] parts = key.split(" ");
        StringBuilder sb = new StringBuilder();
        rows:
        for (int r = 0; r < t.rowCount(); r++) {
            for (String p : parts) {
                int eq = p.indexOf('=');
                sb.setLength(0);
                RowKey.text(t.column(p.substring(0, eq)), r, sb);
                if (!sb.toString().equals(p.substring(eq + 1))) continue rows;
            }
            found = r;
            n++;
        }
        assertEquals(1, n, "rows named by " + key + " in " + t.name());
        assertFalse(t.column("offset").isMissing(found));
        return ((Number) t.column("offset").get(found)).longValue();
    }

    static Table read(Supplier<Table> s) {
        try {
            return s.get();
        } catch (RuntimeException e) {
            return null;
        }
    }
}
