package gcscript.datasets.tfrag;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What {@link TfragWriter} put in a block. {@code positions} = Σ vert_count (V3_16 elements of all tiers),
 * {@code triangles} = Σ tri_count (LOD 0), {@code adgifs} = Σ texture_count; {@code sumX/Y/Z} are the sums of the
 * integer world positions base + raw over every position (world × 1024); {@code distinctTextures} counts the
 * distinct TEX0 texture indices over all AD-GIFs; {@code commonOnly} counts patches with no LOD-01 and no LOD-0
 * positions; {@code kMin}/{@code kMax} bound the K values (TEX1 data_lo as s16, 1/16 units) of the AD-GIFs.
 */
public record TfragTruth(int patches, long positions, long vertexInfos, long triangles, long lod1Triangles,
                         long lod2Triangles, long adgifs, long colours, long sumX, long sumY, long sumZ,
                         long lod01Positions, long lod0Positions, int distinctTextures,
                         long vertexInfosLod01, long vertexInfosLod0, int commonOnly, int kMin, int kMax, float lodDistance) {

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
        m.put(prefix + ".vertex_infos_common", Long.toString(vertexInfos - vertexInfosLod01 - vertexInfosLod0));
        m.put(prefix + ".vertex_infos_lod01", Long.toString(vertexInfosLod01));
        m.put(prefix + ".vertex_infos_lod0", Long.toString(vertexInfosLod0));
        m.put(prefix + ".common_only", Integer.toString(commonOnly));
        if (adgifs > 0) {
            m.put(prefix + ".k_min", Integer.toString(kMin));
            m.put(prefix + ".k_max", Integer.toString(kMax));
        }
        m.put(prefix + ".lod_distance", Float.toString(lodDistance));
        m.put(prefix + ".adgifs", Long.toString(adgifs));
        m.put(prefix + ".distinct_textures", Integer.toString(distinctTextures));
        m.put(prefix + ".colours", Long.toString(colours));
        m.put(prefix + ".position_sum", sumX + "," + sumY + "," + sumZ);
        return m;
    }
}
