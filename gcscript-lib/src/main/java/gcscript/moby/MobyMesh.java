package gcscript.moby;

import gcscript.layout.Rec;

/**
 * A class's geometry as plain arrays, for code that wants meshes rather than tables (previews, exports).
 * {@code positions} are the stored positions (x, y, z per class vertex, = raw × scale / 1024; for skinned classes in
 * the bones' local space), {@code bindPose} the same vertices moved by their skin through the skeleton matrices
 * (Σ w/256 · M_joint · p, translation in the Mat4's fourth column, §1.12; equal to {@code positions} without a
 * skeleton). {@code triangles} holds three class-vertex numbers per triangle; {@code textures} the moby texture
 * table index per triangle (-1 = none), {@code slots} the TEX0 slot, {@code lods} 0 = high, 1 = low, 2 = metal: a bangle's
 * triangles take the LOD of the bangle list they come from (its high or its low packets, §1.12), since a bangle is
 * a part of the model drawn with that LOD when the instance enables it, and {@code bangles} names that bangle entry
 * per triangle (-1 = the class's own packets); metal packets (chrome and glass, a second pass with no ST) keep their
 * own value so that a mesh of one LOD leaves them out; {@code uv} the
 * texture coordinates per vertex (stored s, t / 4096, §1 VIF list). {@code skinJoints} / {@code skinWeights} hold three
 * (joint, weight / 256) pairs per vertex (joint -1 = unused) and {@code jointMatrices} the skeleton's Mat4s as stored,
 * 16 floats per joint, row-major with the translation at 3, 7, 11 (empty without a skeleton).
 */
public record MobyMesh(int level, int classIndex, int oClass, float[] positions, float[] bindPose, int[] triangles,
                       int[] textures, int[] slots, int[] lods, int[] bangles, float[] uv, int[] skinJoints, int[] skinWeights,
                       float[] jointMatrices) {

    public int jointCount() { return jointMatrices.length / 16; }

    public int vertexCount() { return positions.length / 3; }

    /** The CLAMP wrap modes (S, T) of TEX0 slot {@code slot}: from the first texture primitive naming it, or null. */
    public static int[] wrap(MobyClass c, int slot) {
        for (MobyPacket p : c.packets) {
            for (Rec r : p.textures()) {
                if (MobyLayouts.TEX0.slot(r) == slot) return new int[] {MobyLayouts.CLAMP.wrapS(r), MobyLayouts.CLAMP.wrapT(r)};
            }
        }
        return null;
    }
    public int triangleCount() { return triangles.length / 3; }

    public static MobyMesh of(int level, MobyClass c) {
        int n = c.vertexCount();
        float[] pos = new float[3 * n];
        float k = c.scale();
        int vi = 0;
        for (MobyPacket p : c.packets) {
            if (p.records() == null) continue;
            for (int i = 0; i < p.storedVertices(); i++, vi++) {
                pos[3 * vi] = (float) MobyLayouts.POS_X.value(p.records(), i, k);
                pos[3 * vi + 1] = (float) MobyLayouts.POS_Y.value(p.records(), i, k);
                pos[3 * vi + 2] = (float) MobyLayouts.POS_Z.value(p.records(), i, k);
            }
        }
        float[] bind = pos.clone();
        if (!c.joints.isEmpty()) {
            for (int v = 0; v < n; v++) {
                float x = 0, y = 0, z = 0, wsum = 0;
                for (int s = 0; s < 3; s++) {
                    int j = c.skinJ[3 * v + s];
                    if (j < 0 || j >= c.joints.size()) continue;
                    float w = c.skinW[3 * v + s] / 256f;
                    Rec m = c.joints.get(j);
                    float[] r = new float[16];
                    for (int e = 0; e < 16; e++) r[e] = m.f(MobyLayouts.M[e]);
                    float px = pos[3 * v], py = pos[3 * v + 1], pz = pos[3 * v + 2];
                    x += w * (r[0] * px + r[1] * py + r[2] * pz + r[3]);
                    y += w * (r[4] * px + r[5] * py + r[6] * pz + r[7]);
                    z += w * (r[8] * px + r[9] * py + r[10] * pz + r[11]);
                    wsum += w;
                }
                if (wsum > 0) { bind[3 * v] = x / wsum; bind[3 * v + 1] = y / wsum; bind[3 * v + 2] = z / wsum; }
            }
        }
        int t = c.triangleCount();
        int[] tex = new int[t];
        for (int i = 0; i < t; i++) tex[i] = c.texture(c.tSlot[i]);
        float[] uv = new float[2 * n];
        for (int v = 0; v < n; v++) { uv[2 * v] = (float) MobyLayouts.ST_U.value(c.vS[v]); uv[2 * v + 1] = (float) MobyLayouts.ST_V.value(c.vT[v]); }
        float[] jm = new float[16 * c.joints.size()];
        for (int j = 0; j < c.joints.size(); j++) for (int e = 0; e < 16; e++) jm[16 * j + e] = c.joints.get(j).f(MobyLayouts.M[e]);
        int[] lods = c.tLod.clone(), bangles = new int[t];
        java.util.Arrays.fill(bangles, -1);
        for (int i = 0; i < t; i++) {
            if (lods[i] != MobyClass.LOD_BANGLE) continue;
            for (MobyBangles.Bangle b : c.bangles()) {
                int p = c.tPacket[i];
                if (p >= b.highBegin() && p < b.highBegin() + b.highCount()) { lods[i] = 0; bangles[i] = b.entry(); }
                else if (p >= b.lowBegin() && p < b.lowBegin() + b.lowCount()) { lods[i] = 1; bangles[i] = b.entry(); }
            }
        }
        return new MobyMesh(level, c.index(), c.oClass(), pos, bind, c.tVertex.clone(), tex, c.tSlot.clone(), lods, bangles, uv,
                c.skinJ.clone(), c.skinW.clone(), jm);
    }
}
