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
 * The scene's light nodes against the lights table the user reads: every directional light gives nodes
 * {@code light i a} and {@code light i b}, each shining (its rotation applied to the node's -Z, as KHR_lights_punctual
 * defines) along its own half's stored direction, normalised, and carrying its own half's stored colour.
 */
class SceneLightsTest {
    private static final Disc DISC = Gc.sample();

    @Test void everyLightNodeShinesAlongItsOwnHalfsDirection() {
        int checked = 0;
        for (int level = 0; level < DISC.levels().count(); level++) {
            Table lights = DISC.level(level).gameplay().lights();
            List<Map<String, Object>> nodes = Glb.of(DISC.level(level).scene().glb()).list("nodes");
            for (int r = 0; r < lights.rowCount(); r++) {
                for (String half : new String[] {"a", "b"}) {
                    String name = "light " + lights.intColumn("record").get(r) + " " + half;
                    Map<String, Object> node = nodes.stream().filter(n -> name.equals(n.get("name"))).findFirst()
                            .orElseThrow(() -> new AssertionError("no node " + name));
                    double[] d = {num(lights, "direction_" + half + "_x", r), num(lights, "direction_" + half + "_y", r),
                            num(lights, "direction_" + half + "_z", r)};
                    double len = Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
                    @SuppressWarnings("unchecked") List<Object> q = (List<Object>) node.get("rotation");
                    double[] shines = rotate(q, new double[] {0, 0, -1});
                    for (int k = 0; k < 3; k++) assertEquals(d[k] / len, shines[k], 1e-5, "level " + level + " " + name + " axis " + k);
                    @SuppressWarnings("unchecked") List<Object> colour = (List<Object>) map(map(node.get("extras"))).get("colour_as_stored");
                    for (int k = 0; k < 3; k++) {
                        assertEquals(num(lights, "colour_" + half + "_" + "rgb".charAt(k), r), ((Number) colour.get(k)).doubleValue(), 1e-6,
                                "level " + level + " " + name + " colour " + "rgb".charAt(k));
                    }
                    checked++;
                }
            }
            // the two halves of a record differ in direction on the sample, so a swap cannot pass unseen
            for (int r = 0; r < lights.rowCount(); r++) {
                assertTrue(num(lights, "direction_a_x", r) != num(lights, "direction_b_x", r)
                        || num(lights, "direction_a_y", r) != num(lights, "direction_b_y", r), "level " + level + " light " + r);
            }
        }
        assertTrue(checked >= 10, "light nodes checked: " + checked);
    }

    private static double num(Table t, String column, int row) { return ((Number) t.column(column).get(row)).doubleValue(); }

    /** v rotated by unit quaternion q = (x, y, z, w): v + 2w (u × v) + 2 u × (u × v). */
    private static double[] rotate(List<Object> q, double[] v) {
        double x = ((Number) q.get(0)).doubleValue(), y = ((Number) q.get(1)).doubleValue(), z = ((Number) q.get(2)).doubleValue(),
                w = ((Number) q.get(3)).doubleValue();
        double[] t = {2 * (y * v[2] - z * v[1]), 2 * (z * v[0] - x * v[2]), 2 * (x * v[1] - y * v[0])};
        return new double[] {v[0] + w * t[0] + (y * t[2] - z * t[1]), v[1] + w * t[1] + (z * t[0] - x * t[2]), v[2] + w * t[2] + (x * t[1] - y * t[0])};
    }
}
