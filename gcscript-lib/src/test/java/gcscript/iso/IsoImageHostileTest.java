package gcscript.iso;

import static gcscript.iso.TinyIso.S;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The reader on a hand-assembled image, then on broken copies of it: only FormatException may escape. */
class IsoImageHostileTest {

    private static IsoImage read(byte[] b) { return IsoImage.read(ByteReader.of(b, "tiny.iso")); }

    private static FormatException broken(Consumer<byte[]> mutate) {
        byte[] b = TinyIso.build();
        mutate.accept(b);
        return assertThrows(FormatException.class, () -> read(b));
    }

    @Test
    void readsTheTinyImage() {
        IsoImage iso = read(TinyIso.build());
        assertEquals("RATCHETANDCLANK2", iso.volumeId());
        assertEquals("PLAYSTATION", iso.pvd().systemId());
        assertEquals(TinyIso.SECTORS, iso.volumeSpaceSize());
        assertEquals(2048, iso.logicalBlockSize());
        assertEquals(List.of(new IsoEntry("/G/LEVEL0.WAD", 22, TinyIso.LEVEL_SIZE, TinyIso.G_LEVEL_RECORD),
                new IsoEntry("/SYSTEM.CNF", 21, TinyIso.CNF.length, TinyIso.ROOT_CNF_RECORD)), iso.files());
        assertEquals(List.of(new IsoDirectory("/", 18, 2 * S, TinyIso.PVD + 156, 0),
                new IsoDirectory("/G", 20, S, TinyIso.ROOT_G_RECORD, 1)), iso.directories());
        assertArrayEquals(TinyIso.CNF, iso.data(iso.find("system.cnf").orElseThrow()).toArray());
        byte[] level = iso.data(iso.find("/g/Level0.wad;1").orElseThrow()).toArray();
        for (int i = 0; i < level.length; i++) assertEquals(TinyIso.levelByte(i), level[i]);
        assertTrue(iso.find("/G").isEmpty(), "directories are not files");
        assertTrue(iso.find("/G/LEVEL1.WAD").isEmpty());
        List<IsoPathRecord> l = iso.lPathTable();
        assertEquals(List.of(new IsoPathRecord(1, "", 18, 1, 24 * S), new IsoPathRecord(2, "G", 20, 1, 24 * S + 10)), l);
        assertEquals(List.of(new IsoPathRecord(1, "", 18, 1, 25 * S), new IsoPathRecord(2, "G", 20, 1, 25 * S + 10)), iso.mPathTable());
    }

    @Test
    void readerWithBaseReportsAbsoluteRecordOffsets() {
        byte[] b = TinyIso.build();
        byte[] shifted = new byte[b.length + 100];
        System.arraycopy(b, 0, shifted, 100, b.length);
        ByteReader r = ByteReader.of(shifted, "outer.bin").slice("image", 100, b.length);
        IsoImage iso = IsoImage.read(r);
        assertEquals(100 + TinyIso.ROOT_CNF_RECORD, iso.find("/SYSTEM.CNF").orElseThrow().recordOffset());
    }

    @Test
    void headOfALargerImage() {
        byte[] b = TinyIso.build();
        ByteReader head = ByteReader.of(Arrays.copyOf(b, 22 * S), "tiny.iso");   // descriptors, directories, SYSTEM.CNF
        IsoImage iso = IsoImage.read(head, b.length);
        assertEquals(read(b).files(), iso.files());
        assertEquals(b.length, iso.imageLength());
        assertArrayEquals(TinyIso.CNF, iso.data(iso.find("/SYSTEM.CNF").orElseThrow()).toArray());
        IsoEntry level = iso.find("/G/LEVEL0.WAD").orElseThrow();
        assertThrows(IllegalArgumentException.class, () -> iso.data(level));
        // the declared image length still bounds the files
        FormatException e = assertThrows(FormatException.class, () -> IsoImage.read(head, 23 * S));
        assertEquals("iso.dir[/G].record[2].extent", e.path());
        assertEquals(TinyIso.G_LEVEL_RECORD + 2, e.offset());
        assertThrows(IllegalArgumentException.class, () -> IsoImage.read(head, 100));
    }

    @Test
    void truncatedPvd() {
        byte[] b = Arrays.copyOf(TinyIso.build(), TinyIso.PVD + 100);
        FormatException e = assertThrows(FormatException.class, () -> read(b));
        assertEquals("iso.vd[0]", e.path());
        assertThrows(FormatException.class, () -> read(new byte[4096]));
        assertThrows(FormatException.class, () -> read(new byte[0]));
    }

