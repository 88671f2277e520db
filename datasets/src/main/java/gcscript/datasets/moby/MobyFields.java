package gcscript.datasets.moby;

import gcscript.datasets.core.ClassTruth;
import gcscript.datasets.truth.FieldTruth;
import java.util.Map;

/**
 * The per-field truth of one moby class block ({@link FieldTruth} tables {@code moby_classes}, {@code moby_packets},
 * {@code moby_vertices}, {@code moby_primitives}, {@code moby_gif_usage}, {@code moby_joints}, {@code moby_joint_lists}, {@code moby_collisions}, {@code moby_collision_vertices}, {@code moby_triangles},
 * {@code moby_metal_packets}, {@code moby_metal_vertices}, {@code moby_metal_triangles}, {@code moby_bangles}, {@code moby_corncob_kernels},
 * {@code moby_corncob_vertices}),
 * from the values {@link MobyClassWriter} wrote. Column names are the reference's field names (§1), as the library's
 * tables show them; keys are the class index, then the packet / record / entry / joint / triangle number.
 */
final class MobyFields {
    static final String[] HEADER = {"packet_table_offset", "high_lod_count", "low_lod_count", "metal_count", "metal_begin",
        "joint_count", "unknown_9", "rac1_byte_a", "rac12_byte_b", "sequence_count", "sound_count", "lod_trans", "shadow",
        "collision", "skeleton", "common_trans", "joints", "gif_usage", "scale", "sound_defs", "bangles", "mip_dist", "corncob",
        "bsphere_x", "bsphere_y", "bsphere_z", "bsphere_w", "glow_rgba", "mode_bits", "type", "mode_bits2"};
    static final String[] PACKET = {"lod", "vif_list_offset", "vif_list_size", "vif_list_texture_unpack_offset", "vertex_offset",
        "vertex_data_size", "unknown_d", "unknown_e", "transfer_vertex_count", "matrix_transfers", "two_way", "three_way", "main",
        "duplicates", "header_transfer_vertex_count", "vertex_table_offset", "epilogue_records", "st_count", "index_bytes",
        "texture_primitives", "metal_vertices"};
    static final String[] PRIMITIVE = {"lod", "tex1_data_lo", "tex1_data_hi", "tex1_address", "tex1_pad", "secret_1", "clamp_data_lo",
        "clamp_data_hi", "clamp_address", "secret_2", "tex0_data_lo", "tex0_data_hi", "tex0_address", "secret_3", "miptbp1_data_lo",
        "miptbp1_data_hi", "miptbp1_address", "secret_4", "k", "mmin", "wrap_s", "wrap_t", "texture_slot", "texture"};

    private final FieldTruth f = new FieldTruth();
    private final Map<String, String[]> columns = new java.util.LinkedHashMap<>();
    private final int cls;
    private final String tables;
    private int triangles;

    MobyFields(int cls) { this(cls, "moby_"); }

