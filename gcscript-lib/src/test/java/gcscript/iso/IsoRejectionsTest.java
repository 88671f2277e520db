package gcscript.iso;

import static gcscript.iso.TinyIso.PVD;
import static gcscript.iso.TinyIso.S;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.bytes.Severity;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Broken copies of the hand-assembled {@link TinyIso}, each checked for the exact rejection: path, absolute offset
 * of the offending field (ECMA-119 offsets inside its record), expected and found. Also the edges that must still
 * be accepted (a record ending exactly at its sector end, a file ending exactly at the image end, the deepest
 * allowed directory) and the lenient rows of a truncated image.
 */
class IsoRejectionsTest {
    /** G/LEVEL0.WAD;1: a 46-byte record (33 + 12 identifier bytes + 1 pad). */
    static final int L = TinyIso.G_LEVEL_RECORD;
    /** The image end of the tiny image, 26 sectors = 0xd000. */
    static final int END = TinyIso.SECTORS * S;

    static IsoImage read(byte[] b) { return IsoImage.read(ByteReader.of(b, "tiny.iso")); }

    static FormatException broken(Consumer<byte[]> mutate) {
        byte[] b = TinyIso.build();
        mutate.accept(b);
        return assertThrows(FormatException.class, () -> read(b));
    }

    static void rejected(FormatException e, String path, long offset, String expected, String found) {
        assertEquals(path, e.path(), e.getMessage());
        assertEquals(offset, e.offset(), e.getMessage());
        assertEquals(expected, e.expected(), e.getMessage());
        assertEquals(found, e.actual(), e.getMessage());
    }

    static String hex(long v) { return String.format("0x%x", v); }

    @Test
    void descriptorRejectionsPointAtTheField() {
        rejected(broken(b -> b[PVD + 6] = 2), "iso.pvd.version", PVD + 6, "1", "2");
        rejected(broken(b -> TinyIso.both16(b, PVD + 128, 512)), "iso.pvd.logical_block_size", PVD + 128, "2048", "512");
        rejected(broken(b -> b[PVD + 881] = 3), "iso.pvd.file_structure_version", PVD + 881, "1", "3");
        rejected(broken(b -> b[17 * S + 6] = 2), "iso.vd[1].version", 17 * S + 6, "1", "2");
        // the big-endian half of the block size says 512 (0x0200) while the little-endian half says 2048
        rejected(broken(b -> { b[PVD + 130] = 0x02; b[PVD + 131] = 0; }), "iso.pvd.logical_block_size", PVD + 130,
                "big-endian half equal to little-endian 2048", "512");
        // root record without the directory flag
        rejected(broken(b -> b[PVD + 156 + 25] = 0), "iso.pvd.root", PVD + 156,
                "a 34-byte directory record with identifier 0x00", "34-byte record, flags 0x0, identifier length 1");
    }

    @Test
    void directoryRecordRejectionsPointAtTheField() {
        String p = "iso.dir[/G].record[2]";
        rejected(broken(b -> b[L] = 20), p + ".length", L, "at least 34", "20");
        rejected(broken(b -> b[L + 1] = 1), p + ".extended_attribute_length", L + 1, "0", "1");
        rejected(broken(b -> b[L + 25] = (byte) 0x80), p + ".file_flags", L + 25, "multi-extent bit (0x80) clear", "0x80");
        rejected(broken(b -> b[L + 25] = 0x04), p + ".file_flags", L + 25, "associated-file bit (0x04) clear", "0x4");
        rejected(broken(b -> b[L + 26] = 1), p + ".file_unit_size", L + 26, "0/0 (not interleaved)", "1/0");
        rejected(broken(b -> b[L + 27] = 2), p + ".file_unit_size", L + 26, "0/0 (not interleaved)", "0/2");
        // 46-byte record: at most 46 - 33 = 13 identifier bytes
        rejected(broken(b -> b[L + 32] = 40), p + ".file_identifier_length", L + 32, "1..13", "40");
        rejected(broken(b -> b[L + 32] = 0), p + ".file_identifier_length", L + 32, "1..13", "0");
    }

