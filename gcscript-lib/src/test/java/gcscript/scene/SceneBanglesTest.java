package gcscript.scene;

import static gcscript.scene.Glb.map;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.disc.Disc;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * A class mesh of the scene holds its bangles' triangles at the LOD of the bangle list they come from (a bangle's
 * high packets in the high mesh, its low packets in the low one), counted against the bangles and triangles tables
 * the user reads; metal triangles (a second pass without texture coordinates) are left out and counted.
 */
class SceneBanglesTest {
    private static final Disc DISC = Gc.sample();

    @Test void bangleTrianglesJoinTheMeshOfTheirListsLod() {
        int high = 0, low = 0;
        for (int level = 0; level < DISC.levels().count(); level++) {
            for (int lod = 0; lod <= 1; lod++) {
                Table bangles = DISC.level(level).core().mobies().bangles();
                Table tris = DISC.level(level).core().mobies().triangles();
                Table classes = DISC.level(level).core().mobies().classes();
                List<Map<String, Object>> meshes = Glb.of(DISC.level(level).scene(SceneOptions.defaults().withLod(lod)).glb()).list("meshes");
                for (int c = 0; c < classes.rowCount(); c++) {
                    int cls = classes.intColumn("class").get(c);
                    int expected = 0, metal = 0;
                    for (int t = 0; t < tris.rowCount(); t++) {
                        if (tris.intColumn("class").get(t) != cls) continue;
                        String kind = tris.stringColumn("lod").get(t);
                        if (kind.equals("metal")) metal++;
                        if (!kind.equals("bangle")) continue;
                        int packet = tris.intColumn("packet").get(t);
                        for (int b = 0; b < bangles.rowCount(); b++) {
                            if (bangles.intColumn("class").get(b) != cls) continue;
                            String side = lod == 0 ? "high" : "low";
                            int begin = bangles.intColumn(side + "_begin").get(b), count = bangles.intColumn(side + "_count").get(b);
                            if (packet >= begin && packet < begin + count) expected++;
                        }
                    }
                    Map<String, Object> extras = meshes.stream().filter(m -> String.valueOf(m.get("name")).startsWith("moby class ")).map(m -> map(m.get("extras")))
                            .filter(e -> e != null && e.get("class_index") != null && Glb.i(e.get("class_index")) == cls).findFirst().orElse(null);
                    if (extras == null) {
                        assertEquals(0, expected, "level " + level + " class " + cls + ": bangle triangles but no mesh");
                        continue;
                    }
                    if (!extras.get("lod").equals(lod == 0 ? "high" : "low")) continue;   // a class without a low LOD falls back to high
                    assertEquals(expected, Glb.i(extras.getOrDefault("bangle_triangles", 0)), "level " + level + " class " + cls + " lod " + lod);
                    assertEquals(metal, Glb.i(extras.getOrDefault("metal_triangles_not_exported", 0)), "level " + level + " class " + cls);
                    if (lod == 0) high += expected; else low += expected;
                }
            }
        }
        assertTrue(high >= 4 && low >= 1, "bangle triangles in high meshes " + high + ", in low meshes " + low);
    }
}
