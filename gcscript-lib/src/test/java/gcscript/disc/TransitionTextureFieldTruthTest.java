package gcscript.disc;

import gcscript.Gc;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Every column of the transition textures table of the sample against the generator's per-field truth, row by row. */
class TransitionTextureFieldTruthTest {
    @TestFactory
    Stream<DynamicTest> everyColumnOnTheSample() {
        // a disc per test, not a static one: PIT runs mutants in one JVM, and cached records would hide them
        return PerSpecDiscs.tests(Gc::sample, TransitionTextureTruthSpecs.specs());
    }
}