    @Test
    void badMagicAndVersion() {
        FormatException e = broken(b -> b[TinyIso.PVD + 5] = '2');
        assertEquals("iso.vd[0].standard_identifier", e.path());
        assertEquals(TinyIso.PVD + 1, e.offset());
        assertEquals("iso.pvd.version", broken(b -> b[TinyIso.PVD + 6] = 2).path());
        assertEquals("iso.pvd.file_structure_version", broken(b -> b[TinyIso.PVD + 881] = 2).path());
        // Terminator replaced by a supplementary descriptor: the scan reaches the root directory, which is no descriptor.
        assertEquals("iso.vd[2].standard_identifier", broken(b -> b[17 * S] = 2).path());
        // No primary descriptor before the terminator.
        assertEquals("iso.vd[1].type", broken(b -> b[TinyIso.PVD] = 2).path());
    }

    @Test
    void logicalBlockSizeMustBe2048() {
        FormatException e = broken(b -> TinyIso.both16(b, TinyIso.PVD + 128, 512));
        assertEquals("iso.pvd.logical_block_size", e.path());
        assertEquals("2048", e.expected());
        assertEquals("512", e.actual());
    }

    @Test
    void bothEndianHalvesMustAgree() {
        FormatException e = broken(b -> TinyIso.be32(b, TinyIso.ROOT_G_RECORD + 6, 21));
        assertEquals("iso.dir[/].record[2].extent_lba", e.path());
        assertEquals(TinyIso.ROOT_G_RECORD + 6, e.offset());
    }

    @Test
    void directoryExtentOutOfRange() {
        FormatException e = broken(b -> TinyIso.both32(b, TinyIso.PVD + 156 + 2, 100_000));
        assertEquals("iso.pvd.root.extent", e.path());
        e = broken(b -> TinyIso.both32(b, TinyIso.ROOT_G_RECORD + 2, TinyIso.SECTORS));
        assertEquals("iso.dir[/].record[2].extent", e.path());
        e = broken(b -> TinyIso.both32(b, TinyIso.ROOT_G_RECORD + 10, 0xfffff800L));
        assertEquals("iso.dir[/].record[2].extent", e.path());
    }

    @Test
    void directoryLoops() {
        // /G pointing back at the root extent
        FormatException e = broken(b -> TinyIso.both32(b, TinyIso.ROOT_G_RECORD + 2, 18));
        assertTrue(e.expected().contains("no loops"), e.getMessage());
        // /G containing itself as /G/G
        e = broken(b -> {
            Arrays.fill(b, TinyIso.G_LEVEL_RECORD, TinyIso.G_LEVEL_RECORD + 46, (byte) 0);
            TinyIso.record(b, TinyIso.G_LEVEL_RECORD, TinyIso.id("G"), 20, S, 2);
        });
        assertEquals("iso.dir[/G].record[2].extent_lba", e.path());
        assertEquals(TinyIso.G_LEVEL_RECORD + 2, e.offset());
        // a directory whose '.' names another extent
        e = broken(b -> TinyIso.both32(b, TinyIso.G + 2, 18));
        assertEquals("iso.dir[/G].record[0].extent_lba", e.path());
    }

    @Test
    void hugeAndPastEndFileLengths() {
        FormatException e = broken(b -> TinyIso.both32(b, TinyIso.G_LEVEL_RECORD + 10, 0xfffffff0L));
        assertEquals("iso.dir[/G].record[2].extent", e.path());
        // one byte past the image end: the caller cannot clamp an ISO file, so it is an error
        e = broken(b -> TinyIso.both32(b, TinyIso.G_LEVEL_RECORD + 10, (TinyIso.SECTORS - 22) * S + 1));
        assertEquals("iso.dir[/G].record[2].extent", e.path());
        // exactly to the image end is fine
        byte[] ok = TinyIso.build();
        TinyIso.both32(ok, TinyIso.G_LEVEL_RECORD + 10, (TinyIso.SECTORS - 22) * S);
        assertEquals((TinyIso.SECTORS - 22) * S, read(ok).find("/G/LEVEL0.WAD").orElseThrow().size());
    }

