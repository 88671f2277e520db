package gcscript.datasets.moby;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@link MobyClassWriter} put in one class block, as manifest keys. The {@code sha256} keys hash canonical
 * text, one line per row, '\n'-terminated, values space-separated:
 * <ul>
 * <li>vertices: {@code packet lod record kind id id_bits high_bits byte_2 .. byte_7 normal_az normal_el x_raw y_raw
 *     z_raw s t joints weights} (joints and weights are comma-separated lists);</li>
 * <li>triangles: {@code packet lod v0 v1 v2 texture_slot};</li>
 * <li>primitives: {@code packet primitive wrap_s wrap_t texture_slot};</li>
 * <li>joints: {@code joint m00 .. m33 trans_x trans_y trans_z parent_offset seventy} (floats as Java prints them);</li>
 * <li>gif_usage: {@code entry texture_index_0 .. texture_index_11 offset_and_terminator}.</li>
 * </ul>
 */
final class MobyTruth {
    private final String prefix;
    private final Map<String, String> map = new LinkedHashMap<>();
    final StringBuilder vertexLines = new StringBuilder(), triangleLines = new StringBuilder();
    final List<StringBuilder> jointLines = new ArrayList<>(), primitiveLines = new ArrayList<>(), gifLines = new ArrayList<>();
    final MobyFields fields;
    private int vertices, triangles;
    /** Truth of other writers for this class (its sequences), merged into {@link #map()}. */
    final Map<String, String> extra = new LinkedHashMap<>();

    private final int cls;

    int cls() { return cls; }

    MobyTruth(int cls) { this(cls, "moby_"); }

    /** @param tables the prefix of the per-field truth tables ({@link MobyFields}) */
    MobyTruth(int cls, String tables) {
        this.cls = cls;
        this.prefix = "core.moby." + cls + ".";
        this.fields = new MobyFields(cls, tables);
    }

    /** Stored vertex records recorded so far (the class vertex number of the next one). */
    int vertices() { return vertices; }

    void put(String key, Object v) { map.put(prefix + key, String.valueOf(v)); }
    void add(String key, long v) { map.merge(prefix + key, Long.toString(v), (a, b) -> Long.toString(Long.parseLong(a) + Long.parseLong(b))); }

    void vertex(int packet, String lod, int record, int kind, int id, int idBits, int hi, int b2, int b3, int b4, int b5, int b6, int b7,
                int az, int el, int x, int y, int z, int s, int t, int[] js, int[] ws, float scale) {
        String k = kind == 0 ? "two_way" : kind == 1 ? "three_way" : "main";
        String joints = join(js), weights = join(ws);
        vertexLines.append(packet).append(' ').append(lod).append(' ').append(record).append(' ').append(k).append(' ').append(id)
                .append(' ').append(idBits).append(' ').append(hi).append(' ').append(b2).append(' ').append(b3).append(' ').append(b4)
                .append(' ').append(b5).append(' ').append(b6).append(' ').append(b7).append(' ').append(az).append(' ').append(el)
                .append(' ').append((short) x).append(' ').append((short) y).append(' ').append((short) z).append(' ').append((short) s)
                .append(' ').append((short) t).append(' ').append(joints).append(' ').append(weights).append('\n');
        if (vertices == 0) {
            put("vertex.0.kind", k); put("vertex.0.id", id); put("vertex.0.x_raw", (short) x); put("vertex.0.y_raw", (short) y);
            put("vertex.0.z_raw", (short) z); put("vertex.0.s", (short) s); put("vertex.0.t", (short) t);
            put("vertex.0.joints", joints); put("vertex.0.weights", weights);
        }
        vertices++;
    }

    private static String join(int[] a) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < a.length; i++) { if (i > 0) sb.append(','); sb.append(a[i]); }
        return sb.toString();
    }

    void triangle(int packet, String lod, int v0, int v1, int v2, int slot) {
        triangleLines.append(packet).append(' ').append(lod).append(' ').append(v0).append(' ').append(v1).append(' ').append(v2)
                .append(' ').append(slot).append('\n');
        triangles++;
    }

    /** The header fields at their §1.2 offsets, as this writer wrote them; returns them by name. */
    Map<String, Object> header(byte[] b) {
        java.nio.ByteBuffer h = java.nio.ByteBuffer.wrap(b).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("packet_table_offset", h.getInt(0));
        String[] u8 = {"high_lod_count", "low_lod_count", "metal_count", "metal_begin", "joint_count", "unknown_9", "rac1_byte_a",
                "rac12_byte_b", "sequence_count", "sound_count", "lod_trans", "shadow"};
        for (int i = 0; i < u8.length; i++) v.put(u8[i], b[4 + i] & 0xff);
        String[] s32 = {"collision", "skeleton", "common_trans", "joints", "gif_usage"};
        for (int i = 0; i < s32.length; i++) v.put(s32[i], h.getInt(0x10 + 4 * i));
        v.put("scale", h.getFloat(0x24));
        v.put("sound_defs", h.getInt(0x28));
        v.put("bangles", b[0x2c] & 0xff);
        v.put("mip_dist", b[0x2d] & 0xff);
        v.put("corncob", h.getShort(0x2e));
        String[] bs = {"x", "y", "z", "w"};
        for (int i = 0; i < 4; i++) v.put("bsphere_" + bs[i], h.getFloat(0x30 + 4 * i));
        v.put("glow_rgba", h.getInt(0x40));
        v.put("mode_bits", h.getShort(0x44));
        v.put("type", b[0x46] & 0xff);
        v.put("mode_bits2", b[0x47] & 0xff);
        v.forEach((k, x) -> put("header." + k, x));
        return v;
    }

    Map<String, String> map() {
        put("vertices.count", vertices);
        put("vertices.sha256", MobyClassWriter.sha256(vertexLines.toString()));
        put("triangles.count", triangles);
        put("triangles.sha256", MobyClassWriter.sha256(triangleLines.toString()));
        put("primitives.count", primitiveLines.size());
        put("primitives.sha256", MobyClassWriter.sha256(lines(primitiveLines)));
        put("joints.count", jointLines.size());
        put("joints.sha256", MobyClassWriter.sha256(lines(jointLines)));
        put("gif_usage.count", gifLines.size());
        put("gif_usage.sha256", MobyClassWriter.sha256(lines(gifLines)));
        put("sum.moby_triangles", triangles);
        for (String k : new String[] {"sum.moby_vif_list_qwords", "sum.moby_transfer_vertices", "sum.moby_stored_vertices"}) {
            map.putIfAbsent(prefix + k, "0");
        }
        map.putAll(fields.asMap());
        map.putAll(extra);
        return map;
    }

    private static String lines(List<StringBuilder> l) {
        StringBuilder sb = new StringBuilder();
        for (StringBuilder x : l) sb.append(x).append('\n');
        return sb.toString();
    }
}
