package gcscript.tfrag;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.bytes.Severity;
import gcscript.check.CheckSummary;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The tfrag reader and its named checks on damaged copies of a real tfrag block: level 1's core tfrag section
 * of the sample disc (chunk 0's block), decompressed, then broken one field at a time in the test (the hostile
 * fixtures of datasets' TfragHostileTest / TfragChecksTest, moved here onto the sample so the format package's
 * own tests reach them). Each damage is checked for its problem row (check, path, offset, expected, found) and
 * the check summary row it breaks; the undamaged block for every count the manifest gives.
 * Offsets are those of the section's own buffer (the block starts at 0).
 */
class TfragDamageTest {
    static final Disc DISC = Gc.sample();
    static final GroundTruth TRUTH = DISC.groundTruth().orElseThrow();
    static final byte[] BLOCK = new Level(1, ByteReader.of(DISC.level(1).bytes().toArray(), "LEVEL1.WAD"), Problems.strict())
            .core().sectionBytes("tfrags").orElseThrow().toArray();
    static final int TEXTURES = (int) TRUTH.getLong("level.1.core.textures.tfrag.count");

    static long truth(String key) { return TRUTH.getLong("level.1.tfrags." + key); }

    static TfragBlock read(byte[] b, Problems p) { return new TfragBlock(ByteReader.of(b, "core_data"), 1, p).withTextureTable(() -> TEXTURES); }

    static CheckSummary check(TfragBlock b, String name) {
        return b.checkList().stream().filter(c -> c.check().equals(name)).findFirst().orElseThrow();
    }

