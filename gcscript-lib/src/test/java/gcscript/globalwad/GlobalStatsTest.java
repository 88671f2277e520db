package gcscript.globalwad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** {@code stats --global}: one row, exactly the columns, each equal to the generator's count. */
class GlobalStatsTest {
    @Test void oneRowMatchingTheManifest() {
        Disc d = Gc.sample();
        Table t = d.globalStats();
        assertEquals(List.of("armor_meshes", "armor_textures", "bonus_images", "mpeg_videos", "mpeg_subtitles", "audio_voice_lines",
                "misc_irx_modules", "opaque_bytes"), t.columnNames());
        assertEquals(GlobalStats.COLUMNS, t.columnNames());
        assertEquals(1, t.rowCount());
        GroundTruth truth = d.groundTruth().orElseThrow();
        for (String c : t.columnNames()) {
            long want = Long.parseLong(truth.get("global.stats." + c).orElseThrow(() -> new AssertionError("no global.stats." + c)));
            assertEquals(want, ((Number) t.column(c).get(0)).longValue(), c);
        }
    }

    @Test void countsAgreeWithTheTables() {
        Disc d = Gc.sample();
        Table t = d.globalStats();
        assertEquals(d.armor().armours().rowCount(), t.longColumn("armor_meshes").get(0));
        assertEquals(d.armor().textures().rowCount(), t.longColumn("armor_textures").get(0));
        assertEquals(d.mpeg().subtitles().rowCount(), t.longColumn("mpeg_subtitles").get(0));
        assertEquals(d.globalWads().voiceLines().stringColumn("wad").isEqualTo("AUDIO").size(), t.longColumn("audio_voice_lines").get(0));
        long opaque = t.longColumn("opaque_bytes").get(0);
        // at least SPACE's, SCENE's and GADGET's header words, at most every global block
        long headers = 0, blocks = 0;
        for (var row : d.globals()) {
            String w = row.getString("wad");
            if (List.of("SPACE", "SCENE", "GADGET").contains(w)) headers += row.getInt("header_size") - 8;
            blocks += row.getLong("bytes_owned") - row.getInt("header_size");
        }
        assertTrue(opaque > headers && opaque < headers + blocks, opaque + " vs " + headers + " + " + blocks);
    }
}
