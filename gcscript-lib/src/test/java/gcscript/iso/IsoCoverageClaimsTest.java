package gcscript.iso;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import gcscript.testing.TestData;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the ISO reader claims when its reader records (the whole image's coverage, docs/coverage.md): the primary
 * descriptor once as a whole declared sector (its type and identifier only peeked), the terminator's reserved zeros,
 * a directory sector's zeros after its last record, the pad bytes after identifiers; nothing when not recording.
 */
class IsoCoverageClaimsTest {
    static final long SECTOR = IsoImage.SECTOR;

    static List<Coverage.Claim> claims() {
        Coverage store = new Coverage();
        IsoImage iso = IsoImage.read(ByteReader.of(TestData.bytes("gcscript/sample", "gcscript-sample.iso"), "s.iso").recording(store));
        iso.lPathTable();
        iso.mPathTable();
        return store.claims("s.iso");
    }

    static Coverage.Claim one(List<Coverage.Claim> all, String owner) {
        List<Coverage.Claim> c = all.stream().filter(x -> x.owner().equals(owner)).toList();
        assertEquals(1, c.size(), owner + ": " + c);
        return c.get(0);
    }

    @Test void descriptorsArePeekedThenOwnedOnce() {
        List<Coverage.Claim> all = claims();
        Coverage.Claim pvd = one(all, "iso.pvd");
        assertEquals(16 * SECTOR, pvd.start());
        assertEquals(17 * SECTOR, pvd.end());
        assertTrue(all.stream().noneMatch(c -> c.owner().startsWith("iso.vd[0]")), "the primary descriptor is peeked as iso.vd[0], owned as iso.pvd");
        Coverage.Claim terminator = one(all, "iso.vd[1]");
        assertEquals(17 * SECTOR, terminator.start());
        assertEquals(7, terminator.size());
        Coverage.Claim reserved = one(all, "iso.vd[1].reserved");
        assertEquals(Coverage.Kind.PADDING, reserved.kind());
        assertEquals(17 * SECTOR + 7, reserved.start());
        assertEquals(18 * SECTOR, reserved.end());
        assertEquals(2, IsoImage.read(ByteReader.of(TestData.bytes("gcscript/sample", "gcscript-sample.iso"), "s.iso")).descriptorSectors());
    }

    @Test void directorySectorsAndIdentifiersOwnTheirZeros() {
        List<Coverage.Claim> all = claims();
        IsoImage iso = IsoImage.read(ByteReader.of(TestData.bytes("gcscript/sample", "gcscript-sample.iso"), "s.iso"));
        IsoDirectory g = iso.directories().stream().filter(d -> d.path().equals("/G")).findFirst().orElseThrow();
        Coverage.Claim tail = one(all, "iso.dir[/G].sector_padding");
        assertEquals(Coverage.Kind.PADDING, tail.kind());
        assertEquals(g.byteOffset() + g.size(), tail.end());
        long lastEnd = all.stream().filter(c -> c.owner().startsWith("iso.dir[/G].record[") && c.end() <= tail.start())
                .mapToLong(Coverage.Claim::end).max().orElseThrow();
        assertEquals(lastEnd, tail.start(), "the padding starts where the last record (its identifier and pad byte) ends");
        // "." has a 1-byte identifier: 33 + 1 bytes, even; a name of even length (e.g. "G") has a pad byte after it
        List<Coverage.Claim> pads = all.stream().filter(c -> c.owner().endsWith(".padding") && c.owner().contains(".record[")).toList();
        assertFalse(pads.isEmpty());
        for (Coverage.Claim p : pads) {
            assertEquals(1, p.size(), p.toString());
            assertEquals(Coverage.Kind.PADDING, p.kind());
        }
        Coverage.Claim rootPad = one(all, "iso.l_path_table[1].padding");   // the root's identifier is 1 byte: padded to 2
        assertEquals(iso.pvd().lPathTableLba() * SECTOR + 9, rootPad.start());
        assertEquals(1, rootPad.size());
    }

    @Test void aReaderThatDoesNotRecordClaimsNothing() {
        Coverage store = new Coverage();
        IsoImage.read(ByteReader.of(TestData.bytes("gcscript/sample", "gcscript-sample.iso"), "s.iso"));
        assertEquals(0, store.count());
    }
}
