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

    static Run run(String... args) { return Run.of(args); }

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
        assertEquals(3, lenient.status(), lenient.err());   // done, with error-level problems
        assertEquals(5, csvRows(lenient.out()).size());
        assertTrue(lenient.err().contains("level[2].header.data.size_sectors"), lenient.err());
        // stderr: the note that the copy has no manifest (one line, as in every format), then the problems
        assertTrue(lenient.err().lines().skip(1).findFirst().orElse("").endsWith("problem(s):"), lenient.err());
        assertTrue(lenient.err().startsWith("no manifest: "), lenient.err());
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
        // the header is the stats registry's column list, in its order (names are a contract: checked one by one below)
        assertEquals(String.join(",", gcscript.disc.Stats.COLUMNS), rows.get(0));
        for (String c : List.of("file", "level_id", "tfrag_patches", "tfrag_positions", "chunk_tfrag_patches",
                "core_data_decompressed", "moby_class_blocks", "moby_triangles", "tie_packets", "tie_triangles_lod0",
                "shrub_billboards", "sky_shells", "occlusion_grid_octants", "collision_quads", "directional_lights",
                "sound_bank_samples")) {
            assertTrue(gcscript.disc.Stats.COLUMNS.contains(c), c);
        }
        assertEquals(5, rows.size());
        java.util.Map<String, String> m = new java.util.HashMap<>();
        for (String line : Files.readAllLines(tmp.resolve("disc.manifest.tsv"))) {
            String[] kv = line.split("\t", 2);
            m.put(kv[0], kv[1]);
        }
        List<String> cols = List.of(rows.get(0).split(","));
        for (int n = 0; n < 4; n++) {
            String[] f = rows.get(n + 1).split(",");
            java.util.function.Function<String, String> col = c -> f[cols.indexOf(c)];
            assertEquals("LEVEL" + n + ".WAD", col.apply("file"));
            String[][] truth = {{"tfrag_patches", "tfrags.count"}, {"tfrag_positions", "tfrags.positions"},
                    {"tfrag_triangles", "tfrags.triangles"}, {"chunk_tfrag_patches", "chunk_tfrag_patches"},
                    {"moby_instances", "moby_instances"}, {"sound_bank_samples", "sound_bank_samples"},
                    {"sky_vertices", "core.sky.vertices"}, {"occlusion_grid_octants", "core.occlusion.octants"},
                    {"collision_quads", "core.collision.quads"}, {"moby_triangles", "stats.moby_triangles"}};
            for (String[] t : truth) assertEquals(m.get("level." + n + "." + t[1]), col.apply(t[0]), t[0]);
            String[] keys = {"ties.packets", "ties.vertices", "ties.triangles", "ties.triangles_lod0",
                "shrubs.packets", "shrubs.vertices", "shrubs.triangles", "shrubs.billboards"};
            String[] names = {"tie_packets", "tie_vertices", "tie_triangles", "tie_triangles_lod0",
                "shrub_packets", "shrub_vertices", "shrub_triangles", "shrub_billboards"};
            for (int k = 0; k < keys.length; k++) assertEquals(m.getOrDefault("level." + n + "." + keys[k], "0"), col.apply(names[k]), keys[k]);
        }
    }

    @Test
    void statsGlobalPrintsOneRowOfTheGlobalWadsCounts() throws Exception {
        Run r = run("stats", iso.toString(), "--global", "--format", "csv");
        assertEquals(0, r.status(), r.err());
        List<String> rows = csvRows(r.out());
        assertEquals("armor_meshes,armor_textures,bonus_images,mpeg_videos,mpeg_subtitles,audio_voice_lines,misc_irx_modules,opaque_bytes",
                rows.get(0));
        assertEquals(2, rows.size());
        java.util.Map<String, String> m = new java.util.HashMap<>();
        for (String line : Files.readAllLines(tmp.resolve("disc.manifest.tsv"))) {
            String[] kv = line.split("\t", 2);
            m.put(kv[0], kv[1]);
        }
        String[] cols = rows.get(0).split(","), values = rows.get(1).split(",");
        for (int i = 0; i < cols.length; i++) assertEquals(m.get("global.stats." + cols[i]), values[i], cols[i]);
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
        Run typo = run("table", iso.toString(), "level(0).core().mobyClases()");
        assertTrue(typo.err().startsWith("gcscript table: disc.level(0).core() has no method mobyClases(); did you mean mobyClasses()? it has "), typo.err());
        Run pastTable = run("table", iso.toString(), "globals().textures()");
        assertEquals(1, pastTable.status());
        assertEquals("gcscript table: disc.globals() is a table (" + gcscript.Gc.open(iso).globals().rowCount() + " rows; columns "
                + String.join(", ", gcscript.Gc.open(iso).globals().columnNames()) + "), not something with a method textures(): the command "
                + "prints it as it is; filter or join it in the shell", pastTable.err().strip());
        Run wrong = run("table", iso.toString(), "level('a')");
        assertEquals(1, wrong.status());
        assertEquals("gcscript table: disc.level('a'): wrong arguments; takes level(int)", wrong.err().strip());
        Run missing = run("table", iso.toString(), "level(3).chunk(0).tfrags().patches()");
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("chunk(0) is empty"), missing.err());
        Run notTable = run("table", iso.toString(), "level(0).core().tfrags().count()");
        assertEquals(1, notTable.status());
        assertTrue(notTable.err().contains("not a table"), notTable.err());
        Run block = run("table", iso.toString(), "level(0).core().tfrags()");
        assertEquals(1, block.status());
        assertTrue(block.err().contains("not a table; its tables: ") && block.err().contains("patches()") && block.err().contains("positions()"), block.err());
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
                + "expected values from .*the manifest \\(\\d+\\), rules \\(\\d+\\)\n"
                + "manifest: disc.manifest.tsv \\(beside the image, by name\\)\\s*"), r.err());
        // the same image without its manifest (in a folder of its own: beside the original it would find the
        // original's manifest by its hash) is judged against the notes' retail figures, and the summary says so
        Path bare = Files.createDirectories(tmp.resolve("bare")).resolve("bare.iso");
        Files.copy(iso, bare);
        Run notes = run("claims", bare.toString(), "--format", "csv");
        assertTrue(csvRows(notes.out()).stream().anyMatch(l -> l.startsWith("lvl0.data.sectors,") && l.contains(",6484,notes,6484,")), notes.out());
        assertTrue(notes.err().contains("the notes' retail figures ("), notes.err());
        assertFalse(notes.err().contains("the manifest"), notes.err());
        assertTrue(notes.err().endsWith("no manifest: none named bare.manifest.tsv beside bare.iso, and no *.manifest.tsv in its folder\n"),
                notes.err());
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

    @Test
    void mapPreviewAndDumpSound() throws Exception {
        Path png = tmp.resolve("map.png");
        Run r = run("preview", iso.toString(), "--level", "1", "--map", "--labels", "--size", "512", "--out", png.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("mobies"), r.out());
        assertEquals(512, javax.imageio.ImageIO.read(png.toFile()).getWidth());
        Path wav = tmp.resolve("s.wav");
        Run s = run("dump-sound", iso.toString(), "--level", "0", "--sample", "1", "--out", wav.toString());
        assertEquals(0, s.status(), s.err());
        byte[] b = Files.readAllBytes(wav);
        assertEquals("RIFF", new String(b, 0, 4, java.nio.charset.StandardCharsets.US_ASCII));
        assertEquals("WAVE", new String(b, 8, 4, java.nio.charset.StandardCharsets.US_ASCII));
        assertTrue(s.out().contains("48000 Hz"), s.out());
        Run bad = run("dump-sound", iso.toString(), "--level", "0", "--sample", "99", "--out", wav.toString());
        assertEquals(1, bad.status());
        assertTrue(bad.err().contains("samples"), bad.err());
    }

    @Test
    void worldPreviewsWritePngs() throws Exception {
        for (String[] w : new String[][] {{"--collision", "2048"}, {"--sky", "1600"}, {"--occlusion", "1200"}}) {
            Path png = tmp.resolve("w" + w[0].substring(2) + ".png");
            boolean done = false;
            for (int level = 0; level < 5 && !done; level++) {
                Run r = run("preview", iso.toString(), "--level", Integer.toString(level), w[0], "--out", png.toString());
                assertEquals(0, r.status(), r.err());
                if (r.out().contains(" 0 ")) continue;     // this level lacks the section: try the next
                java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(png.toFile());
                assertEquals(Integer.parseInt(w[1]), img.getWidth(), w[0]);
                done = true;
            }
            assertTrue(done, w[0]);
        }
        Run chunk = run("preview", iso.toString(), "--level", "1", "--collision", "--chunk", "1", "--out", tmp.resolve("c.png").toString());
        assertEquals(0, chunk.status(), chunk.err());
        assertTrue(chunk.out().contains("chunk 1"), chunk.out());
    }

    @Test
    void previewDrawsTieAndShrubClassesAndSheets() throws Exception {
        for (String[] what : new String[][] {{"--ties"}, {"--shrubs"}}) {
            Path png = tmp.resolve("s" + what[0] + ".png");
            Run r = run("preview", iso.toString(), "--level", "0", "--out", png.toString(), what[0]);
            assertEquals(0, r.status(), r.err());
            assertTrue(r.out().contains("classes of LEVEL0.WAD"), r.out());
            java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(png.toFile());
            int lit = 0;
            for (int y = 0; y < img.getHeight(); y++) for (int x = 0; x < img.getWidth(); x++) if ((img.getRGB(x, y) & 0xffffff) != 0x101018) lit++;
            assertTrue(lit > 500, what[0] + " drawn: " + lit);
        }
        Run none = run("preview", iso.toString(), "--level", "0", "--out", tmp.resolve("x.png").toString(), "--tie", "999");
        assertNotEquals(0, none.status());
    }

    @Test
    void litAndUnlitPreviewsDiffer() throws Exception {
        Path lit = tmp.resolve("lit.png"), unlit = tmp.resolve("unlit.png");
        Run a = run("preview", iso.toString(), "--level", "0", "--lit", "--out", lit.toString(), "--size", "512");
        assertEquals(0, a.status(), a.err());
        var m = gcscript.Gc.open(iso).level(0).litModel();
        int shaded = m.result(gcscript.lighting.LightSelection.BLEND).shaded();
        assertTrue(shaded > 0);
        assertTrue(a.out().contains(shaded + " of " + m.count() + " vertices shaded"), a.out());
        Run b = run("preview", iso.toString(), "--level", "0", "--unlit", "--out", unlit.toString(), "--size", "512");
        assertEquals(0, b.status(), b.err());
        java.awt.image.BufferedImage x = javax.imageio.ImageIO.read(lit.toFile()), y = javax.imageio.ImageIO.read(unlit.toFile());
        int differ = 0, drawn = 0;
        for (int j = 0; j < 512; j++) for (int i = 0; i < 512; i++) {
            if (x.getRGB(i, j) != y.getRGB(i, j)) differ++;
            if ((y.getRGB(i, j) & 0xffffff) != 0x101018) drawn++;
        }
        assertTrue(drawn > 500 && differ > 0 && differ < drawn, differ + " of " + drawn + " drawn pixels differ");
        Run bad = run("preview", iso.toString(), "--level", "0", "--lit", "--selection", "four", "--out", lit.toString());
        assertEquals(1, bad.status());
    }
}
