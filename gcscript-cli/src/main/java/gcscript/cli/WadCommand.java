package gcscript.cli;

import gcscript.bytes.ByteReader;
import gcscript.wad.WadLz;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** {@code wad decompress IN OUT [--size N | --cap N]} and {@code wad compress IN OUT [--name NAME]}. */
final class WadCommand {
    private WadCommand() {}

    static final int DEFAULT_CAP = 256 << 20;

    static int run(Args a, PrintStream out) throws IOException {
        String verb = a.need(0, "wad verb (decompress or compress)");
        Path in = Path.of(a.need(1, "IN"));
        Path target = Path.of(a.need(2, "OUT"));
        if (!Files.isRegularFile(in)) throw new Args.UsageException(in + ": no such file");
        switch (verb) {
            case "decompress" -> {
                ByteReader r = ByteReader.map(in);
                byte[] data = a.options.containsKey("size")
                        ? WadLz.decompress(r, a.intOption("size", 0))
                        : WadLz.decompressCapped(r, a.intOption("cap", DEFAULT_CAP));
                Files.write(target, data);
                out.printf("%s: %d bytes -> %s: %d bytes%n", in, r.length(), target, data.length);
            }
            case "compress" -> {
                byte[] data = Files.readAllBytes(in);
                byte[] wad = WadLz.compress(data, a.option("name", "gcscript"));
                Files.write(target, wad);
                out.printf("%s: %d bytes -> %s: %d bytes%n", in, data.length, target, wad.length);
            }
            default -> throw new Args.UsageException("wad takes decompress or compress, not " + verb);
        }
        return 0;
    }
}
