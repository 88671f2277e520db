package gcscript.disc;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.table.TableBuilder;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The comparison verify and every field-truth test share, on a hand-made manifest and table. */
class FieldComparisonTest {
    static final String TRUTH = """
            level.3.fields.things.columns\tid,x,f,ok,textures
            level.3.fields.things.row.1\t1,10,0.5,true,4 5
            level.3.fields.things.row.2\t2,-7,-1.25,false,
            """;

    static GroundTruth truth(String text) {
        return GroundTruth.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** The table the truth describes, with {@code x} of row 2 as given and an {@code offset} column not stored. */
    static Table table(int x2, Double f2) {
        TableBuilder t = new TableBuilder("things of LEVEL3.WAD").ints("id").longs("x", "offset").doubles("f").bools("ok").strings("textures");
        t.row(1, 10L, 0x40L, 0.5000000001, true, "[4, 5]");
        t.row(2, (long) x2, 0x80L, f2, false, "[]");
        return t.build();
    }

    static FieldComparison.Outcome compare(Table t, boolean strict) {
        return FieldComparison.compare(truth(TRUTH), 3, "things", t, TruthSpec.keyOf("id"), Set.of("offset"), strict);
    }

    @Test
    void equalCellsAndFloatsWithinTheToleranceMatch() {
        FieldComparison.Outcome o = compare(table(-7, -1.25), true);
        assertEquals(List.of(), o.differences());
        assertEquals(2, o.rows());
        assertEquals(10, o.cells());
        assertTrue(o.inManifest());
    }

    @Test
    void aDifferentCellIsNamedByLevelTableRowAndColumn() {
        FieldComparison.Outcome o = compare(table(-8, 2.0), false);
        assertEquals(2, o.differenceCount());
        assertEquals("level 3 things [2].x: expected -7, found -8", o.first().orElseThrow().toString());
        assertEquals(new FieldComparison.Difference(3, "things", "[2].f", "-1.25", "2.0"), o.differences().get(1));
    }

    @Test
    void aMissingRowADuplicateKeyAndAnUndeclaredColumnAreDifferences() {
        Table t = table(-7, -1.25);
        Table one = t.where(t.intColumn("id").isEqualTo(1));
        assertEquals("level 3 things [2]: expected a row, found none", compare(one, false).first().orElseThrow().toString());
        Table twice = t.copy().append(t.where(t.intColumn("id").isEqualTo(1)));
        assertEquals("level 3 things [1]: expected one row with this key, found two", compare(twice, false).first().orElseThrow().toString());
        Table extra = t.copy().addColumns(tech.tablesaw.api.IntColumn.create("new_field", 2));
        assertEquals(List.of(), compare(extra, false).differences(), "verify: a column the manifest does not know is not compared");
        FieldComparison.Difference d = compare(extra, true).first().orElseThrow();
        assertTrue(d.path().startsWith("columns") && d.found().contains("new_field") && !d.expected().contains("new_field"), d.toString());
        Table without = t.copy().removeColumns("x");
        assertEquals("level 3 things column x: expected a column x, found none", compare(without, false).first().orElseThrow().toString());
    }

    @Test
    void aTableTheManifestLacksIsAbsentNotADifference() {
        FieldComparison.Outcome o = FieldComparison.compare(truth(TRUTH), 4, "things", table(-7, -1.25), TruthSpec.keyOf("id"), Set.of(), false);
        assertFalse(o.inManifest());
        assertEquals(0, o.differenceCount());
    }

    /**
     * Issue 38 item 15: a two-column key (sequence 61, frame 0) is written {@code 61.0} in the manifest; the difference
     * names it one bracket per column, as {@code [61][0]}, never as what reads as the float 61.0.
     */
    @Test
    void aCompositeKeyPrintsOneIntegerPerBracket() {
        GroundTruth truth = truth("""
                level.3.fields.frames.columns\tsequence,frame,time
                level.3.fields.frames.row.61.0\t61,0,1386
                level.3.fields.frames.row.61.10\t61,10,1390
                """);
        TableBuilder b = new TableBuilder("frames").ints("sequence", "frame", "time");
        b.row(61, 0, 1386);
        b.row(61, 10, 1391);
        FieldComparison.Outcome o = FieldComparison.compare(truth, 3, "frames", b.build(), TruthSpec.keyOf("sequence", "frame"), Set.of(), false);
        assertEquals(List.of(new FieldComparison.Difference(3, "frames", "[61][10].time", "1390", "1391")), o.differences());
        assertEquals("level 3 frames [61][0]: expected a row, found none",
                FieldComparison.compare(truth, 3, "frames", b.build().dropRows(0), TruthSpec.keyOf("sequence", "frame"), Set.of(), false)
                        .first().orElseThrow().toString());
        assertEquals("[lod_0][3]", FieldComparison.keyPath("lod_0.3"));
    }
}
