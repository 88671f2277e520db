package gcscript.disc;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.bytes.Severity;
import gcscript.iso.IsoEntry;
import gcscript.iso.IsoImage;
import gcscript.level.Level;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Recognises what a path holds (ISO image, extracted folder, single level file) and opens it read-only. */
public final class DiscOpener {
    private DiscOpener() {}

    private static final int ISO_PVD = 16 * 2048;

    /** What a folder without any of a disc's files gets told. */
    public static final String NO_DISC = "no disc here: expected an ISO, a folder with RC2.HDR and G/, or a LEVELn.WAD";

    public static Disc open(Path path, Problems problems) {
        try {
            if (!Files.exists(path)) throw new java.nio.file.NoSuchFileException(path + ": no such file or folder");
            // the user's names for this disc's classes, kept beside it (gcscript.names; a bad line refuses the open)
            gcscript.names.ClassNames.global().loadBeside(path);
            if (Files.isDirectory(path)) {
                Disc d = openFolder(path, problems);
                return d.withSource(path).withManifestLookup(() -> ManifestLookup.find(path));
            }
            Disc d = Files.size(path) > Integer.MAX_VALUE ? openLargeIso(path, problems)
                    : open(ByteReader.map(path), path.getFileName().toString(), problems);
            return d.withSource(path).withManifestLookup(() -> ManifestLookup.find(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage().startsWith(path.toString()) ? e.getMessage() : path + ": " + e.getMessage(), e);
        }
    }

    /** Opens bytes already in memory or mapped: an ISO image or one level file, told apart by content. */
    public static Disc open(ByteReader r, String name, Problems problems) {
        if (isIso(r)) return openIso(r, name, problems);
        Integer n = Disc.levelNumber(name);
        if (n == null) {
            int headerSize = r.length() >= 4 ? Toc.headerSize(r, "disc", 0) : 0;
            if (headerSize == 0x60 || headerSize == 0x68) {
                problems.report(0, name, "file.name", 0, "level_file_name", "LEVELn.WAD", name, Severity.WARNING);
                n = 0;
            } else {
                throw new NotADiscException(r.error("disc", ISO_PVD + 1, "an ISO-9660 image (CD001 at 0x8001) or a level file (header_size 0x60/0x68 at 0)",
                        r.length() > ISO_PVD + 6 ? "neither" : r.length() + " bytes"));
            }
        }
        ByteReader level = r.asFile(name.toUpperCase());
        DiscFile f = new DiscFile("/G/" + name.toUpperCase(), -1, r.length(), -1, () -> level);
        List<Level> levels = new ArrayList<>();
        levels.add(new Level(n, f.bytes(), problems));
        return new Disc(name, Disc.Kind.LEVEL_FILE, problems, List.of(f), null, levels);
    }

    static boolean isIso(ByteReader r) {
        if (!r.inRange(ISO_PVD, 6)) return false;
        byte[] id = r.bytes("iso.pvd.id", ISO_PVD + 1, 5);
        return new String(id, java.nio.charset.StandardCharsets.US_ASCII).equals("CD001");
    }

    private static Disc openIso(ByteReader image, String name, Problems problems) {
        IsoImage iso = IsoImage.read(image, image.length(), problems);
        List<DiscFile> files = new ArrayList<>();
        for (IsoEntry e : iso.files()) {
            files.add(new DiscFile(e.path(), e.lba(), e.size(), e.recordOffset(),
                    () -> image.slice("iso" + e.path(), e.byteOffset(), e.size()).asFile(e.name())));
        }
        return assemble(name, Disc.Kind.ISO, files, problems).withImage(image);
    }

    /**
     * An image over 2 GiB (a dual-layer DVD dump) cannot be one mapping: read its directory from a mapping
     * of the first 2 GiB, and map each file on its own when it is first used.
     */
    private static Disc openLargeIso(Path path, Problems problems) throws IOException {
        long length = Files.size(path);
        ByteReader head = ByteReader.map(path, 0, Integer.MAX_VALUE);
        if (!isIso(head)) {
            throw new NotADiscException(head.error("disc", ISO_PVD + 1, "an ISO-9660 image (CD001 at 0x8001)", "not one, and too large for a level file"));
        }
        IsoImage iso = IsoImage.read(head, length, problems);
        List<DiscFile> files = new ArrayList<>();
        for (IsoEntry e : iso.files()) {
            files.add(new DiscFile(e.path(), e.lba(), e.size(), e.recordOffset(), () -> {
                try {
                    return ByteReader.map(path, e.byteOffset(), e.size()).asFile(e.name());
                } catch (IOException x) {
                    throw new UncheckedIOException(path + e.path() + ": " + x.getMessage(), x);
                }
            }));
        }
        return assemble(path.getFileName().toString(), Disc.Kind.ISO, files, problems);
    }

    private static Disc openFolder(Path dir, Problems problems) throws IOException {
        List<DiscFile> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(dir, 3)) {
            for (Path p : walk.filter(Files::isRegularFile).sorted().toList()) {
                String rel = "/" + dir.relativize(p).toString().replace('\\', '/').toUpperCase();
                String upper = p.getFileName().toString().toUpperCase();
                files.add(new DiscFile(rel, -1, Files.size(p), -1, () -> {
                    try {
                        return ByteReader.map(p).asFile(upper);
                    } catch (IOException x) {
                        throw new UncheckedIOException(p + ": " + x.getMessage(), x);
                    }
                }));
            }
        }
        if (files.stream().noneMatch(f -> f.path().equals("/RC2.HDR") || f.path().startsWith("/G/"))) {
            // nothing of a disc at all: a wrong folder, not a damaged disc
            throw new java.nio.file.NoSuchFileException(dir + ": " + NO_DISC);
        }
        return assemble(dir.getFileName() == null ? dir.toString() : dir.getFileName().toString(), Disc.Kind.FOLDER, files, problems);
    }

    private static Disc assemble(String name, Disc.Kind kind, List<DiscFile> files, Problems problems) {
        Toc toc = null;
        DiscFile hdr = files.stream().filter(f -> f.path().equals("/RC2.HDR")).findFirst().orElse(null);
        if (hdr == null) {
            problems.report(-1, name, "/RC2.HDR", 0, "toc_present", "/RC2.HDR", "missing", Severity.ERROR);
        } else {
            if (hdr.lba() >= 0 && hdr.lba() != Toc.LBA) {
                problems.report(-1, name, "iso/RC2.HDR.lba", hdr.recordOffset(), "toc_lba", Integer.toString(Toc.LBA),
                        Long.toString(hdr.lba()), Severity.ERROR);
            }
            try {
                toc = Toc.read(hdr.bytes(), problems);
            } catch (FormatException e) {
                problems.caught(e, -1);
            }
        }
        List<DiscFile> levelFiles = files.stream().filter(f -> f.path().startsWith("/G/")).toList();
        return new Disc(name, kind, problems, files, toc, Disc.openLevels(levelFiles, problems));
    }
}
