package gcscript.gameplay;

import static gcscript.gameplay.GameplayChecksTest.broken;
import static gcscript.gameplay.GameplayChecksTest.fails;
import static gcscript.gameplay.GameplayChecksTest.ptr;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.check.Checks;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The point-light block (pointer 0x80): its checks fail on broken input, and the grid rule at a cell's edges. */
class PointLightsTest {
    static final int AT = ptr(EnvLayout.POINT_LIGHTS);
    static final int GRID = AT + 0x10, LIGHT0 = AT + 0x10 + EnvLayout.GRID_BYTES;

    @Test void theSampleLevelHasPointLightsAndTheirChecksHold() {
        assertTrue(AT != 0, "the sample's level 1 has point lights");
        Checks c = broken(b -> {});
        assertTrue(c.list().stream().filter(k -> k.check().equals("gameplay.point_light_grid_matches")).count() == 128, c.list().toString());
        assertTrue(c.allHold(), c.failures().toString());
    }

    @Test void aFlippedMaskBitOrAMovedLightBreaksTheGrid() {
        fails(broken(b -> b.put(GRID + 5 * 0x10 + 3, (byte) (b.get(GRID + 5 * 0x10 + 3) ^ 0x10))), "gameplay.point_light_grid_matches",
                "point_lights.grid[5]");
        // light 0 moved 20 cells along y: the y-masks no longer name it where it is
        fails(broken(b -> b.putShort(LIGHT0 + 2, (short) (b.getShort(LIGHT0 + 2) + 20 * 1024))), "gameplay.point_light_grid_matches",
                "point_lights.grid[");
        // a radius that grew by 5 cells reaches cells the x-masks leave out
        fails(broken(b -> b.putShort(LIGHT0 + 6, (short) (b.getShort(LIGHT0 + 6) + 5 * 1024))), "gameplay.point_light_grid_matches",
                "point_lights.grid[");
    }

    @Test void padAndOverrunningCount() {
        fails(broken(b -> b.putInt(AT + 4, 1)), "gameplay.table_pad_zero", "point_lights.header.pad_0");
        fails(broken(b -> b.putInt(AT, 100000)), "gameplay.block_readable", "point_lights");
        fails(broken(b -> b.putInt(AT, -1)), "gameplay.block_readable", "point_lights");
    }

    /** A stream of only a point-light block of {@code n} zero lights (pointer 0x80 at 0xa0). */
    static byte[] stream(int n) {
        byte[] b = new byte[0xa0 + 0x10 + EnvLayout.GRID_BYTES + 0x10 * n];
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(EnvLayout.POINT_LIGHTS, 0xa0).putInt(0xa0, n);
        return b;
    }

    static GameplayModel read(byte[] b, Problems p) {
        return GameplayReader.read(1, ByteReader.of(b, "LEVEL1.WAD:gameplay"), GameplayContext.none(), p);
    }

    @Test void moreThan128LightsCannotHaveABitEach() {
        Checks c = GameplayChecks.run(read(stream(129), Problems.lenient()));
        fails(c, "gameplay.point_light_count", "point_lights.header.count");
        assertTrue(GameplayChecks.run(read(stream(128), Problems.lenient())).allHold());
    }

    @Test void theGridRuleAtTheCellEdges() {
        // light 0 at x = 16 units exactly, radius 0: it touches cells 0 and 1 only at their shared edge, so neither
        byte[] b = stream(2);
        ByteBuffer w = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        int l0 = 0xb0 + EnvLayout.GRID_BYTES;
        w.putShort(l0, (short) 1024);
        // light 1 at (40, 40) units, radius 1/64: x-cell 2 (32-48) and y-cell 2, bit 1
        w.putShort(l0 + 0x10, (short) 2560).putShort(l0 + 0x12, (short) 2560).putShort(l0 + 0x16, (short) 1);
        w.put(0xb0 + 2 * 0x10, (byte) 2).put(0xb0 + (64 + 2) * 0x10, (byte) 2);
        GameplayModel m = read(b, Problems.strict());
        assertTrue(GameplayChecks.run(m).allHold(), GameplayChecks.run(m).failures().toString());
        // a radius of 1/64 more makes light 0 reach into both neighbouring x-cells (0 and 1) and y-cell 0
        w.putShort(l0 + 6, (short) 1);
        Checks c = GameplayChecks.run(read(b, Problems.strict()));
        assertEquals(java.util.List.of("level[1].gameplay.point_lights.grid[0]", "level[1].gameplay.point_lights.grid[1]",
                "level[1].gameplay.point_lights.grid[64]"), c.failures().stream().map(f -> f.subject()).toList());
    }

    @Test void tablesShowStoredAndDecodedValues() {
        byte[] b = stream(1);
        int l0 = 0xb0 + EnvLayout.GRID_BYTES;
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putShort(l0, (short) 6432).putShort(l0 + 4, (short) 0xffff).putShort(l0 + 6, (short) 96)
                .putShort(l0 + 8, (short) 65535).putShort(l0 + 0xa, (short) 13107).put(0xb0 + 100 * 0x10 + 4, (byte) 0x80);
        GameplayModel m = read(b, Problems.strict());
        Table t = PointLights.lightsTable(m);
        assertEquals(1, t.rowCount());
        assertEquals(6432, t.intColumn("x").get(0));
        assertEquals(65535, t.intColumn("z").get(0));
        assertEquals(100.5, t.doubleColumn("position_x").get(0));
        assertEquals(65535 / 64.0, t.doubleColumn("position_z").get(0));
        assertEquals(1.5, t.doubleColumn("radius_units").get(0));
        assertEquals(1.0, t.doubleColumn("colour_r").get(0));
        assertEquals(0.2, t.doubleColumn("colour_g").get(0), 1e-12);
        assertEquals(l0, t.longColumn("offset").get(0));
        Table g = PointLights.gridTable(m);
        assertEquals(128, g.rowCount());
        assertEquals("y", g.stringColumn("axis").get(100));
        assertEquals(36, g.intColumn("cell").get(100));
        assertEquals(0x80L, g.longColumn("mask_1").get(100));
        assertEquals("39", g.stringColumn("lights").get(100));
        assertEquals("none", g.stringColumn("lights").get(99));
        assertEquals("x", g.stringColumn("axis").get(63));
    }

    @Test void strictModeNamesTheBlock() {
        byte[] b = stream(3);
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(0xa0, 4);
        FormatException e = assertThrows(FormatException.class, () -> read(b, Problems.strict()));
        assertTrue(e.path().startsWith("level[1].gameplay.point_lights"), e.path());
    }
}
