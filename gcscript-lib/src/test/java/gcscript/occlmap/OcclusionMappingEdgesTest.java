package gcscript.occlmap;

import static gcscript.occlmap.OcclusionMappingsTest.fails;
import static gcscript.occlmap.OcclusionMappingsTest.slot;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.check.Check;
import gcscript.check.Checks;
import gcscript.table.Scope;
import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The mappings reader and checks at their boundaries, on a slot read at absolute offset 0x3000. */
class OcclusionMappingEdgesTest {
    static final int[] TF = {0, 1, 2}, TI = {10, 12}, MO = {100, 105};
    static final long BASE = 0x3000;

    static OcclusionMappingModel model(byte[] slot) {
        return OcclusionMappingModel.read(7, ByteReader.of(ByteBuffer.wrap(slot), "slot3", BASE),
                new OcclusionMappingModel.Targets(() -> TF, () -> TI, () -> MO));
    }

    static Checks checks(byte[] slot) { return new OcclusionMappings(Scope.of(() -> model(slot))).checkList(); }

    static Check first(Checks c, String check) { return c.list().stream().filter(x -> x.check().equals(check)).findFirst().orElseThrow(); }

    @Test
    void modelAndTable() {
        OcclusionMappingModel m = model(slot(1, 1, 1, 0, 5, 2, 6, 12, 1023, 105));
        assertTrue(m.present());
        assertEquals(7, m.level());
        assertEquals("slot3", m.file());
        assertEquals(3, m.count());
        assertEquals(1, m.header().i(OcclusionMappingModel.TIE_COUNT));
        assertEquals(3, m.records().count());
        assertEquals(List.of(0, 1, 2), List.of(m.kind(0), m.kind(1), m.kind(2)));
        OcclusionMappings a = new OcclusionMappings(Scope.of(() -> m));
        Table t = a.mappings();
        assertEquals(List.of(BASE + 16, BASE + 24, BASE + 32), t.longColumn("offset").asList());
        assertEquals(List.of("tfrag[2]", "tie_instance[1]", "moby_instance[1]"), t.stringColumn("target").asList());
        Table c = a.checks();
        assertEquals(c.rowCount(), c.where(c.stringColumn("status").isEqualTo("holds")).rowCount());
        assertTrue(c.rowCount() >= 8);
        assertEquals(BASE + 16 + 4, first(checks(slot(1, 1, 1, 0, 5, 2, 6, 12, 1023, 105)), "occlusion.tfrag_id_exists").offset());
        assertEquals(BASE, first(checks(slot(1, 1, 1, 0, 5, 2, 6, 12, 1023, 105)), "occlusion.extent_length").offset());
    }

    @Test
    void absentSlotAndEmptyCounts() {
        OcclusionMappingModel none = OcclusionMappingModel.read(1, null, new OcclusionMappingModel.Targets(() -> TF, () -> TI, () -> MO));
        assertFalse(none.present());
        assertEquals("", none.file());
        assertEquals(0, none.count());
        assertEquals(0, new OcclusionMappings(Scope.of(() -> none)).mappings().rowCount());
        OcclusionMappingModel zero = model(slot(0, 0, 0, 0));
        assertEquals(0, zero.count());
        assertTrue(checks(slot(0, 0, 0, 0)).allHold());
    }

    @Test
    void extentLengthAndBitRange() {
        // 16 + 8 x 3 = 40 bytes, padded by at most 2047
        assertTrue(checks(java.util.Arrays.copyOf(slot(1, 1, 1, 0, 5, 2, 6, 12, 7, 105), 40 + 2047)).allHold());
        assertTrue(checks(slot(1, 1, 1, 0, 0, 2, 6, 12, 7, 105)).allHold());
        assertTrue(fails(checks(slot(1, 1, 1, 0, -1, 2, 6, 12, 7, 105)), "occlusion.bit_index_range"));
        assertEquals("holds", first(checks(slot(1, 1, 1, 0, 1023, 2, 6, 12, 7, 105)), "occlusion.bit_index_range").status());
    }
}
