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
        rows.addAll(cold(disc, 1));
        rows.addAll(StartBenchmark.rows());
        return rows;
    }

    /**
     * The cold commands alone ({@code bench cold}; {@code bench disc} runs them once): {@code stats}, {@code claims},
     * the positions + triangles child and {@code table … positions() --format csv}, each as a fresh process with the
     * launcher's one-shot flags, {@code runs} times in turn (so a burst of load hits one run, not one command's
     * every run). Each command's row is its median wall time, with every run's time in the label; beside it the
     * median process CPU (user + system, all threads: steadier than wall time on a shared machine) and the largest
     * peak RSS of its runs.
     */
    public static List<String[]> cold(Path disc, int runs) {
        if (runs < 1) throw new IllegalArgumentException("runs < 1: " + runs);
        Path work = Path.of(System.getProperty("java.io.tmpdir"), "gcscript-bench", "cold");
        String d = disc.toString();
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
        long[][] wall = new long[cold.length][runs];
        long[][] cpu = new long[cold.length][runs];
        long[] rss = new long[cold.length];
        String[] failed = new String[cold.length];
        for (int run = 0; run < runs; run++) {
            for (int i = 0; i < cold.length; i++) {
                if (failed[i] != null) continue;
                @SuppressWarnings("unchecked") List<String> cmd = (List<String>) cold[i][2];
                try {
                    Processes.Run r = Processes.run(cmd, work.resolve("run" + i));
                    wall[i][run] = r.wallNanos();
                    cpu[i][run] = r.cpuNanos();
                    rss[i] = Math.max(rss[i], r.peakRssKb());
                } catch (IOException | RuntimeException e) {
                    failed[i] = e.getMessage();
                }
            }
        }
        List<String[]> rows = new ArrayList<>();
        long peak = 0;
        for (int i = 0; i < cold.length; i++) {
            String what = (String) cold[i][0];
            if (failed[i] != null) {
                rows.add(new String[]{what + " failed: " + failed[i], "-", "ms", (String) cold[i][1]});
                continue;
            }
            peak = Math.max(peak, rss[i]);
            rows.addAll(OneShot.rows(what, (String) cold[i][1], "< 1536", wall[i], cpu[i], rss[i]));
        }
        rows.add(new String[]{"peak RSS of the cold commands above", Long.toString(peak / 1024), "MB", "< 1536"});
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
