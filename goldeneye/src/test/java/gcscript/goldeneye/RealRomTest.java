package gcscript.goldeneye;

import gcscript.bytes.Problems;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.*;

/** On the user's own dump (GE_ROM): the reference's first-run invariants (§6.3). Skipped without one. */
class RealRomTest {
    @Test
    void firstRunInvariantsOnARealDump() {
        Path p = Ge.userRom().orElse(null);
        Assumptions.assumeTrue(p != null, "GE_ROM names no ROM file");
        GeRom rom = Ge.open(p, Problems.Mode.LENIENT);
        Table checks = rom.checks();
        System.out.println(rom.info().printAll());
        System.out.println(checks.printAll());
        for (Row r : checks) assertEquals("holds", r.getString("status"), r.getString("check") + ": " + r.getString("actual"));
        assertEquals(2698, rom.textureCount(), "the reference's texture count");
    }
}
