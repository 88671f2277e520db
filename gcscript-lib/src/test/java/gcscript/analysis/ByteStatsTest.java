package gcscript.analysis;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class ByteStatsTest {
    static Region rec(String name, int... v) {
        byte[] b = new byte[v.length];
        for (int i = 0; i < v.length; i++) b[i] = (byte) v[i];
        return Region.of(b, name);
    }

    // three 8-byte records shaped like the shrub body: 6 varying bytes then 2 constant zero bytes
    static final List<Region> RECORDS = List.of(
            rec("a", 1, 9, 3, 4, 5, 6, 0, 0),
            rec("b", 1, 8, 3, 4, 5, 7, 0, 0),
            rec("c", 2, 7, 3, 4, 6, 8, 0, 0));

    @Test void constantAndVaryingPositions() {
        Table t = ByteStats.across(RECORDS);
        assertEquals(List.of("position", "n", "distinct", "min", "max", "mode", "mode_count", "is_constant", "entropy"),
                t.columnNames());
        assertEquals(8, t.rowCount());
        boolean[] constant = {false, false, true, true, false, false, true, true};
        for (int p = 0; p < 8; p++) assertEquals(constant[p], t.booleanColumn("is_constant").get(p), "position " + p);
        // position 0: values 1, 1, 2
        assertEquals(2, t.intColumn("distinct").getInt(0));
        assertEquals(1, t.intColumn("min").getInt(0));
        assertEquals(2, t.intColumn("max").getInt(0));
        assertEquals(1, t.intColumn("mode").getInt(0));
        assertEquals(2, t.intColumn("mode_count").getInt(0));
        assertEquals(0.9182958340544896, t.doubleColumn("entropy").getDouble(0), 1e-12);
        // position 1: 9, 8, 7, all different -> log2 3, and the mode tie goes to the smallest value
        assertEquals(3, t.intColumn("distinct").getInt(1));
        assertEquals(7, t.intColumn("mode").getInt(1));
        assertEquals(Math.log(3) / Math.log(2), t.doubleColumn("entropy").getDouble(1), 1e-12);
        assertEquals(0.0, t.doubleColumn("entropy").getDouble(6), 0);
        assertEquals("xx..xx..", ByteStats.mask(t));
    }

    @Test void recordsOfDifferentLengths() {
        Table t = ByteStats.across(List.of(rec("a", 1, 2, 3), rec("b", 1)));
        assertEquals(3, t.rowCount());
        assertArrayEquals(new int[] {2, 1, 1}, t.intColumn("n").asIntArray());
        assertTrue(t.booleanColumn("is_constant").get(0));
        assertEquals(".  ", ByteStats.mask(t));
    }

    @Test void byGroupDiffsWithinGroups() {
        List<Region> recs = List.of(rec("a", 1, 5), rec("b", 2, 5), rec("c", 7, 7, 7), rec("d", 7, 8, 7));
        Table t = ByteStats.by(recs, r -> r.length());
        assertEquals("group", t.columnNames().get(0));
        assertEquals(2 + 3, t.rowCount());
        assertEquals("2", t.stringColumn("group").get(0));
        assertEquals("3", t.stringColumn("group").get(2));
        // group 2: position 0 varies (1, 2), position 1 constant
        assertFalse(t.booleanColumn("is_constant").get(0));
        assertTrue(t.booleanColumn("is_constant").get(1));
        // group 3: only position 1 varies
        assertTrue(t.booleanColumn("is_constant").get(2));
        assertFalse(t.booleanColumn("is_constant").get(3));
        assertTrue(t.booleanColumn("is_constant").get(4));
    }

    @Test void noRecordsIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> ByteStats.across(List.of()));
    }
}
