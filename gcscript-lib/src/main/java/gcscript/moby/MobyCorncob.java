package gcscript.moby;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.layout.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * A class's corncob block at the header's {@code corncob} qword offset (rac2-formats-phase2 §1.12, from Wrench's
 * {@code read_moby_corncob}/{@code write_moby_corncob}): 16 u8 kernel offsets (qwords from the corncob start, 0xFF =
 * no kernel), each kernel a Vec4f and, when that vector is not all zero, {@code vertex_count} s16[4] records from
 * kernel + 0x10. The count is the s16 at kernel + 0x16, i.e. the fourth halfword of the first record (the writer
 * stores it over that record's w). What kernels and their records mean is not published: the values are shown raw.
 *
 * <p>A kernel or its records past the class block, or a negative count, leave nothing defined to read: the check
 * fails and a {@code FormatException} follows.
 */
public final class MobyCorncob {
    private MobyCorncob() {}

    public static final Layout KERNEL_VEC = new Layout("moby_corncob_kernel_vec", 0x10, MobyClassBlocks.SRC + " (corncob)");
    public static final Field[] VEC = KERNEL_VEC.array("vec", 0, Type.F32, "Vec4f, meaning not published", "x", "y", "z", "w");
    public static final Layout VERTEX = new Layout("moby_corncob_vertex", 8, MobyClassBlocks.SRC + " (corncob)");
    public static final Field X = VERTEX.s16("x", 0, "meaning not published");
    public static final Field Y = VERTEX.s16("y", 2, "");
    public static final Field Z = VERTEX.s16("z", 4, "");
    public static final Field W = VERTEX.s16("w", 6, "the first record's holds vertex_count");
    static final int ABSENT = 0xff;

    /**
     * One kernel as read.
     *
     * @param head     the 16 kernel offsets; this kernel's is entry {@code slot}
     * @param vec      the kernel's Vec4f
     * @param vertices its records (none when the vector is all zero)
     */
    public record Kernel(RecArray head, int slot, Rec vec, RecArray vertices) {
        /** The kernel's stored offset, in qwords from the corncob start. */
        public int stored() { return head.i(slot, MobyClassBlocks.KERNEL); }
    }

    /** Reads the corncob class header {@code h} points at: its kernels (empty for none, {@code corncob} ≤ 0, or a head outside). */
    static List<Kernel> read(ByteReader blk, Rec h, String path, MobyChecks ck) {
        long at = 16L * h.i(MobyLayouts.CORNCOB);
        if (at <= 0 || !blk.inRange(at, MobyClassBlocks.KERNELS)) return List.of();
        String p = path + ".corncob";
        RecArray head = MobyClassBlocks.CORNCOB_KERNEL.view(blk, at, MobyClassBlocks.KERNELS, p);
        List<Kernel> out = new ArrayList<>();
        for (int s = 0; s < head.count(); s++) {
            int k = head.i(s, MobyClassBlocks.KERNEL);
            if (k == ABSENT) continue;
            long ko = at + 16L * k;
            int slot = s;
            if (!ck.expect("moby.corncob.kernel_inside", blk.inRange(ko, KERNEL_VEC.size()), head.offset(s),
                    () -> head.path(slot) + " = " + k + ": kernel at " + Hex.of(ko) + " outside the block of " + Hex.of(blk.length()))) {
                throw blk.error(head.path(s), head.relativeOffset(s), "a kernel inside the class block of " + Hex.of(blk.length()), Hex.of(ko));
            }
            Rec vec = KERNEL_VEC.read(blk, ko, p + ".kernel[" + s + "].vec");
            boolean zero = true;
            for (Field f : VEC) zero &= vec.get(f) == 0;
            RecArray verts = VERTEX.view(blk, ko + KERNEL_VEC.size(), 0, p + ".kernel[" + s + "].vertex");
            if (!zero) {
                // the count sits in the first record: read it without owning it, then own every record once (a
                // first record past the block reads as no count: the check below fails)
                boolean first = blk.inRange(ko + KERNEL_VEC.size(), VERTEX.size());
                int n = first ? VERTEX.window(blk, ko + KERNEL_VEC.size(), 1, p + ".kernel[" + s + "].vertex").i(0, W) : -1;
                boolean inside = n >= 0 && blk.inRange(ko + KERNEL_VEC.size(), (long) n * VERTEX.size());
                if (!ck.expect("moby.corncob.kernel_inside", inside, blk.absolute(0) + ko + 0x16,
                        () -> p + ".kernel[" + slot + "].vertex_count = " + n + " records from " + Hex.of(ko + 0x10) + " in a block of " + Hex.of(blk.length()))) {
                    throw blk.error(p + ".kernel[" + s + "].vertex_count", ko + 0x16, "a count >= 0 of records inside the class block", Integer.toString(n));
                }
                verts = VERTEX.view(blk, ko + KERNEL_VEC.size(), n, p + ".kernel[" + s + "].vertex");
            }
            out.add(new Kernel(head, s, vec, verts));
        }
        return out;
    }
}
