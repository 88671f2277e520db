package gcscript.shrub;

import gcscript.chart.Wireframe;

/** A shrub class as an indexed mesh in class space: every packet's vertices (padding included), triangles re-indexed. */
public final class ShrubMesh {
    private ShrubMesh() {}

    public static Wireframe.Mesh of(ShrubClass k) {
        int nv = 0, nt = 0;
        for (ShrubPacket p : k.packets()) { nv += p.storedVertices(); nt += p.triangleCount(); }
        double[] xyz = new double[3 * nv];
        int[] tris = new int[3 * nt], colour = new int[nt];
        double scale = k.scale();
        int v0 = 0, t0 = 0;
        for (ShrubPacket p : k.packets()) {
            for (int v = 0; v < p.storedVertices(); v++) {
                for (int a = 0; a < 3; a++) xyz[3 * (v0 + v) + a] = ShrubLayouts.POS[a].value(p.part1(), v, scale);
            }
            for (int i = 0; i < p.triangleCount(); i++) {
                for (int e = 0; e < 3; e++) tris[3 * (t0 + i) + e] = v0 + p.tris()[3 * i + e];
                colour[t0 + i] = p.triSlot()[i];
            }
            v0 += p.storedVertices();
            t0 += p.triangleCount();
        }
        return new Wireframe.Mesh(xyz, tris, colour);
    }

    /** Texture coordinates of {@link #of}'s vertices, u, v per vertex (stored s, t / 4096). */
    public static double[] uv(ShrubClass k) {
        int nv = 0;
        for (ShrubPacket p : k.packets()) nv += p.storedVertices();
        double[] uv = new double[2 * nv];
        int v = 0;
        for (ShrubPacket p : k.packets()) {
            for (int i = 0; i < p.storedVertices(); i++, v++) {
                uv[2 * v] = ShrubLayouts.U.value(p.part2(), i);
                uv[2 * v + 1] = ShrubLayouts.V.value(p.part2(), i);
            }
        }
        return uv;
    }
}
