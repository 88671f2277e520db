package gcscript.globalwad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.disc.Disc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/** MPEG.WAD's entries across its three files, and the §3.4 checks failing on a broken subtitle table or video. */
class MpegTest {
    @TempDir Path tmp;

    GlobalWadsTest broken() {
        GlobalWadsTest t = new GlobalWadsTest();
        t.tmp = tmp;
        return t;
    }

    @Test void videosSpanTheThreeFiles() {
        Table v = Gc.sample().mpeg().videos();
        assertEquals(12, v.rowCount());
        Table s = Gc.sample().mpeg().subtitles();
        assertEquals(Set.of("MPEG.WAD", "MPEG1.WAD", "MPEG2.WAD"), Set.copyOf(s.stringColumn("file").asList()), "one WAD in three files");
        for (Row r : v) assertEquals(r.getInt("video_size_bytes") == 0, r.getString("video_file").equals("none"));
        int sum = 0;
        for (Row r : v) sum += r.getInt("subtitle_count");
        assertEquals(sum, s.rowCount());
        for (Row r : s) assertEquals(r.getInt("start_frame") / 29.97, r.getDouble("start_s"), 1e-9);
    }

    /**
     * Every subtitle's five texts against the generator's truth, row by row by (video, record): the text ends at its
     * NUL, not before (a lost last byte) and not past it, and an offset inside the block is read, not given up.
     */
    @Test void subtitleTextsAreTheGeneratorsByKey() {
        Disc d = Gc.sample();
        gcscript.disc.GroundTruth truth = d.groundTruth().orElseThrow();
        java.util.List<String> columns = java.util.List.of(truth.get("global.fields.mpeg_subtitles.columns").orElseThrow().split(","));
        Table s = d.mpeg().subtitles();
        assertTrue(s.rowCount() > 20, "the sample has subtitles: " + s.rowCount());
        int texts = 0;
        for (Row r : s) {
            String[] want = truth.get("global.fields.mpeg_subtitles.row." + r.getInt("video") + "." + r.getInt("record"))
                    .orElseThrow(() -> new AssertionError("no truth row for " + r)).split(",", -1);
            for (String language : new String[] {"english", "french", "german", "spanish", "italian"}) {
                String found = r.getString("text_" + language);
                assertEquals(want[columns.indexOf("text_" + language)], found, "video " + r.getInt("video") + " record " + r.getInt("record"));
                assertTrue(!found.isEmpty(), "an empty text");
                texts++;
            }
        }
        assertEquals(5 * s.rowCount(), texts);
    }

    /** The first subtitle block: its file and its offset there. */
    static Row firstTable(Disc d) {
        Table s = d.mpeg().subtitles();
        return s.row(0);
    }

    @Test void textOffsetOutsideItsBlock() throws IOException {
        Disc s = Gc.sample();
        Row r = firstTable(s);
        long inFile = r.getLong("offset");   // offsets are in the file holding the table
        // text_offset_english (s16 at +4) and text_offset_french (+6) of record 0 set to 0x7fff
        Disc d = broken().patched("/G/" + r.getString("file"), inFile + 4, 0x7fff7fff);
        Set<String> f = GlobalWadsTest.failures(d);
        assertTrue(f.contains("subtitle_text_inside mpeg.subtitles[" + r.getInt("video") + "].record[0].text_offset_english"), f.toString());
    }

    @Test void stopBeforeStart() throws IOException {
        Disc s = Gc.sample();
        Row r = firstTable(s);
        long inFile = r.getLong("offset");   // offsets are in the file holding the table
        Disc d = broken().patched("/G/" + r.getString("file"), inFile, 0x0001_0100);   // start 0x100, stop 1
        assertEquals(Set.of("subtitle_start_le_stop mpeg.subtitles[" + r.getInt("video") + "].record[0]"), GlobalWadsTest.failures(d));
    }

    @Test void subtitleBlockPastTheLastFile() throws IOException {
        Disc s = Gc.sample();
        Row r = firstTable(s);
        Slot subs = s.mpeg().wad().slot("subtitles", r.getInt("video"));
        Disc d = broken().patched("/G/MPEG.WAD", subs.headerOffset(), 0x4000);   // offset_sectors far past MPEG2.WAD
        assertTrue(GlobalWadsTest.failures(d).contains("block_inside_file mpeg.subtitles[" + subs.index() + "]"));
        assertTrue(d.problems().stringColumn("path").asList().contains("mpeg.subtitles[" + subs.index() + "]"), d.problems().print());
        assertEquals(0, d.mpeg().subtitles().where(d.mpeg().subtitles().intColumn("video").isEqualTo(subs.index())).rowCount());
        Path p = tmp.resolve("patched.iso");
        gcscript.bytes.FormatException e = org.junit.jupiter.api.Assertions.assertThrows(gcscript.bytes.FormatException.class,
                () -> Gc.open(p).mpeg());
        assertTrue(e.getMessage().contains("mpeg.subtitles[" + subs.index() + "]"), e.getMessage());
    }

    @Test void videoWithoutPackStart() throws IOException {
        Disc s = Gc.sample();
        Table videos = s.mpeg().videos();
        Slot v = s.mpeg().wad().slot("video", videos.where(videos.intColumn("video_size_bytes").isGreaterThan(0)).intColumn("index").get(0));
        Disc d = broken().patched("/G/MPEG.WAD", v.start(), 0x12345678);
        assertEquals(Set.of("video_pack_start mpeg.video[" + v.index() + "]"), GlobalWadsTest.failures(d));
    }
}
