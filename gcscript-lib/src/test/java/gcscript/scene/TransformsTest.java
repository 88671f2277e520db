package gcscript.scene;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class TransformsTest {
    /** Rotates v by the row-major 3×3 r. */
    private static double[] apply(double[] r, double[] v) {
        return new double[] {r[0] * v[0] + r[1] * v[1] + r[2] * v[2], r[3] * v[0] + r[4] * v[1] + r[5] * v[2], r[6] * v[0] + r[7] * v[1] + r[8] * v[2]};
    }

    @Test
    void eulerIsRzRyRx() {
        // x by 90° then z by 90°: (0, 1, 0) → x-rotation → (0, 0, 1) → z-rotation leaves it: (0, 0, 1)
        double[] r = Transforms.rotation(Transforms.eulerZyx(Math.PI / 2, 0, Math.PI / 2));
        assertArrayEquals(new double[] {0, 0, 1}, apply(r, new double[] {0, 1, 0}), 1e-6);
        // (1, 0, 0): x-rotation leaves it, z-rotation → (0, 1, 0)
        assertArrayEquals(new double[] {0, 1, 0}, apply(r, new double[] {1, 0, 0}), 1e-6);
        // y by 90°: (0, 0, 1) → (1, 0, 0)
        assertArrayEquals(new double[] {1, 0, 0}, apply(Transforms.rotation(Transforms.eulerZyx(0, Math.PI / 2, 0)), new double[] {0, 0, 1}), 1e-6);
    }

    @Test
    void quaternionOfRotationRoundTrips() {
        for (double[] a : new double[][] {{0.3, -1.2, 2.5}, {Math.PI, 0, 0}, {0, Math.PI, 0}, {0, 0, Math.PI}, {3, 3, 3}}) {
            float[] q = Transforms.eulerZyx(a[0], a[1], a[2]);
            double[] r = Transforms.rotation(q);
            assertArrayEquals(r, Transforms.rotation(Transforms.quaternion(r)), 1e-5);
        }
    }

    @Test
    void decomposeComposeAndInverse() {
        float[] q = Transforms.eulerZyx(0.4, 0.2, -1.1);
        float[] m = Transforms.compose(new float[] {5, -6, 7}, q, new float[] {2, 2, 2});
        float[][] d = Transforms.decompose(m);
        assertArrayEquals(new float[] {5, -6, 7}, d[0], 1e-6f);
        assertArrayEquals(new float[] {2, 2, 2}, d[2], 1e-5f);
        assertArrayEquals(m, Transforms.compose(d[0], d[1], d[2]), 1e-5f);
        float[] inv = Transforms.inverseAffine(m);
        // m × inv = identity (column-major)
        for (int col = 0; col < 4; col++) for (int row = 0; row < 4; row++) {
            double s = 0;
            for (int k = 0; k < 4; k++) s += m[4 * k + row] * inv[4 * col + k];
            assertEquals(row == col ? 1 : 0, s, 1e-5, "element " + row + "," + col);
        }
        // a mirror keeps a proper rotation with one negative scale
        float[] mirror = {-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
        float[][] md = Transforms.decompose(mirror);
        assertEquals(-1, md[2][0], 1e-6);
        assertArrayEquals(mirror, Transforms.compose(md[0], md[1], md[2]), 1e-6f);
        assertNull(Transforms.decompose(new float[16]), "singular");
        assertNull(Transforms.inverseAffine(new float[16]));
        // shear: decomposition exists but does not give the matrix back
        float[] shear = {1, 0, 0, 0, 0.5f, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
        float[][] sd = Transforms.decompose(shear);
        float[] back = Transforms.compose(sd[0], sd[1], sd[2]);
        double err = 0;
        for (int e = 0; e < 16; e++) err = Math.max(err, Math.abs(back[e] - shear[e]));
        assertTrue(err > 1e-3, "a sheared basis is not a TRS");
    }

    @Test
    void lightLooksAlongItsDirection() {
        for (double[] d : new double[][] {{0, 0, -1}, {0, 0, 1}, {1, 0, 0}, {0.3, -0.5, -0.8}}) {
            double[] r = Transforms.rotation(Transforms.lookAlong(d[0], d[1], d[2]));
            double n = Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
            assertArrayEquals(new double[] {d[0] / n, d[1] / n, d[2] / n}, apply(r, new double[] {0, 0, -1}), 1e-6);
        }
    }
}
