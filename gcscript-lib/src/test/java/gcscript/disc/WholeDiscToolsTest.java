package gcscript.disc;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.analysis.Bytes;
import gcscript.level.Level;
import gcscript.level.Slot;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/** The analysis tools' whole-disc forms on the sample disc. */
class WholeDiscToolsTest {
    @Test
    void findsTheSoundBankSignatureOncePerLevelAtItsAbsoluteOffset() {
        Disc d = Gc.sample();
        Table hits = DiscRegions.find(d).aligned(4).ascii("SBlk");
        int levels = d.levels().count();
        assertTrue(hits.rowCount() >= levels, hits.printAll());
        for (Level l : d.levels()) {
            long want = l.extent(Slot.SOUND_BANK).byteOffset() + 0x18;
            boolean found = false;
            for (Row r : hits) {
                if (r.getString("file").equals(l.fileName()) && r.getLong("offset") == want) found = true;
            }
            assertTrue(found, l.fileName() + " SBlk at " + want);
        }
    }

    @Test
    void histogramOfEveryLevelFileCountsEveryByte() {
        Disc d = Gc.sample();
        var regions = DiscRegions.of(d, false);
        Table h = Bytes.histogram(regions);
        long total = 0;
        for (Row r : h) total += r.getLong("count");
        long want = 0;
        for (Level l : d.levels()) want += l.fileBytes();
        assertEquals(want, total);
        assertEquals(256 * d.levels().count(), h.rowCount());
    }
}
