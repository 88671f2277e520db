package gcscript.datasets.moby;

import java.util.Random;

/** The 3×3 rotations of the generator's skeletons (row-major float[3][3]) and what skinning needs of them. */
final class Mat3 {
    private Mat3() {}

    /** A rotation by an angle in [-max, max] about a random axis (Rodrigues), so every matrix entry varies. */
    static float[][] randomRotation(Random rnd, double max) {
        double ax = rnd.nextGaussian(), ay = rnd.nextGaussian(), az = rnd.nextGaussian();
        double l = Math.sqrt(ax * ax + ay * ay + az * az);
        double[] a = {ax / l, ay / l, az / l};
        double th = (rnd.nextDouble() * 2 - 1) * max, c = Math.cos(th), s = Math.sin(th);
        double[][] k = {{0, -a[2], a[1]}, {a[2], 0, -a[0]}, {-a[1], a[0], 0}};
        float[][] r = new float[3][3];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) r[i][j] = (float) ((i == j ? c : 0) + s * k[i][j] + (1 - c) * a[i] * a[j]);
        }
        return r;
    }

    /** Σ w_k · R_k with weights / 256. */
    static double[][] blend(java.util.List<float[][]> rots, int[] joints, int[] weights) {
        double[][] m = new double[3][3];
        for (int k = 0; k < joints.length; k++) {
            float[][] r = rots.get(joints[k]);
            for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) m[i][j] += weights[k] / 256.0 * r[i][j];
        }
        return m;
    }

    /** m⁻¹ · v (Cramer's rule; the blends of small rotations are far from singular). */
    static double[] solve(double[][] m, double[] v) {
        double det = det(m);
        double[] out = new double[3];
        for (int c = 0; c < 3; c++) {
            double[][] x = new double[3][];
            for (int i = 0; i < 3; i++) { x[i] = m[i].clone(); x[i][c] = v[i]; }
            out[c] = det(x) / det;
        }
        return out;
    }

    private static double det(double[][] m) {
        return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
    }
}
