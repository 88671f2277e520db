package gcscript.names;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.FormatException;
import gcscript.classtable.ClassKind;
import gcscript.disc.Disc;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;

/** The names registry: the bundled design-document names, user additions, the TSV beside a disc, bad TSV lines. */
class ClassNamesTest {
    static final Disc SAMPLE = Gc.sample();

    /** The retail numbers the generator gives each level's second class of a kind, with their document names. */
    static final Map<String, String> RETAIL = Map.of(
            "moby 2425", "Fan", "moby 2437", "Tube Start", "moby 4056", "Elevator Dam",
            "tie 2418", "Apartment Base", "tie 2499", "Round Tower", "tie 4012", "Start Platform",
            "shrub 1046", "Curved Rail", "shrub 1144", "Smooth Ring", "shrub 4014", "Path Lamp");

    @AfterEach
    void reset() { Gc.names().reset(); }

    @Test
    void theBundledListHoldsTheDesignDocumentNamesByKindAndClass() {
        ClassNames n = ClassNames.bundled();
        Map<ClassKind, Integer> perKind = new TreeMap<>();
        for (ClassName c : n.all()) perKind.merge(c.kind(), 1, Integer::sum);
        assertEquals(Map.of(ClassKind.MOBY, 22, ClassKind.TIE, 100, ClassKind.SHRUB, 17), perKind);
        // 4023 is a tie and a shrub with different names: the kinds are separate namespaces
        assertEquals("Post - Landing", n.name(ClassKind.TIE, 4023));
        assertEquals("Low Lamp", n.name(ClassKind.SHRUB, 4023));
        assertEquals("", n.name(ClassKind.MOBY, 4023));
        assertEquals("Secret Door", n.name(ClassKind.MOBY, 4057));
        assertEquals("2 Fade", n.name(ClassKind.TIE, 4057));
        assertEquals("Med Mountain", n.name(ClassKind.TIE, 2));
        assertEquals("", n.name(ClassKind.MOBY, 2472), "an empty name in the documents is left out");
        ClassName crossed = n.all().stream().filter(c -> c.kind() == ClassKind.TIE && c.oClass() == 2504).findFirst().orElseThrow();
        assertEquals(new ClassName(ClassKind.TIE, 2504, "Curved Rail", "Endako", "design documents (crossed out)"), crossed);
        Table t = n.table();
        assertEquals(List.of("kind", "o_class", "class_name", "level_category", "source"), t.columnNames());
        assertEquals(139, t.rowCount());
        assertEquals("moby", t.stringColumn("kind").get(0));
        assertEquals(2425, t.intColumn("o_class").get(0));
        assertEquals("Fan", t.stringColumn("class_name").get(0));
    }

    /** Every row of {@code t} whose o_class has a retail name shows it; returns how many did. */
    static int namedRows(Table t, String kind) {
        List<String> cols = t.columnNames();
        assertEquals(cols.indexOf("o_class") + 1, cols.indexOf("class_name"), t.name() + ": class_name right after o_class");
        int named = 0;
        for (int i = 0; i < t.rowCount(); i++) {
            String want = RETAIL.getOrDefault(kind + " " + t.intColumn("o_class").get(i), "");
            assertEquals(want, t.stringColumn("class_name").get(i), t.name() + " row " + i);
            if (!want.isEmpty()) named++;
        }
        return named;
    }

    /** Issue 38 item 14: a contact sheet's tile label: index, o_class and the name when one is known. */
    @Test
    void aSheetLabelNamesTheClass() {
        assertEquals("1 · o_class 2418 Apartment Base", ClassNames.label(ClassKind.TIE, 1, 2418));
        assertEquals("4 · o_class 1144 Smooth Ring", ClassNames.label(ClassKind.SHRUB, 4, 1144));
        assertEquals("0 · o_class 99999", ClassNames.label(ClassKind.TIE, 0, 99999));
    }

