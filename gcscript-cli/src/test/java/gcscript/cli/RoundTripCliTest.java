package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.roundtrip.RoundTrip;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code roundtrip} on the bundled sample: the csv's columns and rows are the library's, every area identical (exit 0). */
class RoundTripCliTest {
    @Test void csvHasExactlyTheColumnsAndTheLibrarysRows() {
        Run r = Run.of("roundtrip", "--format", "csv");
        assertEquals(0, r.status(), r.err() + r.out());
        List<String> rows = r.out().lines().toList();
        assertEquals(String.join(",", RoundTrip.COLUMNS), rows.get(0));
        assertEquals(Gc.sample().roundTrip().rowCount(), rows.size() - 1);
        assertTrue(rows.stream().skip(1).allMatch(l -> l.split(",")[3].equals("true")), String.join("\n", rows));
        assertTrue(rows.stream().anyMatch(l -> l.startsWith("1,tfrag,")), String.join("\n", rows));
    }

    @Test void oneLevelAsJson() {
        Run r = Run.of("roundtrip", "--level", "1", "--format", "json");
        assertEquals(0, r.status(), r.err());
        int rows = Gc.sample().level(1).roundTrip().rowCount();
        assertEquals(rows, r.out().split("\"area\"", -1).length - 1, r.out());
        assertFalse(r.out().contains("\"level\":0,") || r.out().contains("\"level\": 0,"), r.out());
    }

    @Test void theTableEndsWithOneSummaryLineAndCsvHasNone() {
        Run r = Run.of("roundtrip", "--level", "2");
        assertEquals(0, r.status(), r.err());
        var t = Gc.sample().level(2).roundTrip();
        long bytes = (long) t.numberColumn("bytes").sum();
        List<String> lines = r.out().lines().toList();
        assertEquals("roundtrip: " + t.rowCount() + " areas rebuilt, " + bytes + " bytes: every area identical", lines.get(lines.size() - 1));
        assertEquals("roundtrip: 1 area rebuilt, 10 bytes: 1 area differ", RoundTripCommand.summary(1, 1, 10));
        assertFalse(Run.of("roundtrip", "--level", "2", "--format", "csv").out().contains("roundtrip:"));
    }
}
