package gcscript.datasets.geometry;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Recognisable low-poly shapes as triangle strips, so previews of synthetic classes can be checked by eye: a box
 * (one strip per face, subdivided at higher detail), a cylinder (a side band and two caps in zig-zag order) and
 * a rock (latitude bands of a sphere with a bumpy radius). {@code detail} 0 is the most detailed (LOD 0).
 * Texture slots cycle over {@code slots}.
 */
public final class Shapes {
    private Shapes() {}

    public static final String[] NAMES = {"box", "cylinder", "rock"};

    public static List<Strip> of(int shape, int detail, int slots, double size, Random rnd) {
        return switch (shape % 3) {
            case 0 -> box(detail, slots, size);
            case 1 -> cylinder(detail, slots, size);
            default -> rock(detail, slots, size, rnd.nextLong());
        };
    }

    static List<Strip> box(int detail, int slots, double s) {
        int cols = detail == 0 ? 2 : 1;
        double[][][] faces = {   // origin, edge 1 (columns), edge 2
            {{-s, -s, -s}, {2 * s, 0, 0}, {0, 0, 2 * s}},
            {{s, -s, -s}, {0, 2 * s, 0}, {0, 0, 2 * s}},
            {{s, s, -s}, {-2 * s, 0, 0}, {0, 0, 2 * s}},
            {{-s, s, -s}, {0, -2 * s, 0}, {0, 0, 2 * s}},
            {{-s, -s, s}, {2 * s, 0, 0}, {0, 2 * s, 0}},
            {{-s, s, -s}, {2 * s, 0, 0}, {0, -2 * s, 0}},
        };
        List<Strip> out = new ArrayList<>();
        int n = detail == 2 ? 4 : 6;   // the far LOD drops top and bottom
        for (int f = 0; f < n; f++) {
            List<double[]> v = new ArrayList<>();
            double[][] q = faces[f];
            for (int j = 0; j <= cols; j++) {
                double a = (double) j / cols;
                for (int r = 1; r >= 0; r--) {
                    v.add(new double[] {q[0][0] + q[1][0] * a + q[2][0] * r, q[0][1] + q[1][1] * a + q[2][1] * r,
                        q[0][2] + q[1][2] * a + q[2][2] * r, a, r});
                }
            }
            out.add(new Strip(v, f % slots));
        }
        return out;
    }

    static List<Strip> cylinder(int detail, int slots, double s) {
        int segs = new int[] {10, 6, 4}[detail];
        List<Strip> out = new ArrayList<>();
        List<double[]> side = new ArrayList<>();
        for (int j = 0; j <= segs; j++) {
            double a = 2 * Math.PI * j / segs;
            double x = s * 0.6 * Math.cos(a), y = s * 0.6 * Math.sin(a);
            side.add(new double[] {x, y, s, (double) j / segs, 0});
            side.add(new double[] {x, y, -s, (double) j / segs, 1});
        }
        out.add(new Strip(side, 0));
        for (int cap = 0; cap < 2; cap++) {
            double z = cap == 0 ? s : -s;
            List<double[]> v = new ArrayList<>();
            int lo = 0, hi = segs - 1;
            boolean fromLo = true;
            while (lo <= hi) {
                int j = fromLo ? lo++ : hi--;
                fromLo = !fromLo;
                double a = 2 * Math.PI * (cap == 0 ? j : segs - j) / segs;
                v.add(new double[] {s * 0.6 * Math.cos(a), s * 0.6 * Math.sin(a), z, 0.5 + 0.5 * Math.cos(a), 0.5 + 0.5 * Math.sin(a)});
            }
            out.add(new Strip(v, (1 + cap) % slots));
        }
        return out;
    }

    static List<Strip> rock(int detail, int slots, double s, long seed) {
        int bands = new int[] {4, 3, 2}[detail], lon = new int[] {8, 6, 4}[detail];
        Random bump = new Random(seed);
        double[][] r = new double[bands + 1][lon + 1];
        for (int i = 0; i <= bands; i++) {
            for (int j = 0; j < lon; j++) r[i][j] = s * (0.75 + 0.35 * bump.nextDouble());
            r[i][lon] = r[i][0];
        }
        List<Strip> out = new ArrayList<>();
        for (int i = 0; i < bands; i++) {
            List<double[]> v = new ArrayList<>();
            for (int j = 0; j <= lon; j++) {
                for (int k = i; k <= i + 1; k++) {
                    double lat = -Math.PI / 2 * 0.85 + Math.PI * 0.85 * k / bands, a = 2 * Math.PI * j / lon;
                    double rr = r[k][j];
                    v.add(new double[] {rr * Math.cos(lat) * Math.cos(a), rr * Math.cos(lat) * Math.sin(a), rr * Math.sin(lat),
                        (double) j / lon, (double) k / bands});
                }
            }
            out.add(new Strip(v, i % slots));
        }
        return out;
    }
}
