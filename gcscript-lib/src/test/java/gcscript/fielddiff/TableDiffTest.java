package gcscript.fielddiff;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/** Row keys, compared columns and changes on tables built by the test. */
class TableDiffTest {
    static Table instances(int[] uid, double[] x, double[] y, long[] offset) {
        return Table.create("moby instances", IntColumn.create("level", new int[uid.length]), LongColumn.create("offset", offset),
                IntColumn.create("uid", uid), DoubleColumn.create("x", x), DoubleColumn.create("y", y));
    }

    @Test void swappedCoordinatesAreTwoRowsThoughTheSumsAgree() {
        Table a = instances(new int[] {7, 9}, new double[] {1, 2}, new double[] {3, 4}, new long[] {0x100, 0x180});
        Table b = instances(new int[] {7, 9}, new double[] {3, 2}, new double[] {1, 4}, new long[] {0x100, 0x180});
        List<TableDiff.Change> c = TableDiff.compare("mobyInstances", a, b);
        assertEquals(List.of(new TableDiff.Change("uid=7", "x", "1", "3", 0x100L, 0x100L),
                new TableDiff.Change("uid=7", "y", "3", "1", 0x100L, 0x100L)), c);
    }

    @Test void aStoredFloatIsShownAsTheShortestDecimalThatReadsBackToIt() {
        Table a = instances(new int[] {7}, new double[] {0.2f}, new double[] {-157.0921630859375}, new long[] {0x100});
        Table b = instances(new int[] {7}, new double[] {0.6f}, new double[] {1e-6f}, new long[] {0x100});
        assertEquals(List.of(new TableDiff.Change("uid=7", "x", "0.2", "0.6", 0x100L, 0x100L),
                new TableDiff.Change("uid=7", "y", "-157.09216", "1.0E-6", 0x100L, 0x100L)), TableDiff.compare("mobyInstances", a, b));
    }

    @Test void rowsMatchByUidWhateverTheirOrderAndOffset() {
        Table a = instances(new int[] {7, 9}, new double[] {1, 2}, new double[] {3, 4}, new long[] {0x100, 0x180});
        Table b = instances(new int[] {9, 7}, new double[] {2, 1}, new double[] {4, 3}, new long[] {0x900, 0x980});
        assertEquals(List.of(), TableDiff.compare("mobyInstances", a, b));
    }

    @Test void addedAndRemovedRowsHaveOneSideEmpty() {
        Table a = instances(new int[] {7, 9}, new double[] {1, 2}, new double[] {3, 4}, new long[] {0x100, 0x180});
        Table b = instances(new int[] {7, 11}, new double[] {1, 2}, new double[] {3, 4}, new long[] {0x100, 0x180});
        assertEquals(List.of(new TableDiff.Change("uid=9", "(row)", "present", "", 0x180L, null),
                new TableDiff.Change("uid=11", "(row)", "", "present", null, 0x180L)), TableDiff.compare("mobyInstances", a, b));
    }

    @Test void decodedColumnsAreComparedThroughTheirStoredOne() {
        List<String> names = List.of("level", "record", "offset", "x_raw", "x", "value", "value_hex", "value_f32", "field", "doc", "type", "core_data_compressed");
        Table t = Table.create("t");
        for (String n : names) t.addColumns(StringColumn.create(n, new String[] {"1"}));
        assertEquals(List.of("x_raw", "value"), TableDiff.compared(t, t, RowKey.of("header", t)));
    }

    @Test void aChangedOClassIsOneChangeNotTwoWithItsName() {
        Table a = Table.create("tie instances", IntColumn.create("uid", new int[] {5}), IntColumn.create("o_class", new int[] {2418}),
                StringColumn.create("class_name", new String[] {"Apartment Base"}));
        Table b = Table.create("tie instances", IntColumn.create("uid", new int[] {5}), IntColumn.create("o_class", new int[] {2499}),
                StringColumn.create("class_name", new String[] {"Round Tower"}));
        assertEquals(List.of(new TableDiff.Change("uid=5", "o_class", "2418", "2499", null, null)), TableDiff.compare("tieInstances", a, b));
        Table named = Table.create("names", StringColumn.create("class_name", new String[] {"x"}));
        assertEquals(List.of("class_name"), TableDiff.compared(named, named, RowKey.of("names", named)), "without o_class it is a column like any other");
    }

    @Test void keysPreferUidThenFieldThenIndicesThenRecord() {
        assertEquals(List.of("uid"), RowKey.of("x", table("record", "uid", "class")).columns());
        assertEquals(List.of("field"), RowKey.of("header", table("field", "value")).columns());
        assertEquals(List.of("class", "lod", "packet"), RowKey.of("packets", table("record", "packet", "lod", "class")).columns());
        assertEquals(List.of("o_class"), RowKey.of("classes", table("class", "o_class", "offset")).columns());
        assertEquals(List.of("record"), RowKey.of("shrubInstances", table("record", "o_class", "colour_r")).columns());
        assertEquals(List.of(), RowKey.of("other", table("a", "b")).columns());
    }

    @Test void sharedKeysGetTheirOccurrenceNumber() {
        Table t = Table.create("t", IntColumn.create("class", 3, 3, 4), IntColumn.create("v", 1, 2, 3));
        assertEquals(List.of("class=3", "class=3 #2", "class=4"), List.copyOf(RowKey.of("vertices", t).keys(t).keySet()));
        Table u = Table.create("u", IntColumn.create("v", 5, 6));
        assertEquals(List.of("#0", "#1"), List.copyOf(RowKey.of("u", u).keys(u).keySet()));
    }

    @Test void numbersCompareByValueAndFloatsByBits() {
        assertTrue(TableDiff.same(3, 3L));
        assertFalse(TableDiff.same(3, 4L));
        assertTrue(TableDiff.same(Double.NaN, Double.NaN));
        assertFalse(TableDiff.same(0.0, -0.0));
        assertTrue(TableDiff.same(1.5f, 1.5));
        assertTrue(TableDiff.same("a", "a"));
        assertFalse(TableDiff.same("a", "b"));
    }

    @Test void pathsAndAreasComeFromTheChain() {
        assertEquals("core.mobies", FieldDiff.area("core().mobies().vertices()"));
        assertEquals("vertices", FieldDiff.table("core().mobies().vertices()"));
        assertEquals("level", FieldDiff.area("chunks()"));
        assertEquals("chunks", FieldDiff.table("chunks()"));
        assertEquals("level[2].core.mobies.vertices[class=1].x_raw", FieldDiff.path(2, "core().mobies().vertices()", "class=1", "x_raw"));
        assertEquals("level[2].chunks[#0]", FieldDiff.path(2, "chunks()", "#0", "(row)"));
    }

    static Table table(String... cols) {
        Table t = Table.create("t");
        for (String c : cols) t.addColumns(IntColumn.create(c, new int[] {1}));
        return t;
    }
}
