package gcscript.shrub;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.chart.Wireframe;
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
                assertEquals(3 * vs.rowCount(), m.xyz().length);
                assertEquals(2 * vs.rowCount(), uv.length);
                int[] base = new int[128];
                for (int i = 0; i < vs.rowCount(); i++) {
                    assertEquals(vs.doubleColumn("x").get(i), m.xyz()[3 * i]);
                    assertEquals(vs.doubleColumn("y").get(i), m.xyz()[3 * i + 1]);
                    assertEquals(vs.doubleColumn("z").get(i), m.xyz()[3 * i + 2]);
                    assertEquals(vs.doubleColumn("u").get(i), uv[2 * i]);
                    assertEquals(vs.doubleColumn("v").get(i), uv[2 * i + 1]);
                    base[vs.intColumn("packet").get(i) + 1] = i + 1;
                }
                for (int p = 1; p < base.length; p++) base[p] = Math.max(base[p], base[p - 1]);
                assertEquals(3 * ts.rowCount(), m.tris().length);
                for (int i = 0; i < ts.rowCount(); i++) {
                    int b = base[ts.intColumn("packet").get(i)];
                    for (int e = 0; e < 3; e++) assertEquals(b + ts.intColumn("v" + e).get(i), m.tris()[3 * i + e]);
                    assertEquals(ts.intColumn("texture_slot").get(i), m.colour()[i]);
                }
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
