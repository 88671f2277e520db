package gcscript.gameplay;

import static gcscript.gameplay.GameplayChecksTest.STREAM;
import static gcscript.gameplay.GameplayChecksTest.broken;
import static gcscript.gameplay.GameplayChecksTest.fails;
import static gcscript.gameplay.GameplayChecksTest.i32;
import static gcscript.gameplay.GameplayChecksTest.ptr;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.check.Checks;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The path (0x78) and grind path (0x7c) blocks: their checks on broken input, and the tables against the bytes. */
class SplinesTest {
    static final int PATHS = ptr(PathLayout.PATHS), GRIND = ptr(PathLayout.GRIND_PATHS);

    @Test void theSampleLevelHasBothBlocksAndTheirChecksHold() {
        assertTrue(PATHS != 0 && GRIND != 0, "the sample's level 1 has paths and grind paths");
        Checks c = broken(b -> {});
        for (String check : new String[] {"spline_data_follows", "spline_contiguous", "spline_data_size", "grind_path_sphere_contains",
            "ship_path_exists"}) {
            assertTrue(c.list().stream().anyMatch(k -> k.check().equals("gameplay." + check)), check);
        }
        assertTrue(c.allHold(), c.failures().toString());
    }

    @Test void sampleEdits() {
        fails(broken(b -> b.putFloat(GRIND + 0x10 + 0xc, 0.01f)), "gameplay.grind_path_sphere_contains", "grind_paths[0].bsphere_w");
        fails(broken(b -> b.putInt(ptr(0) + 0x4c, 50)), "gameplay.ship_path_exists", "level_settings.ship_path");
        fails(broken(b -> b.putInt(ptr(0) + 0x4c, -2)), "gameplay.ship_path_exists", "level_settings.ship_path");
        int data = PATHS + i32(PATHS + 4);
        fails(broken(b -> b.putInt(data + 4, 3)), "gameplay.table_pad_zero", "paths.splines[0].header.pad_0");
        var bad = broken(b -> b.putInt(data, 100000)).failures();
        assertTrue(bad.size() == 1 && bad.get(0).found().toString().contains("paths.splines[0].vertices"), bad.toString());
        fails(broken(b -> b.putInt(PATHS + 8, -16)), "gameplay.block_readable", "paths");
        fails(broken(b -> b.putInt(GRIND, 100000)), "gameplay.block_readable", "grind_paths");
    }

    /**
     * A stream holding only a path block (pointer 0x78 at 0xa0): two splines of {@code counts} vertices stored at
     * {@code dataOffset + offs[i]} as the head says, 0x40 spare bytes after them.
     */
    static byte[] stream(int dataOffset, int[] offs, int size, int[] counts) {
        int end = 0;
        for (int i = 0; i < offs.length; i++) end = Math.max(end, dataOffset + offs[i] + 0x10 + 0x10 * counts[i]);
        byte[] b = new byte[0xa0 + Math.max(end, dataOffset + size) + 0x40];
        ByteBuffer w = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        w.putInt(PathLayout.PATHS, 0xa0).putInt(0xa0, offs.length).putInt(0xa4, dataOffset).putInt(0xa8, size);
        for (int i = 0; i < offs.length; i++) {
            w.putInt(0xb0 + 4 * i, offs[i]);
            int at = 0xa0 + dataOffset + offs[i];
            w.putInt(at, counts[i]);
            for (int k = 0; k < counts[i]; k++) w.putFloat(at + 0x10 + 0x10 * k, 10 * i + k).putFloat(at + 0x14 + 0x10 * k, -k).putFloat(at + 0x1c + 0x10 * k, 0.5f);
        }
        return b;
    }

    static GameplayModel read(byte[] b) {
        return GameplayReader.read(1, ByteReader.of(b, "LEVEL1.WAD:gameplay"), GameplayContext.none(), Problems.strict());
    }

    static Checks checks(byte[] b) { return GameplayChecks.run(read(b)); }

    @Test void theLayoutChecksOnAHandMadeBlock() {
        int[] counts = {2, 1};
        Checks ok = checks(stream(0x20, new int[] {0, 0x30}, 0x50, counts));
        assertTrue(ok.allHold(), ok.failures().toString());
        fails(checks(stream(0x30, new int[] {0, 0x30}, 0x50, counts)), "gameplay.spline_data_follows", "paths.header.data_offset");
        Checks gap = checks(stream(0x20, new int[] {0, 0x40}, 0x60, counts));
        fails(gap, "gameplay.spline_contiguous", "paths.offsets[1]");
        assertEquals(1, gap.failures().size(), gap.failures().toString());
        Checks size = checks(stream(0x20, new int[] {0, 0x30}, 0x60, counts));
        fails(size, "gameplay.spline_data_size", "paths.header.data_size");
        assertEquals(1, size.failures().size(), size.failures().toString());
        // a spline past data_size is unreadable, not a run into the bytes after it
        assertThrows(gcscript.bytes.FormatException.class, () -> read(stream(0x20, new int[] {0, 0x30}, 0x40, counts)));
    }

    @Test void tablesShowTheStoredValues() {
        GameplayModel m = read(stream(0x20, new int[] {0, 0x30}, 0x50, new int[] {2, 1}));
        Table blocks = Splines.blocksTable(m);
        assertEquals(1, blocks.rowCount());
        assertEquals("paths", blocks.stringColumn("kind").get(0));
        assertEquals(0x20, blocks.intColumn("data_offset").get(0));
        assertEquals(0x50, blocks.intColumn("data_size").get(0));
        Table s = Splines.splinesTable(m);
        assertEquals(2, s.rowCount());
        assertEquals(0x30, s.intColumn("spline_offset").get(1));
        assertEquals(1, s.intColumn("count").get(1));
        assertEquals(0xa0 + 0x20 + 0x30, s.longColumn("offset").get(1));
        Table v = Splines.verticesTable(m);
        assertEquals(3, v.rowCount());
        assertEquals(1, v.intColumn("spline").get(2));
        assertEquals(10.0, v.doubleColumn("x").get(2));
        assertEquals(-1.0, v.doubleColumn("y").get(1));
        assertEquals(0.5, v.doubleColumn("w").get(0));
        assertEquals(0xa0 + 0x20 + 0x10 + 0x10, v.longColumn("offset").get(1));
        assertEquals(0, Splines.grindTable(m).rowCount());
    }

    @Test void theSampleGrindTableMatchesItsBytes() {
        GameplayModel m = EnvBlocksTest.model();
        Table g = Splines.grindTable(m);
        ByteBuffer b = ByteBuffer.wrap(STREAM).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(i32(GRIND), g.rowCount());
        for (int i = 0; i < g.rowCount(); i++) {
            int at = GRIND + 0x10 + 0x20 * i;
            assertEquals(b.getFloat(at + 0xc), g.doubleColumn("bsphere_w").get(i));
            assertEquals(b.getInt(at + 0x14), g.intColumn("wrap").get(i));
            assertEquals(b.getInt(at + 0x18), g.intColumn("inactive").get(i));
        }
    }
}
