package gcscript.datasets.sequence;

import java.util.List;

/**
 * One moby sequence as the generator means it (rac2-formats-phase2 §1.12 MobySequenceHeader and its frames), before
 * it is laid out: {@link SequenceWriter} turns it into bytes.
 *
 * @param bsphere       x, y, z, w (f32)
 * @param triggerList   the u32 trigger-list words (trigger_count of them)
 * @param triggerData   the 0x20-byte trigger-data block as 8 u32, or null for none (header triggers = 0)
 * @param joints        joints of the owner: a regular frame carries this many keys, the special data 3 u16 each
 * @param special       the special data after the trigger list (needed when a frame is special), or null
 */
public record SeqSpec(float[] bsphere, int soundCount, int unknown13, long animationInfo, long[] triggerList, long[] triggerData,
                      int joints, List<Frame> frames, Special special) {

    /** A regular frame (keys = joints x {x, y, z, w} as stored s16) or a special one (two u16 and its body). */
    public record Frame(boolean special, float speed, int unknown4, int unknownC, short[][] keys, long[] thing1, long[] thing2,
                        int special0, int special1, Body body) {
        public static Frame regular(float speed, int unknown4, int unknownC, short[][] keys, long[] thing1, long[] thing2) {
            return new Frame(false, speed, unknown4, unknownC, keys, thing1, thing2, -1, -1, null);
        }
        public static Frame special(int special0, int special1, Body body) {
            return new Frame(true, Float.NaN, -1, -1, new short[0][], new long[0], new long[0], special0, special1, body);
        }
    }

    /**
     * A special frame's body after its two u16, from W's write_moby_sequence: parts 1, 2 and 3 (the sizes every frame of
     * the sequence shares), part 4 (the joint bitmask, ceil(joints / 8) bytes), then the n1 + n2 entries, each a flag
     * byte whose three 2-bit fields (3 counting as 0) give how many of its extra bytes follow.
     *
     * @param extras per entry, its extra bytes (as many as its flag says)
     */
    public record Body(byte[][] parts, byte[] mask, int[] flags, byte[][] extras) {
        /** The extra bytes one 2-bit field of a flag stands for. */
        public static int extra(int flag, int field) { int v = flag >> 2 * field & 3; return v == 3 ? 0 : v; }

        /** The body's bytes, zero-padded so that the frame (two u16 + body) stays a 4-byte multiple. */
        public byte[] bytes() {
            java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
            for (byte[] p : parts) b.writeBytes(p);
            b.writeBytes(mask);
            for (int e = 0; e < flags.length; e++) { b.write(flags[e]); b.writeBytes(extras[e]); }
            while (b.size() % 4 != 0) b.write(0);
            return b.toByteArray();
        }

        /** The body's length without that padding. */
        public int length() {
            int n = mask.length + flags.length;
            for (byte[] p : parts) n += p.length;
            for (byte[] x : extras) n += x.length;
            return n;
        }
    }

    /**
     * @param partOffsets the stored frame-relative offsets of parts 2, 3 and 4, each minus 4 (so part 1's length,
     *                    parts 1 + 2, parts 1 + 2 + 3), packed 10/11/11 bits (W write_moby_sequence)
     * @param jointData   joints x 3 u16
     * @param n1          the first u64 list; n2 the second
     */
    public record Special(int[] partOffsets, int[][] jointData, long[] n1, long[] n2) {
        public long packed() { return (partOffsets[0] & 0x3ffL) | (partOffsets[1] & 0x7ffL) << 10 | (partOffsets[2] & 0x7ffL) << 21; }
    }

    public boolean anySpecial() { return frames.stream().anyMatch(Frame::special); }
}
