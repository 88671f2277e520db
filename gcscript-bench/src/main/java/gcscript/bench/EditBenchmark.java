package gcscript.bench;

import gcscript.Gc;
import gcscript.disc.Disc;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One edit and the write of a new image (issue 26, docs/writing.md "Edits"): a moby instance of level 0 moved, on a
 * freshly opened disc (the coverage pass of that level, the gameplay stream re-compressed, the level file and the
 * whole image written). A first pass warms the JIT; best of three. A figure, not an assertion; the target is 5 s.
 */
public final class EditBenchmark {
    private EditBenchmark() {}

    public static List<String[]> run(Path disc) {
        Path out;
        try {
            out = Files.createTempFile("gcscript-edit-bench", ".iso");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            edit(disc, out);
            long best = Long.MAX_VALUE;
            for (int pass = 0; pass < 3; pass++) {
                long t0 = System.nanoTime();
                edit(disc, out);
                best = Math.min(best, System.nanoTime() - t0);
            }
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"edit: one moby instance moved and the image written, warm JVM, fresh disc (best of 3; "
                    + size(out) + " bytes written)", String.format(Locale.ROOT, "%.0f", best / 1e6), "ms", "< 5000"});
            return rows;
        } finally {
            try {
                Files.deleteIfExists(out);
            } catch (IOException ignored) {
                // a temporary file left behind is not a benchmark failure
            }
        }
    }

    private static void edit(Path disc, Path out) {
        Disc d = Gc.open(disc);
        int uid = d.level(0).gameplay().mobyInstances().intColumn("uid").get(0);
        d.edit().moveMoby(0, uid, 1, 2, 3).write(out);
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
