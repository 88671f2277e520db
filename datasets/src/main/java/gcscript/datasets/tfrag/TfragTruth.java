package gcscript.datasets.tfrag;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What {@link TfragWriter} put in a block. {@code positions} = Σ vert_count (V3_16 elements of all tiers),
 * {@code triangles} = Σ tri_count (LOD 0), {@code adgifs} = Σ texture_count; {@code sumX/Y/Z} are the sums of the
 * integer world positions base + raw over every position (world × 1024); {@code distinctTextures} counts the
 * distinct TEX0 texture indices over all AD-GIFs.
 */
public record TfragTruth(int patches, long positions, long vertexInfos, long triangles, long lod1Triangles,
                         long lod2Triangles, long adgifs, long colours, long sumX, long sumY, long sumZ,
                         long lod01Positions, long lod0Positions, int distinctTextures) {

    /** Keys relative to the block, e.g. {@code tfrags.count}; the caller prefixes the level. */
    public Map<String, String> asMap(String prefix) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(prefix + ".count", Integer.toString(patches));
        m.put(prefix + ".positions", Long.toString(positions));
        m.put(prefix + ".vertex_infos", Long.toString(vertexInfos));
        m.put(prefix + ".triangles", Long.toString(triangles));
        m.put(prefix + ".lod1_triangles", Long.toString(lod1Triangles));
        m.put(prefix + ".lod2_triangles", Long.toString(lod2Triangles));
        m.put(prefix + ".lod01_positions", Long.toString(lod01Positions));
        m.put(prefix + ".lod0_positions", Long.toString(lod0Positions));
        m.put(prefix + ".adgifs", Long.toString(adgifs));
        m.put(prefix + ".distinct_textures", Integer.toString(distinctTextures));
        m.put(prefix + ".colours", Long.toString(colours));
        m.put(prefix + ".position_sum", sumX + "," + sumY + "," + sumZ);
        return m;
    }
}
