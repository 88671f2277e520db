package gcscript.disc;

import gcscript.Gc;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Every column of every tie table of the sample against the generator's per-field truth, row by row. */
class TieFieldTruthTest {
    @TestFactory
    Stream<DynamicTest> everyColumnOnTheSample() {
        // a disc per table (PerSpecDiscs): a disc shared by the tables is read by the first table's test alone, so PIT
        // would credit every reader line to that test and never run the others against a mutant of the walk
        return PerSpecDiscs.tests(Gc::sample, TieTruthSpecs.specs());
    }
}
