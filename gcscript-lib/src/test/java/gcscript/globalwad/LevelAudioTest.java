package gcscript.globalwad;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/** {@code disc.level(n).audio()}: AUDIOn.WAD's streams and music pairs, per level and for the whole disc. */
class LevelAudioTest {
    @TempDir Path tmp;

    @Test void selectorRule() {
        // music_track / 4 × 2 is the left bin, the right one follows (§12.1)
        assertArrayEquals(new int[] {0, 1}, LevelAudio.bins(3));
        assertArrayEquals(new int[] {2, 3}, LevelAudio.bins(4));
        assertArrayEquals(new int[] {2, 3}, LevelAudio.bins(7));
        assertArrayEquals(new int[] {6, 7}, LevelAudio.bins(13));
    }

    @Test void perLevelAndWholeDisc() {
        Disc d = Gc.sample();
        Table all = d.levels().audio().streams();
        int sum = 0;
        for (var l : d.levels()) {
            assertEquals(List.of("AUDIO" + l.number()), l.audio().wads().stream().map(WadFile::name).toList());
            Table s = l.audio().streams();
            sum += s.rowCount();
            for (Row r : s) {
                assertEquals(l.number(), r.getInt("level"));
                assertEquals("AUDIO" + l.number(), r.getString("wad"));
            }
            Table p = l.audio().musicPairs();
            // the sample writes one pair in even-numbered files, two in odd ones
            assertEquals(1 + l.number() % 2, p.rowCount(), "pairs of level " + l.number());
            for (Row r : p) {
                int pair = r.getInt("record");
                assertArrayEquals(new int[] {r.getInt("left_bin"), r.getInt("right_bin")}, LevelAudio.bins(r.getInt("music_track_first")));
                assertArrayEquals(new int[] {2 * pair, 2 * pair + 1}, LevelAudio.bins(r.getInt("music_track_last")));
                assertTrue(r.getString("left_name").endsWith("l") && r.getString("right_name").endsWith("r"));
                assertEquals(8 + 16L * pair, r.getLong("offset"));
            }
            assertTrue(l.audio().checks().stringColumn("status").isEqualTo("holds").size() == l.audio().checks().rowCount());
        }
        assertEquals(sum, all.rowCount());
        assertEquals(0, d.levels().audio().checks().stringColumn("status").isEqualTo("fails").size());
    }

    @Test void rightBinMissing() throws IOException {
        Disc s = Gc.sample();
        byte[] iso = GlobalWadsTest.sampleBytes();
        long at = s.file("/G/AUDIO1.WAD").orElseThrow().lba() * 0x800 + 8 + 8 * 3 + 4;   // bin_data[3].size_bytes
        ByteBuffer.wrap(iso).order(ByteOrder.LITTLE_ENDIAN).putInt((int) at, 0);
        Path p = tmp.resolve("patched.iso");
        Files.write(p, iso);
        Disc d = Gc.open(p, Problems.Mode.LENIENT);
        Table c = d.level(1).audio().checks();
        Table fails = c.where(c.stringColumn("status").isEqualTo("fails"));
        assertEquals(1, fails.rowCount());
        assertEquals("audio1.bin_data[2]", fails.stringColumn("subject").get(0));
        Table pairs = d.level(1).audio().musicPairs();
        assertEquals(-1L, pairs.longColumn("right_data_size").get(1));
    }

    @Test void levelFileOnItsOwnHasNoAudio() throws IOException {
        Disc s = Gc.sample();
        Path p = tmp.resolve("LEVEL0.WAD");
        Files.write(p, s.level(0).bytes().toArray());
        Disc one = Gc.open(p);
        // no AUDIO0.WAD beside it: empty tables with their columns ("none on this disc"), as for the global WADs
        var audio = one.level(0).audio();
        assertEquals(List.of(), audio.wads());
        assertEquals(0, audio.streams().rowCount());
        assertEquals("level", audio.streams().columnNames().get(0));
        assertEquals(0, audio.musicPairs().rowCount());
        assertEquals(List.of("level", "file", "record", "offset"), audio.musicPairs().columnNames().subList(0, 4));
        assertEquals(0, one.levels().audio().streams().rowCount());
    }
}
