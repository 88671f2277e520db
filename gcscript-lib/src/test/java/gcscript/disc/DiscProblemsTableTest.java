package gcscript.disc;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;

/** A problem of the disc itself (not of a level) has no level: its cell is empty, not -1 (issue 38 item 15). */
class DiscProblemsTableTest {
    @Test
    void aFolderWithoutRc2HdrIsADiscWideProblemWithAnEmptyLevel(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("G"));
        Files.write(dir.resolve("G/LEVEL0.WAD"), Gc.sample().level(0).bytes().toArray());
        Table p = Gc.lenient(dir).problems();
        Table toc = p.where(p.stringColumn("check").isEqualTo("toc_present"));
        assertEquals(1, toc.rowCount(), p.print());
        assertTrue(toc.intColumn("level").isMissing(0), toc.print());
        assertEquals(0L, toc.longColumn("offset").get(0));
        assertEquals("missing", toc.stringColumn("actual").get(0));
        assertFalse(p.intColumn("level").asList().contains(-1), p.print());
    }
}