    @Test
    void recordsMayNotStraddleASector() {
        byte[] b = TinyIso.build();
        int pos = TinyIso.ROOT_G_RECORD + 34;
        int n = 0;
        while ((pos - TinyIso.ROOT) + 44 <= S) {
            pos += TinyIso.record(b, pos, TinyIso.id(String.format("F%03d.BIN;1", n++)), 21, 1, 0);
        }
        assertTrue(pos - TinyIso.ROOT < S);
        int straddler = pos;
        TinyIso.record(b, straddler, TinyIso.id("LAST.BIN;1"), 21, 1, 0);
        FormatException e = assertThrows(FormatException.class, () -> read(b));
        assertEquals("iso.dir[/].record[" + (3 + n) + "].length", e.path());
        assertEquals(straddler, e.offset());
    }

    @Test
    void recordsMayNotRunPastTheDirectoryExtent() {
        FormatException e = broken(b -> TinyIso.both32(b, TinyIso.ROOT_G_RECORD + 10, 100));
        assertEquals("iso.dir[/G].record[2].length", e.path());
        assertEquals("iso.dir[/G]", broken(b -> TinyIso.both32(b, TinyIso.ROOT_G_RECORD + 10, 0)).path());
    }

    @Test
    void unsupportedRecordFeaturesAreErrors() {
        assertEquals("iso.dir[/G].record[2].file_flags", broken(b -> b[TinyIso.G_LEVEL_RECORD + 25] = (byte) 0x80).path());
        assertEquals("iso.dir[/G].record[2].file_flags", broken(b -> b[TinyIso.G_LEVEL_RECORD + 25] = 0x04).path());
        assertEquals("iso.dir[/G].record[2].extended_attribute_length", broken(b -> b[TinyIso.G_LEVEL_RECORD + 1] = 1).path());
        assertEquals("iso.dir[/G].record[2].file_unit_size", broken(b -> b[TinyIso.G_LEVEL_RECORD + 26] = 1).path());
        assertEquals("iso.dir[/G].record[2].file_identifier_length", broken(b -> b[TinyIso.G_LEVEL_RECORD + 32] = 40).path());
        assertEquals("iso.dir[/G].record[2].length", broken(b -> b[TinyIso.G_LEVEL_RECORD] = 20).path());
        assertEquals("iso.dir[/G].record[2].file_identifier", broken(b -> b[TinyIso.G_LEVEL_RECORD + 35] = '/').path());
        assertEquals("iso.dir[/G].record[2].file_identifier", broken(b -> b[TinyIso.G_LEVEL_RECORD + 35] = 0).path());
        assertEquals("iso.dir[/G].record[2].file_identifier", broken(b -> b[TinyIso.G_LEVEL_RECORD + 35] = '\\').path());
        assertEquals("iso.dir[/G].record[2].file_identifier", broken(b -> b[TinyIso.G_LEVEL_RECORD + 44] = 'X').path());
        assertEquals("iso.dir[/G].record[0].file_identifier", broken(b -> b[TinyIso.G + 33] = 'X').path());
        assertEquals("iso.pvd.root", broken(b -> b[TinyIso.PVD + 156 + 25] = 0).path());
    }

    @Test
    void duplicateNames() {
        FormatException e = broken(b -> {
            TinyIso.record(b, TinyIso.ROOT_CNF_RECORD + 46, TinyIso.id("SYSTEM.CNF;2"), 21, 10, 0);
        });
        assertEquals("iso.dir[/].record[4].file_identifier", e.path());
    }

    @Test
    void depthIsBounded() {
        int depth = IsoImage.MAX_DEPTH + 2;
        byte[] b = Arrays.copyOf(TinyIso.build(), (TinyIso.SECTORS + depth) * S);
        // /G gets a chain of sub-directories D/D/D/... each one sector, at LBAs 26, 27, ...
        Arrays.fill(b, TinyIso.G_LEVEL_RECORD, TinyIso.G_LEVEL_RECORD + 46, (byte) 0);
        TinyIso.record(b, TinyIso.G_LEVEL_RECORD, TinyIso.id("D"), TinyIso.SECTORS, S, 2);
        for (int i = 0; i < depth; i++) {
            int lba = TinyIso.SECTORS + i;
            int at = lba * S;
            at += TinyIso.record(b, at, new byte[] {0}, lba, S, 2);
            at += TinyIso.record(b, at, new byte[] {1}, i == 0 ? 20 : lba - 1, S, 2);
            if (i + 1 < depth) TinyIso.record(b, at, TinyIso.id("D"), lba + 1, S, 2);
        }
        FormatException e = assertThrows(FormatException.class, () -> read(b));
        assertTrue(e.expected().contains("depth"), e.getMessage());
    }
}
