package gcscript.gameplay;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Type;

/**
 * The camera collision grid (pointer 0x88; rac2-formats-phase2 §7.1, Wrench's CamCollGridBlock, facts only): a
 * TableHeader whose count is the block's length after its first word, 0x40 × 0x40 s32 list offsets (row y, column
 * x; from the grid start, 0 = empty cell; a cell is 16 units square from 0), then per non-empty cell a 16-aligned
 * list {TableHeader count, count × 0x30 primitives}, each naming a cuboid, sphere, cylinder or pill.
 */
public final class CameraGridLayout {
    private CameraGridLayout() {}

    static final String SRC = GameplayLayout.SRC + ".1";

    public static final int CAMERA_COLLISION_GRID = 0x88;
    public static final int GRID_SIZE = 0x40;
    public static final int CELL_UNITS = 16;

    /** One cell of the grid: where its list starts. */
    public static final Layout GRID_CELL = new Layout("camera_grid_cell", 4, SRC + " (W CamCollGridBlock)");
    public static final Field GC_LIST_OFFSET = GRID_CELL.s32("list_offset", 0, "the cell's list, from the grid start; 0 = empty");

    /** One primitive of a cell's list (0x30). */
    public static final Layout PRIM = new Layout("camera_grid_prim", 0x30, SRC + " (W CamCollGridPrim)");
    public static final Field[] CP_BSPHERE = PRIM.array("bsphere", 0x00, Type.F32, "the shape's bounding sphere, z written 0", "x", "y", "z", "w");
    public static final Field CP_TYPE = PRIM.s32("type", 0x10, "3 cuboid, 5 sphere, 6 cylinder, 7 pill");
    public static final Field CP_INDEX = PRIM.s32("index", 0x14, "the shape's index in its block");
    public static final Field CP_FLAGS = PRIM.s32("flags", 0x18, "camera collision parameters of the shape");
    public static final Field CP_I_VALUE = PRIM.s32("i_value", 0x1c, "");
    public static final Field CP_F_VALUE = PRIM.f32("f_value", 0x20, "");
    public static final Field CP_PAD_0 = PRIM.s32("pad_0", 0x24, "W writes -1");
    public static final Field CP_PAD_1 = PRIM.s32("pad_1", 0x28, "W writes 0");
    public static final Field CP_PAD_2 = PRIM.s32("pad_2", 0x2c, "W writes 0");

    /** The primitive types and the shape block each names (by pointer offset). */
    public static final int[] TYPES = {3, 5, 6, 7};
    public static final int[] TYPE_BLOCKS = {GameplayLayout.CUBOIDS, GameplayLayout.SPHERES, GameplayLayout.CYLINDERS, GameplayLayout.PILLS};
}
