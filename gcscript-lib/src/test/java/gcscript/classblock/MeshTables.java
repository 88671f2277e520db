package gcscript.classblock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gcscript.chart.Wireframe;
import tech.tablesaw.api.Table;

/**
 * Test helper for the class-block areas: a mesh (and its uvs) is exactly one class's (or LOD's) vertices and
 * triangles tables, packets in order, triangle records re-indexed past the packets before them, coloured by slot.
 */
public final class MeshTables {
    private MeshTables() {}

    public static void assertMeshIsTables(Wireframe.Mesh m, double[] uv, Table vs, Table ts) {
        assertEquals(3 * vs.rowCount(), m.xyz().length);
        assertEquals(2 * vs.rowCount(), uv.length);
        int[] base = new int[256];
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
    }
}