    @Test
    void namesShowInEveryClassAndInstanceTableOfTheSample() {
        var levels = SAMPLE.levels();
        int n = levels.count();
        // each level's second class of each kind has a retail number
        assertEquals(n, namedRows(levels.core().mobyClasses(), "moby"));
        assertEquals(n, namedRows(levels.core().tieClasses(), "tie"));
        assertEquals(n, namedRows(levels.core().shrubClasses(), "shrub"));
        assertTrue(namedRows(levels.core().mobies().classes(), "moby") > 0);
        assertTrue(namedRows(levels.core().ties().classes(), "tie") > 0);
        assertTrue(namedRows(levels.core().shrubs().classes(), "shrub") > 0);
        var g = levels.gameplay();
        assertTrue(namedRows(g.mobyInstances(), "moby") > 0);
        assertTrue(namedRows(g.tieInstances(), "tie") > 0);
        assertTrue(namedRows(g.shrubInstances(), "shrub") > 0);
        assertTrue(namedRows(g.mobyClasses(), "moby") > 0);
        assertTrue(namedRows(g.tieClasses(), "tie") > 0);
        assertTrue(namedRows(g.shrubClasses(), "shrub") > 0);
    }

    /** An o_class of the sample's first level's moby classes without a bundled name. */
    static int unnamedMobyClass(Disc d) {
        Table t = d.level(d.levels().list().get(0).number()).core().mobyClasses();
        for (int i = 0; i < t.rowCount(); i++) if (t.stringColumn("class_name").get(i).isEmpty()) return t.intColumn("o_class").get(i);
        throw new AssertionError("every moby class of the sample is named");
    }

    static String nameIn(Table t, int oClass) {
        for (int i = 0; i < t.rowCount(); i++) if (t.intColumn("o_class").get(i) == oClass) return t.stringColumn("class_name").get(i);
        throw new AssertionError(t.name() + " has no o_class " + oClass);
    }

    @Test
    void aNamePutByTheUserShowsInTheTablesBuiltAfterIt() {
        int o = unnamedMobyClass(SAMPLE);
        var level = SAMPLE.level(SAMPLE.levels().list().get(0).number());
        assertEquals("", nameIn(level.core().mobyClasses(), o));
        Gc.names().put("moby", o, "Crate Of Bolts");
        assertEquals("Crate Of Bolts", nameIn(level.core().mobyClasses(), o));
        assertEquals("Crate Of Bolts", nameIn(level.core().mobies().classes(), o));
        assertEquals("", Gc.names().name(ClassKind.TIE, o), "a moby name does not name a tie of the same number");
        Gc.names().put(ClassKind.MOBY, o, "");
        assertEquals("", nameIn(level.core().mobyClasses(), o), "an empty name removes it");
        Gc.names().put(ClassKind.MOBY, 2425, "Big Fan");
        assertEquals("Big Fan", Gc.names().name(ClassKind.MOBY, 2425), "a user's name replaces the bundled one");
        Gc.names().put(ClassKind.TIE, 77, "Mine");
        Gc.names().reset();
        assertEquals("Fan", Gc.names().name(ClassKind.MOBY, 2425), "reset restores the bundled name");
        assertEquals("", Gc.names().name(ClassKind.TIE, 77), "reset drops the additions");
        assertEquals(139, Gc.names().all().size());
        assertThrows(IllegalArgumentException.class, () -> Gc.names().put("mob", 1, "x"));
    }

    static Path copySample(Path dir) throws IOException {
        Path iso = dir.resolve("sample.iso");
        try (InputStream in = Gc.class.getResourceAsStream(Gc.SAMPLE_RESOURCE)) { Files.write(iso, in.readAllBytes()); }
        return iso;
    }

    @Test
    void theTsvBesideADiscIsLoadedWhenItOpens(@TempDir Path dir) throws IOException {
        Path iso = copySample(dir);
        int o = unnamedMobyClass(SAMPLE);
        Files.writeString(dir.resolve(ClassNames.BESIDE_DISC), "# my names\nkind\to_class\tname\nmoby\t" + o + "\tGadgetron Vendor\ttests\n"
                + "shrub\t1046\tMy Rail\n");
        assertEquals("", Gc.names().name(ClassKind.MOBY, o));
        Disc d = Gc.open(iso);
        var level = d.level(d.levels().list().get(0).number());
        assertEquals("Gadgetron Vendor", nameIn(level.core().mobyClasses(), o));
        assertEquals("My Rail", Gc.names().name(ClassKind.SHRUB, 1046));
        ClassName c = Gc.names().all().stream().filter(x -> x.kind() == ClassKind.MOBY && x.oClass() == o).findFirst().orElseThrow();
        assertEquals(new ClassName(ClassKind.MOBY, o, "Gadgetron Vendor", "tests", ClassNames.BESIDE_DISC), c);
    }

    static String refusal(Path dir, String text) throws IOException {
        Path tsv = dir.resolve("names-" + Integer.toHexString(text.hashCode()) + ".tsv");
        Files.writeString(tsv, text);
        FormatException e = assertThrows(FormatException.class, () -> Gc.names().load(tsv));
        assertTrue(e.getMessage().startsWith(tsv + ": "), e.getMessage());
        return e.getMessage();
    }

