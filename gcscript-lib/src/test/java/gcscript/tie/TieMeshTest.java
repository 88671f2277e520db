package gcscript.tie;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.chart.Wireframe;
import gcscript.classblock.MeshTables;
import gcscript.level.Level;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The meshes, uvs and OBJ text are the vertices and triangles tables, LOD by LOD (one decode for both). */
class TieMeshTest {
    @Test
    void meshesAreTheTables() {
        int meshes = 0;
        for (Level l : Gc.sample().levels()) {   // a disc per test: PIT runs mutants in one JVM
            Ties ties = l.core().ties();
            Table v = ties.vertices(), tr = ties.triangles();
            for (TieClass k : ties.model().classes()) {
                for (int lod = 0; lod < 3; lod++) {
                    int c = k.index(), lo = lod;
                    Table vs = v.where(v.intColumn("class").isEqualTo(c).and(v.intColumn("lod").isEqualTo(lo)));
                    Table ts = tr.where(tr.intColumn("class").isEqualTo(c).and(tr.intColumn("lod").isEqualTo(lo)));
                    Wireframe.Mesh m = ties.mesh(c, lod);
                    double[] uv = TieMesh.uv(k, lod);
                    MeshTables.assertMeshIsTables(m, uv, vs, ts);
                    String obj = ties.obj(c, lod);
                    assertTrue(obj.startsWith("# tie class " + c + " lod " + lod + "\n"), obj);
                    assertEquals(vs.rowCount(), obj.lines().filter(x -> x.startsWith("v ")).count());
                    assertEquals(ts.rowCount(), obj.lines().filter(x -> x.startsWith("f ")).count());
                    if (ts.rowCount() > 0) {
                        assertTrue(obj.contains("\nf " + (m.tris()[0] + 1) + " " + (m.tris()[1] + 1) + " " + (m.tris()[2] + 1) + "\n"), obj);
                        assertTrue(obj.contains("\nv " + m.xyz()[0] + " " + m.xyz()[1] + " " + m.xyz()[2] + "\n"), obj);
                    }
                    meshes++;
                }
                assertEquals(ties.mesh(k.index()).tris().length, ties.mesh(k.index(), 0).tris().length);
                assertEquals(256, ties.preview(k.index(), 0, "z", 256).getWidth());
            }
            if (!ties.model().classes().isEmpty()) {
                assertNotNull(ties.sheet("iso", 32));
                assertThrows(IllegalArgumentException.class, () -> ties.model().tieClass(-5));
                assertTrue(ties.model().tieClass(ties.model().classes().get(0).index()) == ties.model().classes().get(0));
            }
        }
        assertTrue(meshes > 10, "meshes " + meshes);
        TieModel e = TieModel.empty(3, "f");
        assertEquals(0, e.classes().size());
        assertEquals(3, e.level());
    }
}
