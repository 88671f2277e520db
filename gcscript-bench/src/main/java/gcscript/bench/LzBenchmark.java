package gcscript.bench;

import gcscript.bytes.ByteReader;
import gcscript.wad.WadLz;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Throughput of the WAD-LZ codec on one core, on a deterministic level-like buffer ({@link LevelLikeData}).
 * Each figure is the median of the timed iterations after a warm-up, measured in this thread's CPU time
 * (the build machines are shared; wall-clock medians are reported beside them). MB means 10^6 bytes of
 * uncompressed data per second, for decode and encode alike. Encode goes through {@link WadLz#compress},
 * so it includes the decode that proves each stream.
 */
public final class LzBenchmark {
    private LzBenchmark() {}

    private static final int WARMUP = 3;
    private static final int ITERATIONS = 7;

    public static List<String[]> run(int sizeMb) {
        if (sizeMb < 1) throw new IllegalArgumentException("sizeMb < 1: " + sizeMb);
        byte[] data = gcscript.testing.LevelLikeData.generate(sizeMb << 20, 0x52414332L);
        byte[] packed = WadLz.compress(data, "bench");
        ByteReader stream = ByteReader.of(packed, "bench.wad");
        if (!Arrays.equals(WadLz.decompress(stream, data.length), data)) {
            throw new IllegalStateException("benchmark stream does not round-trip");
        }

        long[][] dec = new long[2][ITERATIONS];
        for (int i = 0; i < WARMUP + ITERATIONS; i++) {
            long c0 = LzPaired.cpu();
            long t0 = System.nanoTime();
            byte[] out = WadLz.decompress(stream, data.length);
            long t = System.nanoTime() - t0;
            long c = LzPaired.cpu() - c0;
            if (out.length != data.length) throw new IllegalStateException("decode size");
            if (i >= WARMUP) {
                dec[0][i - WARMUP] = c;
                dec[1][i - WARMUP] = t;
            }
        }
        long[][] enc = new long[2][ITERATIONS];
        for (int i = 0; i < WARMUP + ITERATIONS; i++) {
            long c0 = LzPaired.cpu();
            long t0 = System.nanoTime();
            byte[] z = WadLz.compress(data, "bench");
            long t = System.nanoTime() - t0;
            long c = LzPaired.cpu() - c0;
            if (z.length != packed.length) throw new IllegalStateException("encoder is not deterministic");
            if (i >= WARMUP) {
                enc[0][i - WARMUP] = c;
                enc[1][i - WARMUP] = t;
            }
        }
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[]{"wad-lz decode", mbps(data.length, LzPaired.median(dec[0])), "MB/s", ">= 1000"});
        rows.add(new String[]{"wad-lz encode", mbps(data.length, LzPaired.median(enc[0])), "MB/s", ">= 50"});
        rows.add(new String[]{"wad-lz decode (wall clock)", mbps(data.length, LzPaired.median(dec[1])), "MB/s", "-"});
        rows.add(new String[]{"wad-lz encode (wall clock)", mbps(data.length, LzPaired.median(enc[1])), "MB/s", "-"});
        rows.add(new String[]{"wad-lz ratio", String.format(Locale.ROOT, "%.3f", (double) packed.length / data.length),
                "compressed/uncompressed", "-"});
        rows.add(new String[]{"wad-lz input", Integer.toString(data.length), "bytes", "-"});

        // Decoding into one reused buffer (WadLz.decompress(stream, size, dst)): no fresh pages to touch per decode.
        byte[] dst = new byte[data.length];
        long[] reuse = new long[ITERATIONS];
        for (int i = 0; i < WARMUP + ITERATIONS; i++) {
            long c0 = LzPaired.cpu();
            WadLz.decompress(stream, data.length, dst);
            long c = LzPaired.cpu() - c0;
            if (i >= WARMUP) reuse[i - WARMUP] = c;
        }
        if (!Arrays.equals(dst, data)) throw new IllegalStateException("decode into a buffer differs");
        rows.add(new String[]{"wad-lz decode into a reused buffer", mbps(data.length, LzPaired.median(reuse)), "MB/s", "-"});
        rows.addAll(versusNative(packed, data.length));
        return rows;
    }

    /** Rounds of the paired comparison with C, and decodes per side per round. */
    private static final int ROUNDS = 7;
    private static final int PAIRED_ITERATIONS = 7;

    /**
     * Issues 11 and 36: this JVM's decode against the C baseline on the same stream, paired in one run
     * ({@link LzPaired}: C and Java alternated, the median of the rounds' ratios), as shipped (a new output array per
     * decode) and into a reused buffer (as the C program decodes); then a whole {@code wad decompress} process against
     * the C program doing the same (decode once, write the file).
     */
    private static List<String[]> versusNative(byte[] packed, int size) {
        List<String[]> rows = new ArrayList<>();
        try {
            java.nio.file.Path dir = java.nio.file.Path.of(System.getProperty("java.io.tmpdir"), "gcscript-bench", "lz");
            java.nio.file.Files.createDirectories(dir);
            java.nio.file.Path stream = dir.resolve("stream.wad");
            java.nio.file.Files.write(stream, packed);
            java.nio.file.Path exe = NativeBaseline.program(dir.resolve("native"));
            if (exe == null) {
                rows.add(new String[]{"wad-lz decode / C baseline: no C compiler (cc, gcc, clang) found", "-", "x C", ">= 1.0"});
            } else {
                LzPaired.Result r = LzPaired.run(exe, stream, ByteReader.of(packed, "bench.wad"), size, ROUNDS, PAIRED_ITERATIONS,
                        dir.resolve("c-bench"));
                String how = "median of " + r.rounds() + " rounds of C then Java, " + PAIRED_ITERATIONS + " decodes each, CPU time";
                rows.add(new String[]{"wad-lz decode as shipped / C baseline, paired (WadLz.decompress, a new output array per decode; "
                        + how + ")", ratio(r.shippedRatio()), "x C", ">= 1.0"});
                rows.add(new String[]{"wad-lz decode into a reused buffer / C baseline, paired (as the C program decodes; " + how + ")",
                        ratio(r.reusedRatio()), "x C", ">= 1.0"});
                rows.add(new String[]{"wad-lz decode, C baseline (cc -O2, same stream, paired rounds)", mbps(size, r.cNanos()), "MB/s", "-"});
                rows.add(new String[]{"wad-lz decode as shipped, paired rounds", mbps(size, r.shippedNanos()), "MB/s", "-"});
                rows.add(new String[]{"wad-lz decode into a reused buffer, paired rounds", mbps(size, r.reusedNanos()), "MB/s", "-"});
                Processes.Run cw = Processes.run(List.of(exe.toString(), stream.toString(), Integer.toString(size), "1",
                        dir.resolve("c.out").toString()), dir.resolve("c-decompress"));
                rows.add(new String[]{"wad decompress " + (size >> 20) + " MB, C program, fresh process", ms(cw.wallNanos()), "ms", "-"});
            }
            Processes.Run jw = Processes.run(Processes.java("gcscript.cli.Main", "wad", "decompress", stream.toString(),
                    dir.resolve("java.out").toString(), "--size", Integer.toString(size)), dir.resolve("java-decompress"));
            rows.add(new String[]{"wad decompress " + (size >> 20) + " MB, gcscript, fresh process (launcher flags)",
                    ms(jw.wallNanos()), "ms", "< 500"});
            rows.add(new String[]{"wad decompress " + (size >> 20) + " MB, gcscript, peak RSS", Long.toString(jw.peakRssKb() / 1024), "MB", "< 1536"});
        } catch (java.io.IOException | RuntimeException e) {
            rows.add(new String[]{"wad-lz native/process comparison failed: " + e.getMessage(), "-", "-", "-"});
        }
        return rows;
    }

    private static String ratio(double r) { return String.format(Locale.ROOT, "%.3f", r); }

    private static String ms(long nanos) { return String.format(Locale.ROOT, "%.1f", nanos / 1e6); }

    private static String mbps(long bytes, long nanos) {
        return String.format(Locale.ROOT, "%.1f", bytes * 1000.0 / nanos);
    }

    public static void main(String[] args) {
        int mb = args.length > 0 ? Integer.parseInt(args[0]) : 16;
        System.out.println("benchmark\tvalue\tunit\ttarget");
        for (String[] r : run(mb)) System.out.println(String.join("\t", r));
    }
}
