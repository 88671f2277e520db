package gcscript.image;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.coverage.HexView;
import gcscript.coverage.Kind;
import gcscript.coverage.Region;
import gcscript.disc.Disc;
import gcscript.disc.DiscOpener;
import gcscript.iso.IsoEntry;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The whole image's coverage (docs/coverage.md, "The whole image") on the sample: every byte owned or padding, every
 * file listed with its rows tiling the image; and broken copies of the sample: a byte planted in padding is
 * unexplained in the row of the structure holding it, a path table record with a bad parent is refused naming it.
 */
class ImageCoverageTest {
    static byte[] sample;
    static ImageCoverage image;

    @BeforeAll static void read() {
        sample = gcscript.testing.SampleImage.bytes();
        sampleDisc = open(sample);
        image = sampleDisc.imageCoverage();
    }

    static Disc sampleDisc;

    static Disc open(byte[] bytes) { return gcscript.testing.SampleImage.open(bytes); }

    static String owner(long at) { return image.map().ownerAt(image.file(), at); }

    static String field(long at) { return image.map().at(image.file(), at).orElseThrow().claim().field(at); }

    @Test void everyByteOfTheSampleImageIsOwnedOrPadding() {
        assertEquals(sample.length, image.bytes());
        assertEquals(0, image.bytes(Kind.UNEXPLAINED), image.summary().printAll());
        assertEquals(0, image.bytes(Kind.OVERLAP), image.summary().printAll());
        long sum = 0;
        for (Kind k : Kind.values()) sum += image.bytes(k);
        assertEquals(sample.length, sum);
        // every kind but overlap and unexplained is there: the structures are read, not just covered
        for (Kind k : List.of(Kind.DECODED, Kind.OPAQUE, Kind.PADDING)) assertTrue(image.bytes(k) > 0, k.label());
        assertTrue(sampleDisc.problemSink().rows().stream().noneMatch(p -> p.check().equals("coverage.unexplained")), sampleDisc.problems().printAll());
    }

    @Test void theSummaryListsEveryFileAndTilesTheImage() {
        Table s = image.summary();
        Set<String> rows = new HashSet<>(s.stringColumn("file").asList());
        Disc d = Gc.sample();
        for (String path : d.files().stringColumn("path")) assertTrue(rows.contains(path), path + " not in\n" + s.printAll());
        for (String structure : List.of("iso.system_area", "iso.volume_descriptors", "iso.l_path_table", "iso.m_path_table", "iso.dir[/]", "iso.dir[/G]")) {
            assertTrue(rows.contains(structure), structure);
        }
        long bytes = 0, end = 0;
        for (ImagePart p : image.parts()) {
            assertEquals(end, p.start(), p.name());   // consecutive: the rows tile the image
            end = p.end();
        }
        assertEquals(sample.length, end);
        for (int i = 0; i < s.rowCount(); i++) {
            String row = s.stringColumn("file").get(i);
            long kinds = s.longColumn("decoded").get(i) + s.longColumn("opaque").get(i) + s.longColumn("padding").get(i)
                    + s.longColumn("shared").get(i) + s.longColumn("unexplained").get(i) + s.longColumn("overlap").get(i);
            assertEquals(s.longColumn("bytes").get(i), kinds, row);
            assertEquals(100.0, s.doubleColumn("percent_explained").get(i), row);
            bytes += s.longColumn("bytes").get(i);
        }
        assertEquals(sample.length, bytes);
        // the level column names the level of LEVELn, AUDIOn and SCENEn only
        Table level3 = s.where(s.intColumn("level").isEqualTo(3));
        assertEquals(List.of("/G/LEVEL3.WAD", "/G/AUDIO3.WAD", "/G/SCENE3.WAD"), level3.stringColumn("file").asList());
    }

    @Test void ownersNameTheStructuresAndTheFilesReaders() {
        IsoEntry hud = image.iso().find("/G/HUD.WAD").orElseThrow();
        IsoEntry level = image.iso().find("/G/LEVEL2.WAD").orElseThrow();
        long pvd = 16 * 2048L;
        assertEquals("iso.pvd", owner(pvd + 80));
        assertEquals("volume_space_size", field(pvd + 80));
        assertEquals("iso.system_area", owner(100));
        assertEquals("hud.header", owner(hud.byteOffset()));
        assertEquals("hud.header.hud_banks[0]", owner(hud.byteOffset() + 0x10));
        assertEquals("level[2].header", owner(level.byteOffset()));
        assertEquals("iso.file[/G/HUD.WAD].sector_padding", owner(hud.byteOffset() + hud.size()));
        assertEquals("iso.l_path_table[1]", owner(image.iso().pvd().lPathTableLba() * 2048));
    }

