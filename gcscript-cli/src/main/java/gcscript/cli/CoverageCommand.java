package gcscript.cli;

import gcscript.disc.Disc;
import gcscript.level.Level;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code coverage [DISC] [--level N | --image] [--summary]}: who owns every byte (docs/coverage.md); {@code hex [DISC]
 * (--level N [--buffer core_data] | --file PATH) --at 0x1234 [--length 256]}: the annotated hex of a span;
 * {@code preview --coverage}: the picture.
 */
final class CoverageCommand {
    private CoverageCommand() {}

    static int coverage(Args a, PrintStream out, Disc[] opened) {
        Disc d = opened[0] = a.disc(0);
        String level = a.option("level", null);
        boolean summary = a.flag("summary");
        if (a.flag("image")) {
            if (level != null) throw new Args.UsageException("--image covers the whole image: no --level");
            var image = imageCoverage(d);
            a.format().write(summary ? image.summary() : image.regions(), out);
        } else if (level == null) {
            a.format().write(summary ? d.coverageSummary() : d.coverage(), out);
        } else {
            Level l = d.level(a.intOption("level", 0));
            a.format().write(summary ? l.coverageSummary() : l.coverage(), out);
        }
        return 0;
    }

    /** The disc's image coverage; a disc that is no ISO image is a usage error, not a crash. */
    private static gcscript.image.ImageCoverage imageCoverage(Disc d) {
        try {
            return d.imageCoverage();
        } catch (IllegalStateException e) {
            throw new Args.UsageException(e.getMessage());
        }
    }

    static int hex(Args a, PrintStream out, Disc[] opened) {
        Disc d = opened[0] = a.disc(0);
        String file = a.option("file", null);
        if (file != null && a.option("level", null) != null) throw new Args.UsageException("--file or --level, not both");
        if (file == null && a.option("level", null) == null) throw new Args.UsageException("--level N or --file PATH is required");
        String at = a.option("at", null);
        if (at == null) throw new Args.UsageException("--at OFFSET is required (0x1234 or 4660)");
        long start;
        try {
            start = Long.decode(at);
        } catch (NumberFormatException e) {
            throw new Args.UsageException("--at takes an offset, not " + at);
        }
        if (file != null) {
            a.format().write(imageCoverage(d).hex(file, start, a.intOption("length", 256)).table(), out);
            return 0;
        }
        Level l = d.level(a.intOption("level", 0));
        a.format().write(l.hex(a.option("buffer", "core_data"), start, a.intOption("length", 256)).table(), out);
        return 0;
    }

    static int picture(Args a, PrintStream out, Level l, String file) throws IOException {
        var img = gcscript.coverage.CoveragePicture.render(l.coverageMap(), a.intOption("size", 1200));
        Path p = Path.of(file);
        if (p.toAbsolutePath().getParent() != null) Files.createDirectories(p.toAbsolutePath().getParent());
        if (!javax.imageio.ImageIO.write(img, "png", p.toFile())) throw new IOException("no PNG writer");
        out.println(p + ": " + img.getWidth() + "x" + img.getHeight() + ", coverage of " + l.fileName() + ": "
                + gcscript.coverage.CoverageTables.line(java.util.List.of(l.coverageMap())));
        return 0;
    }
}
