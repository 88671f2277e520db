package gcscript.table;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

class TextTableTest {
    static Table counting(int rows) {
        int[] n = new int[rows];
        String[] s = new String[rows];
        for (int i = 0; i < rows; i++) {
            n[i] = i * 3;
            s[i] = "row" + i;
        }
        return Table.create("counting", IntColumn.create("n", n), StringColumn.create("name", s));
    }

    @Test
    void shownRowsAreEveryRowOrTheHeadAndTailHalves() {
        assertEquals(List.of(0, 1, 2), TextTable.shownRows(3, 5));
        assertEquals(List.of(0, 1, 2), TextTable.shownRows(3, 0));
        assertEquals(List.of(0, 1, 2, 7, 8), TextTable.shownRows(9, 5));
        assertEquals(List.of(0, 1, 8, 9), TextTable.shownRows(10, 4));
    }

    @Test
    void aRowCapShowsTheHeadAGapRowAndTheTail() {
        String text = TextTable.render(counting(120), 0, 4, TextTable.CLI_CHOICES);
        assertEquals("""
                counting (120 rows; the first 2 and the last 2 shown)
                  n  name
                ---  ------
                  0  row0
                  3  row1
                  …  …
                354  row118
                357  row119
                """, text);
        // without a cap every row prints, as the command line does
        assertEquals(120 + 3, TextTable.render(counting(120), 0).lines().count());
    }

    @Test
    void theNoteOnHiddenColumnsEndsWithTheCallersChoices() {
        Table wide = counting(2);
        for (int c = 0; c < 12; c++) wide.addColumns(IntColumn.create("column_" + c, new int[] {c, c}));
        String cli = TextTable.render(wide, 60);
        assertTrue(cli.replace('\n', ' ').endsWith(". --columns a,b,c picks columns, --wide shows all) "), cli);
        String shell = TextTable.render(wide, 60, 0, "showWide(t) shows all");
        assertTrue(shell.replace('\n', ' ').endsWith(". showWide(t) shows all) "), shell);
        // nothing is wider than the width, the note under the table included (issue 38 item 12)
        for (String line : shell.lines().toList()) assertTrue(line.length() <= 60, line);
        for (String line : cli.lines().toList()) assertTrue(line.length() <= 60, line);
    }

    @Test
    void everyOffsetNamedColumnPrintsInHexAndStaysNumeric() {
        Table t = Table.create("diff", tech.tablesaw.api.LongColumn.create("offset_a", new long[] {384, 0x1234}),
                IntColumn.create("offset_in_asset_wad", new int[] {4096, 17}), IntColumn.create("first_offset", new int[] {16, 255}),
                IntColumn.create("offsets", new int[] {10, 11}), IntColumn.create("count", new int[] {384, 2}));
        String text = TextTable.render(t, 0);
        List<String> rows = text.lines().skip(3).map(l -> l.trim().replaceAll(" +", " ")).toList();
        assertEquals(List.of("0x180 0x1000 0x10 10 384", "0x1234 0x11 0xff 11 2"), rows, text);
        assertTrue(Cols.isOffset("offset_b") && !Cols.isOffset("offsets") && !Cols.isOffset("bitoffset") && !Cols.isOffset("offset_flag"));
    }

    /** Issue 38 item 8: when space is short, what a row is and says shows before unnamed fields, whatever their place. */
    @Test
    void fittingKeepsKeysBeforeUnknownsWhereverTheyStand() {
        Table t = Table.create("moby instances");
        for (String c : new String[] {"level", "file", "offset", "unknown_8", "unknown_c", "pad_10", "o_class", "uid", "x", "y", "z", "rot_x_raw"}) {
            t.addColumns(IntColumn.create(c, new int[] {123456, 7}));
        }
        String text = TextTable.render(t, 60);
        String header = text.lines().toList().get(1);
        for (String key : new String[] {"level", "o_class", "uid", "x", "y", "z"}) assertTrue(header.matches(".*\\b" + key + "\\b.*"), key + " in " + header);
        assertFalse(header.contains("unknown_8") || header.contains("pad_10") || header.contains("rot_x_raw"), header);
        assertEquals(List.of(0, -1, 6, 7, 8, 9, 10, -1), TextTable.fit(new int[] {6, 6, 6, 9, 9, 6, 7, 6, 6, 6, 6, 9}, 60, TextTable.ranks(t)));
    }
}
