package gcscript.tfrag;

import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.disc.CoreTruthSpecs;
import gcscript.disc.Disc;
import gcscript.disc.FieldTruthTables;
import gcscript.disc.GroundTruth;
import gcscript.disc.TruthSpec;
import gcscript.level.Level;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The block header, lists, UNPACKs, index arrays and triangles against the generator's per-field truth, each on a
 * sample decoded inside the test. FieldTruthTest runs the same specs, but its dynamic tests share one decoded disc:
 * a mutation tool then credits the list walk, the UNPACK classification and the strip decoding to whichever
 * dynamic test decoded first, and never runs the triangle or UNPACK comparison against a mutant of that code.
 */
class TfragStreamTruthTest {
    @ParameterizedTest
    @ValueSource(strings = {"tfrag_block_header", "tfrag_block_header_f32", "tfrag_lists", "tfrag_unpacks",
        "tfrag_index_arrays", "tfrag_triangles"})
    void everyFieldOnAFreshDecode(String truthTable) {
        Disc disc = Gc.sample();
        GroundTruth truth = disc.groundTruth().orElseThrow();
        TruthSpec spec = CoreTruthSpecs.specs().stream().filter(s -> s.truthTable().equals(truthTable)).findFirst().orElseThrow();
        int rows = 0;
        for (Level l : disc.levels()) rows += FieldTruthTables.compare(truth, l, spec);
        assertTrue(rows > 0, truthTable + ": no truth rows on the sample");
    }
}
