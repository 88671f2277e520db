package gcscript.scene;

import gcscript.gltf.GltfBuilder;
import gcscript.gltf.Json;
import gcscript.layout.RecArray;
import gcscript.layout.Scaled;
import gcscript.moby.MobyClass;
import gcscript.sequence.Sequence;
import gcscript.sequence.SequenceLayouts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A skinned moby class's sequences as glTF animation data (rac2-formats-phase2 §1.12). The rule, also in
 * docs/formats/sequences.md "Animation in the scene":
 * <ul>
 * <li>keys: the sequence's regular frames in frame-table order (special frames carry no rotation keys the reference
 * decodes, so they are left out and counted in the animation's extras);</li>
 * <li>time: {@code speed} is frames per 60 Hz tick, so a frame lasts {@code 1 / (60 · speed)} s; key 0 is at 0 s and
 * key k+1 follows key k by the duration of frame k;</li>
 * <li>rotation of joint j: the joint's bind rotation (from its skeleton matrix) times the stored key
 * {@code (qx, qy, qz, qw) = raw / 32768} applied in the joint's own frame, normalised (glTF requires unit
 * quaternions; s16 rounding leaves |q| about 3e-5 off). An identity key gives the bind pose. The reference does not
 * say what a key is relative to: this is the project's reading. The keys live in the stored frame, as the skin does:
 * the level root's Z-up to Y-up rotation applies to both.</li>
 * </ul>
 * A sequence that cannot be timed or posed (no regular frame, a speed that is not a positive finite number, keys
 * missing or of the wrong joint count, a zero quaternion) gets no animation and a note saying why.
 */
final class SceneAnimations {
    private SceneAnimations() {}

    /** One sequence's samplers: the shared key-time accessor and one rotation accessor per joint. */
    record Clip(int slot, int frames, int keys, float seconds /* of the last key */, int input, int[] outputs) {}

    static List<Clip> clips(GltfBuilder g, MobyClass c, float[][][] bind, List<String> notes) {
        List<Clip> out = new ArrayList<>();
        for (Sequence s : c.sequences()) {
            String who = "moby class " + c.oClass() + " sequence " + s.slot();
            List<Sequence.Frame> regular = s.frames().stream().filter(f -> !f.special()).toList();
            String bad = problem(regular, bind.length);
            float[] times = bad == null ? times(regular) : null;
            if (bad == null && times == null) bad = "frame times not strictly increasing in float seconds";
            float[][] rot = bad == null ? rotations(regular, bind) : null;
            if (bad == null && rot == null) bad = "a zero rotation key";
            if (bad != null) { notes.add(who + ": " + bad + "; no animation"); continue; }
            int[] outputs = new int[bind.length];
            for (int j = 0; j < bind.length; j++) outputs[j] = g.floats(rot[j], "VEC4", false, false);
            out.add(new Clip(s.slot(), s.frames().size(), regular.size(), times[times.length - 1], g.keyTimes(times), outputs));
        }
        return out;
    }

    /** Why the regular frames cannot be animated, or null. */
    private static String problem(List<Sequence.Frame> regular, int joints) {
        if (regular.isEmpty()) return "no regular frame";
        for (Sequence.Frame f : regular) {
            if (f.header() == null) return "frame " + f.index() + " outside its block";
            if (f.keys().count() != joints) return "frame " + f.index() + " has " + f.keys().count() + " keys for " + joints + " joints";
            double speed = f.header().f(SequenceLayouts.SPEED);
            if (!(speed > 0) || !Double.isFinite(speed)) return "frame " + f.index() + " speed " + speed + " is not a positive number";
        }
        return null;
    }

    /** Key times in seconds (see the class comment), or null when float rounding makes two equal. */
    static float[] times(List<Sequence.Frame> regular) {
        float[] t = new float[regular.size()];
        double at = 0;
        for (int k = 0; k < t.length; k++) {
            t[k] = (float) at;
            if (k > 0 && !(t[k] > t[k - 1])) return null;
            at += 1 / (60.0 * regular.get(k).header().f(SequenceLayouts.SPEED));
        }
        return t;
    }

    /** Per joint, the posed rotation of every key (x, y, z, w), or null on a zero quaternion. */
    private static float[][] rotations(List<Sequence.Frame> regular, float[][][] bind) {
        float[][] out = new float[bind.length][4 * regular.size()];
        for (int k = 0; k < regular.size(); k++) {
            RecArray keys = regular.get(k).keys();
            for (int j = 0; j < bind.length; j++) {
                float[] q = posed(bind[j][1], keys, j);
                if (q == null) return null;
                System.arraycopy(q, 0, out[j], 4 * k, 4);
            }
        }
        return out;
    }

    /** bind ⊗ key, normalised; null when the product has no length. */
    static float[] posed(float[] bind, RecArray keys, int joint) {
        double[] k = new double[4];
        Scaled[] q = SequenceLayouts.Q;
        for (int c = 0; c < 4; c++) k[c] = q[c].value(keys, joint);
        double[] r = multiply(bind, k);
        double len = Math.sqrt(r[0] * r[0] + r[1] * r[1] + r[2] * r[2] + r[3] * r[3]);
        if (!(len > 0)) return null;
        return new float[] {(float) (r[0] / len), (float) (r[1] / len), (float) (r[2] / len), (float) (r[3] / len)};
    }

    /** The Hamilton product a ⊗ b of (x, y, z, w) quaternions: b applied first, then a. */
    static double[] multiply(float[] a, double[] b) {
        double ax = a[0], ay = a[1], az = a[2], aw = a[3];
        return new double[] {
            aw * b[0] + ax * b[3] + ay * b[2] - az * b[1],
            aw * b[1] - ax * b[2] + ay * b[3] + az * b[0],
            aw * b[2] + ax * b[1] - ay * b[0] + az * b[3],
            aw * b[3] - ax * b[0] - ay * b[1] - az * b[2]};
    }

    /** One animation per clip on an instance whose joint nodes are {@code jointNodes}. */
    static void animate(GltfBuilder g, int uid, int oClass, int[] jointNodes, List<Clip> clips) {
        for (Clip c : clips) {
            List<GltfBuilder.Channel> ch = new ArrayList<>(jointNodes.length);
            for (int j = 0; j < jointNodes.length; j++) ch.add(new GltfBuilder.Channel(jointNodes[j], "rotation", c.input(), c.outputs()[j]));
            Map<String, Object> ex = Json.obj();
            ex.put("uid", uid);
            ex.put("o_class", oClass);
            ex.put("sequence", c.slot());
            ex.put("frames", c.frames());
            ex.put("keys", c.keys());
            ex.put("special_frames_left_out", c.frames() - c.keys());
            ex.put("last_key_seconds", c.seconds());
            g.animation(name(uid, oClass, c.slot()), ch, ex);
        }
    }

    /** The animation name, a contract like the node names: {@code moby <uid> o_class <o_class> seq <slot>}. */
    static String name(int uid, int oClass, int slot) { return "moby " + uid + " o_class " + oClass + " seq " + slot; }
}
