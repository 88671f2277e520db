package gcscript.tfrag;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.core.LevelCore;
import gcscript.disc.Disc;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The provenance the README promises on tfrag positions (issue 12, item 9): level, file, record, offset, where
 * {@code file} names the buffer the offset is in, and the stored bytes at that offset are the row's raw values.
 */
class PositionsProvenanceTest {
    static final Disc DISC = Gc.sample();

    @Test
    void fileNamesTheBufferAndTheOffsetReadsBackTheRawValues() {
        LevelCore core = DISC.level(0).core();
        Table t = core.tfrags().positions();
        assertEquals(List.of("level", "file", "record", "patch"), t.columnNames().subList(0, 4));
        assertTrue(t.rowCount() > 0);
        ByteReader data = core.coreData();
        assertEquals(core.coreDataFile(), t.stringColumn("file").get(0));
        assertTrue(core.coreDataFile().endsWith(":core_data"), core.coreDataFile());
        for (int r = 0; r < t.rowCount(); r++) {
            assertEquals(core.coreDataFile(), t.stringColumn("file").get(r));
            assertEquals(r, t.intColumn("record").getInt(r), "record numbers the rows of the block");
            long off = t.longColumn("offset").getLong(r) - data.base();
            assertEquals(t.intColumn("x_raw").getInt(r), data.s16("x", off), "row " + r);
            assertEquals(t.intColumn("y_raw").getInt(r), data.s16("y", off + 2), "row " + r);
            assertEquals(t.intColumn("z_raw").getInt(r), data.s16("z", off + 4), "row " + r);
        }
    }

    @Test
    void theWholeDiscTwinHasTheSameSchema() {
        Table one = DISC.level(0).core().tfrags().positions();
        Table all = DISC.levels().core().tfrags().positions();
        assertEquals(one.columnNames(), all.columnNames());
        assertTrue(all.stringColumn("file").unique().size() >= 2, "one buffer per level");
    }

    @Test
    void everyTableOfTheBlockNamesItsBufferAndRecord() {
        TfragBlock b = DISC.level(0).core().tfrags();
        for (Table t : List.of(b.patches(), b.vuHeaders(), b.lists(), b.unpacks(), b.positions(), b.vertexInfo(), b.strips(),
                b.triangles(), b.adgifs())) {
            assertEquals(List.of("level", "file", "record"), t.columnNames().subList(0, 3), t.name());
            if (t.rowCount() > 0) assertEquals(DISC.level(0).core().coreDataFile(), t.stringColumn("file").get(0), t.name());
        }
    }
}
