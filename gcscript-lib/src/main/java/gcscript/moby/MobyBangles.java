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
 * A class's bangle block at 16 × the header's {@code bangles} (rac2-formats-phase2 §1.12, from Wrench's
 * {@code read_moby_bangles}/{@code write_moby_bangles}): a 4-byte header ({@link MobyClassBlocks#BANGLE_HEADER}; the
 * readers disagree on it and Wrench's writer leaves it zero), 15 entries {high_begin, high_count, low_begin,
 * low_count} of packet-table indices ({@link MobyClassBlocks#BANGLE}; a begin of 0 = no such list), and from +64 two
 * s16[4] vectors per entry slot, read for the entries that have packets (entry i's at +64 + 16·i, as Wrench reads
 * them). The bangles' packets are regular packets, each list read as a LOD list of its own by {@link MobyReader}.
 */
public final class MobyBangles {
    private MobyBangles() {}

    public static final Layout VECTORS = new Layout("moby_bangle_vectors", 0x10, MobyClassBlocks.SRC + " (bangles)");
    public static final Field[] VECTOR_1 = VECTORS.array("vector_1", 0, Type.S16, "meaning not published", "x", "y", "z", "w");
    public static final Field[] VECTOR_2 = VECTORS.array("vector_2", 8, Type.S16, "meaning not published", "x", "y", "z", "w");
    static final int VECTORS_AT = 64;

    /** One bangle with packets: its entry ({@code entries} record {@code entry}) and its vectors. */
    public record Bangle(RecArray entries, int entry, Rec vectors) {
        public int highBegin() { return entries.i(entry, MobyClassBlocks.HIGH_BEGIN); }
        public int highCount() { return entries.i(entry, MobyClassBlocks.HIGH_COUNT); }
        public int lowBegin() { return entries.i(entry, MobyClassBlocks.LOW_BEGIN); }
        public int lowCount() { return entries.i(entry, MobyClassBlocks.LOW_COUNT); }
        boolean hasHigh() { return highBegin() != 0 && highCount() > 0; }
        boolean hasLow() { return lowBegin() != 0 && lowCount() > 0; }
    }

    /** The bangles with packets of the block class header {@code h} names (empty for none or a block outside: check 1's). */
    static List<Bangle> read(ByteReader blk, Rec h, String path, MobyChecks ck) {
        long at = 16L * h.i(MobyLayouts.BANGLES);
        int head = MobyClassBlocks.BANGLE_HEADER.size() + MobyClassBlocks.BANGLES * MobyClassBlocks.BANGLE.size();
        if (at == 0 || !blk.inRange(at, head)) return List.of();
        String p = path + ".bangles";
        MobyClassBlocks.BANGLE_HEADER.view(blk, at, 1, p);
        RecArray entries = MobyClassBlocks.BANGLE.view(blk, at + MobyClassBlocks.BANGLE_HEADER.size(), MobyClassBlocks.BANGLES, p);
        int metalEnd = h.i(MobyLayouts.METAL_BEGIN) + h.i(MobyLayouts.METAL_COUNT);
        List<Bangle> out = new ArrayList<>();
        for (int i = 0; i < entries.count(); i++) {
            Bangle probe = new Bangle(entries, i, null);
            if (!probe.hasHigh() && !probe.hasLow()) continue;
            long vo = at + VECTORS_AT + 16L * i;
            int e = i;
            if (!ck.expect("moby.bangle.vectors_inside", blk.inRange(vo, VECTORS.size()), entries.offset(i),
                    () -> entries.path(e) + ": vectors at " + Hex.of(vo) + " outside the block of " + Hex.of(blk.length()))) {
                throw blk.error(entries.path(i), entries.relativeOffset(i), "bangle vectors inside the class block of " + Hex.of(blk.length()), Hex.of(vo));
            }
            int first = probe.hasHigh() ? probe.highBegin() : probe.lowBegin();
            ck.expect("moby.bangle.after_metal", first >= metalEnd, entries.offset(i),
                    () -> entries.path(e) + ": first packet " + first + ", metal packets end at " + metalEnd);
            out.add(new Bangle(entries, i, VECTORS.read(blk, vo, p + ".vectors[" + i + "]")));
        }
        return out;
    }
}
