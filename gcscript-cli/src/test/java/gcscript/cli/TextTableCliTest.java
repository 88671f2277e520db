package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Text tables in a terminal (issue 12, item 8): fit the width, choose columns, offsets in hex everywhere. */
class TextTableCliTest {
    @Test
    void aWideTableFitsTheWidthAndSaysWhatItLeftOut() {
        Run r = Run.of("claims", "--width", "100");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        // the table, the note on left-out columns and the claims summary all fit (issue 38 item 12: nothing wider);
        // where the manifest came from is a note on stderr (as info's)
        for (String l : lines) assertTrue(l.length() <= 100, l.length() + ": " + l);
        assertTrue(r.out().replace('\n', ' ').matches("(?s).*\\d+ held, \\d+ differed, .*"), r.out());
        assertEquals("manifest: the bundled sample's\n", r.err());
        assertTrue(r.out().replace('\n', ' ').contains(" columns fit 100 characters (long text cut with …); the … columns stand for "), r.out());
        // what a claim is and says shows first (issue 38 item 8): claim, expected, actual and the status
        for (String c : new String[] {"claim", "expected", "actual", "status"}) assertTrue(lines.get(1).matches(".*\\b" + c + "\\b.*"), c + ": " + lines.get(1));
        assertTrue(r.out().replace('\n', ' ').contains("--columns a,b,c picks columns, --wide shows all"), r.out());
        // the first (provenance) column and the verdict at the end both show
        assertTrue(lines.get(1).startsWith("id") || lines.get(1).startsWith("level") || lines.get(1).contains("  "), lines.get(1));
        Run wide = Run.of("claims", "--width", "100", "--wide");
        assertFalse(wide.out().contains("columns fit"), wide.out().substring(0, 300));
    }

    @Test
    void columnsPicksAndNamesTheRealOnesWhenWrong() {
        Run r = Run.of("sections", "--columns", "file,section,end", "--format", "csv");
        assertEquals(0, r.status(), r.err());
        assertEquals("file,section,end", r.out().lines().findFirst().orElseThrow());
        Run bad = Run.of("sections", "--columns", "file,nope");
        assertEquals(1, bad.status());
        assertTrue(bad.err().startsWith("gcscript sections: --columns: sections has no column nope; its columns are level,file,"), bad.err());
    }

    @Test
    void everyOffsetLikeColumnIsHex() {
        Run r = Run.of("sections", "--columns", "offset,size,end");
        assertEquals(0, r.status(), r.err());
        String firstRow = r.out().lines().skip(3).findFirst().orElseThrow().strip();
        String[] cells = firstRow.split("\\s+");
        assertTrue(cells[0].startsWith("0x"), firstRow);
        assertFalse(cells[1].startsWith("0x"), firstRow);
        assertTrue(cells[2].startsWith("0x"), firstRow);
        assertEquals(Long.decode(cells[0]) + Long.parseLong(cells[1]), (long) Long.decode(cells[2]), firstRow);
    }
}
