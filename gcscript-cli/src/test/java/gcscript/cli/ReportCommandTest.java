package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.testing.Chromium;
import java.awt.image.BufferedImage;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 38 item 18: {@code report DISC --out report.html}, the page a user reads first: one self-contained file
 * (pictures inlined, nothing fetched), every part present, what it could not check said first; silent on the
 * sample, one progress line per step with {@code --progress} (and on a full-size disc); and it looks right in a
 * browser: headless Chromium's screenshot of it is no blank page.
 */
class ReportCommandTest {
    @TempDir static Path tmp;
    static Path alone, page;
    static Run run;

    @BeforeAll
    static void writeTheSamplesReport() throws Exception {
        // the sample's image with no manifest beside it: a disc as a user brings it
        alone = Files.createDirectories(tmp.resolve("mine")).resolve("mine.iso");
        try (InputStream in = Gc.class.getResourceAsStream(Gc.SAMPLE_RESOURCE)) {
            Files.copy(in, alone);
        }
        page = tmp.resolve("out/report.html");
        run = Run.of("report", alone.toString(), "--out", page.toString());
    }

    @Test
    void oneSelfContainedPageWithEveryPart() throws Exception {
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith(page + ": report of mine.iso, "), run.out());
        String html = Files.readString(page);
        for (String id : List.of("summary", "files", "stats", "coverage", "roundtrip", "claims", "maps", "problems")) {
            assertTrue(html.contains("<h2 id=\"" + id + "\">") && html.contains("<a href=\"#" + id + "\">"), id);
        }
        // every picture inlined: a coverage picture and a map per level, and no address to fetch anything from
        int levels = Gc.open(alone).levels().count();
        Matcher img = Pattern.compile("<img alt=\"([^\"]*)\" src=\"data:image/png;base64,").matcher(html);
        int coverage = 0, maps = 0;
        while (img.find()) {
            if (img.group(1).startsWith("coverage of LEVEL")) coverage++;
            if (img.group(1).startsWith("map of LEVEL")) maps++;
        }
        assertEquals(List.of(levels, levels), List.of(coverage, maps));
        assertFalse(Pattern.compile("(src|href)=\"(?!data:|#)").matcher(html).find(), "a reference outside the page");
        assertFalse(html.contains("<link") || html.contains("<script"), "nothing loaded");
        // the facts it could not check come first: no manifest, so no per-field truth; the bytes only carried
        int summary = html.indexOf("<h2 id=\"summary\">"), files = html.indexOf("<h2 id=\"files\">");
        assertTrue(summary < files);
        String unchecked = html.substring(summary, files);
        assertTrue(unchecked.contains("per-field values against a ground truth (bin/gcscript verify): no manifest: none named mine.manifest.tsv"), unchecked);
        assertTrue(unchecked.matches("(?s).*<li>\\d+ bytes the round trip only carries.*"), unchecked);
        // the parts' verdicts: the sample is read whole, every area comes back, and no problem was seen
        assertTrue(html.contains("<p class=\"verdict good\">every byte of every buffer is explained</p>"), "coverage verdict");
        assertTrue(html.matches("(?s).*<p class=\"verdict good\">every one of \\d+ areas came back identical</p>.*"), "round trip verdict");
        assertTrue(html.contains("<p class=\"verdict good\">none: every invariant the readers check held</p>"), "problems verdict");
        assertTrue(html.matches("(?s).*<p class=\"verdict\">\\d+ held, \\d+ differed, .*; expected values from the notes.*"), "claims summary");
        // no progress on a disc of this size
        assertEquals("", run.err());
    }

    @Test
    void theSampleWithItsManifestChecksEverything() throws Exception {
        Path withManifest = tmp.resolve("sample.html");
        Run r = Run.of("report", "--out", withManifest.toString(), "--progress");
        assertEquals(0, r.status(), r.err());
        String html = Files.readString(withManifest);
        String unchecked = html.substring(html.indexOf("<h2 id=\"summary\">"), html.indexOf("<h2 id=\"files\">"));
        assertFalse(unchecked.contains("no manifest"), unchecked);
        // one progress line per step, numbered
        List<String> lines = r.err().lines().toList();
        int levels = Gc.sample().levels().count();
        assertEquals(6 + 2 * levels, lines.size(), r.err());
        assertEquals("report: 1/" + lines.size() + " files and levels", lines.get(0));
        assertEquals("report: " + lines.size() + "/" + lines.size() + " page", lines.get(lines.size() - 1));
        assertTrue(lines.contains("report: 3/" + lines.size() + " coverage of LEVEL0.WAD"), r.err());
    }

    @Test
    void usage() {
        Run none = Run.of("report");
        assertEquals(1, none.status());
        assertEquals("gcscript report: --out report.html is required\n", none.err());
        assertTrue(Run.of("report", "--help").out().contains("--progress"));
    }

    @Test
    void itLooksLikeAPageInABrowser() throws Exception {
        Path browser = Chromium.require();
        Path png = Path.of("target", "report-screenshot.png");
        Files.createDirectories(png.getParent());
        BufferedImage shot = Chromium.screenshot(browser, page, "", png);
        double white = Chromium.share(shot, 0xf6f6f8, 2);
        double variance = Chromium.variance(shot);
        System.out.printf("report screenshot: variance %.1f, %.1f %% page background%n", variance, 100 * white);
        assertTrue(variance > 500, "variance " + variance + ": a blank page?");
        assertTrue(white < 0.97 && white > 0.2, "page background " + white);
        // text in the page's ink and links in the browser's blue: the headings and contents drawn, not only a background
        assertTrue(Chromium.share(shot, 0x1d2330, 60) > 0.005, "ink " + Chromium.share(shot, 0x1d2330, 60));
        assertTrue(Chromium.share(shot, 0x0000ee, 60) > 0.001, "links " + Chromium.share(shot, 0x0000ee, 60));
    }
}
