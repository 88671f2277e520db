package gcscript.disc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import gcscript.Gc;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import tech.tablesaw.api.Table;

/**
 * Every column of every global-WAD table of the sample against the generator's per-field truth ({@code global.fields.*}),
 * row by row and strictly (every column a truth column or declared not stored); the truth varied enough to catch a
 * swap; and every table the global WADs offer covered by a spec (their check tables excepted).
 */
class GlobalFieldTruthTest {
    @TestFactory
    Stream<DynamicTest> everyColumnOnTheSample() {
        // a disc per test, opened when it runs (see PerSpecDiscs: PIT runs only the tests that covered a mutant)
        return GlobalTruthSpecs.specs().stream().map(s -> DynamicTest.dynamicTest(s.truthTable(), () -> {
            Disc disc = Gc.sample();
            GroundTruth truth = disc.groundTruth().orElseThrow();
            FieldComparison.Outcome o = s.compare(truth, disc, true);
            assertTrue(o.inManifest(), "manifest has no " + GlobalTruthSpec.PREFIX + s.truthTable());
            if (o.differenceCount() > 0) fail(o.differenceCount() + " difference(s), first: " + o.first().orElseThrow());
            assertTrue(o.rows() > 0, "no truth rows for " + s.truthTable());
            String prefix = GlobalTruthSpec.PREFIX + s.truthTable() + ".";
            String[] columns = truth.get(prefix + "columns").orElseThrow().split(",");
            List<String[]> rows = new ArrayList<>();
            for (String v : truth.withPrefix(prefix + "row.").values()) rows.add(v.split(",", -1));
            assertEquals(List.of(), FieldTruthTables.unvaried(columns, rows, s.exempt()), s.truthTable() + ": truth that cannot catch a swap");
        }));
    }

    /** Global tables that are not stored records, by name, with why no per-field truth of their own applies. */
    static final java.util.Map<String, String> NOT_RECORDS = java.util.Map.of(
            "global header slot candidates", "an analysis helper over header words no source gives a layout for (all zero on"
                    + " our discs, as the only writer recipe has them): SniffTest checks it on WADs built with known targets",
            "global pictures", "a listing of the images the global pifs, rgba images and armor textures tables hold (their truth is"
                    + " compared there): PicturesTest matches its rows to theirs by key, GlobalTexturesCliTest reads its PNGs back"
                    + " against the manifest's rgba_sha256");

    @Test void everyTableOfTheGlobalWadsHasTruth() throws Exception {
        Disc disc = Gc.sample();
        Set<String> all = new TreeSet<>();
        for (Object part : new Object[] {disc.globalWads(), disc.mpeg(), disc.armor(), disc.levels().audio()}) {
            for (Method m : part.getClass().getMethods()) {
                if (m.getParameterCount() == 0 && m.getReturnType() == Table.class) all.add(((Table) m.invoke(part)).name());
            }
        }
        all.add(disc.globals().name());
        Set<String> covered = new TreeSet<>();
        for (GlobalTruthSpec s : GlobalTruthSpecs.specs()) covered.add(TruthCoverageTest.normal(s.table().apply(disc).name()));
        Set<String> missing = new TreeSet<>();
        for (String t : all) {
            if (!covered.contains(TruthCoverageTest.normal(t)) && !TruthCoverageTest.isCheckTable(t) && !NOT_RECORDS.containsKey(t)) missing.add(t);
        }
        assertEquals(Set.of(), missing, "global-WAD tables with no GlobalTruthSpec");
        Set<String> stale = new TreeSet<>(NOT_RECORDS.keySet());
        stale.removeAll(all);
        assertEquals(Set.of(), stale, "NOT_RECORDS names a table that no longer exists");
    }
}
