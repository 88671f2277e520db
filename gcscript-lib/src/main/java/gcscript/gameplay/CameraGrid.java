package gcscript.gameplay;

import static gcscript.gameplay.CameraGridLayout.*;

import gcscript.bytes.ByteReader;
import gcscript.check.Checks;
import gcscript.layout.Field;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.table.TableBuilder;
import java.util.ArrayList;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * The camera collision grid (pointer 0x88): the head, the 4,096 cells and, for each non-empty cell, its list.
 *
 * @param lists the non-empty cells in grid order
 */
public record CameraGrid(Rec header, RecArray cells, List<CellList> lists) {

    /** One non-empty cell: its index (y × 64 + x), the list's TableHeader and primitives. */
    public record CellList(int cell, Rec head, RecArray prims) {}

    static CameraGrid read(GameplayModel m, String p) {
        ByteReader b = GameplayReader.block(m, p, CAMERA_COLLISION_GRID);
        if (b == null) return null;
        String q = p + ".camera_collision_grid";
        Rec h = GameplayLayout.TABLE_HEADER.read(b, 0, q + ".header");
        long grid = GameplayLayout.TABLE_HEADER.size();
        RecArray cells = GRID_CELL.view(b, grid, (long) GRID_SIZE * GRID_SIZE, q + ".cells");
        List<CellList> lists = new ArrayList<>();
        for (int c = 0; c < cells.count(); c++) {
            int off = cells.i(c, GC_LIST_OFFSET);
            if (off == 0) continue;
            String s = q + ".lists[" + c + "]";
            Rec head = GameplayLayout.TABLE_HEADER.read(b, grid + off, s + ".header");
            lists.add(new CellList(c, head, PRIM.view(b, grid + off + GameplayLayout.TABLE_HEADER.size(), head.i(GameplayLayout.TH_COUNT), s)));
        }
        return new CameraGrid(h, cells, List.copyOf(lists));
    }

    /** Bytes from the block's second word to the end of the last list (what the head's count holds). */
    long lengthAfterFirstWord() {
        long end = cells.relativeOffset(cells.count());
        for (CellList l : lists) end = Math.max(end, l.prims.relativeOffset(l.prims.count()));
        return end - 4;
    }

    /** The shape kind a primitive type names, or -1. */
    static int kind(int type) {
        for (int k = 0; k < TYPES.length; k++) if (TYPES[k] == type) return k;
        return -1;
    }

    static void checks(Checks c, GameplayModel m) {
        c.declare("gameplay.camera_grid_size", "the head's count = the block's bytes after its first word, to the end of the last list");
        c.declare("gameplay.camera_grid_list_aligned", "every list starts 16-aligned");
        c.declare("gameplay.camera_grid_prim_type", "a primitive's type is 3 (cuboid), 5 (sphere), 6 (cylinder) or 7 (pill)");
        c.declare("gameplay.camera_grid_prim_exists", "a primitive's index names a shape of its type");
        c.declare("gameplay.camera_grid_cell_in_shape", "a primitive's cell lies in the 16-unit cells its shape's corners span (x and y)");
        CameraGrid g = m.cameraGrid;
        if (g == null) return;
        Rec h = g.header;
        c.equal("gameplay.camera_grid_size", h.pathOf(GameplayLayout.TH_COUNT), h.offsetOf(GameplayLayout.TH_COUNT), g.lengthAfterFirstWord(),
                h.i(GameplayLayout.TH_COUNT));
        for (CellList l : g.lists) {
            int off = g.cells.i(l.cell, GC_LIST_OFFSET);
            c.expect("gameplay.camera_grid_list_aligned", g.cells.path(l.cell), g.cells.offset(l.cell), l.head.offset() % 16 == 0,
                    "a multiple of 0x10", gcscript.bytes.Hex.of(off));
            for (int i = 0; i < l.prims.count(); i++) prim(c, m, l, i);
        }
    }