    @Test
    void identifierCharactersAndVersion() {
        String p = "iso.dir[/G].record[2].file_identifier";
        rejected(broken(b -> b[L + 33 + 2] = 0x1f), p, L + 35, "printable ASCII other than '/' and '\\'", "0x1f");
        rejected(broken(b -> b[L + 33 + 4] = 0x7f), p, L + 37, "printable ASCII other than '/' and '\\'", "0x7f");
        // the printable edges, space (0x20) and '~' (0x7e), are accepted
        byte[] edges = TinyIso.build();
        edges[L + 33 + 2] = ' ';
        edges[L + 33 + 4] = '~';
        IsoImage iso = read(edges);
        assertEquals(22, iso.find("/G/LE E~0.WAD").orElseThrow().lba());
        // ";X": the version is no number; the error points at the ';' (identifier byte 10)
        rejected(broken(b -> b[L + 33 + 11] = 'X'), p, L + 33 + 10, "\";\" followed by a version number", "\"LEVEL0.WAD;X\"");
        // a directory named ";" (directories carry no version): a ';' in a name, even its first byte
        rejected(broken(b -> b[TinyIso.ROOT_G_RECORD + 33] = ';'), "iso.dir[/].record[2].file_identifier",
                TinyIso.ROOT_G_RECORD + 33, "a file or directory name", "\";\"");
    }

    @Test
    void dotRecords() {
        // '..' of /G (record[1], at G + 34) with identifier 'X' instead of 0x01
        rejected(broken(b -> b[TinyIso.G + 34 + 33] = 'X'), "iso.dir[/G].record[1].file_identifier", TinyIso.G + 34 + 33,
                "'..' (identifier 0x01, directory)", "identifier 58, flags 0x2");
        rejected(broken(b -> b[TinyIso.G + 33] = 2), "iso.dir[/G].record[0].file_identifier", TinyIso.G + 33,
                "'.' (identifier 0x00, directory)", "identifier 02, flags 0x2");
        rejected(broken(b -> TinyIso.both32(b, TinyIso.G + 2, 19)), "iso.dir[/G].record[0].extent_lba", TinyIso.G + 2,
                "the directory's own LBA 20", "19");
    }

    @Test
    void fileExtentPastTheImageEnd() {
        // 4 sectors + 1 byte from LBA 22: [22 * 2048, 26 * 2048 + 1) = [0xb000, 0xd001)
        rejected(broken(b -> TinyIso.both32(b, L + 10, 4 * S + 1)), "iso.dir[/G].record[2].extent", L + 2,
                "an extent inside the image [0x0, " + hex(END) + ")", "LBA 22, 8193 bytes = [0xb000, 0xd001)");
        // a directory extent starting one sector past the end
        rejected(broken(b -> TinyIso.both32(b, TinyIso.ROOT_G_RECORD + 2, 27)), "iso.dir[/].record[2].extent",
                TinyIso.ROOT_G_RECORD + 2, "an extent inside the image [0x0, " + hex(END) + ")",
                "LBA 27, 2048 bytes = [" + hex(27 * S) + ", " + hex(28 * S) + ")");
        // an empty file whose extent starts exactly at the image end lies inside it
        byte[] b = TinyIso.build();
        TinyIso.both32(b, L + 2, TinyIso.SECTORS);
        TinyIso.both32(b, L + 10, 0);
        assertEquals(new IsoEntry("/G/LEVEL0.WAD", TinyIso.SECTORS, 0, L), read(b).find("/G/LEVEL0.WAD").orElseThrow());
    }

    @Test
    void truncationText() {
        IsoPvd pvd = read(TinyIso.build()).pvd();
        assertNull(IsoImage.truncation(END, pvd));
        assertNull(IsoImage.truncation(END + 1, pvd));
        assertEquals("truncated: image is " + (END - 1) + " bytes, the volume declares " + END, IsoImage.truncation(END - 1, pvd));
    }

