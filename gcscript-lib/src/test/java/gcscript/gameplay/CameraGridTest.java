package gcscript.gameplay;

import static gcscript.gameplay.GameplayChecksTest.broken;
import static gcscript.gameplay.GameplayChecksTest.fails;
import static gcscript.gameplay.GameplayChecksTest.i32;
import static gcscript.gameplay.GameplayChecksTest.ptr;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.check.Checks;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The camera collision grid (0x88): its checks on broken input, and the tables against the stored bytes. */
class CameraGridTest {
    static final int AT = ptr(CameraGridLayout.CAMERA_COLLISION_GRID), GRID = AT + 0x10;

    /** The first non-empty cell. */
    static int firstCell() {
        for (int c = 0; c < 64 * 64; c++) if (i32(GRID + 4 * c) != 0) return c;
        throw new AssertionError("the sample's level 1 has an empty camera grid");
    }

    static final int CELL = firstCell(), LIST = GRID + i32(GRID + 4 * CELL), PRIM0 = LIST + 0x10;

    @Test void theSampleLevelHasAGridAndItsChecksHold() {
        Checks c = broken(b -> {});
        for (String check : new String[] {"camera_grid_size", "camera_grid_list_aligned", "camera_grid_prim_type", "camera_grid_prim_exists",
            "camera_grid_cell_in_shape"}) {
            assertTrue(c.list().stream().anyMatch(k -> k.check().equals("gameplay." + check)), check);
        }
        assertTrue(c.allHold(), c.failures().toString());
    }

    @Test void brokenGrids() {
        fails(broken(b -> b.putInt(AT, i32(AT) + 16)), "gameplay.camera_grid_size", "camera_collision_grid.header.count");
        fails(broken(b -> b.putInt(PRIM0 + 0x10, 4)), "gameplay.camera_grid_prim_type", "lists[" + CELL + "][0].type");
        fails(broken(b -> b.putInt(PRIM0 + 0x14, 9)), "gameplay.camera_grid_prim_exists", "lists[" + CELL + "][0].index");
        // the list moved to an empty cell far from its shape
        fails(broken(b -> b.putInt(GRID + 4 * CELL, 0).putInt(GRID + 4 * (63 * 64 + 63), LIST - GRID)), "gameplay.camera_grid_cell_in_shape",
                "lists[" + (63 * 64 + 63) + "][0]");
        fails(broken(b -> b.putInt(GRID + 4 * CELL, LIST - GRID + 4)), "gameplay.camera_grid_list_aligned", "cells[" + CELL + "]");
        fails(broken(b -> b.putInt(LIST + 4, 1)), "gameplay.table_pad_zero", "lists[" + CELL + "].header.pad_0");
        fails(broken(b -> b.putInt(LIST, 100000)), "gameplay.block_readable", "camera_collision_grid");
        fails(broken(b -> b.putInt(GRID + 4 * CELL, 0x7fff0000)), "gameplay.block_readable", "camera_collision_grid");
    }

    @Test void tablesShowTheStoredValues() {
        GameplayModel m = EnvBlocksTest.model();
        Table cells = CameraGrid.cellsTable(m), prims = CameraGrid.primsTable(m);
        int nonEmpty = 0, total = 0;
        for (int c = 0; c < 64 * 64; c++) if (i32(GRID + 4 * c) != 0) { nonEmpty++; total += i32(GRID + i32(GRID + 4 * c)); }
        assertEquals(nonEmpty, cells.rowCount());
        assertEquals(total, prims.rowCount());
        assertEquals(CELL, cells.intColumn("record").get(0));
        assertEquals(CELL % 64, cells.intColumn("cell_x").get(0));
        assertEquals(CELL / 64, cells.intColumn("cell_y").get(0));
        assertEquals(LIST - GRID, cells.intColumn("list_offset").get(0));
        assertEquals(i32(PRIM0 + 0x14), prims.intColumn("index").get(0));
        assertEquals(PRIM0, prims.longColumn("offset").get(0));
        String kind = switch (i32(PRIM0 + 0x10)) { case 3 -> "cuboids"; case 5 -> "spheres"; case 6 -> "cylinders"; default -> "pills"; };
        assertEquals(kind, prims.stringColumn("kind").get(0));
        assertEquals(i32(AT), CameraGrid.headerTable(m).intColumn("count").get(0));
    }
}
