package gcscript.testing;

/** Deterministic, mixed-entropy bytes: xorshift noise with runs of structure, for analysis tests and benchmarks. */
public final class MixedBytes {
    private MixedBytes() {}

    public static byte[] of(int size) {
        byte[] b = new byte[size];
        long x = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < size; i += 8) {
            x ^= x << 13; x ^= x >>> 7; x ^= x << 17;
            long w = (i & 0x3000) == 0 ? (i & 0xff) * 0x0101010101010101L : x;
            for (int k = 0; k < 8 && i + k < size; k++) b[i + k] = (byte) (w >>> (8 * k));
        }
        return b;
    }
}
