package gcscript.datasets.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.check.CheckSummary;
import java.util.List;

/** The core checks a SyntheticCore must pass, in one place. */
final class CoreChecksHold {
    private CoreChecksHold() {}

    /**
     * Every check holds, except that exactly one tfrag texture is not square: the writer makes tfrag texture 1
     * non-square on purpose (a width/height swap must show), and the check reports it, as it would on any disc.
     */
    static void assertHold(List<CheckSummary> checks, String label) {
        for (CheckSummary k : checks) {
            if (k.check().equals("tfrag_textures_square")) {
                assertEquals(1, k.nBad(), label + k);
            } else {
                assertTrue(k.holds(), label + k);
            }
        }
    }
}
