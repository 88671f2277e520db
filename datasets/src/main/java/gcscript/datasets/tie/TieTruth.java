package gcscript.datasets.tie;

import gcscript.datasets.truth.FieldTruth;

/**
 * The per-field truth tables of a tie class block ({@link FieldTruth}), under the column names of the reference
 * (phase-2 §2.1–§2.5): one row per class (every 0x80 header field), packet (header, body head, counts, N's
 * control bytes), strip, AD-GIF block, and a spread of the vertices and triangles of each packet. Values the
 * block cannot know (the entry's o_class and texture list) are {@code ClassTruth} tokens.
 */
final class TieTruth {
    private TieTruth() {}

    static final String CLASSES = "tie_classes", PACKETS = "tie_packets", STRIPS = "tie_strips", VERTICES = "tie_vertices",
            ADGIFS = "tie_adgifs", TRIANGLES = "tie_triangles", NORMALS = "tie_vert_normals";
    /** Vertices and triangles listed per packet (all of them up to this many). */
    static final int SAMPLED_PER_PACKET = 32;   // every record of a packet (at most 24 vertices)

    static FieldTruth declare() {
        FieldTruth f = new FieldTruth();
        f.table(CLASSES, "packets_lod0", "packets_lod1", "packets_lod2", "packet_count_lod0", "packet_count_lod1", "packet_count_lod2",
                "texture_count", "near_dist", "mid_dist", "far_dist", "ad_gif_ofs", "instance_index",
                "cache_sizes_lod0", "cache_sizes_lod1", "cache_sizes_lod2", "rgba_remap_ofs_lod0", "rgba_remap_ofs_lod1", "rgba_remap_ofs_lod2",
                "ambient_rgbas", "vert_normals", "vert_normal_count", "ambient_size", "mode_bits", "instance_count", "scale",
                "header_o_class", "t_class", "mip_dist", "glow_rgba", "bsphere_x", "bsphere_y", "bsphere_z", "bsphere_radius",
                "lod0_vert_count", "lod0_tri_count", "lod0_strip_count", "lod0_pad", "lod1_vert_count", "lod1_tri_count", "lod1_strip_count",
                "lod1_pad", "lod2_vert_count", "lod2_tri_count", "lod2_strip_count", "lod2_pad",
                "glow_remap_ofs_lod0", "glow_remap_ofs_lod1", "glow_remap_ofs_lod2", "pad_7e");
        f.table(PACKETS, "data", "shader_count", "bfc_distance", "control_count", "control_size", "vert_ofs", "vert_size", "rgba_count",
                "multipass_ofs", "scissor_ofs", "scissor_size", "multipass_type", "multipass_uv_size",
                "ad_gif_dest_0", "ad_gif_dest_1", "ad_gif_dest_2", "ad_gif_dest_3", "ad_gif_src_0", "ad_gif_src_1", "ad_gif_src_2", "ad_gif_src_3",
                "unpack_0", "unpack_1", "unpack_2", "strip_count", "unpack_4", "unpack_5", "unpack_6", "unpack_7",
                "dinky_vertices_size_plus_four", "fat_vertices_size", "dinky_vertex_count", "fat_vertex_count",
                "dinky_count", "fat_count", "triangle_count", "control_bytes");
        f.table(STRIPS, "vertex_count", "winding_byte1", "gif_tag_offset", "winding_byte3", "winding", "texture_slot", "texture");
        f.table(VERTICES, "kind", "morph_x_raw", "morph_y_raw", "morph_z_raw", "x_raw", "y_raw", "z_raw", "gs_addr", "gs_addr_2", "pad",
                "s", "t", "q", "x", "y", "z", "morph_x", "morph_y", "morph_z", "u", "v");
        f.table(ADGIFS, "tex0_data_lo", "tex0_data_hi", "tex0_address", "tex1_data_lo", "tex1_data_hi", "tex1_address",
                "miptbp1_data_lo", "miptbp1_data_hi", "miptbp1_address", "clamp_data_lo", "clamp_data_hi", "clamp_address",
                "miptbp2_data_lo", "miptbp2_data_hi", "miptbp2_address", "texture", "k_raw", "k", "mmin", "clamp_s", "clamp_t");
        f.table(TRIANGLES, "strip", "v0", "v1", "v2", "texture_slot", "texture");
        f.table(NORMALS, "x", "y", "z", "w");
        return f;
    }
}
