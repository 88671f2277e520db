package gcscript.disc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.edit.LevelWriter;
import gcscript.level.Level;
import gcscript.testing.IsoinfoListing;
import gcscript.testing.Proc;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The image written around a level file that grew past the room it had: the same files in the same order, those
 * after it moved by the sectors it grew, RC2.HDR's LBAs, size and header copy following (the library's toc checks
 * and cross-checks stay clean), and Debian's isoinfo lists and extracts what the library reads.
 */
class DiscWriterTest {
    static final Disc SAMPLE = Gc.sample();

    static byte[] grownLevel0() {
        Level l = SAMPLE.level(0);
        byte[] core = new byte[l.data().coreData().length];
        new Random(3).nextBytes(core);
        return LevelWriter.rebuild(l, Map.of(l.fileName() + ":core_data", core));
    }

    @Test void laterFilesMoveAndTheTableOfContentsFollows() {
        byte[] level0 = grownLevel0();
        Problems p = Problems.lenient();
        Disc back = DiscOpener.open(ByteReader.of(DiscWriter.iso(SAMPLE, Map.of(0, level0)).toBytes(), "edited.iso"), "edited.iso", p);
        assertEquals(List.of(), p.rows());
        DiscFile old0 = SAMPLE.file("/G/LEVEL0.WAD").orElseThrow();
        long grown = DiscWriter.sectors(level0.length) - DiscWriter.sectors(old0.size());
        assertTrue(grown > 0, "the level file grew by " + grown + " sectors");
        assertEquals(SAMPLE.fileList().size(), back.fileList().size());
        long next = SAMPLE.fileList().stream().mapToLong(DiscFile::lba).filter(l -> l > old0.lba()).min().orElseThrow();
        long shift = Math.max(0, DiscWriter.sectors(level0.length) - (next - old0.lba()));
        assertTrue(shift > 0, "the level file outgrew its room");
        for (DiscFile f : SAMPLE.fileList()) {
            DiscFile g = back.file(f.path()).orElseThrow();
            if (f.path().equals("/G/LEVEL0.WAD")) {
                assertArrayEquals(level0, g.bytes().toArray());
            } else if (!f.path().equals("/RC2.HDR")) {
                assertArrayEquals(f.bytes().toArray(), g.bytes().toArray(), f.path());
            }
            assertEquals(f.lba() + (f.lba() > old0.lba() ? shift : 0), g.lba(), f.path());
        }
        var rows = back.toc();
        assertTrue(rows.rowCount() > 0);
        Toc.Entry e0 = back.rc2hdr().orElseThrow().entries().get(0);
        assertEquals(back.file("/G/LEVEL0.WAD").orElseThrow().lba(), e0.levelCopy().sector());
        assertTrue(e0.levelCopy().sameExtents(back.level(0).headerRecord()));
        assertEquals(SAMPLE.rc2hdr().orElseThrow().entries().get(0).level().sizeSectors() + grown, e0.level().sizeSectors());
    }

    @Test void isoinfoListsAndExtractsTheWrittenImage(@TempDir Path dir) throws Exception {
        Proc.require("isoinfo");
        byte[] level0 = grownLevel0();
        Path iso = dir.resolve("edited.iso");
        DiscWriter.iso(SAMPLE, Map.of(0, level0)).write(iso);
        Disc back = Gc.open(iso);
        Map<String, IsoinfoListing.Line> listing = IsoinfoListing.parse(Proc.run(List.of("isoinfo", "-l", "-i", iso.toString())));
        for (DiscFile f : back.fileList()) {
            IsoinfoListing.Line l = listing.get(f.path() + ";1");
            assertTrue(l != null, f.path() + " in " + listing.keySet());
            assertEquals(f.lba(), l.lba(), f.path());
            assertEquals(f.size(), l.size(), f.path());
        }
        byte[] extracted = Proc.run(List.of("isoinfo", "-i", iso.toString(), "-x", "/G/LEVEL0.WAD;1"));
        assertArrayEquals(level0, extracted);
        assertArrayEquals(back.file("/RC2.HDR").orElseThrow().bytes().toArray(),
                Proc.run(List.of("isoinfo", "-i", iso.toString(), "-x", "/RC2.HDR;1")));
        assertTrue(Files.size(iso) > 0);
    }
}
