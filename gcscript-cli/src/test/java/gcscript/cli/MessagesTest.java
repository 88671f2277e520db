package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a new user is told: one line, the command's prefix, the reason, and the way forward (issue 12, item 7). */
class MessagesTest {
    @TempDir Path tmp;

    static void oneLine(Run r, int status, String expectedStart) {
        assertEquals(status, r.status(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith(expectedStart), r.err());
    }

    @Test
    void unknownTextureKindListsTheKinds() {
        Run r = Run.of("dump-texture", "--kind", "foo", "--out", tmp.resolve("t.png").toString());
        oneLine(r, 1, "gcscript dump-texture: unknown texture kind 'foo': the kinds are tfrag, moby, tie, shrub, part, fx");
    }

    @Test
    void aMissingPathSaysSo() {
        Run r = Run.of("info", tmp.resolve("rac2.iso").toString());
        oneLine(r, 1, "gcscript info: " + tmp.resolve("rac2.iso") + ": no such file or folder");
    }

    @Test
    void gcDiscThatDoesNotExistNamesTheVariable() {
        // the environment cannot be changed in-process: the library builds the message, checked directly
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> Gc.open(Path.of("/nonexistent")));
        assertEquals("/nonexistent: no such file or folder", Gc.message(e));
        String env = System.getenv("GC_DISC");
        if (env == null || env.isBlank()) return;
        if (!Files.exists(Path.of(env))) {
            Run r = Run.of("info");
            oneLine(r, 1, "gcscript info: GC_DISC=" + env + ": no such file or folder");
        }
    }

    @Test
    void anEmptyFolderIsNoDisc() throws Exception {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        Run r = Run.of("info", empty.toString());
        oneLine(r, 1, "gcscript info: " + empty + ": no disc here: expected an ISO, a folder with RC2.HDR and G/, or a LEVELn.WAD");
    }

    @Test
    void oneWordTooManySaysWhatIsWrong() {
        Run r = Run.of("table", "level(0).extents()", "extra");
        oneLine(r, 1, "gcscript table: too many words: expected [DISC] and 1 more, got 'level(0).extents()' then [extra]");
    }

    @Test
    void strictFormatErrorsHaveTheCommandPrefixToo() throws Exception {
        Path junk = tmp.resolve("LEVEL0.WAD");
        Files.write(junk, new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
        Run r = Run.of("info", junk.toString());
        oneLine(r, 2, "gcscript info: ");
    }

    @Test
    void helpIsThereEveryWay() {
        for (String h : new String[] {"-h", "--help", "help"}) {
            Run r = Run.of(h);
            assertEquals(0, r.status());
            for (String word : new String[] {"info", "table", "test", "notebook", "shell", "--columns", "--wide"}) {
                assertTrue(r.out().contains("\n  " + word) || r.out().contains(" " + word + " "), word + " missing from\n" + r.out());
            }
        }
        Run r = Run.of("preview", "--help");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("preview [DISC] --level N"), r.out());
        assertFalse(r.out().contains("wad compress"), r.out());
        Run t = Run.of("table", "-h");
        assertTrue(t.out().contains("table [DISC] EXPR"), t.out());
    }
}