    @Test
    void truncatedImageStrict() {
        // cut after sector 22: LEVEL0.WAD (3000 bytes from 0xb000) runs past the 0xb800-byte image
        byte[] cut = Arrays.copyOf(TinyIso.build(), 23 * S);
        FormatException e = assertThrows(FormatException.class, () -> read(cut));
        rejected(e, "iso.dir[/G].record[2].extent", L + 2, "an extent inside the image [0x0, 0xb800)",
                "/G/LEVEL0.WAD at [0xb000, 0xbbb8): truncated: image is " + 23 * S + " bytes, the volume declares " + END
                        + " (--lenient reads the files inside it)");
    }

    @Test
    void truncatedImageFilesEndingAtOrStartingAtTheEndAreInside() {
        byte[] b = TinyIso.build();
        TinyIso.both32(b, PVD + 80, 30);                      // the volume declares 30 sectors, the image has 26
        TinyIso.both32(b, L + 10, 4 * S);                     // LEVEL0.WAD ends exactly at the image end
        TinyIso.both32(b, TinyIso.ROOT_CNF_RECORD + 2, TinyIso.SECTORS);   // SYSTEM.CNF: empty, at the image end
        TinyIso.both32(b, TinyIso.ROOT_CNF_RECORD + 10, 0);
        Problems problems = Problems.lenient();
        IsoImage iso = IsoImage.read(ByteReader.of(b, "tiny.iso"), b.length, problems);
        assertEquals(List.of(new IsoEntry("/G/LEVEL0.WAD", 22, 4 * S, L),
                new IsoEntry("/SYSTEM.CNF", TinyIso.SECTORS, 0, TinyIso.ROOT_CNF_RECORD)), iso.files());
        assertEquals(List.of(), problems.rows());
        assertEquals(iso.files(), read(b).files());           // strict agrees
    }

    @Test
    void truncatedImageLenientRows() {
        byte[] b = TinyIso.build();
        TinyIso.both32(b, TinyIso.ROOT_CNF_RECORD + 10, 2 * S);   // SYSTEM.CNF: [0xa800, 0xb800)
        b[L + 33 + 5] = '3';                                       // G/LEVEL3.WAD;1: [0xb000, 0xbbb8)
        byte[] cut = Arrays.copyOf(b, 22 * S + 100);               // 45156 = 0xb064 bytes
        Problems problems = Problems.lenient();
        IsoImage iso = IsoImage.read(ByteReader.of(cut, "tiny.iso"), cut.length, problems);
        assertEquals(List.of(), iso.files());
        String truncated = "truncated: image is 45156 bytes, the volume declares " + END;
        assertEquals(List.of(
                new Problem(-1, "tiny.iso", "iso.pvd.volume_space_size", PVD + 80, "image_length",
                        END + " bytes (volume_space_size x 2048)", truncated, Severity.ERROR),
                new Problem(-1, "tiny.iso", "iso.dir[/].record[3].extent", TinyIso.ROOT_CNF_RECORD + 2, "file_inside_image",
                        "/SYSTEM.CNF inside the image [0x0, 0xb064)", "missing: [0xa800, 0xb800) (" + truncated + ")", Severity.ERROR),
                new Problem(3, "tiny.iso", "iso.dir[/G].record[2].extent", L + 2, "file_inside_image",
                        "/G/LEVEL3.WAD inside the image [0x0, 0xb064)", "missing: [0xb000, 0xbbb8) (" + truncated + ")", Severity.ERROR)),
                problems.rows());
    }

