package gcscript.datasets.tfrag;

import gcscript.check.CheckSummary;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.tfrag.TfragBlock;
import gcscript.tfrag.TfragPatch;
import gcscript.tfrag.Unpack;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The named tfrag checks hold on the writer's blocks and each fails, clearly, on a deliberately corrupted patch. */
class TfragChecksTest {
    static final List<String> NAMES = List.of("vert_count", "tri_count", "strip_indices_in_range", "adgif_offsets_in_range",
            "textures_in_range", "lod_parents_resolve", "positions_in_bsphere");

    private static TfragBlock read(byte[] b, int textures) {
        return new TfragBlock(ByteReader.of(b, "core_data"), 3, Problems.lenient()).withTextureTable(() -> textures);
    }

    private static CheckSummary check(TfragBlock b, String name) {
        return b.checkList().stream().filter(c -> c.check().equals(name)).findFirst().orElseThrow();
    }

    private static void put32(byte[] b, long at, int v) { ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt((int) at, v); }
    private static void put16(byte[] b, long at, int v) { ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putShort((int) at, (short) v); }

    /** Every other check still holds (the corruption is caught by the named check only). */
    private static void othersHold(TfragBlock b, String... failing) {
        for (CheckSummary c : b.checkList()) {
            if (List.of(failing).contains(c.check())) continue;
            assertTrue(c.holds(), c.toString());
        }
    }

    @Test
    void everyCheckHoldsOnTheWritersBlocks() {
        for (int seed = 1; seed <= 8; seed++) {
            TfragWriter.Result r = TfragWriter.write(new Random(seed), 10 + seed, 32.0f, 40);
            TfragBlock b = read(r.block(), 40);
            Table t = b.checks();
            assertEquals(List.of("check", "level", "n_ok", "n_bad", "first_bad_offset", "detail", "holds"), t.columnNames());
            assertEquals(NAMES, t.stringColumn("check").asList());
            for (CheckSummary c : b.checkList()) {
                assertTrue(c.holds(), c.toString());
                assertTrue(c.nOk() > 0, c.toString());
            }
            assertEquals(r.truth().patches(), check(b, "vert_count").nOk());
            assertEquals(r.truth().positions(), check(b, "positions_in_bsphere").nOk());
            assertEquals(r.truth().adgifs(), check(b, "textures_in_range").nOk());
        }
    }

    @Test
    void aWrongOriginPutsPositionsOutsideTheirSphere() {
        TfragWriter.Result r = TfragWriter.write(new Random(5), 12, 32.0f, 40);
        byte[] b = r.block().clone();
        TfragPatch p = read(b, 40).patchList().get(4);
        put32(b, p.originOffset(), p.base()[0] + 64 * 1024);   // the origin STROW's x moved by 64 world units
        TfragBlock bad = read(b, 40);
        CheckSummary c = check(bad, "positions_in_bsphere");
        assertFalse(c.holds());
        assertEquals(r.patches().get(4).vertCount(), c.nBad(), "every position of that patch, no other");
        assertEquals(bad.patchList().get(4).positionsOffset()[0], c.firstBadOffset());
        assertTrue(c.detail().startsWith("patch 4 position 0 at ("), c.detail());
        assertTrue(c.detail().contains("radius") && c.detail().contains("origin from strow"), c.detail());
        othersHold(bad, "positions_in_bsphere");
    }

    @Test
    void aStripCountOffByOneBreaksTriCount() {
        TfragWriter.Result r = TfragWriter.write(new Random(6), 12, 32.0f, 40);
        byte[] b = r.block().clone();
        TfragPatch p = read(b, 40).patchList().get(7);
        long rec = p.stripsOffset()[0];
        b[(int) rec] = (byte) (b[(int) rec] - 1);   // one vertex fewer in the first LOD-0 strip
        TfragBlock bad = read(b, 40);
        CheckSummary c = check(bad, "tri_count");
        assertEquals(1, c.nBad());
        assertEquals(p.header().offset() + 0x3d, c.firstBadOffset());
        int want = r.patches().get(7).triCount();
        assertEquals("patch 7: LOD-0 strips give " + (want - 1) + " triangles, tri_count " + want, c.detail());
        assertTrue(check(bad, "vert_count").holds());
    }

    @Test
    void aCollidingParentAddressLeavesLod0EntriesWithoutParents() {
        TfragWriter.Result r = TfragWriter.write(new Random(7), 14, 32.0f, 40);
        int k = -1;
        for (int i = 0; i < r.patches().size() && k < 0; i++) if (r.patches().get(i).parentLod0().length > 0) k = i;
        assertTrue(k >= 0, "some patch has a LOD-0 tier");
        byte[] b = r.block().clone();
        TfragPatch p = read(b, 40).patchList().get(k);
        Unpack hdr = p.unpacks().stream().filter(u -> u.kind().equals("vu_header")).findFirst().orElseThrow();
        // parent_indices_lod_0_addr (VU header value 16) made to collide with indices_addr (value 13)
        put16(b, hdr.payload() + 2 * 16, p.vu().indicesAddr());
        TfragBlock bad = read(b, 40);
        CheckSummary c = check(bad, "lod_parents_resolve");
        assertFalse(c.holds());
        int lod0Entries = r.patches().get(k).vertexInfo()[2].length / 4;
        assertEquals(lod0Entries, c.nBad());
        assertEquals(bad.patchList().get(k).vertexInfoOffset()[2], c.firstBadOffset());
        assertTrue(c.detail().startsWith("patch " + k + " LOD-0 entry 0: no parent index (no parent array decoded)"), c.detail());
    }

    @Test
    void outOfRangeTexturesAndAdgifOffsetsAreNamed() {
        TfragWriter.Result r = TfragWriter.write(new Random(8), 10, 32.0f, 40);
        TfragBlock small = read(r.block(), 1);
        CheckSummary t = check(small, "textures_in_range");
        assertFalse(t.holds());
        assertTrue(t.detail().contains("outside tfrag_textures[1]"), t.detail());

        byte[] b = r.block().clone();
        TfragPatch p = read(b, 40).patchList().get(2);
        b[(int) p.stripsOffset()[0] + 2] = (byte) 50;   // the first strip's AD-GIF offset → primitive 10
        CheckSummary a = check(read(b, 40), "adgif_offsets_in_range");
        assertEquals(1, a.nBad());
        assertEquals(p.stripsOffset()[0] + 2, a.firstBadOffset());
        assertTrue(a.detail().startsWith("patch 2 LOD 0 strip 0: ad_gif_offset 50 → primitive 10 of "), a.detail());

        TfragBlock unknown = new TfragBlock(ByteReader.of(r.block(), "core_data"), 3, Problems.lenient());
        CheckSummary u = check(unknown, "textures_in_range");
        assertEquals(0, u.nOk() + u.nBad());
        assertTrue(u.detail().contains("not known"), u.detail());
    }

    @Test
    void anIndexPastTheVertexInfoIsOutOfRange() {
        TfragWriter.Result r = TfragWriter.write(new Random(9), 10, 32.0f, 40);
        byte[] b = r.block().clone();
        TfragPatch p = read(b, 40).patchList().get(1);
        b[(int) p.indicesOffset()[2]] = (byte) 250;   // first LOD-2 index beyond the common vertex infos
        CheckSummary c = check(read(b, 40), "strip_indices_in_range");
        assertEquals(1, c.nBad());
        assertEquals(p.indicesOffset()[2], c.firstBadOffset());
        assertTrue(c.detail().startsWith("patch 1 LOD 2 strip 0: index 250 ≥ " + p.vertexInfoCount(2)), c.detail());
    }
}
