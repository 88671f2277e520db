package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.level.Level;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;

/**
 * A disc written by {@code generate --bare}: no level has moby or Ratchet sequences, a sky, chunks or a sound bank.
 * It opens and reads strictly without a problem, the absent blocks read as absent (empty tables, empty ranges), and
 * every command answers: with its usual output, or with a usage message naming what the disc lacks.
 */
class BareDiscCliTest {
    @TempDir static Path tmp;
    static Path iso;
    static Disc disc;

    @BeforeAll
    static void generate() throws Exception {
        iso = tmp.resolve("bare.iso");
        Run r = Run.of("generate", "--out", iso.toString(), "--seed", "11", "--levels", "4", "--bare");
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("without [sequences, sky, chunks, sound]"), r.out());
        disc = Gc.open(iso);
    }

    @Test
    void theManifestNamesTheBlocksLeftOut() throws Exception {
        Map<String, String> m = new java.util.TreeMap<>();
        for (String line : Files.readAllLines(tmp.resolve("bare.manifest.tsv"))) {
            String[] kv = line.split("\t", 2);
            m.put(kv[0], kv[1]);
        }
        assertEquals("sequences,sky,chunks,sound", m.get("disc.without"));
        for (int n = 0; n < 4; n++) {
            assertEquals("0", m.get("level." + n + ".chunk_count"), "level " + n);
            assertEquals("0", m.get("level." + n + ".slot.sound_bank.sectors"), "level " + n);
            assertEquals("0", m.get("level." + n + ".sound_bank_samples"), "level " + n);
        }
    }

    @Test
    void everyOptionalBlockIsAbsentAndTheDiscReadsWithoutAProblem() {
        assertEquals(4, disc.levels().count());
        for (Level l : disc.levels()) {
            assertEquals(0, l.headerRecord().chunkCount(), l.fileName());
            assertFalse(l.soundBankModel(0).present(), l.fileName() + " sound bank");
            assertFalse(l.core().skyModel().present(), l.fileName() + " sky");
            assertEquals(0, l.core().mobies().sequences().rowCount(), l.fileName() + " moby sequences");
            assertEquals(0, l.core().ratchetSeqs().sequences().rowCount(), l.fileName() + " ratchet_seqs");
        }
        // strict reading of every area (stats touches each one) and the coverage map: nothing reported, nothing left over
        Table stats = disc.levels().stats();
        assertEquals(4, stats.rowCount());
        assertEquals(0, stats.intColumn("sound_bank_samples").sum(), 0);
        assertEquals(0, stats.intColumn("sky_shells").sum(), 0);
        Table cov = disc.coverageSummary();
        assertEquals(0, cov.longColumn("unexplained").sum(), 0, cov.print());
        assertEquals(0, cov.longColumn("overlap").sum(), 0, cov.print());
        assertEquals(0, disc.problems().rowCount(), disc.problems().print());
    }

    @Test
    void theReadingCommandsAnswer() {
        for (String[] cmd : new String[][] {{"info"}, {"stats"}, {"claims"}, {"problems"}, {"verify"}, {"roundtrip"},
                {"coverage", "--summary"}}) {
            String[] args = new String[cmd.length + 1];
            args[0] = cmd[0];
            args[1] = iso.toString();
            System.arraycopy(cmd, 1, args, 2, cmd.length - 1);
            Run r = Run.of(args);
            assertEquals(0, r.status(), String.join(" ", cmd) + ": " + r.err());
            assertFalse(r.err().contains("Exception"), String.join(" ", cmd) + ": " + r.err());
        }
        Run claims = Run.of("claims", iso.toString(), "--format", "csv");
        String sblk = claims.out().lines().filter(l -> l.startsWith("sound_bank.sblk_0x18,")).findFirst().orElseThrow();
        assertTrue(sblk.contains("no level has a sound bank"), sblk);
        assertTrue(Run.of("problems", iso.toString()).out().contains("(0 rows)"));
    }

    @Test
    void previewsAndExportsAnswerOrSayWhatIsMissing() throws Exception {
        Path png = tmp.resolve("p.png");
        Run sky = Run.of("preview", iso.toString(), "--level", "0", "--sky", "--out", png.toString());
        assertEquals(0, sky.status(), sky.err());
        assertTrue(sky.out().contains("no sky (core header sky offset 0) of LEVEL0.WAD"), sky.out());
        for (String[] p : new String[][] {{"--map"}, {"--scene"}, {"--mobies"}, {"--ties"}, {"--collision"}, {"--lit"}, {"--coverage"}}) {
            Run r = Run.of("preview", iso.toString(), "--level", "0", p[0], "--out", png.toString());
            assertEquals(0, r.status(), p[0] + ": " + r.err());
        }
        Run chunk = Run.of("preview", iso.toString(), "--level", "1", "--collision", "--chunk", "0", "--out", png.toString());
        assertEquals(1, chunk.status());
        assertTrue(chunk.err().contains("LEVEL1.WAD has no chunk 0"), chunk.err());
        Run glb = Run.of("export", iso.toString(), "--level", "0", "--out", tmp.resolve("l0.glb").toString());
        assertEquals(0, glb.status(), glb.err());
        assertTrue(glb.out().contains("0 animations"), glb.out());
        Run wav = Run.of("dump-sound", iso.toString(), "--level", "0", "--sample", "0", "--out", tmp.resolve("s.wav").toString());
        assertEquals(1, wav.status());
        assertTrue(wav.err().contains("LEVEL0.WAD has no sound bank (its sector range is empty)"), wav.err());
        assertFalse(Files.exists(tmp.resolve("s.wav")));
    }
}
