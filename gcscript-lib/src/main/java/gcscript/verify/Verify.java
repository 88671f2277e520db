package gcscript.verify;

import gcscript.bytes.ByteReader;
import gcscript.disc.Disc;
import gcscript.disc.DiscFile;
import gcscript.disc.FieldComparison;
import gcscript.disc.FieldComparison.Difference;
import gcscript.disc.GroundTruth;
import gcscript.disc.ManifestLookup;
import gcscript.disc.GlobalTruthSpec;
import gcscript.disc.GlobalTruthSpecs;
import gcscript.disc.TruthSpec;
import gcscript.disc.TruthSpecs;
import gcscript.level.Chunk;
import gcscript.level.Level;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A disc compared with its ground-truth manifest, in four parts, each reporting its first differences:
 * <ol>
 * <li>{@code buffers}: the SHA-256 of every decompressed WAD-LZ buffer ({@code level.N.hash.<buffer>}: core_data,
 *     gameplay, chunk.K.tfrags, chunk.K.collision). First because WAD-LZ carries no checksum: a flipped byte in a
 *     compressed stream often still decodes, into other values, and only this names the buffer at once.</li>
 * <li>{@code fields}: every table of {@link TruthSpecs#all()} and of {@link GlobalTruthSpecs#specs()} (the global
 *     WADs) against the per-field truth, cell by cell (the tests' comparison, {@link FieldComparison}), naming level,
 *     table, row, column, expected and found.</li>
 * <li>{@code files}: the SHA-256 of every file of the container ({@code iso.<path>.sha256}): a change outside the
 *     compressed buffers (a header, padding).</li>
 * <li>{@code image}: the whole image's SHA-256 ({@code disc.image.sha256}), when the disc was opened from an image.</li>
 * </ol>
 * The disc should be opened leniently, so that a part that no longer parses is one difference among the others.
 */
public final class Verify {
    private Verify() {}

    /** One part's outcome: what it compared, how many, and its differences (the first {@link FieldComparison#KEPT}). */
    public record Part(String name, String unit, int compared, List<Difference> differences, int differenceCount, String note) {
        public boolean matches() { return differenceCount == 0; }

        /** One line: {@code buffers: 20 buffers compared, every one matches} or its first difference. */
        public String line() {
            String head = name + ": " + compared + " " + (compared == 1 ? unit.substring(0, unit.length() - 1) : unit) + " compared";
            if (!note.isEmpty()) head += " (" + note + ")";
            if (matches()) return head + (compared > 0 ? ", every one matches" : "");
            return head + ", " + differenceCount + " differ; first: " + differences.get(0);
        }
    }

    /** Every part, in the order they ran. */
    public record Report(String manifestNote, List<Part> parts) {
        public boolean matches() { return parts.stream().allMatch(Part::matches); }

        public Optional<Difference> firstDifference() {
            return parts.stream().filter(p -> !p.matches()).findFirst().map(p -> p.differences().get(0));
        }

        /** The report as lines: the manifest, one line per part, and the verdict. */
        public List<String> lines() {
            List<String> out = new ArrayList<>();
            out.add(manifestNote);
            for (Part p : parts) out.add(p.line());
            out.add(matches() ? "verify: the disc matches its manifest"
                    : "verify: the disc differs from its manifest; first difference: " + firstDifference().orElseThrow());
            return out;
        }
    }

    /** Verifies {@code disc} against {@code truth}; {@code image}: the image file it was opened from, if any. */
    public static Report run(Disc disc, GroundTruth truth, String manifestNote, Optional<Path> image) {
        return new Report(manifestNote, List.of(buffers(disc, truth), fields(disc, truth), files(disc, truth), image(truth, image)));
    }

    /** Every {@code level.N.hash.<buffer>} against the buffer this library decompresses. */
    static Part buffers(Disc disc, GroundTruth truth) {
        Collector c = new Collector();
        int unknown = 0;
        for (int n : truth.levelNumbers()) {
            Optional<Level> level = level(disc, n, c);
            if (level.isEmpty()) continue;
            String prefix = "level." + n + ".hash.";
            for (Map.Entry<String, String> e : truth.withPrefix(prefix).entrySet()) {
                String buffer = e.getKey().substring(prefix.length());
                Optional<ByteBuffer> bytes;
                try {
                    bytes = buffer(level.get(), buffer);
                } catch (RuntimeException x) {
                    c.compared++;
                    c.add(new Difference(n, "buffer", buffer, e.getValue(), "not decodable: " + gcscript.Gc.message(x)));
                    continue;
                }
                if (bytes == null) {
                    unknown++;
                    continue;
                }
                c.compared++;
                String found = bytes.map(Verify::sha256).orElse("no such buffer");
                if (!found.equals(e.getValue())) c.add(new Difference(n, "buffer", buffer, e.getValue(), found));
            }
        }
        return c.part("buffers", "decompressed buffers", unknown == 0 ? "" : unknown + " of a kind this library does not decompress, not checked");
    }

    /**
     * The decompressed buffer the manifest calls {@code name}; empty when the level has no such buffer (a missing
     * chunk), null when the name is not one this library decompresses.
     */
    static Optional<ByteBuffer> buffer(Level l, String name) {
        if (name.equals("core_data")) return Optional.of(ByteBuffer.wrap(l.data().coreData()));
        if (name.equals("gameplay")) return Optional.of(l.gameplayData().buffer());
        String[] p = name.split("\\.");
        if (p.length != 3 || !p[0].equals("chunk") || !p[1].matches("\\d{1,2}")) return null;
        Optional<Chunk> chunk = l.chunk(Integer.parseInt(p[1]));
        return switch (p[2]) {
            case "tfrags" -> chunk.map(ch -> ch.tfragBytes().buffer());
            case "collision" -> chunk.flatMap(Chunk::collisionBytes).map(ByteReader::buffer);
            default -> null;
        };
    }

    /** Every per-field truth table of every level of the manifest. */
    static Part fields(Disc disc, GroundTruth truth) {
        Collector c = new Collector();
        long cells = 0;
        for (int n : truth.levelNumbers()) {
            Optional<Level> level = level(disc, n, null);
            if (level.isEmpty()) continue;
            for (TruthSpec s : TruthSpecs.all()) cells += table(c, n, s.truthTable(), () -> s.compare(truth, level.get(), false));
        }
        // the global WADs' tables: truth under global.fields.*, rows of no level
        for (GlobalTruthSpec s : GlobalTruthSpecs.specs()) cells += table(c, -1, s.truthTable(), () -> s.compare(truth, disc, false));
        return c.part("fields", "tables", cells + " values");
    }

    /** One table's comparison into {@code c}; the cells compared (0 when the manifest lacks the table). */
    private static long table(Collector c, int level, String table, java.util.function.Supplier<FieldComparison.Outcome> compare) {
        FieldComparison.Outcome o;
        try {
            o = compare.get();
        } catch (RuntimeException x) {
            c.compared++;
            c.add(new Difference(level, table, "(the whole table)", "a table", "not readable: " + gcscript.Gc.message(x)));
            return 0;
        }
        if (!o.inManifest()) return 0;
        c.compared++;
        for (Difference d : o.differences()) c.add(d);
        c.count += o.differenceCount() - o.differences().size();
        return o.cells();
    }

    /** Every {@code iso.<path>.sha256} against the file of the container. */
    static Part files(Disc disc, GroundTruth truth) {
        Collector c = new Collector();
        for (String key : truth.keys("iso.", ".sha256")) {
            String path = key.substring("iso.".length(), key.length() - ".sha256".length());
            String want = truth.get(key).orElseThrow();
            Optional<DiscFile> f = disc.file(path);
            c.compared++;
            String found;
            try {
                found = f.map(x -> sha256(x.bytes().buffer())).orElse("no such file");
            } catch (RuntimeException x) {
                found = "not readable: " + gcscript.Gc.message(x);
            }
            if (!found.equals(want)) c.add(new Difference(-1, "file", path, want, found));
        }
        return c.part("files", "files", "");
    }

    /** The image's SHA-256 against {@code disc.image.sha256}. */
    static Part image(GroundTruth truth, Optional<Path> image) {
        Collector c = new Collector();
        Optional<String> want = truth.get("disc.image.sha256");
        if (want.isEmpty()) return c.part("image", "images", "the manifest records no image hash");
        if (image.isEmpty() || !Files.isRegularFile(image.get())) return c.part("image", "images", "not opened from an image file");
        c.compared++;
        try {
            String found = ManifestLookup.sha256(image.get());
            if (!found.equals(want.get())) c.add(new Difference(-1, "image", image.get().getFileName().toString(), want.get(), found));
        } catch (IOException e) {
            throw new UncheckedIOException(image.get() + ": " + e.getMessage(), e);
        }
        return c.part("image", "images", "");
    }

    /** Level file {@code n} of the disc; a missing one is a difference when {@code c} is given. */
    private static Optional<Level> level(Disc disc, int n, Collector c) {
        for (Level l : disc.levels()) if (l.number() == n) return Optional.of(l);
        if (c != null) {
            c.compared++;
            c.add(new Difference(n, "level", "file", "LEVEL" + n + ".WAD", "none"));
        }
        return Optional.empty();
    }

    static String sha256(ByteBuffer b) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(b.duplicate());
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Counts what a part compared and keeps its first differences. */
    private static final class Collector {
        final List<Difference> kept = new ArrayList<>();
        int compared, count;

        void add(Difference d) {
            if (count++ < FieldComparison.KEPT) kept.add(d);
        }

        Part part(String name, String unit, String note) { return new Part(name, unit, compared, List.copyOf(kept), count, note); }
    }
}