    @Test void partsAreFoundByOffsetAndTheCompressedStreamsAreDecoded() {
        long descriptors = 16 * 2048L;
        assertEquals("iso.system_area", image.partAt(0).name());
        assertEquals("iso.system_area", image.partAt(descriptors - 1).name());
        assertEquals("iso.volume_descriptors", image.partAt(descriptors).name());
        assertEquals("/SCUS_972.68", image.partAt(sample.length - 1).name());
        assertNull(image.partAt(sample.length));
        assertEquals(1, image.parts().stream().filter(p -> p.name().startsWith("iso.unallocated")).count());
        // the level's core_data stream as stored: the WAD-LZ decoder read it whole, so the image calls it decoded
        IsoEntry level = image.iso().find("/G/LEVEL0.WAD").orElseThrow();
        long core = level.byteOffset() + Gc.sample().level(0).data().headerRecord().coreData().offset() + Gc.sample().level(0).extent(gcscript.level.Slot.DATA).byteOffset();
        Region r = image.map().at(image.file(), core + 100).orElseThrow();
        assertEquals(Kind.DECODED, r.kind(), r.toString());
        assertEquals("level[0].data.core_data", r.owner());
        Table regions = image.regions();
        assertEquals(gcscript.coverage.CoverageTables.COLUMNS, regions.columnNames());
        assertEquals(sample.length, regions.longColumn("size").sum(), 0.0);
    }

    @Test void theHexViewWorksOnAnyFileWithFileOffsets() {
        HexView h = image.hex("/G/HUD.WAD", 0, 32);
        assertEquals(0, h.rows().get(0).offset());
        assertEquals("hud.header", h.rows().get(0).owner());
        assertEquals("header_size", h.rows().get(0).field());
        assertEquals(0x10, h.rows().stream().filter(r -> r.owner().equals("hud.header.hud_banks[0]")).findFirst().orElseThrow().offset());
        HexView toc = image.hex("/rc2.hdr", 0, 16);
        assertEquals("rc2hdr.globals[0]", toc.rows().get(0).owner());
        assertThrows(IllegalArgumentException.class, () -> image.hex("/G/NOPE.WAD", 0, 16));
        // offsets in the file, up to the end of its last sector
        IsoEntry hud = image.iso().find("/G/HUD.WAD").orElseThrow();
        long room = (hud.size() + 2047) / 2048 * 2048;
        HexView banks = image.hex("/G/HUD.WAD", 0x10, 8);
        assertEquals(0x10, banks.rows().get(0).offset());
        assertEquals("hud.header.hud_banks[0]", banks.rows().get(0).owner());
        assertEquals("/G/HUD.WAD", banks.file());
        HexView end = image.hex("/G/HUD.WAD", room - 16, 16);
        assertEquals("iso.file[/G/HUD.WAD].sector_padding", end.rows().get(end.rows().size() - 1).owner());
        IllegalArgumentException past = assertThrows(IllegalArgumentException.class, () -> image.hex("/G/HUD.WAD", room - 15, 16));
        assertTrue(past.getMessage().contains("[" + (room - 15) + ", " + (room + 1) + ") is outside /G/HUD.WAD ([0, " + room + ")"), past.getMessage());
        assertThrows(IllegalArgumentException.class, () -> image.hex("/G/HUD.WAD", -1, 16));
        assertThrows(IllegalArgumentException.class, () -> image.hex("/G/HUD.WAD", 0, -1));
        // the image itself, offsets in the image
        HexView pvd = image.hex(16 * 2048L + 80, 8);
        assertEquals(16 * 2048L + 80, pvd.rows().get(0).offset());
        assertEquals("volume_space_size", pvd.rows().get(0).field());
    }

    @Test void anImageThatEndsInsideItsLastFilesSectorIsCoveredToItsEnd() {
        IsoEntry last = image.iso().find("/SCUS_972.68").orElseThrow();
        int end = (int) (last.byteOffset() + last.size());
        ImageCoverage c = open(java.util.Arrays.copyOf(sample, end)).imageCoverage();
        assertEquals(end, c.bytes());
        assertEquals(0, c.bytes(Kind.UNEXPLAINED));
        ImagePart p = c.parts().get(c.parts().size() - 1);
        assertEquals("/SCUS_972.68", p.name());
        assertEquals(end, p.end());
        assertEquals(last.size(), p.size());
        assertEquals(end, c.summary().longColumn("bytes").sum(), 0.0);
        assertThrows(IllegalArgumentException.class, () -> c.hex("/SCUS_972.68", 0, 2048));
    }

    @Test void theWholeImageIsRequired() {
        ByteReader window = ByteReader.of(sample, "x.iso").slice("w", 2048, sample.length - 2048);
        assertThrows(IllegalArgumentException.class, () -> ImageCoverage.of(window, e -> null));
    }