    /** @param tables the prefix of the truth tables' names ({@code moby_} for level classes, {@code armor_} for ARMOR.WAD) */
    MobyFields(int cls, String tables) {
        this.cls = cls;
        this.tables = tables;
        table("moby_classes", concat(HEADER, "o_class", "format", "meshless", "packets", "stored_vertices", "triangles"));
        table("moby_packets", PACKET);
        table("moby_vertices", "lod", "kind", "id", "id_bits", "high_bits", "byte_2", "byte_3", "byte_4", "byte_5", "byte_6", "byte_7",
                "normal_az", "normal_el", "x_raw", "y_raw", "z_raw", "x", "y", "z", "s", "t", "joints", "weights");
        table("moby_primitives", PRIMITIVE);
        table("moby_gif_usage", "texture_index_0", "texture_index_1", "texture_index_2", "texture_index_3", "texture_index_4",
                "texture_index_5", "texture_index_6", "texture_index_7", "texture_index_8", "texture_index_9", "texture_index_10",
                "texture_index_11", "offset_and_terminator", "primitive_offset", "last");
        table("moby_joints", "m_00", "m_01", "m_02", "m_03", "m_10", "m_11", "m_12", "m_13", "m_20", "m_21", "m_22", "m_23",
                "m_30", "m_31", "m_32", "m_33", "trans_x", "trans_y", "trans_z", "parent_offset", "seventy", "parent");
        table("moby_collisions", "unknown_0", "unknown_2", "first_size", "third_size", "second_size", "first_bytes", "third_bytes",
                "vertex_count");
        table("moby_collision_vertices", "x_raw", "y_raw", "z_raw", "pad", "x", "y", "z");
        table("moby_joint_lists", "list_count", "list_offset", "n1", "n2", "first_joints", "second_joints", "terminator");
        table("moby_bangles", "high_begin", "high_count", "low_begin", "low_count", "vector_1_x", "vector_1_y", "vector_1_z",
                "vector_1_w", "vector_2_x", "vector_2_y", "vector_2_z", "vector_2_w");
        table("moby_corncob_kernels", "kernel", "vec_x", "vec_y", "vec_z", "vec_w", "vertex_count");
        table("moby_corncob_vertices", "x", "y", "z", "w");
        table("moby_metal_packets", "vertex_count", "unknown_4", "unknown_8", "unknown_c", "triangles");
        table("moby_metal_vertices", "x_raw", "y_raw", "z_raw", "unknown_6", "unknown_7", "unknown_8", "unknown_9", "unknown_a",
                "unknown_b", "unknown_c", "unknown_d", "unknown_e", "unknown_f", "x", "y", "z");
        table("moby_metal_triangles", "packet", "v0", "v1", "v2", "texture_slot");
        table("moby_triangles", "packet", "lod", "v0", "v1", "v2", "texture_slot", "texture", "vertex0", "vertex1", "vertex2");
    }

    /** Tables are declared in the manifest with their first row, so a level without (say) joints lists no joint table. */
    private void table(String name, String... cols) { columns.put(name, cols); }

    private void row(String table, String key, Object... values) {
        String name = tables + table.substring("moby_".length());
        f.table(name, columns.get(table));
        f.row(name, key, values);
    }

    /** The class header as written (values by {@link #HEADER} name) and what the class holds. */
    void classRow(Map<String, Object> header, boolean meshless, int packets, int storedVertices) {
        Object[] v = new Object[HEADER.length + 6];
        for (int i = 0; i < HEADER.length; i++) v[i] = header.get(HEADER[i]);
        v[HEADER.length] = ClassTruth.O_CLASS;        // drawn by the core writer with the class entry
        v[HEADER.length + 1] = "gc";
        v[HEADER.length + 2] = meshless;
        v[HEADER.length + 3] = packets;
        v[HEADER.length + 4] = storedVertices;
        v[HEADER.length + 5] = triangles;
        row("moby_classes", Integer.toString(cls), v);
    }

    void packet(int packet, Map<String, Object> values) { row("moby_packets", cls + "." + packet, ordered(PACKET, values)); }

    void primitive(int packet, int primitive, Map<String, Object> values) {
        row("moby_primitives", cls + "." + packet + "." + primitive, ordered(PRIMITIVE, values));
    }

    /** A stored vertex record; x, y, z are the raw values × scale / 1024, joints and weights space-separated. */
    void vertex(int packet, String lod, int record, String kind, int id, int[] bytes, int az, int el, short[] xyz, float scale,
                short s, short t, int[] js, int[] ws) {
        double k = scale / 1024.0;
        row("moby_vertices", cls + "." + packet + "." + record, lod, kind, id, bytes[0], bytes[1], bytes[2], bytes[3], bytes[4],
                bytes[5], bytes[6], bytes[7], az, el, xyz[0], xyz[1], xyz[2], xyz[0] * k, xyz[1] * k, xyz[2] * k, s, t, join(js), join(ws));
    }

    void gifUsage(int entry, int[] slots, long word, long primitiveOffset, boolean last) {
        Object[] v = new Object[15];
        for (int k = 0; k < 12; k++) v[k] = slots[k];
        v[12] = word;
        v[13] = primitiveOffset;
        v[14] = last;
        row("moby_gif_usage", cls + "." + entry, v);
    }

    void joint(int joint, float[][] m, float[] trans, int parentOffset, int seventy, int parent) {
        Object[] v = new Object[22];
        for (int r = 0; r < 4; r++) for (int c = 0; c < 4; c++) v[4 * r + c] = m[r][c];
        v[16] = trans[0]; v[17] = trans[1]; v[18] = trans[2];
        v[19] = parentOffset; v[20] = seventy; v[21] = parent;
        row("moby_joints", cls + "." + joint, v);
    }

