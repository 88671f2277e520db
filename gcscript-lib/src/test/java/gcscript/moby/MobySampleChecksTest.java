package gcscript.moby;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.check.CheckSummary;
import gcscript.disc.Disc;
import gcscript.level.Level;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Every moby reader check holds on the sample, and is exercised there (a check that never runs, or a condition that
 * flips, shows up here rather than only on a damaged disc); the meshes agree with the tables' decodes.
 */
class MobySampleChecksTest {
    @Test
    void everyCheckHoldsAndRuns() {
        Disc disc = Gc.sample();
        Set<String> ran = new TreeSet<>();
        for (Level l : disc.levels()) {
            for (CheckSummary s : l.core().mobies().model().checkSummary()) {
                assertEquals(0, s.nBad(), "level " + l.number() + " " + s.check() + ": " + s.detail());
                if (s.nOk() > 0) ran.add(s.check());
            }
        }
        assertEquals(new TreeSet<>(MobyChecks.DOCS.keySet()), ran, "checks that never ran on the sample");
    }

    @Test
    void meshesDecodeLikeTheTables() {
        Disc disc = Gc.sample();
        int meshes = 0;
        for (Level l : disc.levels()) {
            MobyModel m = l.core().mobies().model();
            for (MobyClass c : m.classes()) {
                if (c.meshless()) continue;
                MobyMesh mesh = MobyMesh.of(l.number(), c);
                assertEquals(c.vertexCount(), mesh.vertexCount());
                assertEquals(c.triangleCount(), mesh.triangleCount());
                int v = 0;
                for (MobyPacket p : c.packets()) {
                    for (int i = 0; i < p.storedVertices(); i++, v++) {
                        assertEquals((float) MobyLayouts.POS_Z.value(p.records(), i, c.scale()), mesh.positions()[3 * v + 2], 0f);
                        assertEquals((float) MobyLayouts.ST_V.value(c.vT[v]), mesh.uv()[2 * v + 1], 0f);
                    }
                }
                for (int t = 0; t < c.triangleCount(); t++) assertEquals(c.texture(c.tSlot[t]), mesh.textures()[t]);
                assertBindPose(c, mesh);
                meshes++;
            }
        }
        assertTrue(meshes > 5, meshes + " mesh classes");
    }

    /** bind = Σ w/256 · (M_j p) over the vertex's skin, divided by Σ w/256 (M row-major, translation in column 3). */
    static void assertBindPose(MobyClass c, MobyMesh mesh) {
        assertEquals(16 * c.skeleton().size(), mesh.jointMatrices().length);
        for (int v = 0; v < c.vertexCount(); v++) {
            double[] sum = new double[3];
            double ws = 0;
            for (int k = 0; k < 3 && !c.skeleton().isEmpty(); k++) {
                int j = c.skinJ[3 * v + k];
                if (j < 0) continue;
                double w = c.skinW[3 * v + k] / 256.0;
                gcscript.layout.Rec m = c.skeleton().get(j);
                for (int r = 0; r < 3; r++) {
                    double x = m.f(MobyLayouts.M[4 * r + 3]);
                    for (int col = 0; col < 3; col++) x += m.f(MobyLayouts.M[4 * r + col]) * mesh.positions()[3 * v + col];
                    sum[r] += w * x;
                }
                ws += w;
            }
            for (int r = 0; r < 3; r++) {
                double want = ws > 0 ? sum[r] / ws : mesh.positions()[3 * v + r];
                assertEquals(want, mesh.bindPose()[3 * v + r], 1e-4, "class " + c.index() + " vertex " + v);
            }
        }
    }

    @Test
    void totalsAreTheGeneratorsSums() {
        Disc disc = Gc.sample();
        gcscript.disc.GroundTruth t = disc.groundTruth().orElseThrow();
        for (Level l : disc.levels()) {
            MobyModel m = l.core().mobies().model();
            String p = "level." + l.number() + ".stats.moby_";
            assertEquals(t.get(p + "class_blocks").orElseThrow(), Long.toString(m.classBlocks()));
            assertEquals(t.get(p + "mesh_classes").orElseThrow(), Long.toString(m.meshClasses()));
            assertEquals(t.get(p + "packets").orElseThrow(), Long.toString(m.packets()));
            assertEquals(t.get(p + "stored_vertices").orElseThrow(), Long.toString(m.storedVertices()));
            assertEquals(t.get(p + "transfer_vertices").orElseThrow(), Long.toString(m.transferVertices()));
            assertEquals(t.get(p + "triangles").orElseThrow(), Long.toString(m.triangles()));
            assertEquals(t.get(p + "vif_list_qwords").orElseThrow(), Long.toString(m.vifListQwords()));
            assertEquals(l.number(), m.level());
        }
    }
}
