package gcscript.roundtrip;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.disc.DiscFile;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The round trip and the diff of RC2.HDR and the global WADs (docs/writing.md, docs/diff.md): on the sample every WAD
 * is rebuilt from its declared records identical, each byte of each file counted once; a changed header slot and a
 * changed subtitle byte are diff rows naming the record and field, the unchanged files give none.
 */
class GlobalRoundTripTest {
    static final byte[] SAMPLE = gcscript.testing.SampleImage.bytes();
    static final Disc DISC = open(SAMPLE);

    static Disc open(byte[] bytes) { return gcscript.testing.SampleImage.open(bytes); }

    @Test void everyGlobalWadComesBackIdentical() {
        RoundTrip rt = DISC.globalRoundTripResult();
        assertTrue(rt.identical(), rt.table().printAll());
        Set<String> areas = new HashSet<>();
        for (RoundTrip.Row r : rt.rows()) if (!r.area().equals(RoundTrip.CARRIED)) areas.add(r.area());
        assertTrue(areas.containsAll(List.of("rc2hdr", "mpeg", "misc", "hud", "bonus", "audio", "armor", "audio0", "audio4")), areas.toString());
        for (String wad : List.of("RC2.HDR", "MPEG.WAD", "MPEG1.WAD", "MPEG2.WAD", "MISC.WAD", "HUD.WAD", "BONUS.WAD", "AUDIO.WAD", "ARMOR.WAD", "AUDIO2.WAD")) {
            RoundTrip.Buffer b = rt.buffer(wad);
            DiscFile f = DISC.file(wad.equals("RC2.HDR") ? "/RC2.HDR" : "/G/" + wad).orElseThrow();
            assertEquals(f.size(), b.bytes(), wad);
            assertEquals(b.bytes(), b.reencoded() + b.undeclared() + b.padding() + b.carried() + b.compressed(), b.toString());
            assertTrue(b.reencoded() >= 8, b.toString());   // at least the header's prologue went through its declaration
        }
        // a header declared slot by slot is re-encoded whole; ARMOR's meshes and material lists are records too
        assertTrue(rt.buffer("HUD.WAD").reencoded() >= 0x1870, rt.buffer("HUD.WAD").toString());
        assertTrue(rt.buffer("ARMOR.WAD").reencoded() > 20_000, rt.buffer("ARMOR.WAD").toString());
    }

    @Test void theDiscsRoundTripHasTheGlobalRows() {
        Table t = DISC.roundTrip();
        Table global = t.where(t.intColumn("level").isEqualTo(-1));
        assertEquals(DISC.globalRoundTripResult().rows().size(), global.rowCount());
        assertTrue(global.stringColumn("area").asList().contains("armor"));
    }

    @Test void aChangedGlobalRecordIsADiffRowByPath() {
        byte[] b = SAMPLE.clone();
        DiscFile hud = DISC.file("/G/HUD.WAD").orElseThrow(), mpeg1 = DISC.file("/G/MPEG1.WAD").orElseThrow();
        b[(int) (hud.lba() * 2048 + 0x14)] ^= 1;    // hud_banks[0].size_sectors
        b[(int) (mpeg1.lba() * 2048 + 0x100)] ^= 1; // a byte of subtitle text
        Table d = DISC.diff(open(b));
        assertEquals(2, d.rowCount(), d.printAll());
        assertEquals(List.of("mpeg.subtitles[16].record[0].text_offset_italian (MPEG1.WAD)", "hud.header.hud_banks[0].size_sectors (HUD.WAD)"),
                d.stringColumn("path").asList());
        assertEquals(List.of("0", "1"), List.of(d.stringColumn("a").get(1), d.stringColumn("b").get(1)));
        assertEquals(0x14L, d.longColumn("offset_a").get(1));
        assertEquals(List.of(-1, -1), d.intColumn("level").asList());
        assertEquals(0, DISC.diff(open(SAMPLE.clone())).rowCount());
    }
}
