package gcscript.fielddiff;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.core.LevelCore;
import gcscript.roundtrip.RoundTrip;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which objects the diff's walk follows: the walk calls a method when it finds it, so following an object whose only
 * table the walk skips costs its computation and gives no row (the round trip of both levels, 37 % of a full-size
 * disc's diff, before).
 */
class TableWalkTest {
    @TempDir Path dir;

    @Test void anObjectWhoseOnlyTableIsSkippedIsNotFollowed() {
        assertTrue(TableWalk.SKIP.contains("table"));
        assertFalse(TableWalk.offersTables(RoundTrip.class), "RoundTrip offers only table(), which the walk skips");
        assertTrue(TableWalk.offersTables(LevelCore.class), "core() offers the core's tables");
    }

    @Test void theSampleLevelsTablesAreStillFoundAndNoneUnderTheRoundTrip() throws Exception {
        Path sample = dir.resolve("s.iso");
        try (var in = Gc.class.getResourceAsStream(Gc.SAMPLE_RESOURCE)) { Files.copy(in, sample); }
        Set<String> chains = FieldDiff.tables(Gc.open(sample).level(0)).keySet();
        assertTrue(chains.contains("core().mobyClasses()"), () -> chains.toString());
        assertTrue(chains.stream().anyMatch(c -> c.startsWith("soundBank().")), () -> chains.toString());
        assertTrue(chains.stream().noneMatch(c -> c.startsWith("roundTripResult()")), () -> chains.toString());
    }
}
