package gcscript.disc;

import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The field-truth tests of some specs, each run on a disc of its own, opened when the test runs. With one disc shared
 * by the dynamic tests of a factory, a section's model is read (and covered) only by the first test that asks for
 * it, so PIT, which runs for a mutant only the tests that covered it, never runs the later tables' comparisons
 * against a mutant of the reader (a removed vertex or face column survived while the faces test would catch it).
 */
final class PerSpecDiscs {
    private PerSpecDiscs() {}

    static Stream<DynamicTest> tests(Supplier<Disc> disc, List<TruthSpec> specs) {
        return specs.stream().map(s -> DynamicTest.dynamicTest(s.truthTable(), () -> {
            for (DynamicTest t : FieldTruthTables.tests(disc.get(), List.of(s)).toList()) t.getExecutable().execute();
        }));
    }

    /**
     * Runs the spec of {@code specs} whose truth table is {@code table} on a fresh sample disc, as one plain test (PIT
     * selects tests by id, and dynamic tests cannot be selected that way).
     */
    static void run(List<TruthSpec> specs, String table) {
        TruthSpec spec = specs.stream().filter(s -> s.truthTable().equals(table)).findFirst().orElseThrow();
        FieldTruthTables.tests(gcscript.Gc.sample(), List.of(spec)).forEach(t -> {
            try {
                t.getExecutable().execute();
            } catch (Error | RuntimeException e) {
                throw e;
            } catch (Throwable e) {
                throw new AssertionError(e);
            }
        });
    }
}
