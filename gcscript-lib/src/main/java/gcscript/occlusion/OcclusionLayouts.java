package gcscript.occlusion;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.RecArray;
import gcscript.layout.Type;

/** The stored records of the occlusion grid (rac2-formats-phase2 §5.1), each declared once. */
public final class OcclusionLayouts {
    private OcclusionLayouts() {}

    static final String SRC = "rac2-formats-phase2 §5.1 (Wrench occlusion.cpp read/write_occlusion_grid)";

    /** The grid root at core_data[LevelCoreHeader.occlusion]; u16 z_offsets[z_count] follow at +8. */
    public static final Layout ROOT = new Layout("occlusion_grid_root", 8, SRC);
    public static final Field MASKS_OFFSET = ROOT.s32("masks_offset", 0, "offset of the 128-byte masks from the grid start, 16-aligned");
    public static final Field Z_COORD = ROOT.u16("z_coord", 4, "grid z of z_offsets[0] (unsigned, unlike collision)");
    public static final Field Z_COUNT = ROOT.u16("z_count", 6, "entries of z_offsets (byte offset / 4; 0 = empty)");

    /** A z node (4-aligned); u16 y_offsets[y_count] (/4, 0 = empty) follow. */
    public static final Layout Z_NODE = new Layout("occlusion_z_node", 4, SRC);
    public static final Field Y_COORD = Z_NODE.u16("y_coord", 0, "grid y of y_offsets[0]");
    public static final Field Y_COUNT = Z_NODE.u16("y_count", 2, "entries of y_offsets");

    /** A y node (4-aligned); u16 mask_index[x_count] (0xFFFF = empty) follow. */
    public static final Layout Y_NODE = new Layout("occlusion_y_node", 4, SRC);
    public static final Field X_COORD = Y_NODE.u16("x_coord", 0, "grid x of mask_index[0]");
    public static final Field X_COUNT = Y_NODE.u16("x_count", 2, "entries of mask_index");

    /** An entry of z_offsets or y_offsets: the node's byte offset from the grid start / 4, 0 = empty. */
    public static final Layout NODE_OFFSET = new Layout("occlusion_node_offset", 2, SRC);
    public static final Field OFFSET_DIV4 = NODE_OFFSET.u16("offset_div4", 0, "node byte offset / 4; 0 = empty");

    /** An entry of a y node's mask_index list. */
    public static final Layout MASK_ENTRY = new Layout("occlusion_mask_entry", 2, SRC);
    public static final Field MASK_INDEX = MASK_ENTRY.u16("mask_index", 0, "index of a 128-byte mask; 0xFFFF = empty");

    /** One visibility mask: 1,024 bits as 32 words, several octants may share it. */
    public static final Layout MASK = new Layout("occlusion_mask", 128, SRC);
    public static final Field[] MASK_WORDS = MASK.array("word", 0, Type.U32, "32 bits of the mask", words());

    public static final int MASK_BYTES = MASK.size();
    /** An empty x entry. */
    public static final int EMPTY = 0xFFFF;

    /** A node's byte offset from the grid start: the stored entry × 4 (0 stays 0 = no node). */
    public static long nodeOffset(long offsetDiv4) { return 4L * offsetDiv4; }

    /** Bits set in mask {@code i}: the sum over its words. */
    public static int bitsSet(RecArray masks, int i) {
        int b = 0;
        for (Field w : MASK_WORDS) b += Long.bitCount(masks.get(i, w));
        return b;
    }

    private static String[] words() {
        String[] s = new String[32];
        for (int i = 0; i < s.length; i++) s[i] = Integer.toString(i);
        return s;
    }
}