    @Test
    void lenientFilePastTheEndOfAFullImage() {
        byte[] b = TinyIso.build();
        TinyIso.both32(b, L + 10, 4 * S + 1);
        Problems problems = Problems.lenient();
        IsoImage iso = IsoImage.read(ByteReader.of(b, "tiny.iso"), b.length, problems);
        assertEquals(List.of("/SYSTEM.CNF"), iso.files().stream().map(IsoEntry::path).toList());
        assertEquals(List.of(new Problem(0, "tiny.iso", "iso.dir[/G].record[2].extent", L + 2, "file_inside_image",
                "/G/LEVEL0.WAD inside the image [0x0, 0xd000)", "missing: [0xb000, 0xd001)", Severity.ERROR)), problems.rows());
    }

    /** Fills the root's first sector after its three records with 44-byte file records; the last one runs {@code extra} bytes past the sector end. */
    private static int fillRootSector(byte[] b, int extra) {
        int pos = TinyIso.ROOT_G_RECORD + 34;
        int n = 0;
        while (TinyIso.ROOT + S - pos >= 88) {
            pos += TinyIso.record(b, pos, TinyIso.id(String.format("F%03d.BIN;1", n++)), 21, 1, 0);
        }
        int left = TinyIso.ROOT + S - pos;
        TinyIso.record(b, pos, TinyIso.id("LAST.BIN;1"), 21, 1, 0);
        b[pos] = (byte) (left + extra);                          // system-use bytes pad the record
        return pos;
    }

    @Test
    void recordEndingExactlyAtTheSectorEnd() {
        byte[] b = TinyIso.build();
        fillRootSector(b, 0);
        assertTrue(read(b).find("/LAST.BIN").isPresent());
        byte[] c = TinyIso.build();
        int at = fillRootSector(c, 1);
        int left = TinyIso.ROOT + S - at;
        FormatException e = assertThrows(FormatException.class, () -> read(c));
        assertEquals(at, e.offset());
        assertEquals("a record ending by " + left + " bytes (sector or extent end)", e.expected());
        assertEquals(Integer.toString(left + 1), e.actual());
    }

    @Test
    void duplicateNameOffset() {
        int at = TinyIso.ROOT_CNF_RECORD + 46;
        rejected(broken(b -> TinyIso.record(b, at, TinyIso.id("SYSTEM.CNF;2"), 21, 10, 0)),
                "iso.dir[/].record[4].file_identifier", at + 33, "a name unique in its directory", "\"SYSTEM.CNF\" again");
    }

    /** /G gets a chain D/D/... of {@code n} one-sector directories at LBAs 26, 27, ...; the deepest is at depth n + 1. */
    private static byte[] chain(int n) {
        byte[] b = Arrays.copyOf(TinyIso.build(), (TinyIso.SECTORS + n) * S);
        Arrays.fill(b, L, L + 46, (byte) 0);
        TinyIso.record(b, L, TinyIso.id("D"), TinyIso.SECTORS, S, 2);
        for (int i = 0; i < n; i++) {
            int lba = TinyIso.SECTORS + i;
            int at = lba * S;
            at += TinyIso.record(b, at, new byte[] {0}, lba, S, 2);
            at += TinyIso.record(b, at, new byte[] {1}, i == 0 ? 20 : lba - 1, S, 2);
            if (i + 1 < n) TinyIso.record(b, at, TinyIso.id("D"), lba + 1, S, 2);
        }
        return b;
    }

    @Test
    void depthLimitIsInclusive() {
        int n = IsoImage.MAX_DEPTH - 1;
        List<IsoDirectory> dirs = read(chain(n)).directories();
        assertEquals(2 + n, dirs.size());
        assertEquals(IsoImage.MAX_DEPTH, dirs.stream().mapToInt(IsoDirectory::depth).max().orElseThrow());
        // one more: the record naming the 33rd level, in the directory at depth 32 (LBA 26 + 30)
        String dir = "/G" + "/D".repeat(IsoImage.MAX_DEPTH - 1);
        int at = (TinyIso.SECTORS + IsoImage.MAX_DEPTH - 2) * S + 68;
        FormatException e = assertThrows(FormatException.class, () -> read(chain(n + 1)));
        rejected(e, "iso.dir[" + dir + "].record[2]", at, "directory depth at most 32", "33");
    }

