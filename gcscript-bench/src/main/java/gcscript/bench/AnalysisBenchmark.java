package gcscript.bench;

import gcscript.analysis.Bytes;
import gcscript.analysis.Region;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Throughput of the histogram and entropy loops on 64 MiB of deterministic bytes, best of a few runs after a
 * warm-up: {@code benchmark, value, unit, target}, measured both by wall clock and by the thread's CPU time. Rerun with
 * {@code java -cp <lib classpath> gcscript.analysis.AnalysisBenchmark}.
 */
public final class AnalysisBenchmark {
    private AnalysisBenchmark() {}

    public static final int SIZE = 64 << 20;
    private static final double MB = 1 << 20;

    public static Table run() { return run(SIZE, 10); }

    public static Table run(int size, int runs) {
        Region r = Region.of(bytes(size), "bench");
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        boolean cpu = mx.isCurrentThreadCpuTimeSupported();
        long sink = 0;
        long[] wall = {Long.MAX_VALUE, Long.MAX_VALUE}, busy = {Long.MAX_VALUE, Long.MAX_VALUE};
        for (int i = 0; i < runs; i++) {
            for (int k = 0; k < 2; k++) {
                long c0 = cpu ? mx.getCurrentThreadCpuTime() : 0, t0 = System.nanoTime();
                sink += k == 0 ? Bytes.counts(r)[0] : Bytes.entropy(r, 0).rowCount();
                long t1 = System.nanoTime(), c1 = cpu ? mx.getCurrentThreadCpuTime() : 0;
                wall[k] = Math.min(wall[k], t1 - t0);
                busy[k] = Math.min(busy[k], c1 - c0);
            }
        }
        if (sink == 42) System.out.print("");   // keeps the results live
        String entropy = "entropy (default block " + Bytes.defaultBlock(size) + ")";
        // wall time is what a user waits; thread CPU time is the loop's own speed when the machine is shared
        StringColumn name = StringColumn.create("benchmark", "histogram", entropy);
        StringColumn unit = StringColumn.create("unit", "MB/s wall", "MB/s wall");
        DoubleColumn value = DoubleColumn.create("value", mbs(size, wall[0]), mbs(size, wall[1]));
        DoubleColumn target = DoubleColumn.create("target", 1000, 1000);
        if (cpu) {
            name.append("histogram").append(entropy);
            unit.append("MB/s cpu").append("MB/s cpu");
            value.append(mbs(size, busy[0])).append(mbs(size, busy[1]));
            target.append(1000).append(1000);
        }
        return Table.create("analysis benchmark", name, value, unit, target);
    }

    private static double mbs(int size, long nanos) {
        return nanos <= 0 ? Double.NaN : size / MB / (nanos / 1e9);
    }

    /** Deterministic, mixed-entropy bytes (the library tests' fixture). */
    public static byte[] bytes(int size) { return gcscript.testing.MixedBytes.of(size); }

    public static void main(String[] args) {
        System.out.println(run());
    }
}
