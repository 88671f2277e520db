package gcscript.datasets.tfrag;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.tfrag.AdGif;
import gcscript.tfrag.TfragBlock;
import gcscript.tfrag.TfragPatch;
import gcscript.vif.Vif;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The reader on the writer's output, checked against the writer's own ground truth. */
class TfragRoundTripTest {

    /** Strict (errors throw); warnings are recorded in strict mode too, and the writer's output has none. */
    private static TfragBlock read(TfragWriter.Result r) {
        Problems p = Problems.strict();
        TfragBlock b = new TfragBlock(ByteReader.of(r.block(), "core_data"), 7, p);
        assertEquals(List.of(), p.rows());
        return b;
    }

    @Test
    void totalsMatchTruth() {
        for (int seed = 1; seed <= 20; seed++) {
            TfragWriter.Result r = TfragWriter.write(new Random(seed), 5 + seed);
            TfragTruth t = r.truth();
            TfragBlock b = read(r);
            assertEquals(t.patches(), b.count());
            assertEquals(t.patches(), b.patchList().size());
            assertEquals(t.positions(), b.positionCount(), "seed " + seed);
            assertEquals(t.vertexInfos(), b.vertexInfoCount(), "seed " + seed);
            assertEquals(t.triangles(), b.triangleCount(), "seed " + seed);
            assertEquals(t.adgifs(), b.adgifCount());
            assertEquals(0, b.vertCountMismatches());
            assertEquals(0, b.triCountMismatches());
            Table pt = b.patches();
            assertTrue(pt.booleanColumn("vu_counts_ok").all());
            assertTrue(pt.booleanColumn("list_sizes_ok").all());
            assertEquals(32.0f, b.headerRecord().thingy());
            assertEquals(0x40, b.headerRecord().tableOffset());

            Table tri = b.triangles();
            assertEquals(t.triangles(), tri.where(tri.intColumn("lod").isEqualTo(0)).rowCount());
            assertEquals(t.lod1Triangles(), tri.where(tri.intColumn("lod").isEqualTo(1)).rowCount());
            assertEquals(t.lod2Triangles(), tri.where(tri.intColumn("lod").isEqualTo(2)).rowCount());

            Table pos = b.positions();
            assertEquals(t.positions(), pos.rowCount());
            assertEquals(t.lod01Positions(), pos.where(pos.stringColumn("tier").isEqualTo("lod01")).rowCount());
            assertEquals(t.lod0Positions(), pos.where(pos.stringColumn("tier").isEqualTo("lod0")).rowCount());
            long sx = 0, sy = 0, sz = 0;
            for (int i = 0; i < pos.rowCount(); i++) {
                sx += Math.round(pos.doubleColumn("x").get(i) * 1024);
                sy += Math.round(pos.doubleColumn("y").get(i) * 1024);
                sz += Math.round(pos.doubleColumn("z").get(i) * 1024);
            }
            assertEquals(t.sumX(), sx);
            assertEquals(t.sumY(), sy);
            assertEquals(t.sumZ(), sz);

            assertEquals(t.colours(), b.colours().rowCount());
            assertEquals(t.positions(), b.lights().rowCount());
            assertEquals(t.adgifs(), b.adgifs().rowCount());
            assertEquals(t.distinctTextures(), b.adgifs().intColumn("texture").countUnique());
            assertEquals(t.patches(), b.patches().rowCount());
            Table un = b.unpacks();
            assertEquals(0, un.where(un.stringColumn("kind").isEqualTo("unclassified")).rowCount());
        }
    }

