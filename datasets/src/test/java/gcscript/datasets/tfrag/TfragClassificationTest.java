package gcscript.datasets.tfrag;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.tfrag.TfragBlock;
import gcscript.tfrag.TfragPatch;
import gcscript.tfrag.Unpack;
import gcscript.vif.VifCode;
import gcscript.vif.VifCommand;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Classification and origin rules under edits a real disc could contain. */
class TfragClassificationTest {

    private static TfragBlock read(byte[] b, Problems p) { return new TfragBlock(ByteReader.of(b, "core_data"), 0, p); }

    /** Block-relative offset of the VU header payload of patch {@code p}. */
    private static int vuHeaderAt(TfragPatch p) {
        for (Unpack u : p.unpacks()) if (u.kind().equals("vu_header")) return u.payload();
        throw new AssertionError("no VU header");
    }

    @Test
    void originFallsBackToLightCopyWithoutStrow() {
        TfragWriter.Result r = TfragWriter.write(new Random(5), 3);
        byte[] b = r.block().clone();
        TfragPatch p = read(b, Problems.strict()).patchList().get(1);
        List<VifCommand> common = p.commands().get(1);
        int firstPos = -1;
        for (int i = 0; i < common.size(); i++) {
            VifCode k = common.get(i).code();
            if (k.isUnpack() && k.format().equals("V3_16")) { firstPos = i; break; }
        }
        VifCommand strow = common.get(firstPos - 2);          // STROW(base), STCYCL 1/2, UNPACK V3_16
        assertEquals(VifCode.STROW, strow.code().cmd());
        for (int k = 0; k < 20; k++) b[strow.offset() + k] = 0;  // five NOPs
        // With that STROW gone the one before it (the vertex-info row) precedes the positions: the rule takes
        // the nearest STROW, so blank that one too and the light_ofs copy is the origin.
        VifCommand vrow = common.get(firstPos - 5);         // STROW(vertex info), STMOD 1, UNPACK V4_16
        assertEquals(VifCode.STROW, vrow.code().cmd());
        TfragPatch q = read(b, Problems.strict()).patchList().get(1);
        assertEquals("strow", q.originSource());
        assertEquals(0x45000000, q.base()[0]);
        assertFalse(q.originMatchesLightCopy());
        for (int k = 0; k < 20; k++) b[vrow.offset() + k] = 0;
        TfragPatch s = read(b, Problems.strict()).patchList().get(1);
        assertEquals("light_ofs", s.originSource());
        assertArrayEquals(r.patches().get(1).base(), s.base());
    }

    @Test
    void boundingSpheresCatchABrokenOrigin() {
        // The notes' lesson: counts and topology survive a wrong origin; only the bounding spheres notice.
        TfragWriter.Result r = TfragWriter.write(new Random(6), 10);
        TfragBlock good = read(r.block(), Problems.strict());
        var pt = good.patches();
        for (int i = 0; i < pt.rowCount(); i++) {
            assertEquals(0, pt.intColumn("positions_outside_bsphere").get(i));
            assertTrue(pt.doubleColumn("bsphere_excess").get(i) <= TfragBlock.BSPHERE_TOLERANCE);
        }
        byte[] b = r.block().clone();
        TfragPatch p = good.patchList().get(4);
        List<VifCommand> common = p.commands().get(1);
        for (int i = 0; i < common.size(); i++) {
            if (common.get(i).code().isUnpack() && common.get(i).code().format().equals("V3_16")) {
                VifCommand strow = common.get(i - 2);
                for (int k = 4; k < 16; k++) b[strow.offset() + k] = 0;     // base x, y, z = 0
                break;
            }
        }
        TfragBlock bad = read(b, Problems.strict());
        assertEquals(good.positionCount(), bad.positionCount());
        assertEquals(good.triangleCount(), bad.triangleCount());
        TfragPatch q = bad.patchList().get(4);
        assertEquals(q.positionCount(), q.positionsOutsideBsphere(TfragBlock.BSPHERE_TOLERANCE));
        assertFalse(q.originMatchesLightCopy());
    }

    @Test
    void wrongPositionAddressIsAWarningNotAGuess() {
        TfragWriter.Result r = TfragWriter.write(new Random(8), 12);
        byte[] b = r.block().clone();
        TfragBlock orig = read(b, Problems.strict());
        int found = -1;
        for (TfragPatch p : orig.patchList()) if (p.positions()[1] != null) { found = p.header().index(); break; }
        assertTrue(found >= 0);
        final int target = found;
        TfragPatch p = orig.patchList().get(target);
        int at = vuHeaderAt(p);
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putShort(at, (short) (p.vu().positionsCommonCount() + 1));
        Problems lenient = Problems.lenient();
        TfragBlock t = read(b, lenient);
        assertEquals(r.truth().positions(), t.positionCount());
        assertTrue(lenient.rows().stream().anyMatch(x -> x.check().equals("tfrag.positions.addr")
                && x.path().startsWith("core.tfrags[" + target + "].lod_01_list")));
    }

    @Test
    void unknownStripAddressLeavesStripsUnclassified() {
        TfragWriter.Result r = TfragWriter.write(new Random(9), 4);
        byte[] b = r.block().clone();
        TfragPatch p = read(b, Problems.strict()).patchList().get(2);
        int at = vuHeaderAt(p) + 0x24;                       // strips_addr
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putShort(at, (short) 0x3ff);
        Problems lenient = Problems.lenient();
        TfragBlock t = read(b, lenient);
        TfragPatch q = t.patchList().get(2);
        assertNull(q.strips()[0]);
        assertEquals(0, q.triangles().get(0).size());
        long unclassified = q.unpacks().stream().filter(u -> u.kind().equals("unclassified")).count();
        assertEquals(3, unclassified);                        // the strips of LOD 2, 1 and 0
        assertEquals(3, lenient.rows().stream().filter(x -> x.check().equals("tfrag.unpack.classified")).count());
        // The other patches are untouched.
        assertEquals(r.patches().get(1).triCount(), t.patchList().get(1).triangles().get(0).size());
        Problem first = lenient.rows().get(0);
        assertEquals("core.tfrags[2].lod_2_list[4]", first.path());
    }

    @Test
    void stripIndexOutOfRangeIsAnError() {
        TfragWriter.Result r = TfragWriter.write(new Random(10), 3);
        byte[] b = r.block().clone();
        TfragPatch p = read(b, Problems.strict()).patchList().get(0);
        // Point the first LOD-0 index past every vertex-info entry.
        long indices = p.indicesOffset()[0];
        b[(int) indices] = (byte) 0xfe;
        FormatException e = assertThrows(FormatException.class, () -> read(b, Problems.strict()));
        assertEquals("core.tfrags[0].strips.lod0[0]", e.path());
        Problems lenient = Problems.lenient();
        TfragBlock t = read(b, lenient);
        assertEquals(3, t.patchList().size());
        assertEquals("tfrag.strip.index_range", lenient.rows().get(0).check());
    }
}
