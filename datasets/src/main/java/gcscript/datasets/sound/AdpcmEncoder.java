package gcscript.datasets.sound;

/**
 * Encodes 16-bit PCM to PS2 SPU ADPCM frames (rac2-formats-phase2 §10: 16-byte frames, byte 0 predictor << 4 |
 * shift, byte 1 flags, 14 bytes of 4-bit samples, low nibble first). The decoder model it encodes against is the
 * standard one: output = (nibble << 12 >> shift) + ((s1·f0 + s2·f1 + 32) >> 6), clamped to 16 bits, with the five
 * filters (0,0), (60,0), (115,-52), (98,-55), (122,-60). Per frame it tries every filter, picks the smallest shift
 * step that holds the residual peak, and keeps the filter with the least squared error. {@link #decoded()} is
 * what a correct decoder must output: the generator's truth.
 */
public final class AdpcmEncoder {
    private static final int[] F0 = {0, 60, 115, 98, 122}, F1 = {0, 0, -52, -55, -60};
    private int s1, s2;
    private short[] decoded = new short[0];

    /** Encodes {@code pcm} (a multiple of 28 samples) with {@code flags[f]} in frame f's byte 1. */
    public byte[] encode(short[] pcm, int[] flags) {
        int frames = pcm.length / 28;
        if (frames * 28 != pcm.length || flags.length != frames) throw new IllegalArgumentException("28 samples per frame");
        byte[] out = new byte[frames * 16];
        decoded = new short[pcm.length];
        for (int f = 0; f < frames; f++) {
            int bestErr = -1;
            long best = Long.MAX_VALUE;
            int[] bestNib = null, bestOut = null;
            int bestPred = 0, bestShift = 0, bestS1 = 0, bestS2 = 0;
            for (int pred = 0; pred < 5; pred++) {
                int shift = shiftFor(pcm, f * 28, pred);
                int[] nib = new int[28], o = new int[28];
                int a = s1, b = s2;
                long err = 0;
                for (int i = 0; i < 28; i++) {
                    int x = pcm[f * 28 + i];
                    int p = (a * F0[pred] + b * F1[pred] + 32) >> 6;
                    int step = 1 << (12 - shift);
                    int n = (int) Math.round((x - p) / (double) step);
                    n = Math.max(-8, Math.min(7, n));
                    int v = clamp((((short) ((n & 0xf) << 12)) >> shift) + p);
                    nib[i] = n & 0xf;
                    o[i] = v;
                    err += (long) (x - v) * (x - v);
                    b = a;
                    a = v;
                }
                if (err < best) {
                    best = err;
                    bestErr = 0;
                    bestNib = nib;
                    bestOut = o;
                    bestPred = pred;
                    bestShift = shift;
                    bestS1 = a;
                    bestS2 = b;
                }
            }
            if (bestErr < 0) throw new IllegalStateException("no filter");
            int at = f * 16;
            out[at] = (byte) (bestPred << 4 | bestShift);
            out[at + 1] = (byte) flags[f];
            for (int i = 0; i < 14; i++) out[at + 2 + i] = (byte) (bestNib[2 * i] | bestNib[2 * i + 1] << 4);
            for (int i = 0; i < 28; i++) decoded[f * 28 + i] = (short) bestOut[i];
            s1 = bestS1;
            s2 = bestS2;
        }
        return out;
    }

    /** The smallest step 2^(12 − shift) for which the residual peak (predicted from the true samples) fits 4 bits. */
    private int shiftFor(short[] pcm, int start, int pred) {
        int a = s1, b = s2, peak = 0;
        for (int i = 0; i < 28; i++) {
            int x = pcm[start + i];
            int p = (a * F0[pred] + b * F1[pred] + 32) >> 6;
            peak = Math.max(peak, Math.abs(x - p));
            b = a;
            a = x;
        }
        for (int shift = 12; shift > 0; shift--) if (peak <= 7 * (1 << (12 - shift))) return shift;
        return 0;
    }

    private static int clamp(int v) { return Math.max(-32768, Math.min(32767, v)); }

    /** The PCM a decoder reproduces from the last {@link #encode} (a copy). */
    public short[] decoded() { return decoded.clone(); }
}
