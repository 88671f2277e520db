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
 * sample's: values that happen to line up on one seed (a constant column, two axes with equal sums) do not on
 * the others.
 */
class FieldTruthSeedsTest {
    @TempDir static Path dir;

    @TestFactory
    Stream<DynamicNode> everyColumnOfEveryAreaOnOtherSeeds() throws Exception {
        Stream.Builder<DynamicNode> out = Stream.builder();
        for (long seed : new long[] {7, 31, 4242}) {
            Path iso = SyntheticDisc.write(new Options(seed, 3, 1), dir.resolve("seed" + seed + ".iso")).image();
            out.add(DynamicContainer.dynamicContainer("seed " + seed, FieldTruthTables.tests(Gc.open(iso), TruthSpecs.all())));
        }
        return out.build();
    }
}
