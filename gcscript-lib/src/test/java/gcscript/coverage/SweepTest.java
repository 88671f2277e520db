package gcscript.coverage;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import gcscript.layout.Layout;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The coverage map's rules on hand-made claims over hand-laid bytes. */
class SweepTest {
    static final Layout REC = new Layout("sweep_test_record", 0x10, "test");
    static {
        REC.u32("a", 0, "");
        REC.u32("b", 4, "");
    }

    /** A 0x100-byte buffer: zeros except where {@code nonZero} says (pairs of [from, to)). */
    static ByteReader buffer(Coverage store, int... nonZero) {
        byte[] b = new byte[0x100];
        for (int i = 0; i < nonZero.length; i += 2) for (int k = nonZero[i]; k < nonZero[i + 1]; k++) b[k] = 0x11;
        return ByteReader.of(b, "BUF").recording(store);
    }

    static Region only(CoverageMap m, Kind k) {
        List<Region> r = m.regions(k);
        assertEquals(1, r.size(), r.toString());
        return r.get(0);
    }

    @Test void recordsNestedUnderTheirParentAreOneStructure() {
        Coverage s = new Coverage();
        ByteReader r = buffer(s, 0, 0x100);
        REC.view(r, 0, 4, "x.list");
        REC.read(r, 0x10, "x.list[1]");
        r.bytes("x.tail", 0x40, 0xc0);
        CoverageMap m = CoverageMap.of(0, s);
        assertEquals(0x100, m.bytes("BUF", Kind.DECODED));
        assertEquals("level[0].x.list[1]", m.ownerAt("BUF", 0x14));   // owners are shown from the level down
        assertEquals("b", m.at("BUF", 0x14).orElseThrow().claim().field(0x14));
        assertEquals("a", m.at("BUF", 0x30).orElseThrow().claim().field(0x30));
    }

    @Test void twoOwnersOfOneRecordOverlapUnlessShared() {
        Coverage s = new Coverage();
        ByteReader r = buffer(s, 0, 0x100);
        REC.read(r, 0x20, "class[0]");
        REC.read(r, 0x28, "class[1]");
        CoverageMap m = CoverageMap.of(0, s);
        Region o = only(m, Kind.OVERLAP);
        assertEquals(0x28, o.start());
        assertEquals(0x30, o.end());
        assertTrue(o.owner().contains("class[0]") && o.owner().contains("class[1]"), o.owner());

        Coverage t = new Coverage();
        ByteReader q = buffer(t, 0, 0x100);
        REC.shared(q, 0x20, 1, "texture[0].palette");
        REC.shared(q, 0x20, 1, "texture[1].palette");
        assertTrue(CoverageMap.of(0, t).regions(Kind.OVERLAP).isEmpty());
    }

    @Test void oneRecordReadByTwoOwnersIsSharedAndNamesBoth() {
        Coverage s = new Coverage();
        ByteReader r = buffer(s, 0x40, 0x60, 0x80, 0x90);      // non-zero where claimed: the rest is padding
        REC.shared(r, 0x40, 2, "sky.texture[0].texture_offset");
        REC.shared(r, 0x40, 2, "sky.texture[3].texture_offset");
        REC.shared(r, 0x80, 1, "sky.texture[1].texture_offset");    // read by one owner only: decoded
        CoverageMap m = CoverageMap.of(0, s);
        Region sh = only(m, Kind.SHARED);
        assertEquals(0x40, sh.start());
        assertEquals(0x60, sh.end());
        assertEquals("level[0].sky.texture[0].texture_offset / level[0].sky.texture[3].texture_offset", sh.owner());
        assertEquals("a", sh.claim().field(0x40));
        assertEquals(0x20, m.bytes("BUF", Kind.SHARED));
        assertEquals(0x10, m.bytes("BUF", Kind.DECODED));
        assertEquals(0, m.bytes("BUF", Kind.OVERLAP));
        assertEquals(0, m.bytes("BUF", Kind.UNEXPLAINED));
        var summary = CoverageTables.summary("s", List.of(m));
        assertEquals(0x20, summary.longColumn("shared").get(0));
        assertEquals(0x10, summary.longColumn("decoded").get(0));
    }

