package gcscript.datasets;

import gcscript.Gc;
import gcscript.disc.FieldTruthTables;
import gcscript.disc.TruthSpecs;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every per-field truth comparison of every area ({@link TruthSpecs}) on generated discs of other seeds than the
 * sample's: every cell of every table compared by key. The variety of the truth itself (no constant column, no two
 * equal columns) is checked on the sample, whose generator values are chosen for it; a small seed may hold two
 * records with the same value. These discs vary the fields the game fills at load (zero on the sample, as retail), so
 * a misread of those is caught here.
 */
class FieldTruthSeedsTest {
    @TempDir static Path dir;

    @TestFactory
    Stream<DynamicNode> everyColumnOfEveryAreaOnOtherSeeds() throws Exception {
        Stream.Builder<DynamicNode> out = Stream.builder();
        for (long seed : new long[] {7, 31, 4242}) {
            Path iso = SyntheticDisc.write(new Options(seed, 3, 1).withVariedRuntimeFields(), dir.resolve("seed" + seed + ".iso")).image();
            out.add(DynamicContainer.dynamicContainer("seed " + seed, FieldTruthTables.tests(Gc.open(iso), TruthSpecs.all(), false)));
        }
        return out.build();
    }
}
