package gcscript.datasets.shrub;

import gcscript.datasets.truth.FieldTruth;

/**
 * The per-field truth tables of a shrub class block ({@link FieldTruth}), under the column names of the reference
 * (phase-2 §3): one row per class (every 0x40 header field), packet (entry and UNPACK #1 header, what the walk
 * gives), vertex (both parts, decoded position, u, v, normal index and stop bit), normal-palette and fill record
 * (decoded x, y, z, length), billboard, GIF tag, texture primitive and triangle. Values the block cannot know (the
 * entry's o_class and texture list) are {@code ClassTruth} tokens.
 */
final class ShrubTruth {
    private ShrubTruth() {}

    static final String CLASSES = "shrub_classes", PACKETS = "shrub_packets", VERTICES = "shrub_vertices", NORMALS = "shrub_normals",
            BILLBOARDS = "shrub_billboards", GIF_TAGS = "shrub_gif_tags", PRIMITIVES = "shrub_primitives", TRIANGLES = "shrub_triangles";

    static FieldTruth declare() {
        FieldTruth f = new FieldTruth();
        f.table(CLASSES, "bsphere_x", "bsphere_y", "bsphere_z", "bsphere_radius", "mip_distance", "mode_bits", "instance_count",
                "instances_pointer", "billboard_offset", "scale", "header_o_class", "s_class", "packet_count", "pad_2a", "normals_offset",
                "pad_30", "drawn_count", "scis_count", "billboard_count", "pad_3a", "pad_3c", "pad_3e", "has_billboard");
        f.table(PACKETS, "packet_offset", "packet_size", "texture_count", "gif_tag_count", "vertex_count", "vertex_offset",
                "walked_vertices", "padding_vertices", "triangle_count");
        f.table(VERTICES, "x_raw", "y_raw", "z_raw", "gs_offset", "s", "t", "h", "n_and_stop", "normal_index", "stop", "padding",
                "x", "y", "z", "u", "v");
        f.table(NORMALS, "region", "x_raw", "y_raw", "z_raw", "pad", "x", "y", "z", "length");
        f.table(GIF_TAGS, "tag_lo", "tag_hi", "nloop", "eop", "pre", "prim", "prim_type", "flg", "nreg", "regs", "gs_packet_offset",
                "texture_slot", "texture");
        f.table(PRIMITIVES, "tex1_data_lo", "tex1_data_hi", "tex1_address", "gs_packet_offset", "clamp_data_lo", "clamp_data_hi",
                "clamp_address", "miptbp1_data_lo", "miptbp1_data_hi", "miptbp1_address", "tex0_data_lo", "tex0_data_hi", "tex0_address",
                "texture_slot", "texture", "k_raw", "k", "mmin", "clamp_s", "clamp_t");
        f.table(TRIANGLES, "primitive", "prim_type", "v0", "v1", "v2", "texture_slot", "texture");
        return f;
    }

    /** Declared only by a class that has a billboard: a level without one has no billboard truth at all. */
    static FieldTruth declareBillboards(FieldTruth f) {
        return f.table(BILLBOARDS, "fade_distance", "float_04", "float_08", "float_0c", "tex1_data_lo", "tex1_data_hi", "tex1_address",
                "tex0_data_lo", "tex0_data_hi", "tex0_address", "miptbp1_data_lo", "miptbp1_data_hi", "miptbp1_address", "k_raw", "mmin");
    }
}
