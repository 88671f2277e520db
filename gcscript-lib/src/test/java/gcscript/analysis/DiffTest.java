package gcscript.analysis;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

class DiffTest {
    static byte[] b(int... v) {
        byte[] out = new byte[v.length];
        for (int i = 0; i < v.length; i++) out[i] = (byte) v[i];
        return out;
    }

    @Test void runsOfDifferingBytesWithSurplus() {
        Region a = Region.of(b(0, 1, 2, 3, 4, 5, 6, 7), "a");
        Region x = Region.of(b(0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 2, 3, 0xaa, 0xbb, 6, 7, 9), "b").slice(8, 9);
        Table t = Diff.bytes(a, x);
        assertEquals(List.of("offset_a", "offset_b", "length", "a_hex", "b_hex"), t.columnNames());
        assertEquals(3, t.rowCount());
        assertArrayEquals(new long[] {1, 4, 8}, t.longColumn("offset_a").asLongArray());
        assertArrayEquals(new long[] {9, 12, 16}, t.longColumn("offset_b").asLongArray());
        assertArrayEquals(new int[] {1, 2, 1}, t.intColumn("length").asIntArray());
        assertEquals("01", t.stringColumn("a_hex").get(0));
        assertEquals("ff", t.stringColumn("b_hex").get(0));
        assertEquals("04 05", t.stringColumn("a_hex").get(1));
        assertEquals("aa bb", t.stringColumn("b_hex").get(1));
        assertEquals("", t.stringColumn("a_hex").get(2));
        assertEquals("09", t.stringColumn("b_hex").get(2));
    }

    @Test void identicalHasNoRunsAndIgnoreRangesHide() {
        assertEquals(0, Diff.bytes(Region.of(b(1, 2, 3), "a"), Region.of(b(1, 2, 3), "b")).rowCount());
        Region a = Region.of(b(1, 2, 3, 4, 5), "a"), c = Region.of(b(9, 2, 9, 9, 5), "c");
        assertEquals(2, Diff.bytes(a, c).rowCount());
        Table t = Diff.bytes(a, c, new long[][] {{0, 1}, {3, 1}});
        assertEquals(1, t.rowCount());
        assertEquals(2, t.longColumn("offset_a").getLong(0));
        assertEquals(1, t.intColumn("length").getInt(0));
    }

    @Test void longRunsAreClippedInHexButNotInLength() {
        byte[] z = new byte[200], o = new byte[200];
        java.util.Arrays.fill(o, (byte) 1);
        Table t = Diff.bytes(Region.of(z, "z"), Region.of(o, "o"));
        assertEquals(200, t.intColumn("length").getInt(0));
        assertTrue(t.stringColumn("b_hex").get(0).endsWith(" ..."));
    }

    @Test void sideBySideMarksDifferencesWithAbsoluteOffsets() {
        byte[] x = new byte[64], y = new byte[64];
        y[0x21] = 0x5a;
        Region a = Region.of(new byte[0x100], "fa").slice(0x40, 64);
        Region bb = Region.of(y, "fb");
        // a is all zero, so the only difference is at index 0x21
        String s = Diff.sideBySide(a, bb, 0);
        assertTrue(s.contains("00000060  "), s);   // a's line for index 0x20 is absolute 0x60
        assertTrue(s.contains("00000020  "), s);
        assertTrue(s.contains("5a"), s);
        String[] lines = s.split("\n");
        assertEquals(3 + 1, lines.length, s);       // two headers, one line, one marker line
        assertEquals(72 + 3, lines[3].indexOf("^^"), s);   // second cell of b's half
        assertTrue(Diff.sideBySide(Region.of(x, "x"), Region.of(x.clone(), "y"), 4).contains("identical"));
    }

    @Test void tablesFieldLevelDifferences() {
        Table t1 = Table.create("one", IntColumn.create("id", 1, 2, 3), IntColumn.create("val", 10, 20, 30),
                StringColumn.create("name", "a", "b", "c"));
        Table t2 = Table.create("two", LongColumn.create("id", 2, 3, 4), LongColumn.create("val", 20, 31, 40),
                StringColumn.create("name", "b", "c", "d"));
        Table d = Diff.tables(t1, t2, "id");
        assertEquals(List.of("key", "column", "a", "b"), d.columnNames());
        assertEquals(3, d.rowCount());
        assertEquals("1", d.stringColumn("key").get(0));
        assertEquals("(row)", d.stringColumn("column").get(0));
        assertEquals("absent", d.stringColumn("b").get(0));
        assertEquals("3", d.stringColumn("key").get(1));
        assertEquals("val", d.stringColumn("column").get(1));
        assertEquals("30", d.stringColumn("a").get(1));
        assertEquals("31", d.stringColumn("b").get(1));
        assertEquals("4", d.stringColumn("key").get(2));
        assertEquals("absent", d.stringColumn("a").get(2));
    }

    @Test void tablesRejectDuplicateKeys() {
        Table t1 = Table.create("one", IntColumn.create("id", 1, 1));
        Table t2 = Table.create("two", IntColumn.create("id", 1));
        assertThrows(IllegalArgumentException.class, () -> Diff.tables(t1, t2, "id"));
    }
}