    @Test
    void aBadLineIsAClearErrorNamingTheFileAndLine(@TempDir Path dir) throws IOException {
        String good = "moby\t12\tFine\n";
        String text = good + "moby\tx12\tCrate\n";
        assertEquals(dir.resolve("names-" + Integer.toHexString(text.hashCode()) + ".tsv")
                + ": line[2].o_class: expected a class number (decimal, 0 or more), found x12", refusal(dir, text));
        assertTrue(refusal(dir, good + "\nmoby\t-3\tCrate\n").contains("line[3].o_class"));
        assertTrue(refusal(dir, "# c\nmobi\t12\tCrate\n").contains("line[2].kind"));
        assertTrue(refusal(dir, "\t12\tCrate\n").endsWith("line[1].kind: expected moby, tie or shrub, found nothing"));
        assertTrue(refusal(dir, "moby 12 Crate\n").contains("line[1].columns"));
        assertTrue(refusal(dir, "moby\t12\t\n").contains("line[1].name"));
        assertTrue(refusal(dir, "moby\t12\ta\tb\tc\td\n").contains("6 columns"));
        String twice = refusal(dir, good + "tie\t12\tOther kind\nmoby\t12\tAgain\n");
        assertTrue(twice.contains("line[3].o_class") && twice.contains("first on line 1"), twice);
        assertEquals("", Gc.names().name(ClassKind.TIE, 12), "a refused file adds nothing");
    }

    @Test
    void aBadTsvBesideADiscRefusesTheOpen(@TempDir Path dir) throws IOException {
        Path iso = copySample(dir);
        Files.writeString(dir.resolve(ClassNames.BESIDE_DISC), "tie\t7\n");
        FormatException e = assertThrows(FormatException.class, () -> Gc.open(iso));
        assertTrue(e.getMessage().contains(dir.resolve(ClassNames.BESIDE_DISC) + ": line[1].columns"), e.getMessage());
    }

    @Test
    void eachLineKeepsItsKindAndNumberAndTheCallsChain(@TempDir Path dir) throws IOException {
        List<ClassName> l = ClassNamesTsv.parse("f.tsv", "tie\t5\tA\tTodano\nshrub\t0\tB\t\t\nmoby\t7\tC\r\n", "f.tsv");
        assertEquals(List.of(new ClassName(ClassKind.TIE, 5, "A", "Todano", "f.tsv"), new ClassName(ClassKind.SHRUB, 0, "B", "", "f.tsv"),
                new ClassName(ClassKind.MOBY, 7, "C", "", "f.tsv")), l);
        Path tsv = dir.resolve("mine.tsv");
        Files.writeString(tsv, "tie\t5\tA\n");
        ClassNames g = Gc.names();
        assertSame(g, g.put("tie", 6, "B").put(ClassKind.SHRUB, 6, "C").load(tsv).loadBeside(tsv).reset());
        assertSame(g, ClassNames.global());
    }

    @Test
    void theNameFollowsOClassWhereverItIs() {
        Table t = Table.create("x", tech.tablesaw.api.IntColumn.create("o_class", new int[] {2418, 9}),
                tech.tablesaw.api.IntColumn.create("uid", new int[] {1, 2}));
        ClassNames.withNames(t, ClassKind.TIE);
        assertEquals(List.of("o_class", "class_name", "uid"), t.columnNames());
        assertEquals(List.of("Apartment Base", ""), t.stringColumn("class_name").asList());
    }

    @Test
    void aMissingOClassHasNoName() {
        // a lenient read leaves a record it could not read as missing values (found by CoreFuzzTest#levelCore)
        tech.tablesaw.api.IntColumn o = tech.tablesaw.api.IntColumn.create("o_class", new int[] {2418});
        o.appendMissing();
        Table t = Table.create("x", o);
        ClassNames.withNames(t, ClassKind.TIE);
        assertEquals(List.of("Apartment Base", ""), t.stringColumn("class_name").asList());
    }

    @Test
    void aTableWithoutOClassIsLeftAsItIs() {
        Table t = Table.create("x", tech.tablesaw.api.IntColumn.create("a", new int[] {1}));
        assertSame(t, ClassNames.withNames(t, ClassKind.MOBY));
        assertEquals(List.of("a"), t.columnNames());
    }
}
