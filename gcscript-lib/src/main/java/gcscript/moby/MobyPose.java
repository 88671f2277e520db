package gcscript.moby;

import gcscript.bytes.FormatException;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.sequence.Sequence;
import gcscript.sequence.SequenceLayouts;

/**
 * A skinned mesh posed by one regular frame's rotation keys (rac2-formats-phase2 §1.12): each vertex is
 * Σ w · M_j · (R_key_j · p) / Σ w, the stored position p turned by its joint's key (raw / 32768, normalised) in the
 * joint's own frame, then placed by the joint's skeleton matrix. An identity key gives {@link MobyMesh#bindPose()}.
 * This is the reading the scene's glTF animations use (bind rotation times key, docs/formats/sequences.md
 * "Animation in the scene"); the reference does not say what a key is relative to.
 */
public final class MobyPose {
    private MobyPose() {}

    /**
     * The posed vertices (x, y, z each) of regular frame {@code f}. A frame whose key count is not the class's joint
     * count, or with a zero key, is a {@link FormatException}; a special frame (or one outside its block) has no keys
     * to pose with.
     */
    public static float[] posed(MobyMesh m, Sequence.Frame f) {
        if (f.header() == null) throw new IllegalArgumentException("frame " + f.index() + " is special or outside its block: no rotation keys");
        int nj = m.jointCount();
        RecArray keys = f.keys();
        Rec h = f.header();
        if (keys.count() != nj) {
            throw new FormatException(h.source().file(), h.pathOf(SequenceLayouts.JOINT_DATA_SIZE), h.offsetOf(SequenceLayouts.JOINT_DATA_SIZE),
                    "keys for the class's " + nj + " joints", keys.count() + " keys", null);
        }
        if (nj == 0) return m.bindPose().clone();
        double[][] rot = new double[nj][];
        for (int j = 0; j < nj; j++) rot[j] = rotation(h, keys, j);
        float[] p = m.positions(), jm = m.jointMatrices(), out = m.bindPose().clone();
        for (int v = 0; v < m.vertexCount(); v++) {
            double x = 0, y = 0, z = 0, wsum = 0;
            for (int s = 0; s < 3; s++) {
                int j = m.skinJoints()[3 * v + s];
                if (j < 0 || j >= nj) continue;
                double w = m.skinWeights()[3 * v + s] / 256.0;
                double[] r = rot[j];
                double px = p[3 * v], py = p[3 * v + 1], pz = p[3 * v + 2];
                double qx = r[0] * px + r[1] * py + r[2] * pz, qy = r[3] * px + r[4] * py + r[5] * pz, qz = r[6] * px + r[7] * py + r[8] * pz;
                int o = 16 * j;
                x += w * (jm[o] * qx + jm[o + 1] * qy + jm[o + 2] * qz + jm[o + 3]);
                y += w * (jm[o + 4] * qx + jm[o + 5] * qy + jm[o + 6] * qz + jm[o + 7]);
                z += w * (jm[o + 8] * qx + jm[o + 9] * qy + jm[o + 10] * qz + jm[o + 11]);
                wsum += w;
            }
            if (wsum > 0) { out[3 * v] = (float) (x / wsum); out[3 * v + 1] = (float) (y / wsum); out[3 * v + 2] = (float) (z / wsum); }
        }
        return out;
    }

    /** The row-major 3×3 rotation of key {@code j}, normalised; a zero key has no rotation and is refused. */
    static double[] rotation(Rec frame, RecArray keys, int j) {
        double x = SequenceLayouts.QX.value(keys, j), y = SequenceLayouts.QY.value(keys, j), z = SequenceLayouts.QZ.value(keys, j),
                w = SequenceLayouts.QW.value(keys, j);
        double n = Math.sqrt(x * x + y * y + z * z + w * w);
        if (n == 0) throw new FormatException(frame.source().file(), keys.path(j), keys.offset(j), "a rotation key", "a zero quaternion", null);
        x /= n; y /= n; z /= n; w /= n;
        return new double[] {
            1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w),
            2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w),
            2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)};
    }
}
