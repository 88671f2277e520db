package gcscript.tie;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.chart.Wireframe;
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
                    assertEquals(3 * vs.rowCount(), m.xyz().length);
                    assertEquals(2 * vs.rowCount(), uv.length);
                    int[] base = new int[64];
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
