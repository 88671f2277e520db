package gcscript.disc;

import gcscript.Gc;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Every column of every sky table of the sample against the generator's per-field truth, row by row. */
class SkyFieldTruthTest {
    @TestFactory
    Stream<DynamicTest> everyColumnOnTheSample() {
        // a disc per dynamic test, opened when it runs: PIT runs mutants in one JVM, and a model read by an earlier
        // test would hide a mutant of the reader from the later tables' comparisons (see PerSpecDiscs)
        return PerSpecDiscs.tests(Gc::sample, SkyTruthSpecs.specs());
    }
}
