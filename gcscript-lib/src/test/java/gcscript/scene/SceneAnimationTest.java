package gcscript.scene;

import static gcscript.scene.Glb.i;
import static gcscript.scene.Glb.map;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The scene's glTF animations against the sequence tables: per skinned moby instance one animation per sequence of
 * its class, one key per regular frame, key times from {@code speed} (1 / (60 · speed) s per frame), and rotations
 * recomputed here from {@code jointFrames()} and the joint node's bind rotation.
 */
class SceneAnimationTest {
    private static final Disc DISC = Gc.sample();

    private static Table where(Table t, int oClass, int seq) {
        return t.where(t.intColumn("o_class").isEqualTo(oClass).and(t.intColumn("sequence").isEqualTo(seq)));
    }

    @Test
    void everySkinnedInstanceCarriesItsClassSequencesWithOneKeyPerRegularFrame() {
        Table all = DISC.levels().core().mobies().sequences();
        TreeSet<Integer> levels = new TreeSet<>(all.intColumn("level").asList());
        assertFalse(levels.isEmpty(), "the sample has class sequences");
        int animated = 0, checkedRotations = 0, variedSpeeds = 0;
        for (int level : levels) {
            var core = DISC.level(level).core().mobies();
            Table seqs = core.sequences(), frames = core.frames(), joints = core.jointFrames();
            Scene scene = DISC.level(level).scene();
            Glb glb = Glb.of(scene.glb());
            List<Map<String, Object>> nodes = glb.list("nodes"), anims = glb.list("animations");
            assertEquals(scene.animationCount(), anims.size());
            for (Map<String, Object> n : nodes) {
                String name = (String) n.get("name");
                if (!name.startsWith("skinned mesh of moby ")) continue;
                int uid = Integer.parseInt(name.substring("skinned mesh of moby ".length()));
                int oc = i(map(nodes.stream().filter(m -> m.get("name").equals("moby " + uid)).findFirst().orElseThrow().get("extras")).get("o_class"));
                long mine = anims.stream().filter(a -> i(map(a.get("extras")).get("uid")) == uid).count();
                long expected = seqs.where(seqs.intColumn("o_class").isEqualTo(oc)).rowCount();
                assertEquals(expected, mine, "level " + level + " moby " + uid + " (o_class " + oc + "): one animation per class sequence");
                if (mine > 0) animated++;
            }
            for (Map<String, Object> a : anims) {
                Map<String, Object> ex = map(a.get("extras"));
                int uid = i(ex.get("uid")), oc = i(ex.get("o_class")), seq = i(ex.get("sequence"));
                assertEquals("moby " + uid + " o_class " + oc + " seq " + seq, a.get("name"));
                Table regular = where(frames, oc, seq);
                regular = regular.where(regular.booleanColumn("special").isFalse()).sortAscendingOn("frame");
                List<Object> channels = (List<Object>) a.get("channels"), samplers = (List<Object>) a.get("samplers");
                Map<String, Object> s0 = map(samplers.get(0));
                float[] times = glb.floats(i(s0.get("input")));
                assertEquals(regular.rowCount(), times.length, a.get("name") + ": one key per regular frame");
                assertEquals(0f, times[0]);
                // every key after the one before it by that frame's own duration, 1 / (60 · its speed)
                double t = 0;
                for (int f = 1; f < times.length; f++) {
                    t += 1 / (60.0 * regular.doubleColumn("speed").get(f - 1));
                    assertEquals(t, times[f], 1e-5, a.get("name") + " key " + f + ": frame " + (f - 1) + " lasts 1 / (60 speed) s");
                }
                if (regular.doubleColumn("speed").unique().size() > 1) variedSpeeds++;
                assertEquals("LINEAR", s0.get("interpolation"));
                // one rotation recomputed: the last joint at the fourth key (or the last)
                int j = channels.size() - 1, k = Math.min(3, times.length - 1);
                Map<String, Object> ch = map(channels.get(j)), target = map(ch.get("target"));
                assertEquals("rotation", target.get("path"));
                Map<String, Object> jointNode = nodes.get(i(target.get("node")));
                assertEquals("joint " + j + " of moby " + uid, jointNode.get("name"));
                float[] out = glb.floats(i(map(samplers.get(i(ch.get("sampler")))).get("output")));
                assertEquals(4 * times.length, out.length);
                int frame = regular.intColumn("frame").get(k);
                Table key = where(joints, oc, seq);
                key = key.where(key.intColumn("frame").isEqualTo(frame).and(key.intColumn("joint").isEqualTo(j)));
                assertEquals(1, key.rowCount());
                double[] q = {key.intColumn("qx_raw").get(0) / 32768.0, key.intColumn("qy_raw").get(0) / 32768.0,
                        key.intColumn("qz_raw").get(0) / 32768.0, key.intColumn("qw_raw").get(0) / 32768.0};
                @SuppressWarnings("unchecked") List<Object> bind = (List<Object>) jointNode.get("rotation");
                double[] b = new double[4];
                for (int c = 0; c < 4; c++) b[c] = ((Number) bind.get(c)).doubleValue();
                double[] r = {
                    b[3] * q[0] + b[0] * q[3] + b[1] * q[2] - b[2] * q[1],
                    b[3] * q[1] - b[0] * q[2] + b[1] * q[3] + b[2] * q[0],
                    b[3] * q[2] + b[0] * q[1] - b[1] * q[0] + b[2] * q[3],
                    b[3] * q[3] - b[0] * q[0] - b[1] * q[1] - b[2] * q[2]};
                double len = Math.sqrt(r[0] * r[0] + r[1] * r[1] + r[2] * r[2] + r[3] * r[3]);
                for (int c = 0; c < 4; c++) assertEquals(r[c] / len, out[4 * k + c], 1e-6, a.get("name") + " joint " + j + " key " + k + " component " + c);
                checkedRotations++;
            }
        }
        assertTrue(animated > 0, "some sample instance is animated");
        assertTrue(checkedRotations > 0);
        assertTrue(variedSpeeds > 0, "some animation's frames change speed (else frame 0's speed for all would pass)");
    }

    @Test
    void theSampleWaveMovesAJointBetweenKeys() {
        Table seqs = DISC.levels().core().mobies().sequences();
        int level = seqs.intColumn("level").get(0);
        Glb glb = Glb.of(DISC.level(level).scene().glb());
        Map<String, Object> a = glb.list("animations").get(0);
        double most = 0;
        for (Object s : (List<Object>) a.get("samplers")) {
            float[] out = glb.floats(i(map(s).get("output")));
            for (int k = 4; k < out.length; k += 4) {
                double dot = 0;
                for (int c = 0; c < 4; c++) dot += out[c] * out[k + c];
                most = Math.max(most, 2 * Math.acos(Math.min(1, Math.abs(dot))));
            }
        }
        assertTrue(most > 0.05, "some joint turns by more than 0.05 rad between key 0 and a later key: " + most);
    }
}
