package gcscript.names;

import gcscript.classtable.ClassKind;
import gcscript.table.TableBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The class names registry: the bundled design-document names plus the user's additions, keyed by (kind, o_class).
 * {@code Gc.names()} is the one registry every table reads, so a name put there shows in every class and instance
 * table built after it (tables are built on each request, never kept).
 */
public final class ClassNames {
    /** The bundled list (see README.md beside it for the sources). */
    public static final String BUNDLED = "/gcscript/names/gc-class-names.tsv";

    /** The name of the user's names file that opening a disc loads when it lies beside the disc file or folder. */
    public static final String BESIDE_DISC = "class-names.tsv";

    public static final String COLUMN = "class_name";

    private static final ClassNames GLOBAL = bundled();

    private final Map<Long, ClassName> names = new ConcurrentHashMap<>();

    private ClassNames() {}

    /** The registry every table reads ({@code Gc.names()}). */
    public static ClassNames global() { return GLOBAL; }

    /** A registry with the bundled names only (what {@link #global()} starts as). */
    public static ClassNames bundled() {
        ClassNames n = new ClassNames();
        try (InputStream in = ClassNames.class.getResourceAsStream(BUNDLED)) {
            if (in == null) throw new IllegalStateException("the class names " + BUNDLED + " are not on the class path");
            n.addAll(ClassNamesTsv.parse(BUNDLED, new String(in.readAllBytes(), StandardCharsets.UTF_8), "bundled"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return n;
    }

    private static long key(ClassKind kind, int oClass) { return (long) kind.ordinal() << 32 | (oClass & 0xffffffffL); }

    /** The name of a class, or "" when none is known. */
    public String name(ClassKind kind, int oClass) {
        ClassName c = names.get(key(kind, oClass));
        return c == null ? "" : c.name();
    }

    /**
     * A class's label on a contact sheet: its index in the level, its o_class and, when known ({@link #global()}),
     * its name: {@code 3 · o_class 1234 Crate}.
     */
    public static String label(ClassKind kind, int index, int oClass) {
        String name = GLOBAL.name(kind, oClass);
        return index + " · o_class " + oClass + (name.isEmpty() ? "" : " " + name);
    }

    /** Adds or replaces a name (kind: {@code moby}, {@code tie} or {@code shrub}). */
    public ClassNames put(String kind, int oClass, String name) {
        for (ClassKind k : ClassKind.values()) if (k.id().equals(kind)) return put(k, oClass, name);
        throw new IllegalArgumentException("kind " + kind + ": expected moby, tie or shrub");
    }

    /** Adds or replaces a name; an empty name removes it. */
    public ClassNames put(ClassKind kind, int oClass, String name) {
        if (name == null || name.isBlank()) names.remove(key(kind, oClass));
        else names.put(key(kind, oClass), new ClassName(kind, oClass, name.trim(), "", "put"));
        return this;
    }

    /** Adds (or replaces) the names of a TSV file; a bad line is a FormatException naming the file and line. */
    public ClassNames load(Path tsv) {
        try {
            String text = Files.readString(tsv, StandardCharsets.UTF_8);
            return addAll(ClassNamesTsv.parse(tsv.toString(), text, tsv.getFileName().toString()));
        } catch (IOException e) {
            throw new UncheckedIOException(tsv + ": " + e.getMessage(), e);
        }
    }

    /** Loads {@value #BESIDE_DISC} from the folder holding {@code disc} (an ISO, a level file or a folder), if there is one. */
    public ClassNames loadBeside(Path disc) {
        Path parent = disc.toAbsolutePath().getParent();
        Path tsv = parent == null ? null : parent.resolve(BESIDE_DISC);
        return tsv != null && Files.isRegularFile(tsv) ? load(tsv) : this;
    }

    private ClassNames addAll(List<ClassName> list) {
        for (ClassName c : list) names.put(key(c.kind(), c.oClass()), c);
        return this;
    }

    /** Back to the bundled names (drops every addition). */
    public ClassNames reset() {
        names.clear();
        return addAll(bundled().all());
    }

    /** Every known name, by kind and o_class. */
    public List<ClassName> all() {
        List<ClassName> l = new ArrayList<>(names.values());
        l.sort(Comparator.comparing(ClassName::kind).thenComparingInt(ClassName::oClass));
        return l;
    }

    /** The names as a table: kind, o_class, class_name, level_category, source. */
    public Table table() {
        TableBuilder t = new TableBuilder("class names").strings("kind").ints("o_class").strings(COLUMN, "level_category", "source");
        for (ClassName c : all()) t.s(c.kind().id()).i(c.oClass()).s(c.name()).s(c.levelCategory()).s(c.source()).end();
        return t.build();
    }

    /**
     * {@code t} with a {@code class_name} column right after its {@code o_class} column: each row's name from the
     * global registry, "" when unknown. A table without o_class is returned as it is.
     */
    public static Table withNames(Table t, ClassKind kind) {
        int at = t.columnNames().indexOf("o_class");
        if (at < 0) return t;
        StringColumn names = StringColumn.create(COLUMN);
        var oClass = t.column(at);
        // a row whose o_class is missing (a record the lenient reader could not read) has no name
        for (int i = 0; i < t.rowCount(); i++) names.append(oClass.isMissing(i) ? "" : GLOBAL.name(kind, ((Number) oClass.get(i)).intValue()));
        t.insertColumn(at + 1, names);
        return t;
    }
}
