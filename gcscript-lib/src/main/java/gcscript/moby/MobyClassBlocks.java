package gcscript.moby;

import gcscript.bytes.ByteReader;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import gcscript.layout.Type;

/**
 * The small class blocks the header points at (rac2-formats-phase2 §1.12): sound defs, read here for the coverage map;
 * the bangle block's 64-byte head, the collision block's head and the corncob's kernel offsets are declared here and
 * read, with their parts, by {@link MobyBangles}, {@link MobyCollisions} and {@link MobyCorncob}. Read through
 * these declarations for the coverage map, so the round trip re-encodes them; the shadow records stay opaque
 * (the reference gives no layout for them).
 */
final class MobyClassBlocks {
    private MobyClassBlocks() {}

    static final String SRC = "rac2-formats-phase2 §1.12";

    static final Layout SOUND_DEF = new Layout("moby_sound_def", 0x20, SRC + " (sound defs)");
    static final Field MIN_RANGE = SOUND_DEF.f32("min_range", 0x00, "");
    static final Field MAX_RANGE = SOUND_DEF.f32("max_range", 0x04, "");
    static final Field MIN_VOLUME = SOUND_DEF.s32("min_volume", 0x08, "");
    static final Field MAX_VOLUME = SOUND_DEF.s32("max_volume", 0x0c, "");
    static final Field MIN_PITCH = SOUND_DEF.s32("min_pitch", 0x10, "");
    static final Field MAX_PITCH = SOUND_DEF.s32("max_pitch", 0x14, "");
    static final Field LOOP = SOUND_DEF.u8("loop", 0x18, "");
    static final Field FLAGS = SOUND_DEF.u8("flags", 0x19, "");
    static final Field INDEX = SOUND_DEF.s16("index", 0x1a, "");
    static final Field BANK_INDEX = SOUND_DEF.s32("bank_index", 0x1c, "");

    /** The bangle block's first 4 bytes: Wrench reads packet_begin, packet_count and two bytes it does not name. */
    static final Layout BANGLE_HEADER = new Layout("moby_bangle_header", 4, SRC + " (bangles)");
    static final Field PACKET_BEGIN = BANGLE_HEADER.u8("packet_begin", 0, "Wrench's reading");
    static final Field PACKET_COUNT = BANGLE_HEADER.u8("packet_count", 1, "Wrench's reading");
    static final Field[] HEADER_BYTES = BANGLE_HEADER.array("header", 2, Type.U8,
            "meaning not given (noclip reads the u16 at +2 as an enabled-bangles bitmask)", "2", "3");
    /** Then 15 bangles: packet-table indices (Wrench treats begin == 0 as absent). */
    static final Layout BANGLE = new Layout("moby_bangle", 4, SRC + " (bangles)");
    static final Field HIGH_BEGIN = BANGLE.u8("high_begin", 0, "packet-table index");
    static final Field HIGH_COUNT = BANGLE.u8("high_count", 1, "");
    static final Field LOW_BEGIN = BANGLE.u8("low_begin", 2, "packet-table index");
    static final Field LOW_COUNT = BANGLE.u8("low_count", 3, "");
    static final int BANGLES = 15;

    /** The corncob block's head: 16 kernel offsets. */
    static final Layout CORNCOB_KERNEL = new Layout("moby_corncob_kernel", 1, SRC + " (corncob)");
    static final Field KERNEL = CORNCOB_KERNEL.u8("kernel", 0, "qword offset from the corncob start, 0xFF = none");
    static final int KERNELS = 16;

    /** The collision block's 0x10 header (read with its parts by {@link MobyCollisions}). */
    static final Layout COLLISION_HEADER = new Layout("moby_collision_header", 0x10, SRC + " (collision)");
    static final Field[] COLLISION_UNKNOWN = COLLISION_HEADER.array("unknown", 0, Type.U16, "meaning not given", "0", "2");
    static final Field FIRST_SIZE = COLLISION_HEADER.s32("first_size", 0x4, "bytes of the first part");
    static final Field THIRD_SIZE = COLLISION_HEADER.s32("third_size", 0x8, "bytes of the third part");
    static final Field SECOND_SIZE = COLLISION_HEADER.s32("second_size", 0xc, "bytes of the second part (s16 x, y, z, pad)");

    /**
     * Reads the blocks class header {@code h} declares, for the coverage map (only when {@code blk} records): a block
     * that does not fit is left to the reader's checks.
     */
    static void read(ByteReader blk, Rec h, String path) {
        if (!blk.recording()) return;
        int shadow = h.i(MobyLayouts.SHADOW) * 16, skeleton = h.i(MobyLayouts.SKELETON);
        if (skeleton != 0 && shadow > 0 && blk.inRange((long) skeleton - shadow, shadow)) {
            blk.claim(path + ".shadow", (long) skeleton - shadow, shadow, gcscript.bytes.Coverage.Kind.OPAQUE, null);
        }
        if (h.i(MobyLayouts.SOUND_DEFS) != 0) view(blk, SOUND_DEF, h.i(MobyLayouts.SOUND_DEFS), h.i(MobyLayouts.SOUND_COUNT), path + ".sound_defs");
    }

    private static void view(ByteReader blk, Layout l, long at, long count, String path) {
        if (count > 0 && blk.inRange(at, count * l.size())) l.view(blk, at, count, path);
    }
}
