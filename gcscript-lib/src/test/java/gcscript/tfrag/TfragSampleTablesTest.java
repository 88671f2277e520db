package gcscript.tfrag;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * The derived tfrag tables of every level of the sample against the generator's block totals and against the
 * stored header fields they must agree with (docs/formats/tfrag.md): triangles per LOD, the five list ranges,
 * the index arrays, the named checks, the LOD modes and the OBJ export.
 */
class TfragSampleTablesTest {
    // per test, not static: PIT runs many mutants in one JVM, and a disc cached across tests would keep the
    // records the first (unmutated) read produced, hiding every later mutant of a reader
    final Disc DISC = Gc.sample();
    final GroundTruth TRUTH = DISC.groundTruth().orElseThrow();

    @Test
    void trianglesPerLodAreTheGeneratorsTotals() {
        for (Level l : DISC.levels()) {
            TfragBlock b = l.core().tfrags();
            String p = "level." + l.number() + ".tfrags.";
            Table t = b.triangles();
            long[] perLod = new long[3];
            for (Row r : t) {
                perLod[r.getInt("lod")]++;
                assertTrue(r.getInt("texture") >= 0, "every triangle has a texture: the first strip sets one");
            }
            assertEquals(TRUTH.getLong(p + "triangles"), perLod[0]);
            assertEquals(TRUTH.getLong(p + "lod1_triangles"), perLod[1]);
            assertEquals(TRUTH.getLong(p + "lod2_triangles"), perLod[2]);
            assertEquals(perLod[0], b.triangleCount());
            assertEquals(perLod[1], b.triangleCount(1));
            assertEquals(TRUTH.getLong(p + "triangles"), b.triCountSum());
            assertEquals(TRUTH.getLong(p + "positions"), b.vertCountSum());
            assertEquals(TRUTH.getLong(p + "positions"), b.positionCount());
            assertEquals(TRUTH.getLong(p + "vertex_infos"), b.vertexInfoCount());
            assertEquals(TRUTH.getLong(p + "adgifs"), b.adgifCount());
            assertEquals(TRUTH.getLong(p + "adgifs"), b.textureCountSum());
            assertEquals(0, b.vertCountMismatches());
            assertEquals(0, b.triCountMismatches());
            assertEquals(0, b.failedPatches());
            assertEquals(TRUTH.getLong(p + "count"), b.count());
            // p0..p2 are the position indices of v0..v2 (vertex / 2)
            Table vi = b.vertexInfo();
            Map<String, Integer> position = new HashMap<>();
            for (Row r : vi) position.put(r.getInt("patch") + "." + r.getInt("index"), r.getInt("position"));
            for (Row r : t.where(t.intColumn("lod").isEqualTo(0))) {
                for (int k = 0; k < 3; k++) {
                    assertEquals(position.get(r.getInt("patch") + "." + r.getInt("v" + k)), r.getInt("p" + k));
                }
            }
        }
    }

