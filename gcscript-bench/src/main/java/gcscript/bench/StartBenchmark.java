package gcscript.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Issue 11's start-up targets, measured through the scripts a user runs: the Jupyter kernel from start to its first
 * table ({@code kernel-config/measure-starts.sh}: {@code disc.level(0).core().tfrags().positions()} on the
 * preopened disc), real JShell ({@code kernel-config/jshell.sh}) from start to its first evaluated line, and
 * {@code bin/gcscript shell} (issue 27) from start to that first table printed. All need the repository ({@code GCSCRIPT_HOME}, exported by {@code bin/gcscript}); the kernel row needs Jupyter.
 */
final class StartBenchmark {
    private StartBenchmark() {}

    static final String KERNEL = "kernel start -> first table (kernel-config/measure-starts.sh 3, median)";
    static final String JSHELL = "JShell (kernel-config/jshell.sh) start -> first result (median of 3)";
    static final String SHELL = "shell (bin/gcscript shell) start -> first table (median of 3)";
    private static final String MARK = "gcscript-first-result";
    /** The shell's first line: the kernel row's first table, printed, then the mark that stops the clock. */
    static final String SHELL_FIRST = "show(disc.level(0).core().tfrags().positions()); System.out.println(\"" + MARK + "\")\n/exit\n";
    private static final Pattern MEDIAN = Pattern.compile("first table: min [\\d.]+ s, median ([\\d.]+) s");

    static List<String[]> rows() {
        List<String[]> rows = new ArrayList<>();
        String home = System.getenv("GCSCRIPT_HOME");
        if (home == null || !Files.isDirectory(Path.of(home, "kernel-config"))) {
            rows.add(new String[]{KERNEL + ": run through bin/gcscript", "-", "ms", "< 2000"});
            rows.add(new String[]{JSHELL + ": run through bin/gcscript", "-", "ms", "< 3000"});
            rows.add(new String[]{SHELL + ": run through bin/gcscript", "-", "ms", "< 2000"});
            return rows;
        }
        Path config = Path.of(home, "kernel-config");
        rows.add(kernel(config));
        rows.add(jshell(config));
        rows.add(shell(config));
        return rows;
    }

    private static String[] kernel(Path config) {
        if (!onPath("jupyter")) return new String[]{KERNEL + ": needs Jupyter (not on the PATH)", "-", "ms", "< 2000"};
        try {
            String out = run(List.of("bash", config.resolve("measure-starts.sh").toString(), "3"), null, 600);
            java.util.OptionalDouble median = medianSeconds(out);
            if (median.isEmpty()) return new String[]{KERNEL + ": no median in its output", "-", "ms", "< 2000"};
            return new String[]{KERNEL, String.format(Locale.ROOT, "%.1f", median.getAsDouble() * 1000), "ms", "< 2000"};
        } catch (IOException e) {
            return new String[]{KERNEL + " failed: " + oneLine(e.getMessage()), "-", "ms", "< 2000"};
        }
    }

    /** The median of measure-starts.sh's summary line ("… start to first table: min A s, median B s, …"). */
    static java.util.OptionalDouble medianSeconds(String out) {
        Matcher m = MEDIAN.matcher(out);
        return m.find() ? java.util.OptionalDouble.of(Double.parseDouble(m.group(1))) : java.util.OptionalDouble.empty();
    }

    private static String[] jshell(Path config) {
        List<String> cmd = List.of("bash", config.resolve("jshell.sh").toString());
        String first = "System.out.println(\"" + MARK + " \" + gcscript.Gc.sample());\n/exit\n";
        return median(JSHELL, "< 3000", cmd, first);
    }

    /** {@code bin/gcscript shell} (jshell.sh --shell: the kernel's evaluator, its class-data archive) to its first table. */
    private static String[] shell(Path config) {
        return median(SHELL, "< 2000", List.of("bash", config.resolve("jshell.sh").toString(), "--shell"), SHELL_FIRST);
    }

    /** The median of three starts of {@code cmd} to the line {@code first} prints with the mark. */
    private static String[] median(String row, String target, List<String> cmd, String first) {
        try {
            // the first run may build the kernel module (and record the shell's archive): not a start, so not timed
            run(cmd, "/exit\n", 600);
            long[] t = new long[3];
            for (int i = 0; i < t.length; i++) t[i] = firstResult(cmd, first);
            Arrays.sort(t);
            return new String[]{row, String.format(Locale.ROOT, "%.1f", t[1] / 1e6), "ms", target};
        } catch (IOException e) {
            return new String[]{row + " failed: " + oneLine(e.getMessage()), "-", "ms", target};
        }
    }

    /** Nanoseconds from starting {@code cmd} to the line with the mark that its first input prints. */
    private static long firstResult(List<String> cmd, String first) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        long t0 = System.nanoTime();
        Process p = pb.start();
        try (OutputStream in = p.getOutputStream();
             BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            in.write(first.getBytes(StandardCharsets.UTF_8));
            in.flush();
            String line;
            while ((line = r.readLine()) != null) {
                if (line.contains(MARK)) {
                    long t = System.nanoTime() - t0;
                    p.waitFor(60, TimeUnit.SECONDS);
                    return t;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } finally {
            p.destroy();
        }
        throw new IOException(String.join(" ", cmd) + " ended without printing its first result");
    }

    private static String run(List<String> cmd, String stdin, int timeoutSeconds) throws IOException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        try {
            try (OutputStream in = p.getOutputStream()) {
                if (stdin != null) in.write(stdin.getBytes(StandardCharsets.UTF_8));
            }
            byte[] out = p.getInputStream().readAllBytes();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) throw new IOException(String.join(" ", cmd) + " timed out");
            String text = new String(out, StandardCharsets.UTF_8);
            if (p.exitValue() != 0) throw new IOException(String.join(" ", cmd) + " exited with " + p.exitValue() + ": " + tail(text));
            return text;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } finally {
            p.destroy();
        }
    }

    private static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String d : path.split(java.io.File.pathSeparator)) if (Files.isExecutable(Path.of(d, tool))) return true;
        return false;
    }

    private static String tail(String s) { return s.length() <= 300 ? s : s.substring(s.length() - 300); }

    private static String oneLine(String s) { return s == null ? "" : s.replace('\n', ' '); }
}
