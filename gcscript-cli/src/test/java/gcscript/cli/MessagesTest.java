package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.datasets.Options;
import gcscript.datasets.SyntheticDisc;
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

    /**
     * Issue 38 item 15: a text file given as DISC is no damaged disc that --lenient could read past: exit 2 with the
     * same one line in both modes, and no hint to try --lenient (which used to be given, then exit 2 again).
     */
    @Test
    void aTextFileIsNoDiscAndGetsNoLenientHint() throws Exception {
        Path text = Files.writeString(tmp.resolve("notes.txt"), "hello\nworld\n");
        String line = "gcscript info: notes.txt: disc at 0x8001: expected an ISO-9660 image (CD001 at 0x8001) or a level file"
                + " (header_size 0x60/0x68 at 0), found 12 bytes\n";
        Run strict = Run.of("info", text.toString());
        assertEquals(2, strict.status(), strict.err());
        assertEquals(line, strict.err());
        Run lenient = Run.of("info", text.toString(), "--lenient");
        assertEquals(2, lenient.status(), lenient.err());
        assertEquals(line, lenient.err());
        // a large non-image too: the same kind, no hint
        Path big = tmp.resolve("big.bin");
        Files.write(big, new byte[40_000]);
        Run b = Run.of("stats", big.toString());
        assertEquals(2, b.status(), b.err());
        assertTrue(b.err().contains("found neither") && !b.err().contains("--lenient"), b.err());
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

    /** A generated disc with level 0's first sound-bank chunk declaring a size far past its slot. */
    Path brokenSoundBank() throws Exception {
        Path iso = tmp.resolve("disc.iso");
        SyntheticDisc.write(new Options(11, 3, 1), iso);
        long file = Gc.open(iso).file("/G/LEVEL0.WAD").orElseThrow().lba() * 2048L;
        tech.tablesaw.api.Table ext = Gc.open(iso).levels().extents();
        long bank = -1;
        for (int i = 0; i < ext.rowCount(); i++) {
            if (ext.intColumn("level").get(i) == 0 && ext.stringColumn("slot").get(i).equals("sound_bank")) bank = ext.longColumn("offset").get(i);
        }
        assertTrue(bank > 0, ext.print());
        byte[] image = Files.readAllBytes(iso);
        int at = (int) (file + bank + 8);   // chunks[0].chunk_size
        image[at] = (byte) 0xff; image[at + 1] = (byte) 0xff; image[at + 2] = (byte) 0xff; image[at + 3] = 0x7f;
        Path broken = tmp.resolve("broken.iso");
        Files.write(broken, image);
        return broken;
    }

    @Test
    void aStrictStopSaysLenientReadsTheRestAndLenientErrorsExitThree() throws Exception {
        Path broken = brokenSoundBank();
        Run strict = Run.of("stats", broken.toString());
        oneLine(strict, 2, "gcscript stats: LEVEL0.WAD: level[0].sound_bank.chunks[0].chunk_size at 0x");
        assertTrue(strict.err().strip().endsWith("(--lenient reads the rest and lists this as a problem)"), strict.err());
        Run lenient = Run.of("stats", broken.toString(), "--lenient", "--format", "csv");
        assertEquals(3, lenient.status(), lenient.err());
        assertEquals(4, lenient.out().lines().count(), lenient.out());   // header and the three levels: the rest was read
        assertTrue(lenient.err().contains("error level 0 level[0].sound_bank.chunks[0].chunk_size"), lenient.err());
        // once said is enough: a message that already names --lenient gets no second hint
        assertEquals("", Main.lenientHint("info", java.util.List.of("info"), "... (--lenient reads the files inside it)"));
        assertEquals("", Main.lenientHint("wad", java.util.List.of("wad"), "bad stream"));
    }

    @Test
    void aTruncatedImageReadLenientlyExitsThreeAndACleanOneZero() throws Exception {
        Path iso = tmp.resolve("whole.iso");
        SyntheticDisc.write(new Options(11, 3, 1), iso);
        byte[] image = Files.readAllBytes(iso);
        Path half = tmp.resolve("half.iso");
        Files.write(half, java.util.Arrays.copyOf(image, image.length / 2));
        Run r = Run.of("info", half.toString(), "--lenient");
        assertEquals(3, r.status(), r.err());
        assertTrue(r.err().contains("problem(s):\n  error level"), r.err());
        Run clean = Run.of("info", iso.toString(), "--lenient");
        assertEquals(0, clean.status(), clean.err());
        assertEquals("", clean.err());
    }

    @Test
    void commandHelpIsThatCommandsOnly() {
        for (String c : new String[] {"view", "export", "preview", "stats", "wad", "shell", "table", "levels"}) {
            Run r = Run.of(c, "--help");
            assertEquals(0, r.status(), r.err());
            assertFalse(r.out().contains("commands:"), c + ":\n" + r.out());          // not the overview
            assertFalse(r.out().contains("GoldenEye"), c + ":\n" + r.out());
            assertFalse(r.out().contains("ps2float"), c + ":\n" + r.out());
            boolean table = java.util.List.of("stats", "table", "levels").contains(c);
            assertEquals(table, r.out().contains("--format"), c + ":\n" + r.out());    // only where a table is printed
            assertEquals(table, r.out().contains("csv and json in decimal"), c + ":\n" + r.out());
            boolean disc = !java.util.List.of("wad", "shell").contains(c);
            assertEquals(disc, r.out().contains("--lenient"), c + ":\n" + r.out());
            assertEquals(disc, r.out().contains("3 finished with error-level problems"), c + ":\n" + r.out());
        }
        assertTrue(Run.of("levels", "--help").out().contains("\n  info [DISC]"));
        assertTrue(Run.of("preview", "--help").out().contains("C is a class block index (column `class`"));
        assertTrue(Run.of("ge-files", "-h").out().contains("ge-info|ge-files|ge-models"));
        Run unknown = Run.of("frob", "--help");
        oneLine(unknown, 1, "gcscript frob: unknown command frob; `gcscript --help` lists the commands");
        assertTrue(Run.of("--help").out().contains("exit status: 0 ok, 1 usage or file error, 2 format error"));
    }

    @Test
    void aMeshlessMobyClassIsSaidNotDrawn() {
        Path png = tmp.resolve("m.png");
        String meshless = "";
        var classes = Gc.sample().level(0).core().mobies().classes();
        for (int i = 0; i < classes.rowCount(); i++) if (classes.booleanColumn("meshless").get(i)) { meshless = classes.intColumn("class").getString(i); break; }
        assertFalse(meshless.isEmpty(), "the sample's level 0 has a meshless moby class");
        Run r = Run.of("preview", "--level", "0", "--moby", meshless, "--out", png.toString());
        oneLine(r, 1, "gcscript preview: level 0 moby class block " + meshless + " (o_class ");
        assertTrue(r.err().contains(") is meshless (packet_table_offset 0): nothing to draw; blocks with a mesh: ["), r.err());
        assertFalse(Files.exists(png));
    }
}
