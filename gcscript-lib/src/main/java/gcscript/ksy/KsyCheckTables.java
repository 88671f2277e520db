package gcscript.ksy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/** The rows and tables of a {@link KsyCheck}: one row per exported record type, per stream, per layout not exported. */
public final class KsyCheckTables {
    private KsyCheckTables() {}

    /** One exported record type over the whole disc. */
    public record TypeRow(String area, String recordType, long libraryRecords, long ksyRecords, long libraryOnly, long ksyOnly,
                          long fieldsCompared, long fieldsDiffer) {
        /** Counts gathered level by level. */
        static final class Counts {
            long library, ksy, libraryOnly, ksyOnly, fields, differ;

            TypeRow row(String area, String type) { return new TypeRow(area, type, library, ksy, libraryOnly, ksyOnly, fields, differ); }
        }
    }

    /** One stream the .ksy's wad_lz process decompressed, against the library's decompressed buffer. */
    public record StreamRow(String buffer, long ksyBytes, long libraryBytes, boolean identical) {}

    /** The streams decompressed for {@code file}, each compared with the library's buffer of the same name. */
    static List<StreamRow> streams(Path dumpDir, String file, Map<String, String> buffers, java.util.function.Function<String, byte[]> library) {
        List<StreamRow> out = new ArrayList<>();
        try (var s = Files.list(dumpDir)) {
            for (Path p : s.sorted().toList()) {
                String n = p.getFileName().toString();
                if (!n.startsWith(file + "@") || !n.endsWith(".bin")) continue;
                String at = n.substring(file.length() + 1, n.length() - 4);
                String name = buffers.getOrDefault(at, at);
                byte[] ksy = Files.readAllBytes(p);
                byte[] want = library.apply(name);
                String buffer = file + ":" + name;
                // a stream the library cannot name has nothing to be compared with: not a pass
                out.add(new StreamRow(buffer, ksy.length, want == null ? -1 : want.length, want != null && Arrays.equals(ksy, want)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** One row per exported record type: records on each side, records one side only, fields compared and differing. */
    public static Table types(KsyCheck.Result r) {
        Table t = Table.create("ksy check: record types").addColumns(StringColumn.create("area"), StringColumn.create("record_type"),
                LongColumn.create("library_records"), LongColumn.create("ksy_records"), LongColumn.create("library_only"),
                LongColumn.create("ksy_only"), LongColumn.create("fields_compared"), LongColumn.create("fields_differ"));
        for (TypeRow x : r.types()) {
            t.stringColumn(0).append(x.area());
            t.stringColumn(1).append(x.recordType());
            t.longColumn(2).append(x.libraryRecords());
            t.longColumn(3).append(x.ksyRecords());
            t.longColumn(4).append(x.libraryOnly());
            t.longColumn(5).append(x.ksyOnly());
            t.longColumn(6).append(x.fieldsCompared());
            t.longColumn(7).append(x.fieldsDiffer());
        }
        return t;
    }

    /**
     * One row per description ({@code gc_moby}, {@code gc_armor_wad}, ...): its record types compared, records on each
     * side, fields compared and differing. A record counts under the description that declares its type (ARMOR's
     * mesh packets under gc_moby, whose types gc_armor_wad imports).
     */
    public static Table areas(KsyCheck.Result r) {
        Map<String, long[]> by = new java.util.TreeMap<>();
        for (TypeRow x : r.types()) {
            long[] a = by.computeIfAbsent(x.area(), k -> new long[5]);
            a[0]++;
            a[1] += x.libraryRecords();
            a[2] += x.ksyRecords();
            a[3] += x.fieldsCompared();
            a[4] += x.fieldsDiffer() + x.libraryOnly() + x.ksyOnly();
        }
        Table t = Table.create("ksy check: areas").addColumns(StringColumn.create("area"), LongColumn.create("record_types"),
                LongColumn.create("library_records"), LongColumn.create("ksy_records"), LongColumn.create("fields_compared"),
                LongColumn.create("differ"));
        by.forEach((area, a) -> {
            t.stringColumn(0).append(area);
            for (int i = 0; i < a.length; i++) t.longColumn(i + 1).append(a[i]);
        });
        return t;
    }

    /** One row per decompressed stream. */
    public static Table streams(KsyCheck.Result r) {
        Table t = Table.create("ksy check: wad_lz streams").addColumns(StringColumn.create("buffer"), LongColumn.create("ksy_bytes"),
                LongColumn.create("library_bytes"), BooleanColumn.create("identical"));
        for (StreamRow s : r.streams()) {
            t.stringColumn(0).append(s.buffer());
            t.longColumn(1).append(s.ksyBytes());
            t.longColumn(2).append(s.libraryBytes());
            t.booleanColumn(3).append(s.identical());
        }
        return t;
    }

    /** The layouts the library read that no description exports yet: records and fields not compared, and why. */
    public static Table notExported(KsyCheck.Result r) {
        Table t = Table.create("ksy check: record types not exported").addColumns(StringColumn.create("record_type"),
                LongColumn.create("records"), LongColumn.create("fields"), StringColumn.create("reason"));
        r.notExported().forEach((k, v) -> {
            t.stringColumn(0).append(k);
            t.longColumn(1).append(v[0]);
            t.longColumn(2).append(v[1]);
            t.stringColumn(3).append(r.reasons().getOrDefault(k, "no .ksy places it yet (formats/ksy/README.md lists the areas exported)"));
        });
        return t;
    }

    /** The verdict line. */
    public static String summary(KsyCheck.Result r) {
        return r.compared() + " fields compared, " + r.differ() + " differ";
    }

}
