package gcscript.datasets.sequence;

import gcscript.datasets.geometry.Buf;

/**
 * Lays one {@link SeqSpec} out from the writer side of rac2-formats-phase2 §1.12 (and §8.2 for the special data):
 * the 0x1c header, the frame table, the trigger list, the special data (when a frame is special), the 0x20 trigger
 * data, then the frames (regular ones 16-aligned with a 0x10 header, keys, thing_1 and thing_2 records; special ones
 * 4-aligned). Frame-table words hold the frame's offset from {@code base} (the class block's start for class
 * sequences; the sequence's own start for {@code ratchet_seqs}, the generator's reading of an open point), with the
 * top nibble 0xF on special frames. The trigger-data offset is relative to the header (GC).
 */
public final class SequenceWriter {
    private SequenceWriter() {}

    /** What was laid out: the header's position in the buffer and each frame's offset from base. */
    public record Placed(int at, int[] frameOffsets, int triggerData, int[] dataSizeQwords) {}

    public static Placed write(Buf b, SeqSpec s, int base) {
        b.pad(0x10);
        int at = b.tell();
        for (float v : s.bsphere()) b.f32(v);
        int fc = s.frames().size(), tc = s.triggerList().length;
        // frame_count and trigger_count are u8: a larger list would be stored truncated, i.e. as another sequence
        if (fc > 0xff || tc > 0xff) throw new IllegalArgumentException(fc + " frames, " + tc + " triggers: the header counts are u8");
        b.u8(fc);
        b.u8(s.soundCount());
        b.u8(tc);
        b.u8(s.unknown13());
        b.u32(0);                                   // triggers, filled below
        b.u32((int) s.animationInfo());
        int table = b.tell();
        b.zeros(4 * fc);
        for (long t : s.triggerList()) b.u32((int) t);
        if (s.anySpecial()) {
            SeqSpec.Special sp = s.special();
            b.u32((int) sp.packed());
            for (int[] j : sp.jointData()) for (int v : j) b.u16(v);
            b.u8(sp.n1().length);
            b.u8(sp.n2().length);
            for (long v : sp.n1()) u64(b, v);
            for (long v : sp.n2()) u64(b, v);
        }
        int td = 0;
        if (s.triggerData() != null) {
            b.pad(0x10);
            td = b.tell() - at;
            b.putU32(at + 0x14, td);
            for (long w : s.triggerData()) b.u32((int) w);
        }
        int[] offsets = new int[fc], dsq = new int[fc];
        for (int k = 0; k < fc; k++) {
            SeqSpec.Frame f = s.frames().get(k);
            if (f.special()) {
                b.pad(4);
                offsets[k] = b.tell() - base;
                b.u16(f.special0());
                b.u16(f.special1());
                for (byte x : f.body().bytes()) b.u8(x);
                b.putU32(table + 4 * k, 0xF0000000 | offsets[k]);
                dsq[k] = -1;
            } else {
                b.pad(0x10);
                int fo = b.tell();
                offsets[k] = fo - base;
                int data = 8 * (f.keys().length + f.thing1().length + f.thing2().length);
                dsq[k] = (data + 15) / 16;
                b.f32(f.speed());
                b.u16(f.unknown4());
                b.u16(dsq[k]);
                b.u16(8 * f.keys().length);
                b.u16(f.thing1().length);
                b.u16(f.unknownC());
                b.u16(f.thing2().length);
                for (short[] q : f.keys()) for (short v : q) b.u16(v);
                for (long v : f.thing1()) u64(b, v);
                for (long v : f.thing2()) u64(b, v);
                b.pad(0x10);
                b.putU32(table + 4 * k, offsets[k]);
            }
        }
        b.pad(0x10);
        return new Placed(at, offsets, td, dsq);
    }

    private static void u64(Buf b, long v) { b.u32((int) v); b.u32((int) (v >>> 32)); }
}
