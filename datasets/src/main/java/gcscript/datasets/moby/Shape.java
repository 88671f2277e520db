package gcscript.datasets.moby;

import java.util.ArrayList;
import java.util.List;

/**
 * A mesh as the generator means it: vertices (model-space position, unit normal, uv, skin) and strips (vertex lists,
 * each drawn as triangles (v[i-2], v[i-1], v[i])) with a texture slot each (-1 = no texture). Recognisable
 * primitives (box, cylinder, sphere, a jointed figure) so that a preview shows a misread at a glance.
 */
final class Shape {
    final List<float[]> pos = new ArrayList<>(), nrm = new ArrayList<>(), uv = new ArrayList<>();
    final List<int[]> skinJ = new ArrayList<>(), skinW = new ArrayList<>();
    final List<int[]> strips = new ArrayList<>();
    final List<Integer> slots = new ArrayList<>();
    int joints;                        // 0 = unskinned
    final List<float[]> jointPos = new ArrayList<>();
    final List<Integer> parents = new ArrayList<>();
    final List<float[][]> jointRot = new ArrayList<>();   // the skeleton's rotation per joint (figures)

    int vertex(float[] p, float[] n, float u, float v, int[] j, int[] w) {
        pos.add(p); nrm.add(norm(n)); uv.add(new float[] {u, v}); skinJ.add(j); skinW.add(w);
        return pos.size() - 1;
    }
    int vertex(float[] p, float[] n, float u, float v) { return vertex(p, n, u, v, new int[] {0}, new int[] {256}); }

    void strip(int slot, int... v) { strips.add(v); slots.add(slot); }

    /** Moves the shape (and its joints) by {@code d}: each axis gets its own offset, so no two position columns agree. */
    void translate(float[] d) {
        for (float[] p : pos) for (int a = 0; a < 3; a++) p[a] += d[a];
        for (float[] p : jointPos) for (int a = 0; a < 3; a++) p[a] += d[a];
    }
    int vertexCount() { return pos.size(); }

    static float[] norm(float[] n) {
        float l = (float) Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        return l == 0 ? new float[] {0, 0, 1} : new float[] {n[0] / l, n[1] / l, n[2] / l};
    }

    /** An axis-aligned box centred at c with half sizes h; one 4-vertex strip per face. */
    static void box(Shape s, float[] c, float[] h, int[] slots, int[] j, int[] w) {
        float[][] dirs = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
        for (int f = 0; f < 6; f++) {
            float[] n = dirs[f];
            int a = n[0] != 0 ? 1 : 0, b = n[2] != 0 ? 1 : 2;   // the face's two in-plane axes
            int[] idx = new int[4];
            for (int k = 0; k < 4; k++) {
                float su = (k & 1) == 0 ? -1 : 1, sv = (k & 2) == 0 ? -1 : 1;
                float[] p = new float[3];
                for (int x = 0; x < 3; x++) p[x] = c[x] + n[x] * h[x];
                p[a] += su * h[a];
                p[b] += sv * h[b];
                idx[k] = s.vertex(p, n, (su + 1) / 2, (sv + 1) / 2, j, w);
            }
            s.strip(slots[f % slots.length], idx[0], idx[1], idx[2], idx[3]);
        }
    }

    static Shape box(float sx, float sy, float sz, int[] slots) {
        Shape s = new Shape();
        box(s, new float[] {0, 0, 0}, new float[] {sx, sy, sz}, slots, new int[] {0}, new int[] {256});
        return s;
    }

    /** A cylinder along z: side strips of {@code per} segments each, caps as single triangles. */
    static Shape cylinder(float r, float half, int seg, int per, int[] slots) {
        Shape s = new Shape();
        int[] bot = new int[seg + 1], top = new int[seg + 1];
        for (int i = 0; i <= seg; i++) {
            double a = 2 * Math.PI * i / seg;
            float x = (float) (r * Math.cos(a)), y = (float) (r * Math.sin(a));
            bot[i] = s.vertex(new float[] {x, y, -half}, new float[] {x, y, 0}, (float) i / seg, 0);
            top[i] = s.vertex(new float[] {x, y, half}, new float[] {x, y, 0}, (float) i / seg, 1);
        }
        for (int i = 0; i < seg; i += per) {
            int n = Math.min(per, seg - i);
            int[] v = new int[2 * (n + 1)];
            for (int k = 0; k <= n; k++) { v[2 * k] = bot[i + k]; v[2 * k + 1] = top[i + k]; }
            s.strip(slots[(i / per) % slots.length], v);
        }
        int cb = s.vertex(new float[] {0, 0, -half}, new float[] {0, 0, -1}, 0.5f, 0.5f);
        int ct = s.vertex(new float[] {0, 0, half}, new float[] {0, 0, 1}, 0.5f, 0.5f);
        int[] capB = new int[seg], capT = new int[seg];
        for (int i = 0; i < seg; i++) {
            double a = 2 * Math.PI * i / seg;
            float x = (float) (r * Math.cos(a)), y = (float) (r * Math.sin(a));
            capB[i] = s.vertex(new float[] {x, y, -half}, new float[] {0, 0, -1}, 0.5f + x / (2 * r), 0.5f + y / (2 * r));
            capT[i] = s.vertex(new float[] {x, y, half}, new float[] {0, 0, 1}, 0.5f + x / (2 * r), 0.5f + y / (2 * r));
        }
        int capSlot = slots[slots.length - 1];
        for (int i = 0; i < seg; i++) {
            s.strip(capSlot, cb, capB[(i + 1) % seg], capB[i]);
            s.strip(capSlot, ct, capT[i], capT[(i + 1) % seg]);
        }
        return s;
    }