    static int s32(byte[] b, int at) { return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).getInt(at); }
    static void put32(byte[] b, long at, int v) { ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt((int) at, v); }
    static void put16(byte[] b, long at, int v) { ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putShort((int) at, (short) v); }

    /** Patch i's 0x40-byte header in the table the block header points at (block +0x00 table offset). */
    static int headerAt(int i) { return s32(BLOCK, 0) + 0x40 * i; }

    static List<Problem> rows(Problems p, String check) { return p.rows().stream().filter(r -> r.check().equals(check)).toList(); }

    @Test
    void theUndamagedBlockAgreesWithTheManifestAndEveryCheckHolds() {
        Problems p = Problems.lenient();
        TfragBlock b = read(BLOCK, p);
        assertEquals(truth("count"), b.patchList().size());
        assertEquals(truth("positions"), b.positionCount());
        assertEquals(truth("adgifs"), b.adgifCount());
        assertEquals(truth("vertex_infos"), b.vertexInfoCount());
        assertEquals(truth("triangles"), b.triangleCount(0));
        assertEquals(truth("lod1_triangles"), b.triangleCount(1));
        assertEquals(truth("lod2_triangles"), b.triangleCount(2));
        assertEquals(List.of(), p.rows());
        long n = truth("count");
        assertEquals(new CheckSummary("vert_count", (int) n, 0, -1, n + " ok"), check(b, "vert_count"));
        assertEquals(new CheckSummary("tri_count", (int) n, 0, -1, n + " ok"), check(b, "tri_count"));
        long adgifs = truth("adgifs");
        assertEquals(new CheckSummary("textures_in_range", (int) adgifs, 0, -1, adgifs + " ok"), check(b, "textures_in_range"));
        long lodEntries = truth("vertex_infos_lod01") + truth("vertex_infos_lod0");
        assertEquals(new CheckSummary("lod_parents_resolve", (int) lodEntries, 0, -1, lodEntries + " ok"), check(b, "lod_parents_resolve"));
        long positions = truth("positions");
        assertEquals(new CheckSummary("positions_in_bsphere", (int) positions, 0, -1, positions + " ok"), check(b, "positions_in_bsphere"));
        for (CheckSummary c : b.checkList()) assertTrue(c.holds(), c.toString());
        // the texture table unknown: that check measures nothing and says why
        TfragBlock unknown = new TfragBlock(ByteReader.of(BLOCK, "core_data"), 1, Problems.lenient());
        assertEquals(new CheckSummary("textures_in_range", 0, 0, -1, "the level's tfrag_textures size is not known to this block"),
                check(unknown, "textures_in_range"));
    }

    @Test
    void blockHeaderDamageIsAFormatException() {
        byte[] huge = BLOCK.clone();
        put32(huge, 4, 0x7fffffff);
        FormatException e = assertThrows(FormatException.class, () -> read(huge, Problems.lenient()));
        assertEquals("core.tfrags.tfrag_count", e.path());
        assertEquals(s32(BLOCK, 0), e.offset());
        byte[] outside = BLOCK.clone();
        put32(outside, 0, BLOCK.length + 16);
        e = assertThrows(FormatException.class, () -> read(outside, Problems.strict()));
        assertEquals("core.tfrags.table_offset", e.path());
        assertEquals(0, e.offset());
    }

    @Test
    void aPatchWithABadListOffsetIsLeftOutInLenientMode() {
        byte[] b = BLOCK.clone();
        int h = headerAt(12);
        put16(b, h + 0x1a, 0xffff);
        FormatException e = assertThrows(FormatException.class, () -> read(b, Problems.strict()));
        assertEquals("core.tfrags[12].lod_0_ofs", e.path());
        assertEquals(h + 0x1a, e.offset());
        assertEquals("0xffff", e.actual());
        Problems p = Problems.lenient();
        TfragBlock tb = read(b, p);
        assertEquals(truth("count") - 1, tb.patchList().size());
        assertEquals(1, tb.failedPatches());
        assertEquals(1, p.rows().size());
        assertEquals("core.tfrags[12].lod_0_ofs", p.rows().get(0).path());
        assertFalse(tb.patches().booleanColumn("decoded").get(12));
        assertEquals(0xffff, tb.patches().intColumn("lod_0_ofs").get(12));
        assertTrue(tb.patches().booleanColumn("decoded").get(13));

        byte[] d = BLOCK.clone();
        int h3 = headerAt(3);
        put32(d, h3 + 0x10, -0x100);
        e = assertThrows(FormatException.class, () -> read(d, Problems.strict()));
        assertEquals("core.tfrags[3].data", e.path());
        assertEquals(h3 + 0x10, e.offset());
    }

    @Test
    void vertCountAndTriCountDisagreeingWithTheData() {
        TfragPatch p7 = read(BLOCK, Problems.strict()).patchList().get(7);
        int h = headerAt(7);
        int vert = BLOCK[h + 0x3c] & 0xff, tri = BLOCK[h + 0x3d] & 0xff;
        assertEquals(p7.header().offset(), h);
        byte[] b = BLOCK.clone();
        b[h + 0x3c] = (byte) (vert + 1);
        b[h + 0x3d] = (byte) (tri + 2);
        Problems p = Problems.lenient();
        TfragBlock bad = read(b, p);
        long n = truth("count");
        assertEquals(new CheckSummary("vert_count", (int) n - 1, 1, h + 0x3c, "patch 7: " + vert + " positions decoded, vert_count " + (vert + 1)),
                check(bad, "vert_count"));
        assertEquals(new CheckSummary("tri_count", (int) n - 1, 1, h + 0x3d, "patch 7: LOD-0 strips give " + tri + " triangles, tri_count " + (tri + 2)),
                check(bad, "tri_count"));
        assertEquals(List.of(new Problem(1, "core_data", "core.tfrags[7].vert_count", h + 0x3c, "tfrag.vert_count",
                "V3_16 positions decoded = vert_count " + (vert + 1), Integer.toString(vert), Severity.WARNING)), rows(p, "tfrag.vert_count"));
        assertEquals(List.of(new Problem(1, "core_data", "core.tfrags[7].tri_count", h + 0x3d, "tfrag.tri_count",
                "sum of (strip vertices - 2) over LOD-0 strips = tri_count " + (tri + 2), Integer.toString(tri), Severity.WARNING)), rows(p, "tfrag.tri_count"));
        assertEquals(1, bad.vertCountMismatches());
        assertEquals(1, bad.triCountMismatches());
    }

    /** The first strip record of a LOD that sets an AD-GIF (negative count byte), as an offset into its strip array. */
    static int firstAdgifRecord(TfragPatch p, int lod) {
        byte[] s = p.strips()[lod];
        for (int r = 0; r + 4 <= s.length && s[r] != 0; r += 4) if (s[r] < 0) return r;
        throw new AssertionError("no AD-GIF strip record");
    }

    @Test
    void adgifOffsetsAndFlagsOfStripRecords() {
        TfragPatch p2 = read(BLOCK, Problems.strict()).patchList().get(2);
        int r = firstAdgifRecord(p2, 0);
        long rec = p2.stripsOffset()[0] + r;
        int prims = p2.adgifs().size();
        String strip = "core.tfrags[2].strips.lod0[" + r / 4 + "]";
        // ad_gif_offset 5 x prims: primitive number prims, one past the last
        byte[] b = BLOCK.clone();
        b[(int) rec + 2] = (byte) (5 * prims);
        Problems p = Problems.lenient();
        TfragBlock bad = read(b, p);
        CheckSummary a = check(bad, "adgif_offsets_in_range");
        assertEquals(1, a.nBad());
        assertEquals(rec + 2, a.firstBadOffset());
        assertEquals("patch 2 LOD 0 strip " + r / 4 + ": ad_gif_offset " + 5 * prims + " → primitive " + prims + " of " + prims, a.detail());
        assertEquals(List.of(new Problem(1, "core_data", strip + ".ad_gif_offset", rec + 2, "tfrag.strip.adgif",
                "ad_gif_offset / 5 < " + prims, Integer.toString(5 * prims), Severity.ERROR)), rows(p, "tfrag.strip.adgif"));
        // the strip's triangles then carry no texture
        int[] t = bad.patchList().get(2).triangleData(0);
        boolean found = false;
        for (int i = 0; i < bad.patchList().get(2).triangleCount(0); i++) {
            if (t[6 * i] == r / 4) { assertEquals(-1, t[6 * i + 4]); assertEquals(-1, t[6 * i + 5]); found = true; }
        }
        assertTrue(found);
        // the last primitive (5 x (prims - 1)) is fine
        byte[] ok = BLOCK.clone();
        ok[(int) rec + 2] = (byte) (5 * (prims - 1));
        Problems q = Problems.lenient();
        assertTrue(check(read(ok, q), "adgif_offsets_in_range").holds());
        assertEquals(List.of(), q.rows());
        // -1: keep the current AD-GIF; below -1: a warning
        byte[] keep = BLOCK.clone();
        keep[(int) rec + 2] = -1;
        Problems k = Problems.lenient();
        read(keep, k);
        assertEquals(List.of(), rows(k, "tfrag.strip.adgif"));
        keep[(int) rec + 2] = -2;
        Problems w = Problems.lenient();
        read(keep, w);
        assertEquals(List.of(new Problem(1, "core_data", strip + ".ad_gif_offset", rec + 2, "tfrag.strip.adgif", ">= -1", "-2", Severity.WARNING)),
                rows(w, "tfrag.strip.adgif"));
        // end-of-packet flag byte other than 0x00 / 0x80
        byte[] flag = BLOCK.clone();
        flag[(int) rec + 1] = 0x40;
        Problems f = Problems.lenient();
        read(flag, f);
        assertEquals(List.of(new Problem(1, "core_data", strip + ".end_of_packet_flag", rec + 1, "tfrag.strip.flag", "0x00 or 0x80", "0x40", Severity.WARNING)),
                rows(f, "tfrag.strip.flag"));
    }

    @Test
    void anIndexAtOrPastTheVertexInfoCountIsOutOfRange() {
        TfragPatch p1 = read(BLOCK, Problems.strict()).patchList().get(1);
        int nv = p1.vertexInfoCount(2);
        long at = p1.indicesOffset()[2];
        for (int v : new int[] {nv, 250}) {
            byte[] b = BLOCK.clone();
            b[(int) at] = (byte) v;
            Problems p = Problems.lenient();
            CheckSummary c = check(read(b, p), "strip_indices_in_range");
            assertEquals(1, c.nBad(), "index " + v);
            assertEquals(at, c.firstBadOffset());
            assertEquals("patch 1 LOD 2 strip 0: index " + v + " ≥ " + nv + " vertex-info entries", c.detail());
            int i1 = BLOCK[(int) at + 1] & 0xff, i2 = BLOCK[(int) at + 2] & 0xff;
            assertEquals(List.of(new Problem(1, "core_data", "core.tfrags[1].strips.lod2[0]", at, "tfrag.strip.index_range",
                    "indices < " + nv + " vertex-info entries", v + "," + i1 + "," + i2, Severity.ERROR)), rows(p, "tfrag.strip.index_range"));
        }
        // the largest valid index is accepted
        byte[] ok = BLOCK.clone();
        ok[(int) at] = (byte) (nv - 1);
        Problems q = Problems.lenient();
        assertTrue(check(read(ok, q), "strip_indices_in_range").holds());
        assertEquals(List.of(), q.rows());
    }

    @Test
    void aStripRunningPastItsIndices() {
        TfragPatch p1 = read(BLOCK, Problems.strict()).patchList().get(1);
        byte[] s = p1.strips()[2];
        int indices = p1.indices()[2].length;
        // the last strip record of LOD 2 and the indices the strips before it consume (count byte, +128 if negative)
        int last = 0, cursor = 0;
        for (int r = 0; r + 4 <= s.length && s[r] != 0; r += 4) last = r;
        for (int r = 0; r < last; r += 4) cursor += s[r] < 0 ? s[r] + 128 : s[r];
        int c = indices - cursor + 1;                 // one index more than there are left
        assertTrue(c > 2 && c < 128, "count " + c);
        byte[] b = BLOCK.clone();
        long rec = p1.stripsOffset()[2] + last;
        b[(int) rec] = (byte) (s[last] < 0 ? c - 128 : c);
        Problems p = Problems.lenient();
        TfragBlock bad = read(b, p);
        assertEquals(List.of(new Problem(1, "core_data", "core.tfrags[1].strips.lod2[" + last / 4 + "]", rec, "tfrag.strip.indices",
                "strip within the " + indices + " indices", "indices [" + cursor + ", " + (cursor + c) + ")", Severity.ERROR)), rows(p, "tfrag.strip.indices"));
        CheckSummary k = check(bad, "strip_indices_in_range");
        assertEquals(1, k.nBad());
        assertEquals(rec, k.firstBadOffset());
        assertEquals("patch 1 LOD 2 strip " + last / 4 + ": needs index " + indices + " of only " + indices, k.detail());
        // exactly as many as are left: no row
        byte[] exact = BLOCK.clone();
        exact[(int) rec] = (byte) (s[last] < 0 ? c - 1 - 128 : c - 1);
        Problems q = Problems.lenient();
        read(exact, q);
        assertEquals(List.of(), rows(q, "tfrag.strip.indices"));
    }

    @Test
    void texturesOutsideTheLevelsTable() {
        TfragBlock all = new TfragBlock(ByteReader.of(BLOCK, "core_data"), 1, Problems.lenient()).withTextureTable(() -> 0);
        CheckSummary t = check(all, "textures_in_range");
        long adgifs = truth("adgifs");
        assertEquals(0, t.nOk());
        assertEquals(adgifs, t.nBad());
        AdGif first = all.patchList().stream().filter(p -> !p.adgifs().isEmpty()).findFirst().orElseThrow().adgifs().get(0);
        assertEquals(first.offset(), t.firstBadOffset());
        assertTrue(t.detail().endsWith(" outside tfrag_textures[0] (and " + (adgifs - 1) + " more)"), t.detail());
    }

    @Test
    void aParentIndexThatIsNotACoarserEntry() {
        TfragBlock b0 = read(BLOCK, Problems.strict());
        TfragPatch p = null;
        for (TfragPatch x : b0.patchList()) if (p == null && x.vertexInfo()[1] != null && x.parentIndices()[0] != null) p = x;
        assertNotNull(p, "some patch has a LOD-01 tier");
        int k = p.header().index();
        int common = p.vertexInfo()[0].length / 4;
        long at = p.parentIndicesOffset()[0];
        byte[] b = BLOCK.clone();
        b[(int) at] = (byte) common;                 // the first LOD-01 entry's parent: one past the common entries
        CheckSummary c = check(read(b, Problems.lenient()), "lod_parents_resolve");
        assertEquals(1, c.nBad());
        assertEquals(at, c.firstBadOffset());
        assertEquals("patch " + k + " LOD-01 entry 0: parent " + common + " is not a common entry (< " + common + ")", c.detail());
        b[(int) at] = (byte) (common - 1);           // the last common entry is a parent
        assertTrue(check(read(b, Problems.lenient()), "lod_parents_resolve").holds());
    }

    @Test
    void aMovedOriginPutsEveryPositionOfItsPatchOutsideTheSphere() {
        TfragPatch p4 = read(BLOCK, Problems.strict()).patchList().get(4);
        assertEquals("strow", p4.originSource());
        byte[] b = BLOCK.clone();
        put32(b, p4.originOffset(), p4.base()[0] + 64 * 1024);    // x moved by 64 world units
        TfragBlock bad = read(b, Problems.lenient());
        CheckSummary c = check(bad, "positions_in_bsphere");
        int vert = BLOCK[headerAt(4) + 0x3c] & 0xff;
        assertEquals(vert, c.nBad());
        assertEquals(truth("positions") - vert, c.nOk());
        assertEquals(bad.patchList().get(4).positionsOffset()[0], c.firstBadOffset());
        assertTrue(c.detail().startsWith("patch 4 position 0 at ("), c.detail());
        assertTrue(c.detail().endsWith("(origin from strow) (and " + (vert - 1) + " more)"), c.detail());
        assertEquals(vert, bad.patchList().get(4).positionsOutsideBsphere(TfragBlock.BSPHERE_TOLERANCE));
        assertTrue(bad.patchList().get(4).bsphereExcess() > TfragBlock.BSPHERE_TOLERANCE);   // every position is outside
        assertTrue(read(BLOCK, Problems.strict()).patchList().get(4).bsphereExcess() <= TfragBlock.BSPHERE_TOLERANCE);
    }
}