    @Test
    void directoryWithOnlyItsDotRecords() {
        byte[] b = TinyIso.build();
        Arrays.fill(b, L, L + 46, (byte) 0);
        IsoImage iso = read(b);
        assertEquals(List.of("/SYSTEM.CNF"), iso.files().stream().map(IsoEntry::path).toList());
        assertEquals(List.of("/", "/G"), iso.directories().stream().map(IsoDirectory::path).toList());
        rejected(broken(c -> TinyIso.both32(c, TinyIso.ROOT_G_RECORD + 10, 34)), "iso.dir[/G]", TinyIso.G,
                "'.' and '..' records", "1 records");
    }

    @Test
    void directoriesAreSortedByPath() {
        // a second root directory Z (LBA 26), named after G: the walk reads Z first (a stack), the list is sorted
        byte[] b = Arrays.copyOf(TinyIso.build(), (TinyIso.SECTORS + 1) * S);
        TinyIso.both32(b, PVD + 80, TinyIso.SECTORS + 1);
        int z = TinyIso.ROOT_CNF_RECORD + 46;
        TinyIso.record(b, z, TinyIso.id("Z"), 26, S, 2);
        int at = 26 * S;
        at += TinyIso.record(b, at, new byte[] {0}, 26, S, 2);
        TinyIso.record(b, at, new byte[] {1}, 18, 2 * S, 2);
        assertEquals(List.of(new IsoDirectory("/", 18, 2 * S, PVD + 156, 0), new IsoDirectory("/G", 20, S, TinyIso.ROOT_G_RECORD, 1),
                new IsoDirectory("/Z", 26, S, z, 1)), read(b).directories());
    }

    /** The L path table with three records: root (8 + 1 + pad), "AB" (8 + 2, no pad), "G" (8 + 1 + pad). */
    private static byte[] threePathRecords() {
        byte[] b = TinyIso.build();
        int at = 24 * S + 10;
        b[at] = 2;
        TinyIso.le32(b, at + 2, 26);
        b[at + 6] = 1;
        b[at + 8] = 'A';
        b[at + 9] = 'B';
        at += 10;
        b[at] = 1;
        TinyIso.le32(b, at + 2, 20);
        b[at + 6] = 1;
        b[at + 8] = 'G';
        TinyIso.both32(b, PVD + 132, 30);
        return b;
    }

    @Test
    void pathTableEvenIdentifierHasNoPad() {
        assertEquals(List.of(new IsoPathRecord(1, "", 18, 1, 24 * S), new IsoPathRecord(2, "AB", 26, 1, 24 * S + 10),
                new IsoPathRecord(3, "G", 20, 1, 24 * S + 20)), read(threePathRecords()).lPathTable());
    }

    @Test
    void pathTableRejections() {
        byte[] small = TinyIso.build();
        TinyIso.both32(small, PVD + 132, 15);
        FormatException e = assertThrows(FormatException.class, () -> read(small).lPathTable());
        rejected(e, "iso.l_path_table[2]", 24 * S + 10, "a record inside the path table (5 bytes left)", "10 bytes");

        byte[] parent = TinyIso.build();
        parent[24 * S + 16] = 3;
        e = assertThrows(FormatException.class, () -> read(parent).lPathTable());
        rejected(e, "iso.l_path_table[2].parent_number", 24 * S + 16, "1..2", "3");
        parent[25 * S + 17] = 3;
        e = assertThrows(FormatException.class, () -> read(parent).mPathTable());
        rejected(e, "iso.m_path_table[2].parent_number", 25 * S + 16, "1..2", "3");

        // a table declared longer than the image: rejected as a whole before any record is read
        byte[] big = TinyIso.build();
        TinyIso.both32(big, PVD + 132, 0x10000);
        e = assertThrows(FormatException.class, () -> read(big).lPathTable());
        assertEquals("iso.l_path_table", e.path());
        assertEquals(24 * S, e.offset());
    }
}
