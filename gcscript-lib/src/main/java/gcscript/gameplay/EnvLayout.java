package gcscript.gameplay;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Scaled;

/**
 * The environment blocks of the gameplay stream (rac2-formats-phase2 §7.1; Wrench's GC/UYA point-light block, facts
 * only): point lights (pointer 0x80). Kept apart from {@link GameplayLayout} so neither file grows into a list of
 * every block.
 */
public final class EnvLayout {
    private EnvLayout() {}

    static final String SRC = GameplayLayout.SRC + ".1";

    public static final int POINT_LIGHTS = 0x80;

    // ---- point lights (pointer 0x80): TableHeader, the 0x800-byte grid, count × 0x10 lights --------------------
    /** Grid cells per axis; each cell is {@value #CELL_UNITS} world units wide, from 0. */
    public static final int GRID_CELLS = 64;
    public static final int CELL_UNITS = 16;
    /** The stored positions and radius are 1/64 units: a cell is this many raw steps wide. */
    public static final int RAW_PER_UNIT = 64;
    /** The mask of a cell has one bit per light: at most this many lights. */
    public static final int MAX_POINT_LIGHTS = 128;

    /**
     * One cell mask of the grid (16 bytes, read as four little-endian u32 words: bit {@code i % 32} of
     * {@code mask_(i / 32)} is light i). The grid holds the 64 x-cells, then the 64 y-cells.
     */
    public static final Layout POINT_LIGHT_MASK = new Layout("point_light_mask", 0x10, SRC + " (W GcUyaPointLightsBlock grid)");
    public static final Field[] PL_MASK = POINT_LIGHT_MASK.array("mask", 0x00, gcscript.layout.Type.U32,
            "bit i % 32 of mask_(i / 32): light i reaches into this cell", "0", "1", "2", "3");
    /** The grid's size in bytes (two axes × 64 cells × 16 bytes). */
    public static final int GRID_BYTES = 2 * GRID_CELLS * 0x10;

    /** One point light (0x10): position and radius in 1/64 units, colour in 1/65535. */
    public static final Layout POINT_LIGHT = new Layout("point_light", 0x10, SRC + " (W GcUyaPointLightPacked)");
    public static final Field PL_X = POINT_LIGHT.u16("x", 0x0, "position x, 1/64 units");
    public static final Field PL_Y = POINT_LIGHT.u16("y", 0x2, "position y, 1/64 units");
    public static final Field PL_Z = POINT_LIGHT.u16("z", 0x4, "position z, 1/64 units");
    public static final Field PL_RADIUS = POINT_LIGHT.u16("radius", 0x6, "1/64 units");
    public static final Field PL_R = POINT_LIGHT.u16("r", 0x8, "red, 1/65535");
    public static final Field PL_G = POINT_LIGHT.u16("g", 0xa, "green, 1/65535");
    public static final Field PL_B = POINT_LIGHT.u16("b", 0xc, "blue, 1/65535");
    public static final Field PL_UNUSED = POINT_LIGHT.u16("unused", 0xe, "W writes 0");

    public static final Scaled PL_POSITION_X = Scaled.of(PL_X, "position_x", RAW_PER_UNIT, "x / 64");
    public static final Scaled PL_POSITION_Y = Scaled.of(PL_Y, "position_y", RAW_PER_UNIT, "y / 64");
    public static final Scaled PL_POSITION_Z = Scaled.of(PL_Z, "position_z", RAW_PER_UNIT, "z / 64");
    public static final Scaled PL_RADIUS_UNITS = Scaled.of(PL_RADIUS, "radius_units", RAW_PER_UNIT, "radius / 64");
    public static final Scaled PL_COLOUR_R = Scaled.of(PL_R, "colour_r", 65535, "r / 65535");
    public static final Scaled PL_COLOUR_G = Scaled.of(PL_G, "colour_g", 65535, "g / 65535");
    public static final Scaled PL_COLOUR_B = Scaled.of(PL_B, "colour_b", 65535, "b / 65535");
    /** The decoded values of a point light, in table order. */
    public static final Scaled[] PL_DECODED = {PL_POSITION_X, PL_POSITION_Y, PL_POSITION_Z, PL_RADIUS_UNITS, PL_COLOUR_R, PL_COLOUR_G, PL_COLOUR_B};
}
