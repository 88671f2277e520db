package gcscript.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.iso.IsoEntry;
import gcscript.iso.IsoImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SortedMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The written image read back with the library's ISO-9660 reader. */
class IsoDiscTest {
    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(ints = {5, 27})
    void isoDirectoryAgreesWithTheManifestAndTheLevelTable(int levels) throws Exception {
        Options o = new Options(levels == 5 ? 11 : 12, levels, 1);
        SyntheticDisc.Result r = SyntheticDisc.write(o, tmp.resolve("disc.iso"));
        assertEquals(tmp.resolve("disc.manifest.tsv"), r.manifest());
        SortedMap<String, String> truth = Manifest.read(r.manifest());
        assertEquals(r.truth(), truth);

        ByteReader image = ByteReader.map(r.image());
        IsoImage iso = IsoImage.read(image);
        assertEquals("RATCHETANDCLANK2", iso.volumeId());
        DiscView d = Discs.of(o);
        assertEquals(new TreeSet<>(d.files.keySet()),
                iso.files().stream().map(IsoEntry::path).collect(Collectors.toCollection(TreeSet::new)));
        for (IsoEntry e : iso.files()) {
            DiscFile f = d.file(e.path());
            assertEquals(f.lba(), e.lba(), e.path());
            assertEquals(f.data().length, e.size(), e.path());
            assertEquals(truth.get("iso." + e.path() + ".lba"), Long.toString(e.lba()));
            assertArrayEquals(f.data(), image.bytes(e.path(), e.byteOffset(), e.size()), e.path());
        }

        // every level table entry: the header copy names the LBA the ISO directory gives, the size its sectors
        IsoEntry hdrEntry = iso.find("/RC2.HDR").orElseThrow();
        assertEquals(1001, hdrEntry.lba());
        ByteReader hdr = image.slice("RC2.HDR", hdrEntry.byteOffset(), hdrEntry.size());
        String[] kinds = {"LEVEL", "AUDIO", "SCENE"};
        for (int n = 0; n < levels; n++) {
            for (int k = 0; k < 3; k++) {
                IsoEntry e = iso.find("/G/" + kinds[k] + n + ".WAD").orElseThrow();
                int row = 0x4FF8 + n * 24 + k * 8;
                long copy = (hdr.s32(row) - hdrEntry.lba()) * 2048L;
                assertEquals(e.lba(), hdr.s32(copy + 4), kinds[k] + n);
                assertEquals((e.size() + 2047) / 2048, hdr.s32(row + 4), kinds[k] + n);
                // the header in the file itself has sector 0
                assertEquals(0, image.s32(e.byteOffset() + 4));
            }
        }
        // the clamped level: the ISO records the true, unrounded length
        IsoEntry level0 = iso.find("/G/LEVEL0.WAD").orElseThrow();
        assertNotEquals(0, level0.size() % 2048);
        assertEquals(Long.parseLong(truth.get("level.0.file_bytes")), level0.size());
    }

    @Test
    void inMemoryImageEqualsTheWrittenOne() throws Exception {
        Options o = new Options(11, 5, 1);
        SyntheticDisc.Result r = SyntheticDisc.write(o, tmp.resolve("a.iso"));
        assertArrayEquals(Files.readAllBytes(r.image()), SyntheticDisc.build(o).isoBytes());
    }

    @Test
    void folderFormHoldsTheSameFiles() throws Exception {
        Options o = new Options(11, 5, 1);
        Path dir = tmp.resolve("extracted");
        SyntheticDisc.Result r = SyntheticDisc.writeFolder(o, dir);
        assertEquals(tmp.resolve("extracted.manifest.tsv"), r.manifest());
        assertTrue(Files.isRegularFile(dir.resolve("RC2.HDR")));
        assertTrue(Files.isRegularFile(dir.resolve("SCUS_972.68")), "the boot file beside SYSTEM.CNF");
        DiscView d = Discs.five();
        for (DiscFile f : d.files.values()) {
            assertArrayEquals(f.data(), Files.readAllBytes(dir.resolve(f.path().substring(1))), f.path());
        }
        try (var s = Files.list(dir.resolve("G"))) {
            assertEquals(9 + 2 + 3 * 5, s.count());   // the globals, MPEG1 and MPEG2, LEVEL/AUDIO/SCENE per level
        }
        assertEquals(d.truth, Manifest.read(r.manifest()));
    }
}
