package gcscript.datasets.sequence;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random parts of a sequence shared by the class and the ratchet_seqs writers: regular frames of a {@link Wave},
 * special frames and their special data (§8.2: part offsets, 3 u16 per joint, n1 / n2 u64 lists; each frame two
 * u16, the three parts, a joint bitmask of ceil(joints / 8) bytes, then n1 + n2 entries of a flag byte whose three
 * 2-bit fields (3 counting as 0) give the extra bytes that follow), trigger lists and trigger data.
 */
public final class SeqDraw {
    private SeqDraw() {}

    /** Frame speeds (frames per 60 Hz tick): a few exact binary fractions. */
    private static final float[] SPEEDS = {0.125f, 0.25f, 0.5f, 0.75f, 1f};

    /**
     * The regular frames of {@code w}. Their speeds alternate between two neighbours of {@link #SPEEDS} (the drawn one
     * on even frames, the next on odd ones), so that a reader timing every frame with frame 0's speed gets wrong key
     * times; the alternation draws nothing, so the other bytes stay as drawn. unknown_4 and unknown_c (u16) take any
     * 16-bit value, so an s16 or u8 reading of them differs.
     */
    public static List<SeqSpec.Frame> regular(Random rnd, Wave w) {
        int pick = rnd.nextInt(SPEEDS.length);
        List<SeqSpec.Frame> out = new ArrayList<>();
        for (int f = 0; f < w.frames(); f++) {
            float speed = SPEEDS[(pick + f % 2) % SPEEDS.length];
            out.add(SeqSpec.Frame.regular(speed, rnd.nextInt(0x10000), rnd.nextInt(0x10000), w.keys(f), longs(rnd, rnd.nextInt(3)),
                    longs(rnd, rnd.nextInt(2))));
        }
        return out;
    }

    /** The special data of a sequence, with part lengths {@code parts} (each frame then carries parts of those lengths). */
    public static SeqSpec.Special special(Random rnd, int joints, int[] parts) {
        int[][] jd = new int[joints][3];
        for (int[] j : jd) for (int k = 0; k < 3; k++) j[k] = rnd.nextInt(0x10000);
        // W write_moby_sequence: the packed word holds the frame offsets of parts 2, 3 and 4, each minus 4; part 1
        // starts at frame offset 4, right after the two u16, so the stored values are the running sums of the lengths
        int[] stored = {parts[0], parts[0] + parts[1], parts[0] + parts[1] + parts[2]};
        return new SeqSpec.Special(stored, jd, longs(rnd, rnd.nextInt(3)), longs(rnd, rnd.nextInt(2)));
    }

    /**
     * Part lengths for {@link #special}: 4-byte multiples, part 2 possibly empty. (These draws, and those of
     * {@link #specialFrame}, are the ones the generator made before it stored the part offsets as W does: the discs'
     * other bytes stay as they were.)
     */
    public static int[] parts(Random rnd) { return new int[] {4 * (1 + rnd.nextInt(3)), 4 * rnd.nextInt(3), 4 * (1 + rnd.nextInt(2))}; }

    /** A special frame: random parts, joint bitmask and entries (flags with bits 6-7 clear), then its two u16. */
    public static SeqSpec.Frame specialFrame(Random rnd, int joints, int[] parts, SeqSpec.Special sp) {
        byte[][] p = new byte[3][];
        for (int k = 0; k < 3; k++) p[k] = bytes(rnd, parts[k]);
        byte[] mask = bytes(rnd, (joints + 7) / 8);
        int n = sp.n1().length + sp.n2().length;
        int[] flags = new int[n];
        byte[][] extras = new byte[n][];
        for (int e = 0; e < n; e++) {
            flags[e] = rnd.nextInt(0x40);
            int extra = 0;
            for (int f = 0; f < 3; f++) extra += SeqSpec.Body.extra(flags[e], f);
            extras[e] = bytes(rnd, extra);
        }
        SeqSpec.Body body = new SeqSpec.Body(p, mask, flags, extras);
        return SeqSpec.Frame.special(rnd.nextInt(0x10000), rnd.nextInt(0x10000), body);
    }

    /** {@code n} random bytes, one draw each. */
    private static byte[] bytes(Random rnd, int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) b[i] = (byte) rnd.nextInt(0x100);
        return b;
    }

    public static long[] triggerList(Random rnd, int n) {
        long[] t = new long[n];
        for (int i = 0; i < n; i++) t[i] = rnd.nextInt() & 0xffffffffL;
        return t;
    }

    public static long[] triggerData(Random rnd) { return triggerList(rnd, 8); }

    static long[] longs(Random rnd, int n) {
        long[] v = new long[n];
        for (int i = 0; i < n; i++) v[i] = rnd.nextLong();
        return v;
    }

    /** A bounding sphere around the origin; {@code marker}: bsphere.x's low half is f6 7c, the notes' marker (§8.2). */
    public static float[] bsphere(Random rnd, boolean marker) {
        float x = marker ? Float.intBitsToFloat(0x3f800000 + (rnd.nextInt(0x80) << 16) | 0x7cf6) : (rnd.nextInt(200) - 100) / 64f;
        return new float[] {x, (rnd.nextInt(200) - 100) / 64f, rnd.nextInt(100) / 32f, 1 + rnd.nextInt(200) / 16f};
    }
}
