package gcscript.testing;

import java.util.Random;

/**
 * A deterministic stand-in for a decompressed level segment, for the benchmark and the tests: sections of
 * record arrays (small structs with slowly varying fields), texture-like data (a palette of 256-byte texel
 * blocks reused with small edits), random bytes (already-compressed payloads) and zero runs (alignment).
 */
public final class LevelLikeData {
    private LevelLikeData() {}

    public static byte[] generate(int size, long seed) {
        Random rnd = new Random(seed);
        byte[] b = new byte[size];
        byte[][] texels = new byte[64][256];
        for (byte[] t : texels) {
            int base = rnd.nextInt(256);
            for (int i = 0; i < 256; i++) t[i] = (byte) (base + rnd.nextInt(8) + (i >> 5));
        }
        int p = 0;
        while (p < size) {
            int kind = rnd.nextInt(100);
            int len = Math.min(size - p, 0x400 + rnd.nextInt(0x10000));
            if (kind < 40) {
                records(rnd, b, p, len);
            } else if (kind < 70) {
                for (int i = p; i < p + len; i += 256) {
                    byte[] t = texels[rnd.nextInt(rnd.nextInt(8) == 0 ? texels.length : 12)];
                    int n = Math.min(256, p + len - i);
                    System.arraycopy(t, 0, b, i, n);
                    for (int e = rnd.nextInt(6); e > 0; e--) b[i + rnd.nextInt(n)] = (byte) rnd.nextInt();
                }
            } else if (kind < 85) {
                for (int i = p; i < p + len; i++) b[i] = (byte) rnd.nextInt();
            } else {
                len = Math.min(len, 0x40 + rnd.nextInt(0x2000));
            }
            p += len;
        }
        return b;
    }

    /** Structs of 16, 32 or 64 bytes: an index, drifting float coordinates, constant flags, small ids. */
    private static void records(Random rnd, byte[] b, int p, int len) {
        int stride = 16 << rnd.nextInt(3);
        float x = rnd.nextFloat() * 1000;
        float y = rnd.nextFloat() * 1000;
        float z = rnd.nextFloat() * 100;
        int flags = rnd.nextInt() & 0x00FF00FF;
        for (int r = 0; (long) r * stride < len; r++) {
            x += rnd.nextFloat() * 4 - 2;
            y += rnd.nextFloat() * 4 - 2;
            z += rnd.nextFloat() - 0.5f;
            int[] w = new int[stride / 4];
            w[0] = Float.floatToRawIntBits(x);
            w[1] = Float.floatToRawIntBits(y);
            w[2] = Float.floatToRawIntBits(z);
            w[3] = r;
            for (int k = 4; k < w.length; k++) w[k] = (k & 1) == 0 ? flags : rnd.nextInt(rnd.nextInt(4) == 0 ? 0x10000 : 16);
            int at = p + r * stride;
            for (int k = 0; k < stride && at + k < p + len; k++) b[at + k] = (byte) (w[k >> 2] >>> (8 * (k & 3)));
        }
    }
}
