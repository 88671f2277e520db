package gcscript.disc;

import static gcscript.disc.TruthSpec.keyOf;

import java.util.List;

/** Per-field truth comparisons of the tie tables (see {@link TruthSpec}; run by TieFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class TieTruthSpecs {
    private TieTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of(
            // o_class is the entry's (compared in core_tie_classes); offset and end_offset are the block's extent
            TruthSpec.of("tie_classes", l -> l.core().ties().classes(), keyOf("class"), "level", "class", "o_class", "offset", "end_offset")
                    .optionalPerLevel()
                    // runtime fields, 0 on disc (check tie.instance_index_zero); pads
                    .exempt("instance_index", "instance_count", "lod0_pad", "lod1_pad", "lod2_pad", "pad_7e")
                    // the writer recipe points every rgba_remap_ofs at ad_gif_ofs (N asserts non-zero and skips such a LOD)
                    .exempt("rgba_remap_ofs_lod0", "rgba_remap_ofs_lod1", "rgba_remap_ofs_lod2"),
            // body_offset = table + data and control_offset follow from stored fields; walk_ok from the whole walk
            TruthSpec.of("tie_packets", l -> l.core().ties().packets(), keyOf("class", "lod", "packet"),
                    "level", "class", "lod", "packet", "offset", "body_offset", "control_offset", "walk_ok")
                    .optionalPerLevel()
                    // the walk inserts at most three AD-GIFs after the first (dest[0..2]): dest[3] is never used, 0
                    .exempt("ad_gif_dest_3")
                    // the counts applied are N's unpack bytes 10 and 11 by definition
                    .exempt("dinky_count", "fat_count"),
            // walked_vertices is what the GS walk gave the strip (several records)
            TruthSpec.of("tie_strips", l -> l.core().ties().strips(), keyOf("class", "lod", "packet", "strip"),
                    "level", "class", "lod", "packet", "strip", "offset", "walked_vertices")
                    .optionalPerLevel()
                    .exempt("winding"),   // the flag applied is winding_byte1 by definition (N's reading)
            TruthSpec.of("tie_vertices", l -> l.core().ties().vertices(), keyOf("class", "lod", "packet", "record"),
                    "level", "class", "lod", "packet", "offset")
                    .optionalPerLevel()
                    .exempt("pad")        // the fat vertex's pad, 0
                    .exempt("q"),         // 4096 in every record, as noclip asserts (docs/formats/tie.md)
            TruthSpec.of("tie_vert_normals", l -> l.core().ties().vertNormals(), keyOf("class", "index"), "level", "class", "index", "offset")
                    .optionalPerLevel(),
            TruthSpec.of("tie_adgifs", l -> l.core().ties().adgifs(), keyOf("class", "slot"), "level", "class", "slot", "offset")
                    .optionalPerLevel()
                    // GS register addresses: constant by the format (TEX0_1, TEX1_1, MIPTBP1_1, CLAMP_1, MIPTBP2_1)
                    .exempt("tex0_address", "tex1_address", "miptbp1_address", "clamp_address", "miptbp2_address")
                    // mmin = tex1_data_hi, clamp_s / clamp_t = clamp_data_lo / hi: decodes of one stored word each
                    .exempt("mmin", "clamp_s", "clamp_t"),
            TruthSpec.of("tie_triangles", l -> l.core().ties().triangles(), keyOf("class", "lod", "packet", "tri"),
                    "level", "class", "lod", "packet", "tri")
                    .optionalPerLevel());
    }
}
