package gcscript.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a command in a fresh process and measures its wall time and peak RSS (VmHWM from /proc, sampled while it
 * runs). Java children get this JVM's own flags (the launcher's: heap, collector, CDS archive) plus what the
 * launcher gives one-shot commands ({@code GCSCRIPT_BATCH_OPTS}: the C1-only compiler; {@code GCSCRIPT_SUMMARY_OPTS}:
 * the heap of {@code coverage --summary}; {@code GCSCRIPT_CLAIMS_OPTS}: the heap of {@code claims}), so a cold figure is "as shipped"; only the archive-recording flag is left out.
 */
final class Processes {
    private Processes() {}

    /** {@code cpuNanos}: user + system time of the process at its last sample (≤ 5 ms before it exited). */
    record Run(long wallNanos, long peakRssKb, long cpuNanos, int exitCode, Path stdout) {}

    /** {@code java <this JVM's flags> -cp <this class path> mainClass args...} */
    static List<String> java(String mainClass, String... args) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (a.startsWith("-XX:ArchiveClassesAtExit") || a.startsWith("-XX:StartFlightRecording")
                    || a.startsWith("-agentlib") || a.startsWith("-javaagent")) continue;
            cmd.add(a);
        }
        String batch = System.getenv("GCSCRIPT_BATCH_OPTS");
        if (batch != null) for (String a : batch.trim().split("\\s+")) if (!a.isEmpty() && !cmd.contains(a)) cmd.add(a);
        // the launcher's heaps for a one-shot coverage summary, for claims and for stats (bin/gcscript), after the flags they
        // replace (the last wins)
        if (args.length > 0 && args[0].equals("coverage") && List.of(args).contains("--summary")) addOpts(cmd, "GCSCRIPT_SUMMARY_OPTS");
        if (args.length > 0 && args[0].equals("claims")) addOpts(cmd, "GCSCRIPT_CLAIMS_OPTS");
        if (args.length > 0 && args[0].equals("stats")) addOpts(cmd, "GCSCRIPT_STATS_OPTS");
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(mainClass);
        cmd.addAll(List.of(args));
        return cmd;
    }

    /** The words of environment variable {@code name} (flags the launcher exports), appended to {@code cmd}. */
    private static void addOpts(List<String> cmd, String name) {
        String opts = System.getenv(name);
        if (opts != null) for (String a : opts.trim().split("\\s+")) if (!a.isEmpty()) cmd.add(a);
    }

    static Run run(List<String> cmd, Path dir) throws IOException {
        Files.createDirectories(dir);
        Path out = dir.resolve("stdout.txt");
        Path err = dir.resolve("stderr.txt");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile());
        long t0 = System.nanoTime();
        Process p = pb.start();
        long peak = 0;
        long cpu = 0;
        Path status = Path.of("/proc", Long.toString(p.pid()), "status");
        ProcessHandle h = p.toHandle();
        try {
            while (!p.waitFor(5, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                peak = Math.max(peak, hwm(status));
                cpu = Math.max(cpu, h.info().totalCpuDuration().map(java.time.Duration::toNanos).orElse(0L));
            }
        } catch (InterruptedException e) {
            p.destroy();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        long wall = System.nanoTime() - t0;
        if (p.exitValue() != 0) {
            throw new IOException(String.join(" ", cmd) + " exited with " + p.exitValue() + ": "
                    + Files.readString(err).lines().limit(5).reduce("", (a, b) -> a + "\n" + b));
        }
        return new Run(wall, peak, cpu, p.exitValue(), out);
    }

    static long hwm(Path status) {
        try {
            for (String l : Files.readAllLines(status)) {
                if (l.startsWith("VmHWM:")) return Long.parseLong(l.replaceAll("[^0-9]", ""));
            }
        } catch (IOException | RuntimeException e) {
            // the process ended between two samples
        }
        return 0;
    }
}
