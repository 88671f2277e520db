package gcscript.datasets.sequence;

import java.util.Random;

/**
 * A known motion for the rotation keys of a sequence: joint j turns about axis {@code axis[j]} (0 = x, 1 = y,
 * 2 = z) by {@code amplitude[j] · sin(2π f / frames + phase[j])} radians at frame f, a cycle that loops (a walk or
 * wave). The stored key is the unit quaternion of that rotation, {x, y, z, w} × 32768 as s16 (w = 1 is stored as
 * 32767, the largest s16).
 */
public record Wave(int[] axis, double[] amplitude, double[] phase, int frames) {

    public static Wave draw(Random rnd, int joints, int frames) {
        int[] axis = new int[joints];
        double[] amp = new double[joints], phase = new double[joints];
        for (int j = 0; j < joints; j++) {
            axis[j] = rnd.nextInt(3);
            amp[j] = (j == 0 ? 0.1 : 0.25) + rnd.nextInt(40) / 100.0;   // the root sways less than the limbs
            phase[j] = rnd.nextInt(16) * Math.PI / 8;
        }
        return new Wave(axis, amp, phase, frames);
    }

    public double angle(int joint, int frame) { return amplitude[joint] * Math.sin(2 * Math.PI * frame / frames + phase[joint]); }

    /** The stored key of {@code joint} at {@code frame}. */
    public short[] key(int joint, int frame) {
        double h = angle(joint, frame) / 2;
        double[] q = new double[4];
        q[axis[joint]] = Math.sin(h);
        q[3] = Math.cos(h);
        short[] out = new short[4];
        for (int k = 0; k < 4; k++) out[k] = (short) Math.max(-32768, Math.min(32767, Math.round(q[k] * 32768)));
        return out;
    }

    public short[][] keys(int frame) {
        short[][] k = new short[axis.length][];
        for (int j = 0; j < axis.length; j++) k[j] = key(j, frame);
        return k;
    }
}