    /** The class's collision block (§1.12): header fields, the first and third parts as hex, the vertex count. */
    void collision(int u0, int u2, int first, int third, int second, String firstHex, String thirdHex, int vertices) {
        row("moby_collisions", Integer.toString(cls), u0, u2, first, third, second, firstHex, thirdHex, vertices);
    }

    /** A vertex of the collision block's second part: s16 x, y, z, pad as stored, and / 1024. */
    void collisionVertex(int v, int x, int y, int z, int pad) {
        row("moby_collision_vertices", cls + "." + v, x, y, z, pad, x / 1024.0, y / 1024.0, z / 1024.0);
    }

    /** One joint list (§1.12): the block's count, the list's offset word, its head, both parts (space-separated), terminator. */
    void jointList(int list, int count, int offset, int n1, int n2, String first, String second, int terminator) {
        row("moby_joint_lists", cls + "." + list, count, offset, n1, n2, first, second, terminator);
    }

    /** A bangle (§1.12): its entry (packet-table indices and counts) and its two s16[4] vectors. */
    void bangle(int entry, int begin, int count, int lowBegin, int lowCount, int[] v1, int[] v2) {
        row("moby_bangles", cls + "." + entry, begin, count, lowBegin, lowCount, v1[0], v1[1], v1[2], v1[3], v2[0], v2[1], v2[2], v2[3]);
    }

    /** A corncob kernel (§1.12): its slot's stored qword offset, its Vec4f and its record count. */
    void corncobKernel(int slot, int stored, float[] vec, int count) {
        row("moby_corncob_kernels", cls + "." + slot, stored, vec[0], vec[1], vec[2], vec[3], count);
    }

    /** A corncob record (s16 x, y, z, w; the first record's w is the count). */
    void corncobVertex(int slot, int index, int[] r) {
        row("moby_corncob_vertices", cls + "." + slot + "." + index, r[0], r[1], r[2], r[3]);
    }

    /** A metal packet's vertex-table header (§1.11) and the triangles its walk draws. */
    void metalPacket(int packet, int count, int[] unknown, int triangles) {
        row("moby_metal_packets", cls + "." + packet, count, unknown[0], unknown[1], unknown[2], triangles);
    }

    /** A MetalVertex record: s16 x, y, z, the ten opaque bytes, and the position × scale / 1024. */
    void metalVertex(int packet, int record, short[] xyz, int[] opaque, float scale) {
        double k = scale / 1024.0;
        Object[] v = new Object[16];
        for (int a = 0; a < 3; a++) { v[a] = xyz[a]; v[13 + a] = xyz[a] * k; }
        for (int i = 0; i < 10; i++) v[3 + i] = opaque[i];
        row("moby_metal_vertices", cls + "." + packet + "." + record, v);
    }

    /** A metal triangle (class-wide number {@code tri}): its packet, corners (records of that packet), TEX0 data_lo. */
    void metalTriangle(int tri, int packet, int[] corners, int slot) {
        row("moby_metal_triangles", cls + "." + tri, packet, corners[0], corners[1], corners[2], slot);
    }

    /** A triangle as the walk emits it: cache IDs, TEX0 slot, and the class vertex numbers of its corners. */
    void triangle(int packet, String lod, int[] ids, int slot, int[] classVertices) {
        row("moby_triangles", cls + "." + triangles++, packet, lod, ids[0], ids[1], ids[2], slot, ClassTruth.texture(slot),
                classVertices[0], classVertices[1], classVertices[2]);
    }

    Map<String, String> asMap() { return f.asMap(); }

    private static Object[] ordered(String[] columns, Map<String, Object> values) {
        Object[] v = new Object[columns.length];
        for (int i = 0; i < columns.length; i++) {
            v[i] = values.get(columns[i]);
            if (v[i] == null) throw new IllegalStateException("no truth value for " + columns[i]);
        }
        return v;
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static String join(int[] a) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < a.length; i++) { if (i > 0) sb.append(' '); sb.append(a[i]); }
        return sb.toString();
    }
}
