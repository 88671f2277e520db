package gcscript.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

/** Numbers as every table prints them (issue 38 item 7): the shortest decimal that reads back to the stored value. */
class ColsTest {
    @Test
    void aFloat32PrintsAsItsShortestDecimal() {
        assertEquals("0.2", Cols.number(0.2f));                  // 0.20000000298023224 as a double
        assertEquals("0.6", Cols.number(0.6f));
        assertEquals("10.5", Cols.number(10.5f));
        assertEquals("-1.0E-6", Cols.number(-1e-6f));
        assertEquals("3", Cols.number(3));
        assertEquals("-0", Cols.number(-0.0));
        assertEquals("1.0E16", Cols.number(1e16));
        assertEquals("16777217", Cols.number(16777217.0));  // not a float32: double precision
        assertEquals("0.1", Cols.number(0.1));                     // a double keeps its own shortest form
        assertEquals("0.30000000000000004", Cols.number(0.1 + 0.2));
        assertEquals("NaN", Cols.number(Double.NaN));
        for (float f : new float[] {1.17549435E-38f, 3.4028235E38f, 1.4E-45f, 123456.79f, 0.33333334f, -7.0000005f}) {
            String s = Cols.number(f);
            assertEquals(f, Float.parseFloat(s), s);
            assertEquals(true, s.length() <= Float.toString(f).length() + 1, s + " vs " + Float.toString(f));
        }
    }

    @Test
    void aTableCellUsesItWhereTablesawWouldPrintSeventeenDigits() {
        Table t = Table.create("t", DoubleColumn.create("scale", new double[] {0.2f, 1.5}), IntColumn.create("offset", new int[] {384, -1}));
        assertEquals("0.2", Cols.cell(t.column(0), 0));
        assertEquals("1.5", Cols.cell(t.column(0), 1));
        assertEquals("0x180", Cols.cell(t.column(1), 0));
        assertEquals("0xffffffff", Cols.cell(t.column(1), 1));
        ((DoubleColumn) t.column(0)).appendMissing();
        assertEquals("", Cols.cell(t.column(0), 2));
    }

    @Test
    void aCountTakesItsNounInTheRightNumber() {
        assertEquals("1 row", Cols.count(1, "row"));
        assertEquals("0 rows", Cols.count(0, "row"));
        assertEquals("2 classes", Cols.count(2, "class"));
        assertEquals("3 mobies", Cols.count(3, "moby"));
        assertEquals("1 moby", Cols.count(1, "moby"));
        assertEquals("4 keys", Cols.count(4, "key"));
        assertEquals("2 patches", Cols.count(2, "patch"));
    }
}
