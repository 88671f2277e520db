package gcscript.bench;

import gcscript.bytes.ByteReader;
import gcscript.wad.WadLz;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The WAD-LZ decoder against the C baseline ({@link NativeBaseline}) on one stream, paired: each round runs the C
 * program ({@code iterations} decodes into one reused buffer, its median CPU time), then the same number of Java
 * decodes in this thread, both as shipped ({@link WadLz#decompress(ByteReader, int)}, a new output array each time)
 * and into one reused buffer (what the C program does). A round's ratio is C time / Java time, so load that comes
 * and goes on a shared machine hits both sides of a round alike; the figure is the median over the rounds.
 */
final class LzPaired {
    private LzPaired() {}

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** Medians over the rounds: the two ratios (above 1: Java is faster) and each side's median CPU nanoseconds. */
    record Result(double shippedRatio, double reusedRatio, long cNanos, long shippedNanos, long reusedNanos, int rounds) {}

    static Result run(Path exe, Path streamFile, ByteReader stream, int size, int rounds, int iterations, Path dir) throws IOException {
        byte[] dst = new byte[size];
        double[] shipped = new double[rounds];
        double[] reused = new double[rounds];
        long[] c = new long[rounds];
        long[] js = new long[rounds];
        long[] jr = new long[rounds];
        for (int r = 0; r < rounds; r++) {
            c[r] = NativeBaseline.medianNanos(exe, streamFile, size, iterations, dir);
            long[] ts = new long[iterations];
            long[] tr = new long[iterations];
            for (int i = 0; i < iterations; i++) {
                long c0 = cpu();
                byte[] out = WadLz.decompress(stream, size);
                ts[i] = cpu() - c0;
                if (out.length != size) throw new IllegalStateException("decode size " + out.length + " != " + size);
                c0 = cpu();
                WadLz.decompress(stream, size, dst);
                tr[i] = cpu() - c0;
            }
            js[r] = median(ts);
            jr[r] = median(tr);
            shipped[r] = (double) c[r] / js[r];
            reused[r] = (double) c[r] / jr[r];
        }
        return new Result(median(shipped), median(reused), median(c), median(js), median(jr), rounds);
    }

    /** CPU time of this thread, as the C program measures its own process's: other processes' load is not counted. */
    static long cpu() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** The middle value; for an even count the mean of the two middle ones. */
    static long median(long[] t) {
        long[] s = t.clone();
        Arrays.sort(s);
        int m = s.length / 2;
        return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
    }

    /** The middle value; for an even count the mean of the two middle ones. */
    static double median(double[] t) {
        double[] s = t.clone();
        Arrays.sort(s);
        int m = s.length / 2;
        return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
    }
}