    @Test
    void singleValuesMatchTheModel() {
        TfragWriter.Result r = TfragWriter.write(new Random(42), 9);
        TfragBlock b = read(r);
        for (int i = 0; i < 9; i++) {
            TfragWriter.PatchModel m = r.patches().get(i);
            TfragPatch p = b.patchList().get(i);
            assertArrayEquals(m.base(), p.base());
            assertEquals("strow", p.originSource());
            assertTrue(p.originMatchesLightCopy());
            assertArrayEquals(m.positions()[0], p.positions()[0]);
            if (m.positions()[1].length > 0) assertArrayEquals(m.positions()[1], p.positions()[1]);
            if (m.positions()[2].length > 0) assertArrayEquals(m.positions()[2], p.positions()[2]);
            else assertNull(p.positions()[2]);
            assertArrayEquals(m.strips()[0], p.strips()[0]);
            assertArrayEquals(m.strips()[1], p.strips()[1]);
            assertArrayEquals(m.strips()[2], p.strips()[2]);
            if (m.parentLod0().length > 0) assertArrayEquals(m.parentLod0(), p.parentIndices()[1]);
            if (m.parentLod01().length > 0) assertArrayEquals(m.parentLod01(), p.parentIndices()[0]);
            assertEquals(m.adgifLo().length, p.adgifs().size());
            for (int g = 0; g < p.adgifs().size(); g++) {
                AdGif a = p.adgifs().get(g);
                assertEquals(m.adgifLo()[g][0], a.texture());
                assertEquals((short) m.adgifLo()[g][1], a.kRaw());
                assertTrue(a.kRaw() >= -137 && a.kRaw() <= -89);
                assertEquals(a.kRaw(), a.kRaw12());
                assertEquals(4, a.mmin());
                assertEquals(m.adgifLo()[g][2], a.clampS());
                assertEquals(m.adgifHi()[g][2], a.clampT());
                assertTrue(a.registersAsExpected());
            }
            // The first LOD-0 strip always sets an AD-GIF; its first triangle carries that texture.
            int firstPrim = m.strips()[0][2] / 5;
            assertEquals(m.adgifLo()[firstPrim][0], p.triangles().get(0).get(0)[4]);
            // First triangle's vertex-info indices are the first three indices of the strip.
            int[] t0 = p.triangles().get(0).get(0);
            assertEquals(m.indices()[0][0] & 0xff, t0[1]);
            assertEquals(m.indices()[0][1] & 0xff, t0[2]);
            assertEquals(m.indices()[0][2] & 0xff, t0[3]);
        }
        Table pt = b.patches();
        assertEquals(r.patches().get(3).vertCount(), pt.intColumn("vert_count").get(3));
        assertEquals(r.patches().get(3).triCount(), pt.intColumn("tri_count").get(3));
        assertEquals(0xff, pt.intColumn("dir_lights_one").get(0));
        assertEquals(0xffff, pt.intColumn("point_lights").get(0));
    }

    @Test
    void parentArraysAndSlicedBlock() {
        TfragWriter.Result r = TfragWriter.write(new Random(11), 8);
        // The block placed at 0x100 inside a larger "core_data": offsets stay absolute in that file.
        byte[] file = new byte[0x100 + r.block().length + 0x40];
        System.arraycopy(r.block(), 0, file, 0x100, r.block().length);
        TfragBlock b = TfragBlock.in(ByteReader.of(file, "core_data"), 0x100, 0x100 + r.block().length, 2, Problems.strict(), "core.tfrags");
        Table pt = b.patches();
        assertEquals(0x100L + 0x40, (long) pt.longColumn("offset").get(0));
        Table ia = b.indexArrays();
        long expected = 0;
        for (TfragWriter.PatchModel m : r.patches()) expected += m.parentLod01().length + m.parentLod0().length;
        assertEquals(expected, ia.rowCount());
        for (int i = 0; i < ia.rowCount(); i++) {
            int patch = ia.intColumn("patch").get(i), idx = ia.intColumn("index").get(i);
            TfragWriter.PatchModel m = r.patches().get(patch);
            byte[] src = ia.stringColumn("tier").get(i).equals("lod01") ? m.parentLod01() : m.parentLod0();
            assertEquals(src[idx] & 0xff, ia.intColumn("value").get(i));
            assertEquals(file[(int) (long) ia.longColumn("offset").get(i)] & 0xff, ia.intColumn("value").get(i));
        }
        assertEquals(2, pt.intColumn("level").get(0));
    }

