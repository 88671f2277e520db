package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.coverage.CoverageTables;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code coverage}, {@code hex}, {@code preview --coverage} and {@code table 'find()...'} on the bundled sample. */
class CoverageCliTest {
    @TempDir Path dir;

    static List<String> lines(Run r) {
        assertEquals(0, r.status(), r.err());
        return r.out().lines().toList();
    }

    @Test void coverageCsvHasExactlyTheColumnsAndTheSummaryMatchesTheLibrary() {
        List<String> rows = lines(Run.of("coverage", "--level", "0", "--format", "csv"));
        assertEquals(String.join(",", CoverageTables.COLUMNS), rows.get(0));
        assertEquals(Gc.sample().level(0).coverage().rowCount(), rows.size() - 1);
        List<String> sum = lines(Run.of("coverage", "--summary", "--format", "csv"));
        assertEquals(String.join(",", CoverageTables.SUMMARY_COLUMNS), sum.get(0));
        assertEquals(Gc.sample().coverageSummary().rowCount(), sum.size() - 1);
        int un = CoverageTables.SUMMARY_COLUMNS.indexOf("unexplained"), ov = CoverageTables.SUMMARY_COLUMNS.indexOf("overlap");
        assertTrue(un > 0 && ov > 0);
        for (String s : sum.subList(1, sum.size())) {
            String[] c = s.split(",");
            assertEquals("0", c[un], s);
            assertEquals("0", c[ov], s);
        }
    }

    @Test void hexNamesTheOwnerAndFieldOfEachRun() {
        Run r = Run.of("hex", "--level", "0", "--buffer", "file", "--at", "0x0", "--length", "16", "--format", "csv");
        List<String> rows = lines(r);
        assertEquals("offset,bytes,ascii,owner,field,kind", rows.get(0));
        var first = Gc.sample().level(0).hex("file", 0, 16).rows().get(0);
        assertTrue(rows.get(1).contains(first.owner()) && rows.get(1).contains(first.field()), rows.get(1));
        assertEquals(1, Run.of("hex", "--level", "0").status());   // --at is required
    }

    @Test void imageSummaryHasARowPerFileAndStructureAllExplained() {
        List<String> sum = lines(Run.of("coverage", "--image", "--summary", "--format", "csv"));
        assertEquals(String.join(",", CoverageTables.SUMMARY_COLUMNS), sum.get(0));
        int file = CoverageTables.SUMMARY_COLUMNS.indexOf("file"), bytes = CoverageTables.SUMMARY_COLUMNS.indexOf("bytes");
        int un = CoverageTables.SUMMARY_COLUMNS.indexOf("unexplained"), ov = CoverageTables.SUMMARY_COLUMNS.indexOf("overlap");
        long total = 0;
        java.util.Set<String> names = new java.util.HashSet<>();
        for (String s : sum.subList(1, sum.size())) {
            String[] c = s.split(",");
            assertEquals("0", c[un], s);
            assertEquals("0", c[ov], s);
            total += Long.parseLong(c[bytes]);
            names.add(c[file]);
        }
        assertEquals(Gc.sample().files().rowCount() + 7, sum.size() - 1);   // + system area, descriptors, 2 path tables, 2 directories, 1 gap
        assertTrue(names.containsAll(Gc.sample().files().stringColumn("path").asList()), names.toString());
        assertTrue(names.contains("iso.l_path_table") && names.contains("iso.dir[/G]"), names.toString());
        assertEquals(Gc.sample().imageCoverage().bytes(), total);
        assertEquals(1, Run.of("coverage", "--image", "--level", "0").status());
    }

    @Test void hexOfAnyFileOfTheImage() {
        List<String> rows = lines(Run.of("hex", "--file", "/G/HUD.WAD", "--at", "0x10", "--length", "8", "--format", "csv"));
        assertEquals("offset,bytes,ascii,owner,field,kind", rows.get(0));
        assertTrue(rows.get(1).startsWith("16,") && rows.get(1).contains("hud.header.hud_banks[0]"), rows.get(1));
        assertEquals(1, Run.of("hex", "--file", "/G/HUD.WAD", "--level", "0", "--at", "0").status());
        Run missing = Run.of("hex", "--file", "/G/NOPE.WAD", "--at", "0");
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("no file /G/NOPE.WAD"), missing.err());
    }

    @Test void findFromTheChainCarriesOwners() {
        List<String> rows = lines(Run.of("table", "find().ascii(\"SBlk\")", "--format", "csv"));
        assertTrue(rows.get(0).endsWith(",owner"), rows.get(0));
        assertEquals(Gc.sample().find().ascii("SBlk").rowCount(), rows.size() - 1);
        assertTrue(rows.subList(1, rows.size()).stream().allMatch(l -> l.matches(".*,level\\[\\d+\\]\\.(chunk_)?sound_bank(_\\d)?\\.sblk")), String.join("\n", rows));
    }

    @Test void previewCoverageWritesOneBarPerBuffer() throws Exception {
        Path png = dir.resolve("cov.png");
        Run r = Run.of("preview", "--level", "1", "--coverage", "--out", png.toString());
        assertEquals(0, r.status(), r.err());
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(1200, img.getWidth());
        int buffers = Gc.sample().level(1).coverageMap().files().size();
        assertTrue(img.getHeight() >= 30 + 58 * buffers, img.getHeight() + " px for " + buffers + " buffers");
    }
}
