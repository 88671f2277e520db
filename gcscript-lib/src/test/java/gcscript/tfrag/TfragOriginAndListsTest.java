package gcscript.tfrag;

import static gcscript.tfrag.TfragDamageTest.BLOCK;
import static gcscript.tfrag.TfragDamageTest.headerAt;
import static gcscript.tfrag.TfragDamageTest.put16;
import static gcscript.tfrag.TfragDamageTest.read;
import static gcscript.tfrag.TfragDamageTest.rows;
import static gcscript.tfrag.TfragDamageTest.truth;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.FormatException;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.bytes.Severity;
import gcscript.table.Scope;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * More damage on the sample's core tfrag block (see {@link TfragDamageTest}): the origin STROW removed (the
 * light_ofs quadword takes over), header list offsets and sizes that disagree, VU header counts and UNPACK
 * addresses that disagree with the data, a vertex-info entry naming a missing position; and the area tables
 * ({@link Tfrags}) against the manifest.
 */
class TfragOriginAndListsTest {

    static int u16(byte[] b, int at) { return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).getShort(at) & 0xffff; }
    static int s32(byte[] b, int at) { return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).getInt(at); }

    static TfragPatch patch(int i) { return read(BLOCK, Problems.strict()).patchList().get(i); }

    static String hex(int v) { return "0x" + Integer.toHexString(v); }

    @Test
    void withoutTheStrowTheOriginComesFromLightOfs() {
        TfragPatch p = patch(5);
        assertEquals("strow", p.originSource());
        assertTrue(p.originMatchesLightCopy(), "the reference: light_ofs holds a copy of the base-position STROW");
        // every STROW of the common list becomes STCOL (cmd 0x30 -> 0x31: the same 4-word payload, another register)
        byte[] b = BLOCK.clone();
        int strows = 0;
        for (gcscript.vif.VifCommand c : p.commands().get(1)) {
            if (c.code().cmd() != gcscript.vif.VifCode.STROW) continue;
            int cmd = (int) c.offset() + 3;
            assertEquals(0x30, BLOCK[cmd] & 0x7f);
            b[cmd] = (byte) (b[cmd] + 1);
            strows++;
        }
        assertTrue(strows >= 1);
        Problems pr = Problems.lenient();
        TfragPatch q = read(b, pr).patchList().get(5);
        int h = headerAt(5);
        int lightOfs = s32(BLOCK, h + 0x10) + u16(BLOCK, h + 0x30);      // data + light_ofs (block-relative)
        assertEquals("light_ofs", q.originSource());
        assertEquals(s32(BLOCK, 0) + lightOfs, q.originOffset());
        assertArrayEquals(p.base(), q.base());
        assertArrayEquals(p.lightCopy(), q.lightCopy());
        assertTrue(q.originMatchesLightCopy());
        // a light_ofs copy that differs from the STROW
        byte[] c = BLOCK.clone();
        int lo = (int) q.originOffset();
        c[lo] = (byte) (c[lo] + 1);
        assertFalse(read(c, Problems.lenient()).patchList().get(5).originMatchesLightCopy());
        // light_ofs outside the block
        byte[] far = BLOCK.clone();
        put16(far, h + 0x30, 0xfff0);
        FormatException e = assertThrows(FormatException.class, () -> read(far, Problems.strict()));
        assertEquals("core.tfrags[5].light_ofs", e.path());
        assertEquals(s32(BLOCK, 0) + s32(BLOCK, h + 0x10) + 0xfff0, e.offset());
    }

    @Test
    void texOfsAndListSizesThatDisagreeAreWarnings() {
        int h = headerAt(6);
        int tex = u16(BLOCK, h + 0x1c);
        byte[] b = BLOCK.clone();
        put16(b, h + 0x1c, tex + 16);
        Problems p = Problems.lenient();
        read(b, p);
        assertEquals(List.of(new Problem(1, "core_data", "core.tfrags[6].tex_ofs", h + 0x1c, "tfrag.tex_ofs",
                "offset of the ad-gif UNPACK payload " + hex(tex), hex(tex + 16), Severity.WARNING)), rows(p, "tfrag.tex_ofs"));

        int shared = u16(BLOCK, h + 0x16), lod1 = u16(BLOCK, h + 0x18), lod2 = u16(BLOCK, h + 0x14);
        int commonSize = BLOCK[h + 0x20] & 0xff, lod2Size = BLOCK[h + 0x21] & 0xff;
        assertEquals(lod1, shared + 16 * commonSize);
        assertEquals(lod1, lod2 + 16 * lod2Size);
        byte[] c = BLOCK.clone();
        c[h + 0x21] = (byte) (lod2Size + 1);
        Problems q = Problems.lenient();
        TfragPatch bad = read(c, q).patchList().get(6);
        assertFalse(bad.sizesMatch());
        assertTrue(patch(6).sizesMatch());
        assertEquals(List.of(new Problem(1, "core_data", "core.tfrags[6].common_size", h + 0x20, "tfrag.list_sizes",
                "shared_ofs + common_size*16 = lod_2_ofs + lod_2_size*16 = lod_1_ofs " + hex(lod1),
                hex(shared + 16 * commonSize) + ", " + hex(lod2 + 16 * (lod2Size + 1)), Severity.WARNING)), rows(q, "tfrag.list_sizes"));
    }

    /** The VU header UNPACK of a patch: its payload holds the 20 u16 values. */
    static Unpack vuHeader(TfragPatch p) {
        return p.unpacks().stream().filter(u -> u.kind().equals("vu_header")).findFirst().orElseThrow();
    }

    @Test
    void vuHeaderCountsThatDisagreeWithThePositions() {
        TfragPatch p = patch(8);
        int[] counts = {p.positions()[0] == null ? 0 : p.positions()[0].length / 3, p.positions()[1] == null ? 0 : p.positions()[1].length / 3,
                p.positions()[2] == null ? 0 : p.positions()[2].length / 3};
        int payload = vuHeader(p).payload();
        // value 4 = positions_lod0_count (u16 at payload + 8)
        assertEquals(counts[2], u16(BLOCK, payload + 8));
        byte[] b = BLOCK.clone();
        put16(b, payload + 8, counts[2] + 1);
        Problems pr = Problems.lenient();
        TfragPatch bad = read(b, pr).patchList().get(8);
        assertFalse(bad.vuCountsMatch());
        assertTrue(p.vuCountsMatch());
        int h = headerAt(8);
        assertEquals(List.of(new Problem(1, "core_data", "core.tfrags[8].vu_header", h, "tfrag.vu_header.counts",
                "positions per tier = VU header counts " + counts[0] + "/" + counts[1] + "/" + (counts[2] + 1),
                counts[0] + "/" + counts[1] + "/" + counts[2], Severity.WARNING)), rows(pr, "tfrag.vu_header.counts"));
    }

    @Test
    void unpackAddressesThatDisagreeWithTheVuHeader() {
        TfragPatch p = patch(9);
        // the common positions UNPACK: its VU address is the low 10 bits of the command's immediate
        Unpack pos = p.unpacks().stream().filter(u -> u.kind().equals("positions") && u.tier().equals("common")).findFirst().orElseThrow();
        assertEquals(pos.expectedAddr(), pos.addr());
        byte[] b = BLOCK.clone();
        b[(int) pos.offset()] = (byte) (b[(int) pos.offset()] + 1);
        Problems pr = Problems.lenient();
        read(b, pr);
        String list = "core.tfrags[9]." + TfragLists.NAMES[pos.list()] + "_list[" + pos.command() + "]";
        assertEquals(List.of(new Problem(1, "core_data", list, pos.offset(), "tfrag.positions.addr",
                "VU address " + pos.addr() + " (from the VU header counts)", Integer.toString(pos.addr() + 1), Severity.WARNING)),
                rows(pr, "tfrag.positions.addr"));

        // the common vertex-info UNPACK moved to an address no array has: left unclassified
        Unpack vi = p.unpacks().stream().filter(u -> u.kind().equals("vertex_info") && u.tier().equals("common")).findFirst().orElseThrow();
        byte[] c = BLOCK.clone();
        int addr = 0x3ff;
        c[(int) vi.offset()] = (byte) addr;
        c[(int) vi.offset() + 1] = (byte) ((c[(int) vi.offset() + 1] & ~0x03) | (addr >> 8));
        Problems q = Problems.lenient();
        TfragPatch bad = read(c, q).patchList().get(9);
        String vl = "core.tfrags[9]." + TfragLists.NAMES[vi.list()] + "_list[" + vi.command() + "]";
        assertEquals(List.of(new Problem(1, "core_data", vl, vi.offset(), "tfrag.unpack.classified",
                "an UNPACK whose format and VU address match the VU header", vi.format() + (vi.usn() ? " unsigned" : " signed") + " addr " + addr,
                Severity.WARNING)), rows(q, "tfrag.unpack.classified"));
        assertNull(bad.vertexInfo()[0]);
        assertEquals("unclassified", bad.unpacks().stream().filter(u -> u.offset() == vi.offset()).findFirst().orElseThrow().kind());
    }

    @Test
    void aVertexInfoNamingAPositionPastThePatch() {
        TfragPatch p = patch(10);
        int npos = p.positionCount();
        long at = p.vertexInfoOffset()[0] + 6;          // entry 0: s, t, parent, vertex (s16 each)
        byte[] b = BLOCK.clone();
        put16(b, at, 2 * npos);
        Problems pr = Problems.lenient();
        read(b, pr);
        assertEquals(List.of(new Problem(1, "core_data", "core.tfrags[10].vertex_info[0].vertex", headerAt(10), "tfrag.vertex_info.position",
                "vertex / 2 < " + npos + " positions", Integer.toString(2 * npos), Severity.WARNING)), rows(pr, "tfrag.vertex_info.position"));
        put16(b, at, 2 * npos - 1);                      // position npos - 1: the last one
        Problems ok = Problems.lenient();
        read(b, ok);
        assertEquals(List.of(), rows(ok, "tfrag.vertex_info.position"));
        put16(b, at, -2);
        Problems neg = Problems.lenient();
        read(b, neg);
        assertEquals(1, rows(neg, "tfrag.vertex_info.position").size());
    }

    @Test
    void rgbaPastTheBlockIsAFormatException() {
        int h = headerAt(11);
        byte[] b = BLOCK.clone();
        put16(b, h + 0x1e, 0xfff0);
        FormatException e = assertThrows(FormatException.class, () -> read(b, Problems.strict()));
        assertEquals("core.tfrags[11].rgba_ofs", e.path());
        assertEquals(s32(BLOCK, 0) + s32(BLOCK, h + 0x10) + 0xfff0, e.offset());
        Problems p = Problems.lenient();
        TfragBlock lenient = read(b, p);
        assertEquals(1, lenient.failedPatches());
        assertEquals(truth("count") - 1, lenient.patchList().size());
    }

    @Test
    void theAreaTablesAgreeWithTheManifest() {
        TfragBlock b = read(BLOCK, Problems.strict());
        Tfrags t = new Tfrags(Scope.of(() -> b));
        assertEquals(truth("count"), t.patches().rowCount());
        assertEquals(truth("positions"), t.positions().rowCount());
        assertEquals(truth("vertex_infos"), t.vertexInfo().rowCount());
        assertEquals(truth("adgifs"), t.adgifs().rowCount());
        assertEquals(truth("triangles") + truth("lod1_triangles") + truth("lod2_triangles"), t.triangles().rowCount());
        assertEquals(truth("positions"), t.lights().rowCount());
        assertEquals(truth("colours"), t.colours().rowCount());
        assertEquals(5 * truth("count"), t.lists().rowCount());
        assertEquals(truth("count"), t.vuHeaders().rowCount());
        assertEquals(7, t.checks().rowCount());
        assertTrue(t.header().rowCount() > 0);
        assertTrue(t.unpacks().rowCount() >= 5 * truth("count"));
        assertTrue(t.strips().rowCount() > 0);
        assertTrue(t.indexArrays().rowCount() > 0);
        assertEquals(truth("count"), t.lodModes(0, 0, 0).rowCount());
        Table strips = t.strips();
        assertEquals(Arrays.asList(0, 1, 2), strips.intColumn("lod").unique().asList().stream().sorted().toList());
    }

    @Test
    void namedHeaderGettersReadTheirSpecOffsets() {
        // rac2-formats.md, tfrag header: data s32 @0x10, lod_2_ofs u16 @0x14, msphere_count u8 @0x2c, msphere_ofs u16 @0x2e,
        // light_end_ofs u16 @0x32, cube_ofs u16 @0x38, occl_index u16 @0x3a, mip_dist u16 @0x3e
        int distinct = 0;
        for (TfragPatch p : read(BLOCK, Problems.strict()).patchList()) {
            int h = headerAt(p.header().index());
            TfragHeader t = p.header();
            assertEquals(s32(BLOCK, h + 0x10), t.data());
            assertEquals(u16(BLOCK, h + 0x14), t.lod2Ofs());
            assertEquals(BLOCK[h + 0x2c] & 0xff, t.msphereCount());
            assertEquals(u16(BLOCK, h + 0x2e), t.msphereOfs());
            assertEquals(u16(BLOCK, h + 0x32), t.lightEndOfs());
            assertEquals(u16(BLOCK, h + 0x38), t.cubeOfs());
            assertEquals(u16(BLOCK, h + 0x3a), t.occlIndex());
            assertEquals(u16(BLOCK, h + 0x3e), t.mipDist());
            assertEquals(h + 0x3e, t.relativeOffsetOf(TfragHeader.MIP_DIST));
            if (t.msphereOfs() != 0 && t.lightEndOfs() != 0 && t.cubeOfs() != 0 && t.occlIndex() != 0 && t.mipDist() != 0) distinct++;
        }
        // (lod_2_ofs and msphere_count are 0 in every patch of the sample: the list starts the data, no mspheres)
        assertTrue(distinct > 0, "some patch has non-zero msphere_ofs, light_end_ofs, cube_ofs, occl_index and mip_dist");
    }
}