    private static void prim(Checks c, GameplayModel m, CellList l, int i) {
        RecArray a = l.prims;
        int type = a.i(i, CP_TYPE), k = kind(type);
        c.expect("gameplay.camera_grid_prim_type", a.path(i) + ".type", a.offset(i) + CP_TYPE.offset(), k >= 0, "3, 5, 6 or 7", type);
        if (k < 0) return;
        String kind = GameplayLayout.POINTER_NAMES[TYPE_BLOCKS[k] / 4];
        RecArray shapes = m.shapes(kind);
        if (shapes == null && m.pointer(TYPE_BLOCKS[k]) != 0) return;   // unreadable: a block_readable failure already
        int n = shapes == null ? 0 : shapes.count(), index = a.i(i, CP_INDEX);
        boolean exists = index >= 0 && index < n;
        c.expect("gameplay.camera_grid_prim_exists", a.path(i) + ".index", a.offset(i) + CP_INDEX.offset(), exists, kind + " [0, " + n + ")", index);
        if (!exists) return;
        int[] box = cells(shapes, index);
        int x = l.cell % GRID_SIZE, y = l.cell / GRID_SIZE;
        c.expect("gameplay.camera_grid_cell_in_shape", a.path(i), a.offset(i), x >= box[0] && x < box[2] && y >= box[1] && y < box[3],
                "x in [" + box[0] + ", " + box[2] + "), y in [" + box[1] + ", " + box[3] + ")", "cell (" + x + ", " + y + ")");
    }

    /**
     * The cells [xmin, ymin, xmax, ymax) the corners M·(±1, ±1, ±1) of shape {@code i} span: the lower bound
     * truncated, the upper one rounded up, both kept within the grid (Wrench's writer).
     */
    static int[] cells(RecArray shapes, int i) {
        Field[] mt = GameplayLayout.SH_TRANSFORM.matrix();
        int xmin = Integer.MAX_VALUE, ymin = Integer.MAX_VALUE, xmax = 0, ymax = 0;
        for (int sz = -1; sz <= 1; sz += 2) {
            for (int sy = -1; sy <= 1; sy += 2) {
                for (int sx = -1; sx <= 1; sx += 2) {
                    float cx = shapes.f(i, mt[0]) * sx + shapes.f(i, mt[4]) * sy + shapes.f(i, mt[8]) * sz + shapes.f(i, mt[12]);
                    float cy = shapes.f(i, mt[1]) * sx + shapes.f(i, mt[5]) * sy + shapes.f(i, mt[9]) * sz + shapes.f(i, mt[13]);
                    xmin = Math.min(xmin, (int) (cx * 0.0625f));
                    ymin = Math.min(ymin, (int) (cy * 0.0625f));
                    xmax = Math.max(xmax, (int) Math.ceil(cx * 0.0625f));
                    ymax = Math.max(ymax, (int) Math.ceil(cy * 0.0625f));
                }
            }
        }
        return new int[] {Math.max(0, xmin), Math.max(0, ymin), Math.min(GRID_SIZE, xmax), Math.min(GRID_SIZE, ymax)};
    }

    // ---- tables -----------------------------------------------------------------------------------------------

    static Table headerTable(GameplayModel m) {
        TableBuilder t = GameplayTables.start("camera grid header").fields(GameplayLayout.TABLE_HEADER);
        if (m.cameraGrid != null) t.i(m.level).s(m.file()).i(0).l(m.cameraGrid.header.offset()).rec(m.cameraGrid.header).end();
        return t.build();
    }

    /** One row per non-empty cell (record = y × 64 + x): the stored list_offset, the cell's x and y, its list head. */
    static Table cellsTable(GameplayModel m) {
        TableBuilder t = GameplayTables.start("camera grid cells").fields(GRID_CELL).ints("cell_x", "cell_y").fields(GameplayLayout.TABLE_HEADER);
        if (m.cameraGrid == null) return t.build();
        RecArray cells = m.cameraGrid.cells;
        for (CellList l : m.cameraGrid.lists) {
            t.i(m.level).s(m.file()).i(l.cell).l(cells.offset(l.cell)).rec(cells, l.cell).i(l.cell % GRID_SIZE).i(l.cell / GRID_SIZE).rec(l.head).end();
        }
        return t.build();
    }

    /** One row per primitive: its cell, record = its place in the cell's list, the stored fields, the shape kind. */
    static Table primsTable(GameplayModel m) {
        TableBuilder t = GameplayTables.start("camera grid prims").ints("cell").fields(PRIM).strings("kind");
        if (m.cameraGrid == null) return t.build();
        for (CellList l : m.cameraGrid.lists) {
            for (int i = 0; i < l.prims.count(); i++) {
                int k = kind(l.prims.i(i, CP_TYPE));
                t.i(m.level).s(m.file()).i(i).l(l.prims.offset(i)).i(l.cell).rec(l.prims, i)
                        .s(k < 0 ? "unknown" : GameplayLayout.POINTER_NAMES[TYPE_BLOCKS[k] / 4]).end();
            }
        }
        return t.build();
    }
}
