package gcscript.goldeneye;

import gcscript.bytes.Problems;
import gcscript.n64.RomImage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Opens a GoldenEye 007 ROM: {@code Ge.open(path)} takes a .z64, .v64 or .n64 dump (normalised in memory, never
 * written), checks the header and names the version. A ROM whose header names no known release still opens
 * (its problems become rows). {@code GE_ROM} names the user's own dump for examples and tests.
 */
public final class Ge {
    private Ge() {}

    public static GeRom open(Path path) { return open(path, Problems.Mode.STRICT); }

    public static GeRom open(Path path, Problems.Mode mode) {
        try {
            GeRom rom = open(Files.readAllBytes(path), path.getFileName().toString(), mode);
            Path manifest = path.resolveSibling(path.getFileName() + ".tsv");
            if (Files.isRegularFile(manifest)) rom.withTruth(readManifest(manifest));
            return rom;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static GeRom open(byte[] bytes, String name, Problems.Mode mode) {
        return new GeRom(RomImage.of(bytes, name), new Problems(mode));
    }

    /** A generator manifest ({@code key<TAB>value} lines under a {@code key value} header). */
    public static java.util.Map<String, String> readManifest(Path p) throws IOException {
        java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
        for (String line : Files.readAllLines(p)) {
            int tab = line.indexOf('\t');
            if (tab > 0 && !line.startsWith("key\t")) m.put(line.substring(0, tab), line.substring(tab + 1));
        }
        return m;
    }

    /** The dump named by {@code GE_ROM}, if the variable names an existing file. */
    public static Optional<Path> userRom() {
        String p = System.getenv("GE_ROM");
        if (p == null || p.isBlank()) return Optional.empty();
        Path path = Path.of(p);
        return Files.isRegularFile(path) ? Optional.of(path) : Optional.empty();
    }
}
