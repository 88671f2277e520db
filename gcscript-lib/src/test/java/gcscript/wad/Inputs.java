package gcscript.wad;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;

/** Seeded input generators for the round-trip properties. */
final class Inputs {
    private Inputs() {}

    enum Shape { RANDOM, ZEROS, RUNS, RECORDS, TEXT, FAR_A0, FAR_A1, LEVEL }

    static byte[] make(Shape shape, int size, long seed) {
        Random rnd = new Random(seed);
        return switch (shape) {
            case RANDOM -> random(rnd, size);
            case ZEROS -> new byte[size];
            case RUNS -> runs(rnd, size);
            case RECORDS -> records(rnd, size);
            case TEXT -> text(rnd, size);
            case FAR_A0 -> repeated(rnd, size, 0x4001 + rnd.nextInt(0x7FFF - 0x4001 + 1));
            case FAR_A1 -> repeated(rnd, size, 0x8000 + rnd.nextInt(0xBFFF - 0x8000 + 1));
            case LEVEL -> gcscript.testing.LevelLikeData.generate(size, seed);
        };
    }

    static byte[] random(Random rnd, int size) {
        byte[] b = new byte[size];
        rnd.nextBytes(b);
        return b;
    }

    static byte[] runs(Random rnd, int size) {
        byte[] b = new byte[size];
        int i = 0;
        while (i < size) {
            int n = Math.min(size - i, 1 + rnd.nextInt(rnd.nextBoolean() ? 6 : 600));
            Arrays.fill(b, i, i + n, (byte) rnd.nextInt(4));
            i += n;
        }
        return b;
    }

    /** Arrays of 16-byte structs: an index, a slowly drifting coordinate, flags, and a random word. */
    static byte[] records(Random rnd, int size) {
        byte[] b = new byte[size];
        int x = rnd.nextInt();
        for (int r = 0; r * 16 < size; r++) {
            x += rnd.nextInt(5) - 2;
            int[] f = {r, x, rnd.nextInt(8) == 0 ? rnd.nextInt() : 0x00010003, rnd.nextInt(1 << 10)};
            for (int k = 0; k < 16 && r * 16 + k < size; k++) b[r * 16 + k] = (byte) (f[k / 4] >>> (8 * (k % 4)));
        }
        return b;
    }

    static byte[] text(Random rnd, int size) {
        String[] words = {"ratchet", "clank", "level", "moby", "tfrag", "texture", "the", "a", "of", "going",
                "commando", "wrench", "bolt", "gadget", "planet", "ship", "\n", "and", "to", "0x2000"};
        StringBuilder sb = new StringBuilder(size + 16);
        while (sb.length() < size) sb.append(words[(int) Math.abs(rnd.nextGaussian() * 6) % words.length]).append(' ');
        return Arrays.copyOf(sb.toString().getBytes(StandardCharsets.US_ASCII), size);
    }

    /** Random bytes whose only repeats lie exactly {@code dist} back, with a flipped byte now and then. */
    static byte[] repeated(Random rnd, int size, int dist) {
        byte[] b = random(rnd, size);
        for (int i = dist; i < size; i++) b[i] = rnd.nextInt(300) == 0 ? (byte) rnd.nextInt() : b[i - dist];
        return b;
    }
}
