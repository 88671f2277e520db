package gcscript.ksy;

import gcscript.bytes.Coverage;
import gcscript.disc.Disc;
import gcscript.disc.DiscFile;
import gcscript.globalwad.GlobalWadKsy;
import gcscript.globalwad.WadFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One global WAD as its description opens it: a file of the WAD's bytes (MPEG's three files one after another, each
 * where the WAD's header addresses it, as {@link WadFile} places them), and where each of the library's buffers of it
 * is in that file: {@code MPEG1.WAD} at its start in the WAD, a decompressed block ({@code BONUS.WAD#bonus.goodies_images[0]})
 * as the stream the description's {@code wad_lz} process opens for it.
 *
 * @param parts the library's buffer name of each of the WAD's files, by its offset in the file written
 */
record GlobalFile(String id, String name, Path path, Map<String, Long> parts) {

    /** Every global WAD, AUDIOn.WAD and SCENEn.WAD of the disc written into {@code dir}. */
    static List<GlobalFile> write(Disc disc, Path dir) throws IOException {
        List<GlobalFile> out = new ArrayList<>();
        if (disc.rc2hdr().isEmpty()) return out;   // one level file: no global WAD
        for (WadFile w : disc.globalWads().all()) {
            byte[] all = new byte[Math.toIntExact(w.length())];
            Map<String, Long> parts = new LinkedHashMap<>();
            for (WadFile.Part p : w.parts()) {
                byte[] b = p.bytes().toArray();
                System.arraycopy(b, 0, all, Math.toIntExact(p.start()), b.length);
                parts.put(p.name(), p.start());
            }
            out.add(written(GlobalWadKsy.fileId(w.name()), w.fileName(), dir, all, parts));
        }
        for (DiscFile f : disc.fileList()) {
            if (!f.path().startsWith("/G/") || !f.name().toUpperCase(java.util.Locale.ROOT).matches("SCENE\\d+\\.WAD")) continue;
            out.add(written(GlobalWadKsy.fileId(f.name().substring(0, f.name().length() - 4)), f.name(), dir, f.bytes().toArray(), Map.of(f.name(), 0L)));
        }
        return out;
    }

    private static GlobalFile written(String id, String name, Path dir, byte[] bytes, Map<String, Long> parts) throws IOException {
        Path p = dir.resolve(name);
        Files.write(p, bytes);
        return new GlobalFile(id, name, p, parts);
    }

    /** The parser's dump of this file against the library's records of it in {@code store} (the globals' recording read). */
    void compare(KsyComparison c, Coverage store) {
        for (String buffer : store.files()) {
            String stream = stream(buffer);
            String path = stream == null ? null : GlobalWadKsy.kaitaiStream(stream);
            if (path != null) c.alias(path, stream);
        }
        c.file(name, id, store, this::place, s -> {
            var r = store.bytes(name + "#" + s);
            return r == null ? null : r.toArray();
        });
    }

    /** A decompressed block of this WAD's first file: its name after the {@code #}, else null. */
    private String stream(String buffer) {
        return buffer.startsWith(name + "#") ? buffer.substring(name.length() + 1) : null;
    }

    private LibraryRecords.Place place(String buffer) {
        Long at = parts.get(buffer);
        if (at != null) return new LibraryRecords.Place(name, at);
        String stream = stream(buffer);
        return stream == null || GlobalWadKsy.kaitaiStream(stream) == null ? null : new LibraryRecords.Place(name + ":" + stream, 0);
    }
}
