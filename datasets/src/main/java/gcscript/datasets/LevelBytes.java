package gcscript.datasets;

import java.util.Random;

/**
 * Deterministic "level-like" filler: a mix of what a level blob holds (float vertex runs that change slowly,
 * ascending u16 index lists, palette-indexed texels with runs, zero padding and some noise), so that WAD-LZ
 * finds literals, little, medium and far matches and the compressed size is a realistic fraction of the input.
 */
final class LevelBytes {
    private LevelBytes() {}

    static byte[] fill(Random rnd, int size) {
        LeBuffer out = new LeBuffer(size + 512);
        while (out.size() < size) {
            int room = size - out.size();
            int kind = rnd.nextInt(10);
            int n = Math.min(room, 64 + rnd.nextInt(2048));
            switch (kind) {
                case 0, 1, 2 -> vertices(rnd, out, n);
                case 3, 4 -> indices(rnd, out, n);
                case 5, 6 -> texels(rnd, out, n);
                case 7 -> out.zeros(Math.min(room, 16 + rnd.nextInt(256)));
                case 8 -> repeat(out, n);
                default -> noise(rnd, out, Math.min(room, 16 + rnd.nextInt(512)));
            }
        }
        byte[] all = out.toArray();
        return all.length == size ? all : java.util.Arrays.copyOf(all, size);
    }

    private static void vertices(Random rnd, LeBuffer out, int n) {
        float x = rnd.nextInt(2048) - 1024, y = rnd.nextInt(2048) - 1024, z = rnd.nextInt(256);
        for (int i = 0; i + 16 <= n; i += 16) {
            x += (rnd.nextInt(9) - 4) * 0.25f;
            y += (rnd.nextInt(9) - 4) * 0.25f;
            z += (rnd.nextInt(3) - 1) * 0.5f;
            out.f32(x).f32(y).f32(z).f32(1.0f);
        }
    }

    private static void indices(Random rnd, LeBuffer out, int n) {
        int v = rnd.nextInt(1000);
        for (int i = 0; i + 2 <= n; i += 2) {
            v += rnd.nextInt(4);
            out.s16(v);
        }
    }

    private static void texels(Random rnd, LeBuffer out, int n) {
        int c = rnd.nextInt(256);
        for (int i = 0; i < n; i++) {
            if (rnd.nextInt(6) == 0) c = (c + rnd.nextInt(5) - 2) & 0xff;
            out.u8(c);
        }
    }

    /** A copy of an earlier stretch: the kind of repetition that gives WAD-LZ its far matches. */
    /** A copy of an earlier stretch: the kind of repetition that gives WAD-LZ its far matches. */
    private static void repeat(LeBuffer out, int n) {
        int have = out.size();
        if (have < n) {
            out.zeros(Math.min(n, 32));
            return;
        }
        out.copyFrom(have - n - (have - n) / 3, n);
    }

    private static void noise(Random rnd, LeBuffer out, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        out.bytes(b);
    }
}
