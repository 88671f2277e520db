package gcscript.datasets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.disc.FieldComparison;
import gcscript.disc.GlobalTruthSpec;
import gcscript.disc.GlobalTruthSpecs;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Row;

/**
 * The global WADs of generated discs of other seeds than the sample's: every cell of every global table compared with
 * the truth by key (GlobalTruthSpecs), and every reader check holding.
 */
class GlobalTruthSeedsTest {
    @TempDir static Path dir;

    @TestFactory
    Stream<DynamicTest> everyGlobalTableOnOtherSeeds() throws Exception {
        Stream.Builder<DynamicTest> out = Stream.builder();
        for (long seed : new long[] {3, 99}) {
            Path iso = SyntheticDisc.write(new Options(seed, 3, 1), dir.resolve("global" + seed + ".iso")).image();
            out.add(DynamicTest.dynamicTest("seed " + seed, () -> {
                Disc d = Gc.open(iso);
                for (GlobalTruthSpec s : GlobalTruthSpecs.specs()) {
                    FieldComparison.Outcome o = s.compare(d.groundTruth().orElseThrow(), d, true);
                    assertTrue(o.inManifest() && o.rows() > 0, s.truthTable() + " has truth rows");
                    assertEquals(0, o.differenceCount(), s.truthTable() + ": " + o.first().map(Object::toString).orElse(""));
                }
                Set<String> failed = new TreeSet<>();
                for (Row r : d.globalWads().checks()) if (!r.getString("status").equals("holds")) failed.add(r.getString("check") + " " + r.getString("subject"));
                assertEquals(Set.of(), failed);
            }));
        }
        return out.build();
    }
}
