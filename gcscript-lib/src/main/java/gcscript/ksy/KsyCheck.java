package gcscript.ksy;

import gcscript.bytes.ByteReader;
import gcscript.disc.Disc;
import gcscript.disc.Toc;
import gcscript.disc.TocKsy;
import gcscript.layout.Field;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyType;
import gcscript.level.Level;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The exported descriptions checked by an independent compiler and runtime ({@code bin/gcscript formats --check}):
 * every .ksy compiled with the Kaitai Struct compiler for JavaScript and Java, each level file parsed by the generated
 * JavaScript under Node, and every record both sides read compared field by field, by buffer, offset and record type.
 * Floats compare by their bits. Records of layouts no description exports are listed (no silent gap), as are records
 * one side read and the other did not, and the streams the WAD-LZ process decompressed are compared byte for byte
 * with the library's decompressed buffers (an independent decoder against the library's).
 */
public final class KsyCheck {
    private KsyCheck() {}

    /** The outcome: the tables {@link KsyCheckTables} prints, and the differences in words (the first ones). */
    public record Result(List<KsyCheckTables.TypeRow> types, Map<String, long[]> notExported, Map<String, String> reasons,
                         List<KsyCheckTables.StreamRow> streams, List<String> differences, List<String> parseErrors) {
        public long compared() { return types.stream().mapToLong(KsyCheckTables.TypeRow::fieldsCompared).sum(); }
        public long differ() {
            return types.stream().mapToLong(t -> t.fieldsDiffer() + t.libraryOnly() + t.ksyOnly()).sum()
                    + streams.stream().filter(s -> !s.identical()).count() + parseErrors.size();
        }
    }

    /** How many differences are kept in words. */
    static final int KEPT = 20;

    /**
     * @param home the repository (tools/ksy/check.cjs, tools/ksy/install, formats/ksy/WadLz.js)
     * @param work a folder for the exported descriptions, the level files, the compiled parsers and their dumps
     */
    public static Result run(Disc disc, Path home, Path work, java.io.PrintStream log) throws java.io.IOException {
        Path ksyDir = work.resolve("ksy");
        KsyExport.write(ksyDir);
        Files.copy(home.resolve("formats/ksy/WadLz.js"), ksyDir.resolve("WadLz.js"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Path filesDir = Files.createDirectories(work.resolve("files"));
        List<String> args = new ArrayList<>();
        for (Level l : disc.levels()) {
            Path p = filesDir.resolve(l.fileName());
            Files.write(p, l.bytes().toArray());
            args.add(gcscript.level.LevelKsy.ID + "=" + p);
        }
        ByteReader rc2hdr = disc.rc2hdr().map(Toc::bytes).orElse(null);
        if (rc2hdr != null) {
            Path p = filesDir.resolve(rc2hdr.file());
            Files.write(p, rc2hdr.toArray());
            args.add(TocKsy.ID + "=" + p);
        }
        List<GlobalFile> globals = GlobalFile.write(disc, filesDir);
        for (GlobalFile g : globals) args.add(g.id() + "=" + g.path());
        Path out = work.resolve("out");
        NodeTools.check(home, ksyDir, out, args, log);

        KsyComparison c = new KsyComparison(KsyExport.files(), out.resolve("dump"));
        for (Level l : disc.levels()) {
            gcscript.bytes.Coverage store = l.coverageMap().store();
            c.file(l.fileName(), gcscript.level.LevelKsy.ID, store, name -> libraryStream(l, store, name));
        }
        if (rc2hdr != null) c.file(rc2hdr.file(), TocKsy.ID, tocRecords(rc2hdr), name -> null);
        if (!globals.isEmpty()) {
            gcscript.bytes.Coverage store = disc.globalRecords();
            for (GlobalFile g : globals) g.compare(c, store);
        }
        return c.result();
    }

    /** RC2.HDR read again by the library's reader, recording what it reads (the level coverage passes do not). */
    private static gcscript.bytes.Coverage tocRecords(ByteReader rc2hdr) {
        gcscript.bytes.Coverage store = new gcscript.bytes.Coverage();
        Toc.read(ByteReader.of(rc2hdr.toArray(), rc2hdr.file()).recording(store), gcscript.bytes.Problems.lenient());
        return store;
    }

    /** Largest stream the library's decoder is asked for (a hud bank is a few KiB). */
    static final int STREAM_CAP = 1 << 26;

    /**
     * The library's decompressed stream {@code name}: the buffer its coverage pass decompressed, else (hud banks,
     * which no reader decodes yet) the data extent's range decompressed by the library's decoder; null if neither.
     */
    private static byte[] libraryStream(Level l, gcscript.bytes.Coverage store, String name) {
        gcscript.bytes.ByteReader r = store.bytes(l.fileName() + ":" + name);
        if (r != null) return r.toArray();
        return l.data().range(name).map(s -> gcscript.wad.WadLz.decompressCapped(s, STREAM_CAP)).orElse(null);
    }

    /** The block a description declares not placed that the reader path {@code owner} is in, or null. */
    static String gap(java.util.Collection<String> notPlaced, String owner) {
        for (String b : notPlaced) if (owner.contains("." + b + ".") || owner.contains("." + b + "[") || owner.endsWith("." + b)) return b;
        return null;
    }

    static void count(Map<String, long[]> notExported, String key, int fields) {
        long[] c = notExported.computeIfAbsent(key, n -> new long[2]);
        c[0]++;
        c[1] += fields;
    }

    /** Every declared field of one record pair; F32 fields by their bits. */
    static void compare(LibraryRecords.At at, KsyRecord k, KsyType t, KsyCheckTables.TypeRow.Counts c, List<String> differences) {
        for (Field f : at.layout().fields()) {
            String name = KsyDump.lowerCamel(t.values().get(f));
            long want = f.get(at.bytes(), at.index());
            String found = k.values().get(name);
            c.fields++;
            if (found == null || want != value(f, found)) {
                c.differ++;
                note(differences, at.buffer() + " @0x" + Long.toHexString(at.offset()) + " " + t.id() + "." + f.name()
                        + ": library " + want + ", .ksy " + found);
            }
        }
    }

    /** A Kaitai value as the library holds it: integers as they are, f4 as its raw bits. */
    static long value(Field f, String s) {
        if (s.startsWith("f:")) return Long.parseLong(s.substring(2), 16);
        if (f.isFloat()) return Field.f32Raw((float) Double.parseDouble(s));
        if (s.equals("true") || s.equals("false")) return s.equals("true") ? 1 : 0;
        return Long.parseLong(s);
    }

    static void note(List<String> differences, String line) {
        if (differences.size() < KEPT) differences.add(line);
    }
}
