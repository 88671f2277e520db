package gcscript.analysis;

import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Throughput of the histogram and entropy loops on 64 MiB of deterministic bytes, best of a few runs after a
 * warm-up: {@code benchmark, value, unit, target}. Rerun with
 * {@code java -cp <lib classpath> gcscript.analysis.AnalysisBenchmark}.
 */
public final class AnalysisBenchmark {
    private AnalysisBenchmark() {}

    public static final int SIZE = 64 << 20;
    private static final double MB = 1 << 20;

    public static Table run() { return run(SIZE, 10); }

    public static Table run(int size, int runs) {
        Region r = Region.of(bytes(size), "bench");
        long sink = 0;
        long bestHist = Long.MAX_VALUE, bestEnt = Long.MAX_VALUE;
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            sink += Bytes.counts(r)[0];
            long t1 = System.nanoTime();
            sink += Bytes.entropy(r, 0).rowCount();
            long t2 = System.nanoTime();
            bestHist = Math.min(bestHist, t1 - t0);
            bestEnt = Math.min(bestEnt, t2 - t1);
        }
        if (sink == 42) System.out.print("");   // keeps the results live
        double hist = size / MB / (bestHist / 1e9), ent = size / MB / (bestEnt / 1e9);
        return Table.create("analysis benchmark",
                StringColumn.create("benchmark", "histogram", "entropy (default block " + Bytes.defaultBlock(size) + ")"),
                DoubleColumn.create("value", hist, ent),
                StringColumn.create("unit", "MB/s", "MB/s"),
                DoubleColumn.create("target", 1000, 1000));
    }

    /** Deterministic, mixed-entropy bytes: xorshift noise with runs of structure so the loops see realistic data. */
    public static byte[] bytes(int size) {
        byte[] b = new byte[size];
        long x = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < size; i += 8) {
            x ^= x << 13; x ^= x >>> 7; x ^= x << 17;
            long w = (i & 0x3000) == 0 ? (i & 0xff) * 0x0101010101010101L : x;
            for (int k = 0; k < 8 && i + k < size; k++) b[i + k] = (byte) (w >>> (8 * k));
        }
        return b;
    }

    public static void main(String[] args) {
        System.out.println(run());
    }
}
