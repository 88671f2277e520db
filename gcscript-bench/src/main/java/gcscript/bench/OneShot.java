package gcscript.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A CLI command as a user runs it once: {@code gcscript.cli.Main} in a fresh JVM with the launcher's flags for one-shot
 * commands ({@link Processes#java}), timed whole, its peak RSS sampled from /proc. A bench process cannot measure this
 * on itself: it opens the disc many times, and the collector grows its heap towards -Xmx with their garbage.
 */
public final class OneShot {
    private OneShot() {}

    /** Rows: wall time, process CPU and peak RSS of {@code gcscript <cliArgs>}; a failing run is one row saying so. */
    public static List<String[]> rows(String label, String wallTarget, String rssTarget, String... cliArgs) {
        List<String[]> rows = new ArrayList<>();
        Path work = Path.of(System.getProperty("java.io.tmpdir"), "gcscript-bench", "one-shot");
        try {
            Processes.Run r = Processes.run(Processes.java("gcscript.cli.Main", cliArgs), work);
            rows.add(new String[] {label, ms(r.wallNanos()), "ms", wallTarget});
            rows.add(new String[] {label + ", process CPU (user + system, all threads)", ms(r.cpuNanos()), "ms cpu", "-"});
            rows.add(new String[] {label + ", peak RSS", Long.toString(r.peakRssKb() / 1024), "MB", rssTarget});
        } catch (IOException | RuntimeException e) {
            rows.add(new String[] {label + " failed: " + e.getMessage(), "-", "ms", wallTarget});
        }
        return rows;
    }

    /** This process's peak resident set in KiB (VmHWM of /proc/self/status), 0 where there is none. */
    public static long selfPeakRssKb() { return Processes.hwm(java.nio.file.Path.of("/proc/self/status")); }

    private static String ms(long nanos) { return String.format(Locale.ROOT, "%.1f", nanos / 1e6); }
}
