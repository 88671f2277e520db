package gcscript.shrub;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.chart.Wireframe;
import gcscript.classblock.MeshTables;
import gcscript.level.Level;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The meshes and uvs are the vertices and triangles tables (one decode for both). */
class ShrubMeshTest {
    @Test
    void meshesAreTheTables() {
        int meshes = 0;
        for (Level l : Gc.sample().levels()) {   // a disc per test: PIT runs mutants in one JVM
            Shrubs sh = l.core().shrubs();
            Table v = sh.vertices(), tr = sh.triangles();
            for (ShrubClass k : sh.model().classes()) {
                int c = k.index();
                Table vs = v.where(v.intColumn("class").isEqualTo(c)), ts = tr.where(tr.intColumn("class").isEqualTo(c));
                Wireframe.Mesh m = sh.mesh(c);
                double[] uv = ShrubMesh.uv(k);
                MeshTables.assertMeshIsTables(m, uv, vs, ts);
                assertEquals(128, sh.preview(c, "z", 128).getWidth());
                meshes++;
            }
            if (!sh.model().classes().isEmpty()) {
                assertNotNull(sh.sheet("iso", 32));
                assertThrows(IllegalArgumentException.class, () -> sh.model().shrubClass(-5));
            }
        }
        assertTrue(meshes >= 5, "meshes " + meshes);
        assertEquals(0, ShrubModel.empty(2, "f").classes().size());
    }
}