    @Test void twoDifferentRecordsOnTheSameBytesStillOverlap() {
        // the same extent read as two declarations (decoded), and two shareable readings of different extents nested
        // in neither owner: neither is one record read twice
        Layout other = new Layout("sweep_test_other", 0x10, "test");
        other.u16("c", 0, "");
        Coverage s = new Coverage();
        ByteReader r = buffer(s, 0, 0x100);
        REC.read(r, 0x40, "sky.texture[0]");
        other.read(r, 0x40, "sky.texture[3]");
        REC.shared(r, 0x80, 2, "a.palette");
        REC.shared(r, 0x80, 1, "b.palette");
        CoverageMap m = CoverageMap.of(0, s);
        Region o = only(m, Kind.OVERLAP);
        assertEquals(0x40, o.start());
        assertEquals(0x50, o.end());
        assertEquals(0, m.bytes("BUF", Kind.SHARED), m.regions("BUF").toString());
    }

    @Test void overlapsComeAndGoWhileOtherClaimsStartAndEnd() {
        Coverage s = new Coverage();
        ByteReader r = buffer(s, 0, 0x100);
        r.bytes("area.blob", 0, 0x80);                  // a bulk read containing everything below: never a conflict
        REC.view(r, 0x10, 4, "class[0].list");          // [0x10, 0x50)
        REC.read(r, 0x18, "class[1]");                  // [0x18, 0x28): overlaps class[0].list's records
        REC.read(r, 0x30, "class[0].list[2]");          // nested: no conflict
        REC.read(r, 0x48, "class[2]");                  // [0x48, 0x58): overlaps the list's last 8 bytes
        REC.read(r, 0x60, "class[3]");                  // alone again
        REC.read(r, 0x64, "class[3].b");                // nested
        CoverageMap m = CoverageMap.of(0, s);
        List<Region> ov = m.regions(Kind.OVERLAP);
        assertEquals(2, ov.size(), ov.toString());
        assertEquals(0x18, ov.get(0).start());
        assertEquals(0x28, ov.get(0).end());
        assertEquals("level[0].class[0].list / level[0].class[1]", ov.get(0).owner());   // shown from the level down
        assertEquals(0x48, ov.get(1).start());
        assertEquals(0x50, ov.get(1).end());
        assertEquals("level[0].class[0].list / level[0].class[2]", ov.get(1).owner());
        assertEquals("level[0].class[0].list[2]", m.ownerAt("BUF", 0x34));
        assertEquals("level[0].class[2]", m.ownerAt("BUF", 0x50));
        assertEquals("level[0].class[3].b", m.ownerAt("BUF", 0x64));
        assertEquals(Kind.DECODED, m.at("BUF", 0x2c).orElseThrow().kind());
    }

    @Test void gapsArePaddingWhenAlignmentZerosElseUnexplainedExactly() {
        Coverage s = new Coverage();
        ByteReader r = buffer(s, 0, 0x10, 0x50, 0x5c, 0x80, 0x90);
        r.bytes("head", 0, 0x10);
        r.bytes("body", 0x80, 0x10);
        CoverageMap m = CoverageMap.of(0, s);
        Region u = only(m, Kind.UNEXPLAINED);
        assertEquals(0x50, u.start());   // from the first to the last non-zero byte of the gap
        assertEquals(0x5c, u.end());
        // [0x10, 0x50) and [0x5c, 0x80) zeros end on 16-byte boundaries: padding; the tail to the buffer's end too
        assertEquals(0x40 + 0x24 + 0x70, m.bytes("BUF", Kind.PADDING));
        // a span whose tail holds unexplained bytes is owned up to them; one whose unexplained bytes come before
        // its last owned bytes is owned whole
        assertEquals(0x50, Owned.end(m, "BUF", 0, 0x60));
        assertEquals(0x100, Owned.end(m, "BUF", 0, 0x100));
    }

    @Test void opaqueContainersHoldWhatIsDecodedInside() {
        Coverage s = new Coverage();
        ByteReader r = buffer(s, 0, 0x100);
        r.claim("level[0].data.core_data", 0, 0x100, Coverage.Kind.OPAQUE, null);
        REC.read(r, 0x40, "core.header");
        CoverageMap m = CoverageMap.of(0, s);
        assertTrue(m.regions(Kind.OVERLAP).isEmpty());
        assertEquals(0x10, m.bytes("BUF", Kind.DECODED));
        assertEquals(0xf0, m.bytes("BUF", Kind.OPAQUE));
        assertEquals("level[0].data.core_data", m.ownerAt("BUF", 0));
    }
}
