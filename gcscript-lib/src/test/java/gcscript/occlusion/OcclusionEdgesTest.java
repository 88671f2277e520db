package gcscript.occlusion;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.table.Scope;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The grid reader on a hand-made grid (rac2-formats-phase2 §5.1): root {masks 32, z_coord 5, z_count 2, z_offsets
 * [12/4, 0]}, a z node at 12 {y_coord 7, y_count 1, [20/4]}, a y node at 20 {x_coord 3, x_count 3, [1, empty, 0]},
 * two masks at 32 (3 and 33 bits set). Read at absolute offset 0x2000, so every offset column is checked with a base.
 */
class OcclusionEdgesTest {
    static final int BASE = 0x2000, MASKS = 32, END = MASKS + 256;

    static ByteBuffer grid() {
        ByteBuffer b = ByteBuffer.allocate(END).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0, MASKS).putShort(4, (short) 5).putShort(6, (short) 2).putShort(8, (short) 3).putShort(10, (short) 0);
        b.putShort(12, (short) 7).putShort(14, (short) 1).putShort(16, (short) 5);
        b.putShort(20, (short) 3).putShort(22, (short) 3).putShort(24, (short) 1).putShort(26, (short) 0xFFFF).putShort(28, (short) 0);
        b.putInt(MASKS, 0b1011);
        b.putInt(MASKS + 128, 1).putInt(MASKS + 128 + 124, -1);
        return b;
    }

    static OcclusionGridModel read(ByteBuffer b, Problems p) {
        return OcclusionGridModel.read(ByteReader.of(b.rewind(), "t", BASE), 4, "t.occlusion", p);
    }

    static OcclusionGridModel lenient(ByteBuffer b) { return read(b, Problems.lenient()); }

    /** Status and found text of check {@code check} on the subject ending in {@code subject}, or "absent". */
    static String check(OcclusionGridModel m, String check, String subject) {
        Table t = OcclusionTables.checks(m);
        for (int i = 0; i < t.rowCount(); i++) {
            if (t.stringColumn("check").get(i).equals(check) && t.stringColumn("subject").get(i).endsWith(subject)) {
                return t.stringColumn("status").get(i) + " " + t.stringColumn("found").get(i) + " @" + t.longColumn("offset").get(i);
            }
        }
        return "absent";
    }

    @Test
    void intactGrid() {
        OcclusionGridModel m = read(grid(), Problems.strict());
        assertTrue(m.present());
        assertEquals(4, m.level());
        Table n = OcclusionTables.nodes(m);
        assertEquals(List.of((long) BASE, BASE + 12L, BASE + 20L), n.longColumn("offset").asList());
        assertEquals(List.of("root", "z", "y"), n.stringColumn("kind").asList());
        assertEquals(List.of(5, 7, 3), n.intColumn("coord").asList());
        assertEquals(List.of(2, 1, 3), n.intColumn("count").asList());
        assertEquals(List.of(-1, 5, 5), n.intColumn("z").asList());
        assertEquals(List.of(-1, -1, 7), n.intColumn("y").asList());
        assertEquals(2, m.octantCount());
        assertEquals(List.of(3, 5), List.of(m.x(0), m.x(1)));
        assertEquals(List.of(7, 7), List.of(m.y(0), m.y(1)));
        assertEquals(List.of(5, 5), List.of(m.z(0), m.z(1)));
        assertEquals(List.of(1, 0), List.of(m.maskIndex(0), m.maskIndex(1)));
        assertEquals(List.of(BASE + 24L, BASE + 28L), OcclusionTables.octants(m).longColumn("offset").asList());
        Table k = OcclusionTables.masks(m);
        assertEquals(2, m.storedMaskCount());
        assertEquals(2, m.maskCount());
        assertEquals(List.of((long) BASE + MASKS, BASE + MASKS + 128L), k.longColumn("offset").asList());
        assertEquals(List.of(3, 33), k.intColumn("bits_set").asList());
        assertEquals(List.of(1, 1), k.intColumn("octants").asList());
        assertEquals("holds 0x20 (256 bytes of masks) @" + BASE, check(m, "occlusion.mask_area", "masks_offset"));
        assertEquals("holds largest index 1 @" + (BASE + MASKS), check(m, "occlusion.mask_index", "octants"));
        assertEquals("holds 0xc @" + (BASE + 8), check(m, "occlusion.node_offsets", "z_offsets[0]"));
        assertNotNull(new OcclusionGrid(Scope.of(() -> m)).preview(256));
    }

    @Test
    void emptyGrid() {
        OcclusionGridModel m = OcclusionGridModel.empty(2, "f");
        assertFalse(m.present());
        assertEquals(2, m.level());
        assertEquals(0, m.maskCount());
        assertEquals(0, OcclusionTables.nodes(m).rowCount());
        assertNotNull(new OcclusionGrid(Scope.of(() -> m)).preview(256));
    }

    @Test
    void maskArea() {
        // masks at the region's end: no masks, but inside
        OcclusionGridModel atEnd = lenient(grid().putInt(0, END));
        assertEquals("holds 0x120 (0 bytes of masks) @" + BASE, check(atEnd, "occlusion.mask_area", "masks_offset"));
        assertEquals(3, OcclusionTables.nodes(atEnd).rowCount());
        assertTrue(check(atEnd, "occlusion.mask_index", "mask_index[0]").startsWith("fails"));
        OcclusionGridModel past = lenient(grid().putInt(0, END + 16));
        assertEquals("fails 0x130 @" + BASE, check(past, "occlusion.mask_area", "masks_offset"));
        assertEquals(0, OcclusionTables.nodes(past).rowCount());
        assertThrows(FormatException.class, () -> read(grid().putInt(0, END + 16), Problems.strict()));
        assertTrue(check(lenient(grid().putInt(0, 0)), "occlusion.mask_area", "masks_offset").startsWith("fails 0x0 (288 bytes"));
        assertEquals(0, OcclusionTables.nodes(lenient(grid().putInt(0, 0))).rowCount());
        // masks_offset 8: inside but not 16-aligned; the root is read, its nodes are past masks_offset
        OcclusionGridModel eight = lenient(grid().putInt(0, 8));
        assertTrue(check(eight, "occlusion.mask_area", "masks_offset").startsWith("fails"));
        assertEquals(1, OcclusionTables.nodes(eight).rowCount());
        assertTrue(check(lenient(grid().putInt(0, MASKS + 16)), "occlusion.mask_area", "masks_offset").startsWith("fails"));
    }

    @Test
    void maskIndexBoundary() {
        OcclusionGridModel m = lenient(grid().putShort(24, (short) 2));
        assertEquals("fails 2 @" + (BASE + 24), check(m, "occlusion.mask_index", "mask_index[0]"));
        assertEquals("absent", check(m, "occlusion.mask_index", "octants"));
        assertEquals(List.of(1, 0), OcclusionTables.masks(m).intColumn("octants").asList());
        OcclusionGridModel none = lenient(grid().putShort(24, (short) 0xFFFF).putShort(28, (short) 0xFFFF));
        assertEquals(0, none.octantCount());
        assertEquals("absent", check(none, "occlusion.mask_index", "octants"));
    }

    @Test
    void entriesMustFitTheNodeAreaOnce() {
        // node area 32 bytes = 16 u16: z_count 2 and y_count 1 leave 13 mask entries
        assertEquals(13, OcclusionTables.nodes(lenient(grid().putShort(22, (short) 13))).intColumn("count").get(2));
        FormatException e = assertThrows(FormatException.class, () -> lenient(grid().putShort(22, (short) 14)));
        assertTrue(e.path().endsWith("x_count"), e.path());
        // without its y node, the z node may list 14 y entries (the extra ones point at nothing valid), not 15
        assertEquals(14, OcclusionTables.nodes(lenient(grid().putShort(16, (short) 0).putShort(14, (short) 14))).intColumn("count").get(1));
        e = assertThrows(FormatException.class, () -> lenient(grid().putShort(16, (short) 0).putShort(14, (short) 15)));
        assertTrue(e.path().endsWith("y_count"), e.path());
    }

    @Test
    void nodesReferencedOnce() {
        OcclusionGridModel m = lenient(grid().putShort(10, (short) 3));          // z_offsets[1] -> the same z node
        assertEquals(3, OcclusionTables.nodes(m).rowCount());
        assertThrows(FormatException.class, () -> read(grid().putShort(10, (short) 3), Problems.strict()));
        OcclusionGridModel out = lenient(grid().putShort(10, (short) 8));        // 32: at masks_offset
        assertEquals(3, OcclusionTables.nodes(out).rowCount());
        assertTrue(check(out, "occlusion.node_offsets", "z_offsets[1]").startsWith("fails 0x20"));
    }
}
