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

    /** A regular frame (keys = joints x {x, y, z, w} as stored s16) or a special one (two u16 and its opaque body). */
    public record Frame(boolean special, float speed, int unknown4, int unknownC, short[][] keys, long[] thing1, long[] thing2,
                        int special0, int special1, byte[] body) {
        public static Frame regular(float speed, int unknown4, int unknownC, short[][] keys, long[] thing1, long[] thing2) {
            return new Frame(false, speed, unknown4, unknownC, keys, thing1, thing2, -1, -1, null);
        }
        public static Frame special(int special0, int special1, byte[] body) {
            return new Frame(true, Float.NaN, -1, -1, new short[0][], new long[0], new long[0], special0, special1, body);
        }
    }

    /**
     * @param partOffsets the three stored part offsets (frame-relative offset - 4), packed 10/11/11 bits
     * @param jointData   joints x 3 u16
     * @param n1          the first u64 list; n2 the second
     */
    public record Special(int[] partOffsets, int[][] jointData, long[] n1, long[] n2) {
        public long packed() { return (partOffsets[0] & 0x3ffL) | (partOffsets[1] & 0x7ffL) << 10 | (partOffsets[2] & 0x7ffL) << 21; }
    }

    public boolean anySpecial() { return frames.stream().anyMatch(Frame::special); }
}
