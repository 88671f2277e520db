package gcscript.tie;

import gcscript.chart.Wireframe;

/**
 * One LOD of a tie class as an indexed mesh in class space (position = s16 × scale / 1024): vertices of every
 * packet of the LOD in packet order, triangles re-indexed into that list, coloured by texture slot.
 */
public final class TieMesh {
    private TieMesh() {}

    public static Wireframe.Mesh of(TieClass k, int lod) {
        int nv = 0, nt = 0;
        for (TiePacket p : k.packets()) if (p.lod() == lod) { nv += p.vertexCount(); nt += p.triangleCount(); }
        double[] xyz = new double[3 * nv];
        int[] tris = new int[3 * nt], colour = new int[nt];
        double scale = k.scale();
        int v0 = 0, t0 = 0;
        for (TiePacket p : k.packets()) {
            if (p.lod() != lod) continue;
            for (int v = 0; v < p.vertexCount(); v++) for (int a = 0; a < 3; a++) xyz[3 * (v0 + v) + a] = p.position(v, a, scale);
            int[] tr = p.tris();
            for (int i = 0; i < p.triangleCount(); i++) {
                for (int e = 0; e < 3; e++) tris[3 * (t0 + i) + e] = v0 + tr[3 * i + e];
                colour[t0 + i] = p.triSlot()[i];
            }
            v0 += p.vertexCount();
            t0 += p.triangleCount();
        }
        return new Wireframe.Mesh(xyz, tris, colour);
    }

    /** Texture coordinates of {@link #of}'s vertices, u, v per vertex (stored s, t / 4096, dinky then fat per packet). */
    public static double[] uv(TieClass k, int lod) {
        int nv = 0;
        for (TiePacket p : k.packets()) if (p.lod() == lod) nv += p.vertexCount();
        double[] uv = new double[2 * nv];
        int v = 0;
        for (TiePacket p : k.packets()) {
            if (p.lod() != lod) continue;
            for (int i = 0; i < p.vertexCount(); i++, v++) {
                uv[2 * v] = p.uv(i, 0);
                uv[2 * v + 1] = p.uv(i, 1);
            }
        }
        return uv;
    }

    /** Wavefront OBJ text of one LOD (1-based indices), for a modelling tool. */
    public static String obj(TieClass k, int lod) {
        Wireframe.Mesh m = of(k, lod);
        StringBuilder sb = new StringBuilder("# tie class ").append(k.index()).append(" lod ").append(lod).append('\n');
        for (int i = 0; i < m.xyz().length; i += 3) sb.append("v ").append(m.xyz()[i]).append(' ').append(m.xyz()[i + 1]).append(' ').append(m.xyz()[i + 2]).append('\n');
        for (int i = 0; i < m.tris().length; i += 3) sb.append("f ").append(m.tris()[i] + 1).append(' ').append(m.tris()[i + 1] + 1).append(' ').append(m.tris()[i + 2] + 1).append('\n');
        return sb.toString();
    }
}
