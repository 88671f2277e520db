package gcscript.globalwad;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.disc.DiscFile;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Where each file of a WAD stored in several files starts in the WAD's bytes (§3.3): by the sectors between the files'
 * LBAs when the container gives them, else right after the previous file's sectors (an extracted folder); and what a
 * WAD file says about itself (its file name, each block's first word).
 */
class WadPartsTest {
    static final Disc SAMPLE = Gc.sample();
    static final int SECTOR = 2048;

    static GlobalWads.FileRef extra(String name, long lba, long size) {
        return new GlobalWads.FileRef(name, lba, size, () -> ByteReader.of(new byte[(int) size], name));
    }

    static List<WadFile.Part> parts(List<GlobalWads.FileRef> files) {
        GlobalWads g = GlobalWads.open("test", List.of(GlobalWads.Source.global(GlobalWad.HUD, files, null, 0)), Problems.strict());
        return g.wad(GlobalWad.HUD).parts();
    }

    static DiscFile hud() { return SAMPLE.file("/G/HUD.WAD").orElseThrow(); }

    static GlobalWads.FileRef first(DiscFile f, long lba) { return new GlobalWads.FileRef(f.name(), lba, f.size(), f::bytes); }

    @Test void withLbasEachFileStartsWhereItsSectorsAre() {
        DiscFile f = hud();
        long sectors = (f.size() + SECTOR - 1) / SECTOR;
        // a gap of three sectors after the first file, as a disc may leave one: the LBAs say where the next file is
        List<WadFile.Part> p = parts(List.of(first(f, 1000), extra("HUD.WAD.1", 1000 + sectors + 3, 700), extra("HUD.WAD.2", 1000 + sectors + 9, 10)));
        assertEquals(List.of(0L, (sectors + 3) * SECTOR, (sectors + 9) * SECTOR), p.stream().map(WadFile.Part::start).toList());
        assertEquals(List.of(1000L, 1000 + sectors + 3, 1000 + sectors + 9), p.stream().map(WadFile.Part::lba).toList());
        assertEquals(List.of("HUD.WAD", "HUD.WAD.1", "HUD.WAD.2"), p.stream().map(WadFile.Part::name).toList());
    }

    @Test void withoutLbasEachFileStartsAfterThePreviousFilesSectors() {
        DiscFile f = hud();
        long rounded = (f.size() + SECTOR - 1) / SECTOR * SECTOR;
        // 3000 bytes take two sectors, 1 byte one: sizes that are not whole sectors
        List<WadFile.Part> p = parts(List.of(first(f, -1), extra("a", -1, 3000), extra("b", -1, 1), extra("c", -1, 5)));
        assertEquals(List.of(0L, rounded, rounded + 2 * SECTOR, rounded + 3 * SECTOR), p.stream().map(WadFile.Part::start).toList());
    }

    @Test void aFileWithoutAnLbaFollowsThePreviousOneEvenWhenTheFirstHasOne() {
        DiscFile f = hud();
        long sectors = (f.size() + SECTOR - 1) / SECTOR;
        List<WadFile.Part> p = parts(List.of(first(f, 500), extra("a", 500 + sectors + 4, SECTOR + 1), extra("b", -1, 9)));
        // "a" by its LBA; "b" has none, so it follows a's two sectors
        assertEquals(List.of(0L, (sectors + 4) * SECTOR, (sectors + 6) * SECTOR), p.stream().map(WadFile.Part::start).toList());
        // a first file without an LBA: the others' LBAs cannot be related to it, so each follows the one before
        List<WadFile.Part> q = parts(List.of(first(f, -1), extra("a", 77, 10), extra("b", 99, 10)));
        long rounded = sectors * SECTOR;
        assertEquals(List.of(0L, rounded, rounded + SECTOR), q.stream().map(WadFile.Part::start).toList());
    }

    @Test void theFileNameIsTheFirstFilesAndTheMagicEachBlocksFirstWord() {
        int multiPart = 0;
        for (WadFile w : SAMPLE.globalWads().all()) {
            assertEquals(w.parts().get(0).name(), w.fileName());
            assertTrue(w.fileName().startsWith(w.name()) && w.fileName().endsWith(".WAD"), w.fileName());
            // the WAD's files as the disc lists them, each placed by its LBA (the sample is an ISO image)
            List<DiscFile> files = w.parts().stream().map(x -> SAMPLE.file("/G/" + x.name()).orElseThrow(() -> new AssertionError(x.name()))).toList();
            if (files.size() > 1) multiPart++;
            int read = 0;
            for (Slot s : w.slots()) {
                long want = -1;
                for (DiscFile f : files) {
                    long at = s.start() - (f.lba() - files.get(0).lba()) * SECTOR;
                    if (!s.empty() && w.blockBytes(s) >= 4 && at >= 0 && at + 4 <= f.size()) want = f.bytes().u32("magic", at);
                }
                assertEquals(want, w.magic(s), w.name() + "." + s.name());
                if (want >= 0) read++;
            }
            if (!w.blocks().isEmpty()) assertTrue(read > 0, w.name() + ": no block's word was compared");
        }
        assertTrue(multiPart > 0, "the sample has a WAD stored in several files");
    }
}
