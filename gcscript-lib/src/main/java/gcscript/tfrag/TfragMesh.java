package gcscript.tfrag;

import java.util.Locale;

/**
 * Wavefront OBJ text of a block's triangles at one LOD, for looking at the terrain in any viewer: rendering is
 * what exposed the origin bug the design notes describe, which no count could. Vertices are the world positions
 * (Z-up, as stored); one {@code o patch_N} group per patch; faces use the strips' alternating winding.
 */
public final class TfragMesh {
    private TfragMesh() {}

    public static String obj(TfragBlock block, int lod) {
        if (lod < 0 || lod > 2) throw new IllegalArgumentException("lod " + lod);
        StringBuilder sb = new StringBuilder();
        sb.append("# tfrag level ").append(block.level()).append(" lod ").append(lod).append('\n');
        int first = 1;
        for (TfragPatch p : block.patchList()) {
            int n = p.positionCount();
            sb.append("o patch_").append(p.header().index()).append('\n');
            for (int k = 0; k < n; k++) {
                sb.append(String.format(Locale.ROOT, "v %.4f %.4f %.4f%n", p.world(k, 0), p.world(k, 1), p.world(k, 2)));
            }
            int[] t = p.triangleData(lod);
            for (int i = 0, q = 0; i < p.triangleCount(lod); i++, q += TfragPatch.TRI_FIELDS) {
                int a = p.vinfo(t[q + 1], 3) / 2, b = p.vinfo(t[q + 2], 3) / 2, c = p.vinfo(t[q + 3], 3) / 2;
                // A vertex-info entry pointing outside the patch's positions cannot be drawn; leave the face out.
                if (a < 0 || b < 0 || c < 0 || a >= n || b >= n || c >= n) continue;
                sb.append("f ").append(first + a).append(' ').append(first + b).append(' ').append(first + c).append('\n');
            }
            first += n;
        }
        return sb.toString();
    }
}
