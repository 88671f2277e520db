package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.datasets.Options;
import gcscript.datasets.SyntheticDisc;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line on the three forms a disc comes in: ISO image, extracted folder, single level file. */
class CliTest {
    @TempDir static Path tmp;
    static Path iso;
    static Path folder;

    record Run(int status, String out, String err) {}

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(Arrays.asList(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @BeforeAll
    static void generate() throws Exception {
        iso = tmp.resolve("disc.iso");
        folder = tmp.resolve("disc");
        SyntheticDisc.write(new Options(11, 4, 1), iso);
        SyntheticDisc.writeFolder(new Options(11, 4, 1), folder);
    }

    static List<String> csvRows(String out) { return out.lines().toList(); }

    @Test
    void infoGivesTheSameTableForImageFolderAndSample() {
        Run a = run("info", iso.toString(), "--format", "csv");
        Run b = run("info", folder.toString(), "--format", "csv");
        assertEquals(0, a.status(), a.err());
        assertEquals(a.out(), b.out());
        List<String> rows = csvRows(a.out());
        assertEquals("level,file,level_id,header_size,file_bytes,clamped_bytes,data_sectors,sound_bank_sectors,gameplay_sectors,"
                + "occlusion_sectors,chunk_count,core_index_bytes,gs_ram_bytes,core_data_compressed,core_data_decompressed", rows.get(0));
        assertEquals(5, rows.size());
        Run sample = run("info", "--format", "json");
        assertEquals(0, sample.status(), sample.err());
        assertTrue(sample.out().startsWith("[\n  {\"level\": 0, \"file\": \"LEVEL0.WAD\""), sample.out());
    }

    @Test
    void aSingleLevelFileIsADiscOfOneLevel() {
        Run r = run("info", folder.resolve("G/LEVEL2.WAD").toString(), "--format", "csv");
        assertEquals(0, r.status(), r.err());
        List<String> rows = csvRows(r.out());
        assertEquals(2, rows.size());
        Run all = run("info", iso.toString(), "--format", "csv");
        assertEquals(csvRows(all.out()).get(3), rows.get(1));
    }

    @Test
    void extractWritesEveryPartAndAManifest() throws Exception {
        Path out = tmp.resolve("x");
        Run r = run("extract", iso.toString(), out.toString());
        assertEquals(0, r.status(), r.err());
        List<String> manifest = Files.readAllLines(out.resolve("manifest.csv"));
        assertEquals("level,level_file,name,source,offset,size,sha256", manifest.get(0));
        for (String name : List.of("data.bin", "core_index.bin", "core_data.wad", "core_data.bin", "gs_ram.bin", "gameplay.wad",
                "gameplay.bin", "sound_bank.bin", "overlay.bin")) {
            assertTrue(Files.isRegularFile(out.resolve("LEVEL0").resolve(name)), name);
        }
        for (String line : manifest.subList(1, manifest.size())) {
            String[] f = line.split(",");
            assertEquals(Long.parseLong(f[5]), Files.size(out.resolve("LEVEL" + f[0]).resolve(f[2])), line);
        }
        // the decompressed core_data has the size the level's core header declares
        long coreBin = Files.size(out.resolve("LEVEL0/core_data.bin"));
        String info = csvRows(run("info", iso.toString(), "--format", "csv").out()).get(1);
        assertEquals(coreBin, Long.parseLong(info.substring(info.lastIndexOf(',') + 1)));
        Run fromFolder = run("extract", folder.toString(), tmp.resolve("y").toString());
        assertEquals(0, fromFolder.status());
        assertEquals(manifest.subList(1, manifest.size()), Files.readAllLines(tmp.resolve("y/manifest.csv")).subList(1, manifest.size()));
    }

    @Test
    void wadRoundTripsAndRejectsBadInputWithOneLine() throws Exception {
        byte[] data = new byte[100_000];
        new Random(5).nextBytes(data);
        for (int i = 0; i < data.length; i += 3) data[i] = 0;
        Path in = tmp.resolve("in.bin"), wad = tmp.resolve("in.wad"), back = tmp.resolve("back.bin");
        Files.write(in, data);
        assertEquals(0, run("wad", "compress", in.toString(), wad.toString()).status());
        assertEquals(0, run("wad", "decompress", wad.toString(), back.toString()).status());
        assertArrayEquals(data, Files.readAllBytes(back));
        Run bad = run("wad", "decompress", in.toString(), back.toString());
        assertEquals(2, bad.status());
        assertEquals(1, bad.err().lines().count(), bad.err());
        assertTrue(bad.err().startsWith("gcscript: "), bad.err());
        Run wrongSize = run("wad", "decompress", wad.toString(), back.toString(), "--size", "99999");
        assertEquals(2, wrongSize.status());
    }

    @Test
    void strictFailsWithOneLineAndLenientListsProblems() throws Exception {
        byte[] image = Files.readAllBytes(iso);
        Path damaged = tmp.resolve("damaged.iso");
        // LEVEL2.WAD's data extent: make its size run far past the file.
        var r = gcscript.Gc.open(iso);
        var f = r.file("/G/LEVEL2.WAD").orElseThrow();
        int at = (int) (f.lba() * 2048 + 0x14);
        image[at] = 0x7f;
        image[at + 1] = 0x7f;
        Files.write(damaged, image);
        Run strict = run("info", damaged.toString());
        assertEquals(2, strict.status());
        assertEquals(1, strict.err().lines().count(), strict.err());
        assertTrue(strict.err().contains("level[2].header.data.size_sectors"), strict.err());
        Run lenient = run("info", damaged.toString(), "--lenient", "--format", "csv");
        assertEquals(0, lenient.status(), lenient.err());
        assertEquals(5, csvRows(lenient.out()).size());
        assertTrue(lenient.err().contains("level[2].header.data.size_sectors"), lenient.err());
        assertTrue(lenient.err().lines().findFirst().orElse("").endsWith("problem(s):"), lenient.err());
    }

    @Test
    void usageErrorsExitOne() {
        assertEquals(1, run("frobnicate").status());
        assertEquals(1, run("info", tmp.resolve("nope.iso").toString()).status());
        assertEquals(0, run("--help").status());
    }
}
