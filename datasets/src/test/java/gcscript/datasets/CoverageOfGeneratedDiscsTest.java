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
 * The coverage map (docs/coverage.md) of discs the generator makes with several seeds and scales: every byte of
 * every level file and decompressed stream is owned by a structure the library reads or is alignment padding
 * (0 unexplained, 0 overlap), and no coverage.unexplained problem is reported. The round trip (docs/writing.md) over
 * the same coverage pass: every area of every level comes back identical and each byte of each buffer is counted
 * once; the share of core_data that is carried (copied, not re-encoded) is printed and held to issue 26's bound (0.5 %).
 */
class CoverageOfGeneratedDiscsTest {
    @TempDir static Path dir;

    @ParameterizedTest
    @CsvSource({"3, 3, 1", "7, 4, 2", "12, 6, 1"})
    void everyByteIsOwnedOrPadding(long seed, int levels, int scale) throws Exception {
        Path iso = SyntheticDisc.write(new Options(seed, levels, scale), dir.resolve("seed" + seed + ".iso")).image();
        Disc d = Gc.open(iso);
        Table s = d.coverageSummary();
        assertTrue(s.rowCount() >= 2 * levels, s.printAll());   // at least the level file and core_data of each level
        for (int i = 0; i < s.rowCount(); i++) {
            String where = "seed " + seed + ", " + s.stringColumn("file").get(i);
            assertEquals(0, s.longColumn("unexplained").get(i), where + "\n" + s.printAll());
            assertEquals(0, s.longColumn("overlap").get(i), where);
            assertEquals(s.longColumn("bytes").get(i), s.longColumn("decoded").get(i) + s.longColumn("opaque").get(i)
                    + s.longColumn("padding").get(i) + s.longColumn("shared").get(i), where);
        }
        assertTrue(d.problemSink().rows().stream().noneMatch(p -> p.check().equals("coverage.unexplained")), d.problems().printAll());
        roundTripIsIdentical(d, seed);
    }

    private static void roundTripIsIdentical(Disc d, long seed) {
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
        assertTrue(carried * 200 <= core, "seed " + seed + ": carried " + carried + " of " + core + " core_data bytes: over 0.5 %");
    }
}
