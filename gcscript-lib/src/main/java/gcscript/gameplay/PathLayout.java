package gcscript.gameplay;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Type;

/**
 * The two spline blocks of the gameplay stream (rac2-formats-phase2 §7.1; Wrench's PathBlock and GrindPathBlock,
 * facts only): paths (pointer 0x78) and grind paths (0x7c). Both start with the same head, then (grind paths only)
 * one 0x20-byte record per path, then one s32 offset per spline (relative to the spline data), pad to 16, then the
 * splines, each a TableHeader and {@code count} Vec4f vertices, 16-aligned.
 */
public final class PathLayout {
    private PathLayout() {}

    static final String SRC = GameplayLayout.SRC + ".1";

    public static final int PATHS = 0x78, GRIND_PATHS = 0x7c;

    public static final Layout SPLINE_BLOCK_HEADER = new Layout("spline_block_header", 0x10, SRC + " (W PathBlockHeader)");
    public static final Field SB_SPLINE_COUNT = SPLINE_BLOCK_HEADER.s32("spline_count", 0x0, "splines (and grind path records)");
    public static final Field SB_DATA_OFFSET = SPLINE_BLOCK_HEADER.s32("data_offset", 0x4, "spline data, from the block start");
    public static final Field SB_DATA_SIZE = SPLINE_BLOCK_HEADER.s32("data_size", 0x8, "bytes of spline data (to the last vertex)");
    public static final Field SB_PAD = SPLINE_BLOCK_HEADER.s32("pad", 0xc, "");

    /** One grind path (0x20), before the spline offsets. */
    public static final Layout GRIND_PATH = new Layout("grind_path", 0x20, SRC + " (W GrindPathData)");
    public static final Field[] GP_BSPHERE = GRIND_PATH.array("bsphere", 0x00, Type.F32, "bounding sphere of the spline: centre, radius in w",
            "x", "y", "z", "w");
    public static final Field GP_UNKNOWN_4 = GRIND_PATH.s32("unknown_4", 0x10, "");
    public static final Field GP_WRAP = GRIND_PATH.s32("wrap", 0x14, "");
    public static final Field GP_INACTIVE = GRIND_PATH.s32("inactive", 0x18, "");
    public static final Field GP_PAD = GRIND_PATH.s32("pad", 0x1c, "");

    /** One spline's offset in the spline data. */
    public static final Layout SPLINE_OFFSET = new Layout("spline_offset", 4, SRC);
    public static final Field SO_OFFSET = SPLINE_OFFSET.s32("spline_offset", 0, "from the spline data start, 16-aligned");

    /** One spline vertex (Vec4f). */
    public static final Layout SPLINE_VERTEX = new Layout("spline_vertex", 0x10, SRC);
    public static final Field[] SV_XYZW = {
        SPLINE_VERTEX.f32("x", 0x0, "position"), SPLINE_VERTEX.f32("y", 0x4, "position"), SPLINE_VERTEX.f32("z", 0x8, "position"),
        SPLINE_VERTEX.f32("w", 0xc, "the fourth float of the Vec4f (meaning not documented)"),
    };
}
