package gcscript.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The C WAD-LZ decoder the "as shipped" figures are compared with ({@code wadlz_baseline.c}, a resource of this
 * module only). It is compiled with {@code cc -O2} into the benchmark's work folder on first use; without a C
 * compiler the rows say so instead of a figure.
 */
final class NativeBaseline {
    private NativeBaseline() {}

    /** The compiled program, or null when no C compiler is available. */
    static Path program(Path dir) throws IOException {
        Files.createDirectories(dir);
        Path src = dir.resolve("wadlz_baseline.c");
        Path exe = dir.resolve("wadlz_baseline");
        try (InputStream in = NativeBaseline.class.getResourceAsStream("wadlz_baseline.c")) {
            if (in == null) throw new IOException("wadlz_baseline.c missing from the benchmark jar");
            byte[] text = in.readAllBytes();
            if (Files.isExecutable(exe) && Files.exists(src) && java.util.Arrays.equals(Files.readAllBytes(src), text)) return exe;
            Files.write(src, text);
        }
        for (String cc : List.of("cc", "gcc", "clang")) {
            try {
                Process p = new ProcessBuilder(cc, "-O2", "-o", exe.toString(), src.toString()).redirectErrorStream(true).start();
                p.getInputStream().readAllBytes();
                if (p.waitFor(120, TimeUnit.SECONDS) && p.exitValue() == 0) return exe;
            } catch (IOException e) {
                // this compiler is not installed: try the next
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
        return null;
    }

    /**
     * The median CPU time in nanoseconds of {@code iterations} decodes of {@code stream} (decoded size {@code size})
     * by the program: its output is {@code "median_ns best_ns"}. The run's files go to {@code dir}.
     */
    static long medianNanos(Path exe, Path stream, long size, int iterations, Path dir) throws IOException {
        Processes.Run r = Processes.run(List.of(exe.toString(), stream.toString(), Long.toString(size), Integer.toString(iterations)), dir);
        return Long.parseLong(Files.readString(r.stdout()).trim().split("\\s+")[0]);
    }
}
