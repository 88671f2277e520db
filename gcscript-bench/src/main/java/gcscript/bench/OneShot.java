package gcscript.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * A CLI command as a user runs it once: {@code gcscript.cli.Main} in a fresh JVM with the launcher's flags for one-shot
 * commands ({@link Processes#java}), timed whole, its peak RSS sampled from /proc. A bench process cannot measure this
 * on itself: it opens the disc many times, and the collector grows its heap towards -Xmx with their garbage.
 */
public final class OneShot {
    private OneShot() {}

    /** {@link #rows(String, String, String, int, String...)} of one run. */
    public static List<String[]> rows(String label, String wallTarget, String rssTarget, String... cliArgs) {
        return rows(label, wallTarget, rssTarget, 1, cliArgs);
    }

    /**
     * Rows: wall time, process CPU and peak RSS of {@code gcscript <cliArgs>} run {@code runs} times, one after the
     * other: the medians (each run's figure in the label) and the largest peak RSS; a failing run is one row saying so.
     * One run of a cold command varies by ±15 % on a shared machine, so a target is judged on the median, as
     * {@code bench cold} judges its commands.
     */
    public static List<String[]> rows(String label, String wallTarget, String rssTarget, int runs, String... cliArgs) {
        if (runs < 1) throw new IllegalArgumentException("runs < 1: " + runs);
        Path work = Path.of(System.getProperty("java.io.tmpdir"), "gcscript-bench", "one-shot");
        long[] wall = new long[runs], cpu = new long[runs];
        long rss = 0;
        try {
            for (int i = 0; i < runs; i++) {
                Processes.Run r = Processes.run(Processes.java("gcscript.cli.Main", cliArgs), work);
                wall[i] = r.wallNanos();
                cpu[i] = r.cpuNanos();
                rss = Math.max(rss, r.peakRssKb());
            }
        } catch (IOException | RuntimeException e) {
            return List.<String[]>of(new String[] {label + " failed: " + e.getMessage(), "-", "ms", wallTarget});
        }
        return rows(label, wallTarget, rssTarget, wall, cpu, rss);
    }

    /**
     * The rows of a command run {@code wall.length} times (nanoseconds per run; {@code rssKb} the largest peak RSS):
     * the median wall time and CPU, each run's figure in the label, and the peak RSS (bench cold's rows too).
     */
    static List<String[]> rows(String label, String wallTarget, String rssTarget, long[] wall, long[] cpu, long rssKb) {
        int runs = wall.length;
        String each = runs == 1 ? "" : ", median of " + runs + " runs: " + joinMs(wall) + " ms";
        return List.of(
                new String[] {label + each, ms(LzPaired.median(wall)), "ms", wallTarget},
                new String[] {label + ", process CPU (user + system, all threads" + (runs == 1 ? ")" : "; median: " + joinMs(cpu) + " ms)"),
                        ms(LzPaired.median(cpu)), "ms cpu", "-"},
                new String[] {label + ", peak RSS" + (runs == 1 ? "" : " (largest of the runs)"), Long.toString(rssKb / 1024), "MB", rssTarget});
    }

    /** Each run's figure in milliseconds, space-separated, in run order. */
    private static String joinMs(long[] nanos) {
        StringBuilder b = new StringBuilder();
        for (long n : nanos) b.append(b.length() == 0 ? "" : " ").append(Math.round(n / 1e6));
        return b.toString();
    }

    /** This process's peak resident set in KiB (VmHWM of /proc/self/status), 0 where there is none. */
    public static long selfPeakRssKb() { return Processes.hwm(java.nio.file.Path.of("/proc/self/status")); }

    private static String ms(long nanos) { return String.format(Locale.ROOT, "%.1f", nanos / 1e6); }
}
