package gcscript.scene;

/** Rotations and matrices for placing instances; quaternions are glTF's (x, y, z, w). */
final class Transforms {
    private Transforms() {}

    /** The glTF quaternion of R = Rz·Ry·Rx (the moby instance's XYZ Euler angles in radians, §7.2). */
    static float[] eulerZyx(double rx, double ry, double rz) {
        double cx = Math.cos(rx / 2), sx = Math.sin(rx / 2), cy = Math.cos(ry / 2), sy = Math.sin(ry / 2),
                cz = Math.cos(rz / 2), sz = Math.sin(rz / 2);
        // q = qz * qy * qx
        double w = cz * cy * cx + sz * sy * sx;
        double x = cz * cy * sx - sz * sy * cx;
        double y = cz * sy * cx + sz * cy * sx;
        double z = sz * cy * cx - cz * sy * sx;
        return new float[] {(float) x, (float) y, (float) z, (float) w};
    }

    /** Row-major 3×3 rotation of a unit quaternion (x, y, z, w). */
    static double[] rotation(float[] q) {
        double x = q[0], y = q[1], z = q[2], w = q[3];
        return new double[] {
            1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w),
            2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w),
            2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)};
    }

    /** Unit quaternion of a row-major rotation matrix (Shepperd's method: the largest diagonal term leads). */
    static float[] quaternion(double[] m) {
        double t = m[0] + m[4] + m[8], x, y, z, w;
        if (t > 0) {
            double s = Math.sqrt(t + 1) * 2;
            w = s / 4; x = (m[7] - m[5]) / s; y = (m[2] - m[6]) / s; z = (m[3] - m[1]) / s;
        } else if (m[0] > m[4] && m[0] > m[8]) {
            double s = Math.sqrt(1 + m[0] - m[4] - m[8]) * 2;
            w = (m[7] - m[5]) / s; x = s / 4; y = (m[1] + m[3]) / s; z = (m[2] + m[6]) / s;
        } else if (m[4] > m[8]) {
            double s = Math.sqrt(1 + m[4] - m[0] - m[8]) * 2;
            w = (m[2] - m[6]) / s; x = (m[1] + m[3]) / s; y = s / 4; z = (m[5] + m[7]) / s;
        } else {
            double s = Math.sqrt(1 + m[8] - m[0] - m[4]) * 2;
            w = (m[3] - m[1]) / s; x = (m[2] + m[6]) / s; y = (m[5] + m[7]) / s; z = s / 4;
        }
        double n = Math.sqrt(x * x + y * y + z * z + w * w);
        return new float[] {(float) (x / n), (float) (y / n), (float) (z / n), (float) (w / n)};
    }

    /**
     * The rotation taking the light's local -Z onto unit direction {@code d} (a KHR_lights_punctual light shines along
     * its node's -Z).
     */
    static float[] lookAlong(double dx, double dy, double dz) {
        double n = Math.sqrt(dx * dx + dy * dy + dz * dz);
        dx /= n; dy /= n; dz /= n;
        // shortest arc from a = (0, 0, -1) to d: axis a × d = (dy, -dx, 0), cos = -dz
        double w = 1 - dz, x = dy, y = -dx, z = 0;
        if (w < 1e-9) return new float[] {1, 0, 0, 0};      // d = +Z: half turn about X
        double len = Math.sqrt(x * x + y * y + z * z + w * w);
        return new float[] {(float) (x / len), (float) (y / len), (float) (z / len), (float) (w / len)};
    }

    /**
     * Decomposes a column-major affine 4×4 (translation at 12..14) into translation, rotation quaternion and scale;
     * {@code null} when the basis is singular. The caller compares {@link #compose} of the result with the input to
     * see whether the matrix was a TRS at all (a sheared basis is not).
     */
    static float[][] decompose(float[] m) {
        double[] c0 = {m[0], m[1], m[2]}, c1 = {m[4], m[5], m[6]}, c2 = {m[8], m[9], m[10]};
        double sx = len(c0), sy = len(c1), sz = len(c2);
        if (sx < 1e-12 || sy < 1e-12 || sz < 1e-12) return null;
        double det = c0[0] * (c1[1] * c2[2] - c1[2] * c2[1]) - c1[0] * (c0[1] * c2[2] - c0[2] * c2[1]) + c2[0] * (c0[1] * c1[2] - c0[2] * c1[1]);
        if (det < 0) sx = -sx;     // a mirror: one negative scale keeps the rotation proper
        double[] r = {c0[0] / sx, c1[0] / sy, c2[0] / sz, c0[1] / sx, c1[1] / sy, c2[1] / sz, c0[2] / sx, c1[2] / sy, c2[2] / sz};
        return new float[][] {{m[12], m[13], m[14]}, quaternion(r), {(float) sx, (float) sy, (float) sz}};
    }

    /** Column-major 4×4 of translation, rotation, scale. */
    static float[] compose(float[] t, float[] q, float[] s) {
        double[] r = rotation(q);
        float[] m = new float[16];
        for (int col = 0; col < 3; col++) for (int row = 0; row < 3; row++) m[4 * col + row] = (float) (r[3 * row + col] * s[col]);
        m[12] = t[0]; m[13] = t[1]; m[14] = t[2]; m[15] = 1;
        return m;
    }

    private static double len(double[] v) { return Math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]); }

    /** Column-major inverse of an affine 4×4 (last row 0 0 0 1), or null when singular. */
    static float[] inverseAffine(float[] m) {
        double a = m[0], b = m[4], c = m[8], d = m[1], e = m[5], f = m[9], g = m[2], h = m[6], i = m[10];
        double det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
        if (Math.abs(det) < 1e-12 || !Double.isFinite(det)) return null;
        double[] inv = {(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det,
                        (f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det,
                        (d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det};   // row-major
        float[] out = new float[16];
        for (int row = 0; row < 3; row++) for (int col = 0; col < 3; col++) out[4 * col + row] = (float) inv[3 * row + col];
        for (int row = 0; row < 3; row++) {
            out[12 + row] = (float) -(inv[3 * row] * m[12] + inv[3 * row + 1] * m[13] + inv[3 * row + 2] * m[14]);
        }
        out[15] = 1;
        return out;
    }
}