    @Test void aBytePlantedInPaddingIsUnexplainedInItsRow() {
        IsoEntry hud = image.iso().find("/G/HUD.WAD").orElseThrow();
        long gap = image.parts().stream().filter(p -> p.name().startsWith("iso.unallocated")).findFirst().orElseThrow().start() + 4096;
        long tableEnd = image.iso().pvd().lPathTableLba() * 2048 + image.iso().pvd().pathTableSize() + 5;
        long[] planted = {hud.byteOffset() + hud.size() + 3, gap, tableEnd};
        String[] rows = {"/G/HUD.WAD", "iso.unallocated[22]", "iso.l_path_table"};
        for (int i = 0; i < planted.length; i++) {
            byte[] b = sample.clone();
            b[(int) planted[i]] = 0x5a;
            Disc d = open(b);
            ImageCoverage c = d.imageCoverage();
            assertEquals(1, c.bytes(Kind.UNEXPLAINED), rows[i]);
            Region r = c.map().regions(Kind.UNEXPLAINED).get(0);
            assertEquals(planted[i], r.start());
            Table s = c.summary();
            Table bad = s.where(s.longColumn("unexplained").isGreaterThan(0));
            assertEquals(List.of(rows[i]), bad.stringColumn("file").asList(), s.printAll());
            // and a warning naming the row, at the byte
            String row = rows[i];
            long at = planted[i];
            assertEquals(1, d.problemSink().rows().stream().filter(p -> p.check().equals("coverage.unexplained")
                    && p.path().equals(row) && p.offset() == at).count(), d.problems().printAll());
        }
    }

    @Test void sectorsPastTheLastFileAreUnallocatedAndCheckedZero() {
        byte[] b = java.util.Arrays.copyOf(sample, sample.length + 3 * 2048);
        ImageCoverage c = open(b).imageCoverage();
        ImagePart last = c.parts().get(c.parts().size() - 1);
        assertEquals("iso.unallocated[" + sample.length / 2048 + "]", last.name());
        assertEquals(3 * 2048, last.size());
        assertEquals(0, c.bytes(Kind.UNEXPLAINED));
        b[sample.length + 5000] = 1;
        b[sample.length + 5001] = 2;
        ImageCoverage d = open(b).imageCoverage();
        assertEquals(2, d.bytes(Kind.UNEXPLAINED));
        assertEquals(3 * 2048 - 2, d.map().regions(Kind.PADDING).stream().filter(r -> r.start() >= sample.length).mapToLong(Region::size).sum());
    }

    @Test void aFileNoReaderKnowsIsOpaqueWholeAndALevelThatDidNotOpenStaysUnexplained() {
        IsoEntry cnf = image.iso().find("/SYSTEM.CNF").orElseThrow();
        assertEquals("iso.file[/SYSTEM.CNF]", owner(cnf.byteOffset()));
        assertEquals(Kind.OPAQUE, image.map().at(image.file(), cnf.byteOffset() + cnf.size() - 1).orElseThrow().kind());
        assertEquals(Kind.PADDING, image.map().at(image.file(), cnf.byteOffset() + cnf.size()).orElseThrow().kind());
        // LEVEL3.WAD with a header size no level has: the level does not open (a problem), nothing reads its bytes
        IsoEntry level = image.iso().find("/G/LEVEL3.WAD").orElseThrow();
        byte[] b = sample.clone();
        b[(int) level.byteOffset()] = 0x44;
        Disc d = open(b);
        ImageCoverage c = d.imageCoverage();
        Table s = c.summary();
        Table row = s.where(s.stringColumn("file").isEqualTo("/G/LEVEL3.WAD"));
        assertEquals(1, row.rowCount());
        assertTrue(row.longColumn("unexplained").get(0) > level.size() / 2, row.printAll());
        assertEquals(0, s.where(s.stringColumn("file").isNotEqualTo("/G/LEVEL3.WAD")).longColumn("unexplained").sum(), 0.0, s.printAll());
    }

    @Test void aBadPathTableRecordIsRefusedNamingIt() {
        long at = image.iso().pvd().lPathTableLba() * 2048;
        byte[] b = sample.clone();
        int second = (int) at + 8 + 1 + 1;   // record 1 is the root: 8 bytes, a 1-byte identifier and its pad byte
        b[second + 6] = 9;                    // record 2's parent_number: past the records read so far
        Disc d = open(b);
        FormatException e = assertThrows(FormatException.class, d::imageCoverage);
        assertTrue(e.getMessage().contains("iso.l_path_table[2]"), e.getMessage());
    }

    @Test void aDiscThatIsNoImageIsRefusedClearly() {
        Disc level = DiscOpener.open(Gc.sample().level(0).bytes(), "LEVEL0.WAD", Problems.lenient());
        IllegalStateException e = assertThrows(IllegalStateException.class, level::imageCoverage);
        assertTrue(e.getMessage().contains("level file"), e.getMessage());
    }
}
