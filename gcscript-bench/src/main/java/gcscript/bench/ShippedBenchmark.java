package gcscript.bench;

import gcscript.Gc;
import gcscript.disc.Disc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The full-size-disc targets of issue 11 ("speed as shipped"), measured on the disc given: positions + triangles
 * of every level warm (best of 5, in this JVM) and in a cold JVM, and {@code stats}, {@code claims} and
 * {@code table … positions() --format csv} as fresh processes with this JVM's (the launcher's) flags, each with
 * its peak RSS. Wall-clock figures: on a loaded machine they are only as good as the quiet window they ran in.
 */
public final class ShippedBenchmark {
    private ShippedBenchmark() {}

    public static List<String[]> disc(Path disc) {
        List<String[]> rows = new ArrayList<>();
        System.gc();   // start from the heap a fresh command would have, not the earlier benchmarks' garbage
        long best = Long.MAX_VALUE;
        long bestCpu = Long.MAX_VALUE;
        long rowCount = 0;
        for (int pass = 0; pass < 5; pass++) {
            long c0 = processCpu();
            long t0 = System.nanoTime();
            rowCount = tfragTables(Gc.open(disc));
            best = Math.min(best, System.nanoTime() - t0);
            bestCpu = Math.min(bestCpu, processCpu() - c0);
        }
        rows.add(new String[]{"positions + triangles, all levels, warm JVM, fresh disc (best of 5; " + rowCount + " rows)",
                ms(best), "ms", "< 800"});
        rows.add(new String[]{"positions + triangles, warm, process CPU (best of 5, all threads)", ms(bestCpu), "ms cpu", "-"});
        Path work = Path.of(System.getProperty("java.io.tmpdir"), "gcscript-bench", "cold");
        String d = disc.toString();
        long peak = 0;
        Object[][] cold = {
                {"positions + triangles, all levels, cold JVM (whole process)", "< 3000",
                        Processes.java(ShippedBenchmark.class.getName(), d)},
                {"stats, cold JVM (whole process)", "< 2500",
                        Processes.java("gcscript.cli.Main", "stats", d, "--format", "csv")},
                {"claims, cold JVM (whole process)", "< 3000",
                        Processes.java("gcscript.cli.Main", "claims", d, "--format", "csv")},
                {"table 'disc.levels().core().tfrags().positions()' --format csv, cold JVM (whole process)", "< 4000",
                        Processes.java("gcscript.cli.Main", "table", d, "disc.levels().core().tfrags().positions()", "--format", "csv")},
        };
        int i = 0;
        for (Object[] c : cold) {
            @SuppressWarnings("unchecked") List<String> cmd = (List<String>) c[2];
            try {
                Processes.Run r = Processes.run(cmd, work.resolve("run" + i++));
                peak = Math.max(peak, r.peakRssKb());
                rows.add(new String[]{(String) c[0], ms(r.wallNanos()), "ms", (String) c[1]});
                rows.add(new String[]{c[0] + ", process CPU (user + system, all threads)", ms(r.cpuNanos()), "ms cpu", "-"});
                rows.add(new String[]{c[0] + ", peak RSS", Long.toString(r.peakRssKb() / 1024), "MB", "< 1536"});
            } catch (IOException | RuntimeException e) {
                rows.add(new String[]{c[0] + " failed: " + e.getMessage(), "-", "ms", (String) c[1]});
            }
        }
        rows.add(new String[]{"peak RSS of the cold commands above", Long.toString(peak / 1024), "MB", "< 1536"});
        rows.addAll(StartBenchmark.rows());
        return rows;
    }

    static long tfragTables(Disc d) {
        var t = d.levels().core().tfrags();
        return (long) t.positions().rowCount() + t.triangles().rowCount();
    }

    private static long processCpu() {
        return ProcessHandle.current().info().totalCpuDuration().map(java.time.Duration::toNanos).orElse(0L);
    }

    private static String ms(long nanos) { return String.format(Locale.ROOT, "%.1f", nanos / 1e6); }

    /** The cold-JVM child: opens the disc and builds both whole-disc tables once. */
    public static void main(String[] args) {
        System.out.println(tfragTables(Gc.open(Path.of(args[0]))));
    }
}
