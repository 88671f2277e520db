package gcscript.datasets;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.level.Level;
import gcscript.roundtrip.RoundTrip;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tech.tablesaw.api.Table;

/**
 * The round trip (docs/writing.md) of discs the generator makes with several seeds and scales: every area of every
 * level comes back identical, and each byte of each buffer is counted once. The share of core_data that is carried
 * (copied, not re-encoded) is printed per disc: a measurement, not a target this test holds the library to.
 */
class RoundTripOfGeneratedDiscsTest {
    @TempDir static Path dir;

    @ParameterizedTest
    @CsvSource({"3, 3, 1", "7, 4, 2", "12, 6, 1"})
    void everyAreaComesBackIdentical(long seed, int levels, int scale) throws Exception {
        Path iso = SyntheticDisc.write(new Options(seed, levels, scale), dir.resolve("rt-seed" + seed + ".iso")).image();
        Disc d = Gc.open(iso);
        Table t = d.roundTrip();
        Table differing = t.where(t.booleanColumn("identical").isFalse());
        assertEquals(0, differing.rowCount(), "seed " + seed + "\n" + differing.printAll());
        Set<String> areas = new HashSet<>(t.stringColumn("area").asList());
        assertTrue(areas.containsAll(List.of("tfrag", "moby", "tie", "shrub", "collision", "gameplay", "textures")), "seed " + seed + ": " + areas);
        long core = 0, carried = 0;
        for (Level l : d.levels()) {
            RoundTrip rt = l.roundTripResult();
            for (RoundTrip.Buffer b : rt.buffers()) {
                assertEquals(b.bytes(), b.reencoded() + b.undeclared() + b.padding() + b.carried() + b.compressed(), b.toString());
            }
            RoundTrip.Buffer c = rt.buffer(l.fileName() + ":core_data");
            assertTrue(c.reencoded() > 0, c.toString());
            core += c.bytes();
            carried += c.carried();
        }
        System.out.printf("round trip, seed %d: core_data %d bytes, %d carried (%.2f %%)%n", seed, core, carried, carried * 100.0 / core);
    }
}