    @Test
    void textureIndicesStayInsideTheTable() {
        TfragWriter.Result r = TfragWriter.write(new Random(12), 30, 32f, 4);
        Table g = read(r).adgifs();
        assertEquals(r.truth().adgifs(), g.rowCount());
        assertTrue(g.intColumn("texture").max() <= 3);
        assertEquals("30", r.truth().asMap("core.tfrags").get("core.tfrags.count"));
    }

    @Test
    void objHasEveryPositionAndTriangle() {
        TfragWriter.Result r = TfragWriter.write(new Random(13), 7);
        String obj = gcscript.tfrag.TfragMesh.obj(read(r), 0);
        long v = obj.lines().filter(l -> l.startsWith("v ")).count();
        long f = obj.lines().filter(l -> l.startsWith("f ")).count();
        assertEquals(r.truth().positions(), v);
        assertEquals(r.truth().triangles(), f);
        String firstV = obj.lines().filter(l -> l.startsWith("v ")).findFirst().orElseThrow();
        TfragWriter.PatchModel m = r.patches().get(0);
        assertEquals(String.format(java.util.Locale.ROOT, "v %.4f %.4f %.4f", (m.base()[0] + m.positions()[0][0]) / 1024.0,
                (m.base()[1] + m.positions()[0][1]) / 1024.0, (m.base()[2] + m.positions()[0][2]) / 1024.0), firstV);
    }

    @Test
    void everyListWalksCompletely() {
        TfragWriter.Result r = TfragWriter.write(new Random(3), 6);
        TfragBlock b = read(r);
        Table lists = b.lists();
        assertEquals(30, lists.rowCount());
        // LOD 2 has exactly two UNPACKs and the common list four (reference §5.3).
        assertTrue(lists.where(lists.stringColumn("list").isEqualTo("lod_2")).intColumn("unpacks").asList().stream().allMatch(n -> n == 2));
        assertTrue(lists.where(lists.stringColumn("list").isEqualTo("common")).intColumn("unpacks").asList().stream().allMatch(n -> n == 4));
        ByteReader br = ByteReader.of(r.block(), "core_data");
        for (TfragPatch p : b.patchList()) {
            for (int l = 0; l < 5; l++) {
                int s = p.header().dataStart() + p.lists().start(l), e = p.header().dataStart() + p.lists().end(l);
                if (e > s) assertEquals(1.0, Vif.rate(br.slice("list", s, e - s)), "patch " + p.header().index() + " list " + l);
            }
        }
    }

    @Test
    void addressCollisionsAreExercisedAndResolved() {
        // With an empty "unknown indices 2" array its address equals the next array's (the notes' patch-1 case);
        // the writer produces such patches, and the reader must still find the indices and the LOD-0 parents.
        int collisions = 0;
        for (int seed = 1; seed <= 10; seed++) {
            TfragWriter.Result r = TfragWriter.write(new Random(seed), 10);
            TfragBlock b = read(r);
            for (int i = 0; i < b.patchList().size(); i++) {
                TfragPatch p = b.patchList().get(i);
                if (p.vu().unkIndices2Lod0Addr() == p.vu().indicesAddr()) {
                    collisions++;
                    assertArrayEquals(r.patches().get(i).indices()[0], p.indices()[0]);
                }
                if (p.vu().unkIndices2Lod01Addr() == p.vu().parentIndicesLod0Addr() && r.patches().get(i).parentLod0().length > 0) {
                    assertArrayEquals(r.patches().get(i).parentLod0(), p.parentIndices()[1]);
                    assertNull(p.unkIndices2()[0]);
                }
            }
        }
        assertTrue(collisions > 50);
    }
}