    @Test
    void listsTileTheDataRegionAsTheHeaderSays() {
        for (Level l : DISC.levels()) {
            TfragBlock b = l.core().tfrags();
            Table patches = b.patches();
            Table lists = b.lists();
            assertEquals(5 * patches.rowCount(), lists.rowCount());
            for (Row h : patches) {
                int patch = h.getInt("patch");
                Table ls = lists.where(lists.intColumn("patch").isEqualTo(patch));
                long data = h.getLong("data_offset");
                long[] start = new long[5], end = new long[5];
                for (Row r : ls) {
                    int n = r.getInt("number") - 1;
                    start[n] = r.getLong("offset");
                    end[n] = r.getLong("end_offset");
                    assertEquals(end[n] - start[n], r.getInt("size"));
                    assertEquals(TfragLists.NAMES[n], r.getString("list"));
                    assertTrue(r.getInt("commands") > 0 || r.getInt("size") == 0);
                }
                int shared = h.getInt("shared_ofs");
                assertEquals(data + h.getInt("lod_2_ofs"), start[0]);
                assertEquals(data + shared, end[0]);
                assertEquals(data + shared, start[1]);
                assertEquals(data + shared + 16L * h.getInt("common_size"), end[1]);
                assertEquals(data + h.getInt("lod_1_ofs"), start[2]);
                assertEquals(data + h.getInt("lod_0_ofs"), end[2]);
                assertEquals(data + h.getInt("lod_0_ofs"), start[3]);
                assertEquals(data + shared + 16L * h.getInt("lod_1_size"), end[3]);
                assertEquals(end[3], start[4]);
                assertEquals(data + h.getInt("lod_0_ofs") + 16L * h.getInt("lod_0_size"), end[4]);
                Table unpacks = b.unpacks().where(b.unpacks().intColumn("patch").isEqualTo(patch));
                int sum = 0;
                for (Row r : ls) sum += r.getInt("unpacks");
                assertEquals(unpacks.rowCount(), sum);
                assertEquals(2, ls.where(ls.intColumn("number").isEqualTo(1)).intColumn("unpacks").get(0));
                assertEquals(4, ls.where(ls.intColumn("number").isEqualTo(2)).intColumn("unpacks").get(0));
                assertTrue(h.getBoolean("decoded") && h.getBoolean("list_sizes_ok") && h.getBoolean("vu_counts_ok")
                        && h.getBoolean("vert_count_ok") && h.getBoolean("tri_count_ok") && h.getBoolean("origin_matches_light_copy"));
                assertEquals(h.getInt("vert_count"), h.getInt("positions_decoded"));
                assertEquals(h.getInt("tri_count"), h.getInt("lod_0_triangles"));
                assertEquals(h.getInt("tri_count"), h.getInt("strip_tri_sum"));
                assertEquals(h.getInt("texture_count"), h.getInt("adgifs_decoded"));
                assertEquals(0, h.getInt("positions_outside_bsphere"));
                assertTrue(h.getDouble("bsphere_excess") <= TfragBlock.BSPHERE_TOLERANCE, "excess " + h.getDouble("bsphere_excess"));
            }
        }
    }

    @Test
    void indexArraysHoldTheParentsAndTheUnknownArrays() {
        for (Level l : DISC.levels()) {
            TfragBlock b = l.core().tfrags();
            Table a = b.indexArrays();
            Table parents = b.parents();
            Table par = a.where(a.stringColumn("array").isEqualTo("parent_indices"));
            assertEquals(parents.rowCount(), par.rowCount());
            for (int i = 0; i < par.rowCount(); i++) {
                assertEquals(parents.intColumn("parent").get(i), par.intColumn("value").get(i));
                assertEquals(parents.longColumn("offset").get(i), par.longColumn("offset").get(i));
                assertEquals(parents.booleanColumn("beyond_count").get(i), par.booleanColumn("beyond_count").get(i));
            }
            // the generator writes no "unknown indices 2" arrays: their VU addresses equal the next array's
            assertEquals(0, a.where(a.stringColumn("array").isEqualTo("unk_indices_2")).rowCount());
        }
    }

    @Test
    void everyNamedCheckHoldsWithItemsCounted() {
        for (Level l : DISC.levels()) {
            TfragBlock b = l.core().tfrags();
            Table c = b.checks();
            assertEquals(b.checkList().size(), c.rowCount());
            for (gcscript.check.CheckSummary k : b.checkList()) {
                assertTrue(k.holds(), l + " " + k);
                assertEquals(0, k.nBad(), k.toString());
                assertTrue(k.nOk() > 0, "check over zero items: " + k);
                assertEquals(-1, k.firstBadOffset());
            }
            assertEquals(java.util.Set.of("vert_count", "tri_count", "adgif_offsets_in_range", "strip_indices_in_range",
                    "lod_parents_resolve", "positions_in_bsphere", "textures_in_range"), java.util.Set.copyOf(c.stringColumn("check").asList()));
        }
    }

    @Test
    void lodModesAndObjExport() {
        TfragBlock b = DISC.level(0).core().tfrags();
        TfragHeader h = b.patchList().get(0).header();
        Table near = b.lodModes(h.bsphereX(), h.bsphereY(), h.bsphereZ());
        assertEquals(b.count(), near.rowCount());
        assertEquals(0, near.where(near.intColumn("patch").isEqualTo(0)).longColumn("distance").get(0));
        Table far = b.lodModes(1e7, 1e7, 1e7);
        assertTrue(far.intColumn("mode_index").min() > near.intColumn("mode_index").min(), far.printAll());
        assertThrows(IllegalArgumentException.class, () -> b.lodModes(new double[] {1, 2}));
        String obj = TfragMesh.obj(b, 0);
        assertEquals(b.positionCount(), obj.lines().filter(s -> s.startsWith("v ")).count());
        assertEquals(b.triangleCount(), obj.lines().filter(s -> s.startsWith("f ")).count());
    }
}