    /** A UV sphere: rings x segments, each band cut into strips of {@code per} segments, each with a slot drawn from {@code slots}. */
    static Shape sphere(float r, int rings, int seg, int per, int[] slots, java.util.Random rnd) {
        Shape s = new Shape();
        int[][] v = new int[rings + 1][seg + 1];
        for (int i = 0; i <= rings; i++) {
            double th = Math.PI * i / rings;
            for (int k = 0; k <= seg; k++) {
                double ph = 2 * Math.PI * k / seg;
                float[] n = {(float) (Math.sin(th) * Math.cos(ph)), (float) (Math.sin(th) * Math.sin(ph)), (float) Math.cos(th)};
                v[i][k] = s.vertex(new float[] {r * n[0], r * n[1], r * n[2]}, n, (float) k / seg, (float) i / rings);
            }
        }
        for (int i = 0; i < rings; i++) {
            for (int k = 0; k < seg; k += per) {
                int n = Math.min(per, seg - k);
                int[] st = new int[2 * (n + 1)];
                for (int m = 0; m <= n; m++) { st[2 * m] = v[i][k + m]; st[2 * m + 1] = v[i + 1][k + m]; }
                s.strip(slots[rnd.nextInt(slots.length)], st);   // drawn, not cycled: texture runs have no period
            }
        }
        return s;
    }

    /**
     * A jointed figure of {@code joints} (3..8) boxes: pelvis (joint 0), torso, head, then arms and legs. Each box's
     * vertices are rigid on its joint, except the four corners nearest the parent, which blend parent and child
     * (2-way), and on the torso one corner that blends three joints (3-way).
     */
    static Shape figure(int joints, int[] slots, java.util.Random rnd) {
        Shape s = new Shape();
        s.joints = joints;
        //            centre x, y, z,      half sizes,        parent
        float[][] part = {
            {0, 0, 0.9f, 0.25f, 0.15f, 0.12f}, {0, 0, 1.35f, 0.3f, 0.18f, 0.3f}, {0, 0, 1.85f, 0.15f, 0.15f, 0.17f},
            {-0.45f, 0, 1.4f, 0.1f, 0.1f, 0.28f}, {0.45f, 0, 1.4f, 0.1f, 0.1f, 0.28f},
            {-0.15f, 0, 0.4f, 0.1f, 0.1f, 0.38f}, {0.15f, 0, 0.4f, 0.1f, 0.1f, 0.38f}, {0, -0.25f, 1.4f, 0.08f, 0.1f, 0.1f}};
        int[] parent = {0, 0, 1, 1, 1, 0, 0, 1};
        for (int j = 0; j < joints; j++) {
            // each part a little off its nominal place, so no two joints share a coordinate
            for (int a = 0; a < 3; a++) part[j][a] += (rnd.nextFloat() - 0.5f) * 0.06f;
            s.jointPos.add(new float[] {part[j][0], part[j][1], part[j][2]});
            s.parents.add(parent[j]);
            s.jointRot.add(Mat3.randomRotation(rnd, 0.35));
        }
        for (int j = 0; j < joints; j++) {
            int before = s.vertexCount();
            box(s, new float[] {part[j][0], part[j][1], part[j][2]}, new float[] {part[j][3], part[j][4], part[j][5]},
                    new int[] {slots[j % slots.length]}, new int[] {j}, new int[] {256});
            if (j == 0) continue;
            // vertices on the side nearest the parent blend with it
            float pz = part[parent[j]][2];
            for (int v = before; v < s.vertexCount(); v++) {
                float[] p = s.pos.get(v);
                boolean near = pz < part[j][2] ? p[2] < part[j][2] : p[2] > part[j][2];
                if (j >= 3 && j <= 4) near = Math.abs(p[0]) < Math.abs(part[j][0]);
                if (!near) continue;
                int w = 64 + rnd.nextInt(129);
                if (j == 1 && v == before) {
                    int w2 = 32 + rnd.nextInt(64);
                    s.skinJ.set(v, new int[] {j, parent[j], Math.min(3, joints - 1)});
                    s.skinW.set(v, new int[] {256 - w - w2 > 0 ? 256 - w - w2 : 16, w, 0});
                    int[] ws = s.skinW.get(v);
                    ws[2] = 256 - ws[0] - ws[1];
                } else {
                    s.skinJ.set(v, new int[] {j, parent[j]});
                    s.skinW.set(v, new int[] {w, 256 - w});
                }
            }
        }
        return s;
    }
}
