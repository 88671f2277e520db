package gcscript.cli;

import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.goldeneye.texture.GeBlobTable;
import gcscript.goldeneye.texture.GeTexture;
import gcscript.goldeneye.texture.GeTextureDecoder;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** The GoldenEye 007 commands: the texture decoder on loose blobs, and (with a ROM) its tables and PNGs. */
final class GeCommands {
    private GeCommands() {}

    static final String USAGE = """
              ge-blob FILE...             decode GoldenEye texture blobs: one row per level (file, lod, width, height,
                                          gbi_format, gbi_size, source, texels_sha256, rgba_sha256, ...)
            """;

    static int run(String command, Args a, PrintStream out, PrintStream err) throws IOException {
        switch (command) {
            case "ge-blob" -> { return blob(a, out, err); }
            default -> throw new Args.UsageException(command + " is not available yet");
        }
    }

    private static int blob(Args a, PrintStream out, PrintStream err) throws IOException {
        if (a.positional.isEmpty()) throw new Args.UsageException("missing FILE (a texture blob)");
        Problems problems = new Problems(a.mode());
        GeBlobTable table = new GeBlobTable();
        for (String f : a.positional) {
            Path p = Path.of(f);
            if (!Files.isRegularFile(p)) throw new Args.UsageException(p + ": no such file");
            GeTexture t = GeTextureDecoder.decode(Files.readAllBytes(p), p.getFileName().toString(), problems);
            table.add(t);
        }
        a.format().write(table.build(), out);
        return report(problems, err);
    }

    static int report(Problems problems, PrintStream err) {
        if (problems.rows().isEmpty()) return 0;
        err.println(problems.rows().size() + " problem(s):");
        for (Problem p : problems.rows()) {
            err.printf("  %s %s %s @0x%x: expected %s, found %s%n", p.severity().name().toLowerCase(), p.file(), p.path(),
                    p.offset(), p.expected(), p.actual());
        }
        return 0;
    }
}
