package gcscript.moby;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.layout.Scaled;

/**
 * A class's collision block at the header's {@code collision} offset (rac2-formats-phase2 §1.12, from Wrench's
 * {@code read_moby_collision}): the 0x10 header ({@link MobyClassBlocks#COLLISION_HEADER}), then {@code first_size}
 * bytes, {@code second_size} bytes of vertices {s16 x, y, z, pad} (/ 1024) and {@code third_size} bytes. The first
 * and third parts have no published layout: they are read as bytes and shown as hex.
 *
 * <p>A negative size or parts that run past the class block leave nothing defined to read: the check fails and a
 * {@code FormatException} follows. A second part that is not a whole number of vertices is only reported (its
 * whole vertices are read, the rest as bytes).
 */
public final class MobyCollisions {
    private MobyCollisions() {}

    public static final Layout PART_BYTE = new Layout("moby_collision_byte", 1, MobyClassBlocks.SRC + " (collision parts)");
    public static final Field BYTE = PART_BYTE.u8("byte", 0, "meaning not published");
    public static final Layout VERTEX = new Layout("moby_collision_vertex", 8, MobyClassBlocks.SRC + " (collision second part)");
    public static final Field X = VERTEX.s16("x_raw", 0, "/ 1024");
    public static final Field Y = VERTEX.s16("y_raw", 2, "/ 1024");
    public static final Field Z = VERTEX.s16("z_raw", 4, "/ 1024");
    public static final Field PAD = VERTEX.u16("pad", 6, "");
    public static final Scaled X_POS = Scaled.of(X, "x", 1024, "x_raw / 1024");
    public static final Scaled Y_POS = Scaled.of(Y, "y", 1024, "y_raw / 1024");
    public static final Scaled Z_POS = Scaled.of(Z, "z", 1024, "z_raw / 1024");

    /** The block as read: its header, the first and third parts' bytes, the second part's vertices. */
    public record Collision(Rec header, byte[] first, RecArray vertices, byte[] third) {}

    /** Reads the block class header {@code h} points at, or null ({@code collision} 0, or outside: check 1's). */
    static Collision read(ByteReader blk, Rec h, String path, MobyChecks ck) {
        int at = h.i(MobyLayouts.COLLISION);
        if (at <= 0 || at >= blk.length()) return null;
        String p = path + ".collision";
        Rec head = MobyClassBlocks.COLLISION_HEADER.read(blk, at, p);
        long first = head.i(MobyClassBlocks.FIRST_SIZE), second = head.i(MobyClassBlocks.SECOND_SIZE), third = head.i(MobyClassBlocks.THIRD_SIZE);
        long start = at + MobyClassBlocks.COLLISION_HEADER.size(), end = start + first + second + third;
        boolean inside = first >= 0 && second >= 0 && third >= 0 && end <= blk.length();
        if (!ck.expect("moby.collision.parts_inside", inside, head.offset(),
                () -> p + ": first " + first + ", second " + second + ", third " + third + " bytes from " + Hex.of(start)
                        + " in a block of " + Hex.of(blk.length()))) {
            Field f = first < 0 ? MobyClassBlocks.FIRST_SIZE : second < 0 ? MobyClassBlocks.SECOND_SIZE : MobyClassBlocks.THIRD_SIZE;
            throw head.error(f, "part sizes >= 0 that end inside the class block of " + Hex.of(blk.length()),
                    first + ", " + second + ", " + third);
        }
        ck.expect("moby.collision.second_whole", second % VERTEX.size() == 0, head.offsetOf(MobyClassBlocks.SECOND_SIZE),
                () -> head.pathOf(MobyClassBlocks.SECOND_SIZE) + " = " + second + " (not a multiple of 8)");
        byte[] a = PART_BYTE.payload(blk, start, first, p + ".first");
        RecArray v = VERTEX.view(blk, start + first, second / VERTEX.size(), p + ".second");
        PART_BYTE.payload(blk, start + first + v.count() * (long) VERTEX.size(), second % VERTEX.size(), p + ".second");
        byte[] c = PART_BYTE.payload(blk, start + first + second, third, p + ".third");
        return new Collision(head, a, v, c);
    }
}
