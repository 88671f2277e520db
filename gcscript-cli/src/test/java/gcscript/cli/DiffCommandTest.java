package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.datasets.Options;
import gcscript.datasets.SyntheticDisc;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bin/gcscript diff}: the same disc as image and folder, two seeds, a level only one side has, usage. */
class DiffCommandTest {
    @TempDir static Path tmp;
    static Path iso, folder, other;

    @BeforeAll static void generate() throws Exception {
        iso = tmp.resolve("a.iso");
        folder = tmp.resolve("a");
        other = tmp.resolve("b.iso");
        SyntheticDisc.write(new Options(11, 4, 1), iso);
        SyntheticDisc.writeFolder(new Options(11, 4, 1), folder);
        SyntheticDisc.write(new Options(12, 3, 1), other);
    }

    @Test void anImageAndItsFolderDoNotDiffer() {
        Run r = Run.of("diff", iso.toString(), folder.toString(), "--format", "csv");
        assertEquals(0, r.status(), r.err());
        assertEquals("level,area,table,key,column,a,b,path,offset_a,offset_b", r.out().lines().findFirst().orElseThrow());
        assertEquals(1, r.out().lines().count());
        assertTrue(r.err().contains("no stored value differs"), r.err());
    }

    @Test void twoSeedsDifferAndALevelOnOneSideIsOneRow() {
        Run r = Run.of("diff", iso.toString(), other.toString(), "--format", "csv");
        assertEquals(4, r.status(), r.err());
        List<String> rows = r.out().lines().toList();
        assertTrue(rows.size() > 100, rows.size() + " rows");
        assertEquals(1, rows.stream().filter(l -> l.startsWith("3,level,,,(level),present,,level[3],")).count(), r.out().substring(0, 300));
        assertTrue(rows.stream().noneMatch(l -> l.startsWith("3,") && !l.contains("(level)")));
        Run one = Run.of("diff", iso.toString(), other.toString(), "--level", "1", "--format", "csv");
        assertEquals(4, one.status(), one.err());
        assertTrue(one.out().lines().skip(1).allMatch(l -> l.startsWith("1,")));
    }

    @Test void bothDiscsAreNeeded() {
        Run r = Run.of("diff", iso.toString());
        assertEquals(1, r.status());
        assertTrue(r.err().contains("DISC_B"), r.err());
    }
}
