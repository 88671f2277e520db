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
        assertTrue(bad.err().startsWith("gcscript wad: "), bad.err());
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

    @Test
    void statsPrintsOneCsvRowPerLevelAndNothingElse() throws Exception {
        Run r = run("stats", iso.toString(), "--format", "csv");
        assertEquals(0, r.status(), r.err());
        List<String> rows = csvRows(r.out());
        assertEquals("file,level_id,tfrag_patches,tfrag_positions,tfrag_vertex_infos,tfrag_triangles,tfrag_lod1_triangles,"
                + "tfrag_lod2_triangles,tfrag_adgifs,tfrag_textures,moby_classes,tie_classes,shrub_classes,chunk_tfrag_patches,"
                + "core_data_compressed,core_data_decompressed", rows.get(0));
        assertEquals(5, rows.size());
        java.util.Map<String, String> m = new java.util.HashMap<>();
        for (String line : Files.readAllLines(tmp.resolve("disc.manifest.tsv"))) {
            String[] kv = line.split("\t", 2);
            m.put(kv[0], kv[1]);
        }
        for (int n = 0; n < 4; n++) {
            String[] f = rows.get(n + 1).split(",");
            assertEquals("LEVEL" + n + ".WAD", f[0]);
            assertEquals(m.get("level." + n + ".tfrags.count"), f[2]);
            assertEquals(m.get("level." + n + ".tfrags.positions"), f[3]);
            assertEquals(m.get("level." + n + ".tfrags.triangles"), f[5]);
            assertEquals(m.get("level." + n + ".chunk_tfrag_patches"), f[13]);
        }
    }

    @Test
    void tableEvaluatesAFluentChain() {
        Run r = run("table", iso.toString(), "level(0).core().tfrags().positions()", "--format", "csv");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("level,file,record,patch,tier,index,tier_index,offset,x_raw,y_raw,z_raw,x,y,z\n"), r.out());
        Run chunk = run("table", iso.toString(), "level(1).chunk(2).tfrags().checks()", "--format", "csv");
        assertEquals(0, chunk.status(), chunk.err());
        assertEquals(8, csvRows(chunk.out()).size());
        Run lod = run("table", iso.toString(), "levels().core().tfrags().lodModes(100, 100.5, -20)", "--format", "csv");
        assertEquals(0, lod.status(), lod.err());
        assertTrue(lod.out().startsWith("level,file,record,patch,mode,mode_index,weight,distance,near,far"), lod.out());
        Run prefixed = run("table", iso.toString(), "disc.level(0).core().tfrags().positions()", "--format", "csv");
        assertEquals(r.out(), prefixed.out());
        Run kind = run("table", iso.toString(), "level(0).core().textureTable('tfrag')", "--format", "csv");
        assertEquals(0, kind.status(), kind.err());

        Run unknown = run("table", iso.toString(), "level(0).core().nope()");
        assertEquals(1, unknown.status());
        assertTrue(unknown.err().startsWith("gcscript table: disc.level(0).core() has no method nope()"), unknown.err());
        assertEquals(1, unknown.err().lines().count());
        Run wrong = run("table", iso.toString(), "level('a')");
        assertEquals(1, wrong.status());
        assertEquals("gcscript table: disc.level('a'): wrong arguments; takes level(int)", wrong.err().strip());
        Run missing = run("table", iso.toString(), "level(3).chunk(0).tfrags().patches()");
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("chunk(0) is empty"), missing.err());
        Run notTable = run("table", iso.toString(), "level(0).core().tfrags().count()");
        assertEquals(1, notTable.status());
        assertTrue(notTable.err().contains("not a table"), notTable.err());
        Run syntax = run("table", iso.toString(), "level(0");
        assertEquals(1, syntax.status());
        assertEquals(1, syntax.err().lines().count());
    }

    @Test
    void claimsSayWhatTheyComparedWith() throws Exception {
        Run r = run("claims", iso.toString(), "--format", "csv");
        assertEquals(0, r.status(), r.err());
        List<String> rows = csvRows(r.out());
        assertEquals("id,section,claim,needs,catalogue_status,notes_value,basis,expected,actual,status,detail", rows.get(0));
        assertTrue(rows.stream().anyMatch(l -> l.startsWith("lvl0.data.sectors,") && l.contains(",6484,manifest,")), r.out());
        assertTrue(r.err().matches("(?s)\\d+ held, \\d+ differed, \\d+ not measurable on this disc, \\d+ not yet measurable; "
                + "expected values from .*the manifest \\(\\d+\\), rules \\(\\d+\\)\\s*"), r.err());
        // the same image without its manifest is judged against the notes' retail figures, and the summary says so
        Path bare = tmp.resolve("bare.iso");
        Files.copy(iso, bare);
        Run notes = run("claims", bare.toString(), "--format", "csv");
        assertTrue(csvRows(notes.out()).stream().anyMatch(l -> l.startsWith("lvl0.data.sectors,") && l.contains(",6484,notes,6484,")), notes.out());
        assertTrue(notes.err().contains("the notes' retail figures ("), notes.err());
        assertFalse(notes.err().contains("the manifest"), notes.err());
    }

    @Test
    void previewWritesAPng() throws Exception {
        Path png = tmp.resolve("p.png");
        Run r = run("preview", iso.toString(), "--level", "1", "--out", png.toString(), "--axis", "x", "--colour", "texture");
        assertEquals(0, r.status(), r.err());
        java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(png.toFile());
        assertEquals(1024, img.getWidth());
        int lit = 0;
        for (int y = 0; y < img.getHeight(); y += 2) for (int x = 0; x < img.getWidth(); x += 2) if ((img.getRGB(x, y) & 0xffffff) != 0x101018) lit++;
        assertTrue(lit > 500, "wireframe drawn: " + lit);
        Run bad = run("preview", iso.toString(), "--level", "1", "--out", png.toString(), "--axis", "w");
        assertEquals(1, bad.status());
    }
}
