package gcscript.occlmap;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.check.Checks;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import gcscript.level.Slot;
import gcscript.table.Scope;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class OcclusionMappingsTest {
    static final Disc DISC = Gc.sample();
    static final GroundTruth TRUTH = DISC.groundTruth().orElseThrow();

    @Test
    void everyRecordAndTheObjectItNamesMatchTheManifest() {
        int rows = 0;
        for (Level l : DISC.levels()) {
            String p = "level." + l.number() + ".occlusion.";
            Table t = l.occlusionMappings();
            if (l.extent(Slot.OCCLUSION).empty()) {
                assertEquals(0, t.rowCount());
                continue;
            }
            long n = TRUTH.getLong(p + "tfrag_count") + TRUTH.getLong(p + "tie_count") + TRUTH.getLong(p + "moby_count");
            assertEquals(n, t.rowCount());
            for (int i = 0; i < t.rowCount(); i++) {
                assertEquals(TRUTH.get(p + i + ".kind").orElseThrow(), t.stringColumn("kind").get(i));
                assertEquals(TRUTH.getLong(p + i + ".bit_index"), (long) t.intColumn("bit_index").get(i));
                assertEquals(TRUTH.getLong(p + i + ".occlusion_id"), (long) t.intColumn("occlusion_id").get(i));
                assertEquals(TRUTH.get(p + i + ".target").orElseThrow(), t.stringColumn("target").get(i));
                assertEquals(l.extent(Slot.OCCLUSION).byteOffset() + 16 + 8L * i, t.longColumn("offset").get(i));
                rows++;
            }
            for (var s : l.occlusionMapping().checkList().summary()) assertEquals(0, s.nBad(), s.check() + ": " + s.detail());
            assertTrue(l.occlusionMapping().checkList().summary().stream().filter(s -> s.holds()).count() >= 5);
        }
        assertTrue(rows > 20);
        assertEquals(rows, DISC.levels().occlusionMappings().rowCount());
    }

    static Checks checks(byte[] slot, int[] tfrags, int[] ties, int[] mobies) {
        OcclusionMappingModel m = OcclusionMappingModel.read(0, ByteReader.of(slot, "slot3"),
                new OcclusionMappingModel.Targets(() -> tfrags, () -> ties, () -> mobies));
        return new OcclusionMappings(Scope.of(() -> m)).checkList();
    }

    static byte[] slot(int... words) {
        ByteBuffer b = ByteBuffer.allocate(words.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (int w : words) b.putInt(w);
        return b.array();
    }

    static boolean fails(Checks c, String check) { return c.failures().stream().anyMatch(f -> f.check().equals(check)); }

    @Test
    void eachCheckFailsOnABrokenExtent() {
        int[] tf = {0, 1, 2}, ti = {10, 12}, mo = {100, 105};
        assertTrue(checks(slot(1, 1, 1, 0, 5, 2, 6, 12, 7, 105), tf, ti, mo).allHold());
        assertTrue(fails(checks(slot(1, 1, 1, 0, 5, 9, 6, 12, 7, 105), tf, ti, mo), "occlusion.tfrag_id_exists"));
        assertTrue(fails(checks(slot(1, 1, 1, 0, 5, 2, 6, 11, 7, 105), tf, ti, mo), "occlusion.tie_id_exists"));
        assertTrue(fails(checks(slot(1, 1, 1, 0, 5, 2, 6, 12, 7, 101), tf, ti, mo), "occlusion.moby_id_exists"));
        assertTrue(fails(checks(slot(1, 1, 1, 0, 1024, 2, 6, 12, 7, 105), tf, ti, mo), "occlusion.bit_index_range"));
        assertTrue(fails(checks(slot(1, 1, 1, 7, 5, 2, 6, 12, 7, 105), tf, ti, mo), "occlusion.pad_zero"));
        byte[] padded = java.util.Arrays.copyOf(slot(1, 1, 1, 0, 5, 2, 6, 12, 7, 105), 40 + 2048);
        assertTrue(fails(checks(padded, tf, ti, mo), "occlusion.extent_length"));
        FormatException e = assertThrows(FormatException.class, () -> checks(slot(1000, 1, 1, 0, 5, 2), tf, ti, mo));
        assertEquals("level[0].occlusion.mappings", e.path());
        assertThrows(FormatException.class, () -> checks(slot(-1, 0, 0, 0), tf, ti, mo));
    }
}
