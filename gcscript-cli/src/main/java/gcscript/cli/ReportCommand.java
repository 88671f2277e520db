package gcscript.cli;

import gcscript.disc.Disc;
import gcscript.report.FirstContactReport;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code report [DISC] --out report.html [--progress]}: the first-contact report ({@link FirstContactReport}), one
 * self-contained HTML page. The disc is read leniently whatever the flags say: the report is where its problems are
 * listed. Progress goes to stderr, one line per step, on a disc whose level files pass {@link #FULL_SIZE} bytes (the
 * sample's report takes seconds and says nothing) or with {@code --progress}.
 */
final class ReportCommand {
    private ReportCommand() {}

    /** 64 MiB of level files: a retail disc has several hundred; the sample has about one. */
    static final long FULL_SIZE = 64L << 20;

    static int run(Args a, PrintStream out, PrintStream err, Disc[] opened) throws IOException {
        String file = a.option("out", null);
        if (file == null) throw new Args.UsageException("--out report.html is required");
        a.options.put("lenient", "");
        Disc d = opened[0] = a.disc(0);
        if (!a.positional.isEmpty()) throw new Args.UsageException("unexpected " + a.positional.get(0));
        long bytes = d.levels().list().stream().mapToLong(l -> l.bytes().length()).sum();
        boolean talk = a.flag("progress") || bytes >= FULL_SIZE;
        long start = System.nanoTime();
        String html = FirstContactReport.html(d, talk ? err::println : line -> { });
        Path p = Path.of(file);
        if (p.toAbsolutePath().getParent() != null) Files.createDirectories(p.toAbsolutePath().getParent());
        Files.writeString(p, html, StandardCharsets.UTF_8);
        out.println(p + ": report of " + d.name() + ", " + html.length() / 1024 + " KiB, in "
                + Math.round((System.nanoTime() - start) / 1e8) / 10.0 + " s");
        return 0;
    }
}
