package gcscript.disc;

import static gcscript.disc.TruthSpec.keyOf;

import java.util.List;

/** Per-field truth comparisons of the shrub tables (see {@link TruthSpec}; run by ShrubFieldTruthTest on the sample and
 * by the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class ShrubTruthSpecs {
    private ShrubTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of(
            // o_class is the entry's (compared in core_shrub_classes); offset/end_offset the block's extent; the three
            // counts add up every packet of the class
            TruthSpec.of("shrub_classes", l -> l.core().shrubs().classes(), keyOf("class"),
                    "level", "class", "o_class", "offset", "end_offset", "stored_packets", "vertex_count", "triangle_count")
                    .optionalPerLevel()
                    // runtime fields (0 on disc, claims shrub.hdr.u16_0x16 / u32_0x18) and pads
                    .exempt("instance_count", "instances_pointer", "drawn_count", "scis_count", "billboard_count",
                            "pad_2a", "pad_30", "pad_3a", "pad_3c", "pad_3e")
                    // z of the centre stays 0: the claims' synthetic expectations read 0x00..0x17 as a min/max box
                    // (shrub.hdr.minmax_box), with the word at 0x14 (mode_bits, a denormal as f32) as max z
                    .exempt("bsphere_z")
                    // 0 on retail: the notes read o_class as a u32 at 0x24 and it matched the entry on every class
                    .exempt("s_class"),
            // unpack_count is the VIF list's UNPACK count (several commands)
            TruthSpec.of("shrub_packets", l -> l.core().shrubs().packets(), keyOf("class", "packet"),
                    "level", "class", "packet", "offset", "unpack_count", "walk_ok", "error")
                    .optionalPerLevel(),
            TruthSpec.of("shrub_vertices", l -> l.core().shrubs().vertices(), keyOf("class", "packet", "record"),
                    "level", "class", "packet", "offset", "part2_offset")
                    .optionalPerLevel()
                    .exempt("h"),   // W's writer stores 4096 in every part-2 h (meaning unpublished)
            TruthSpec.of("shrub_normals", l -> l.core().shrubs().normals(), keyOf("class", "normal"),
                    "level", "class", "normal", "offset")
                    .optionalPerLevel()
                    .exempt("pad"),   // the normal record's pad, 0
            // the entry's billboard info (texture_width ...) is compared in core_shrub_classes
            TruthSpec.of("shrub_billboards", l -> l.core().shrubs().billboards(), keyOf("class"),
                    "level", "class", "offset", "texture_width", "texture_height", "maximum_mipmap_level", "palette_offset", "texture_offset")
                    .optionalPerLevel()
                    // GS register addresses (constant by the format); MMIN 4 and MIPTBP1 0 as on every retail billboard
                    // (claims shrub.billboard.mmin, miptbp1_zero); mmin = tex1_data_hi by definition
                    .exempt("tex1_address", "tex0_address", "miptbp1_address", "tex1_data_hi", "mmin", "miptbp1_data_lo", "miptbp1_data_hi"),
            // walked_vertices is what the GS walk gave the tag (several records)
            TruthSpec.of("shrub_gif_tags", l -> l.core().shrubs().gifTags(), keyOf("class", "packet", "tag"),
                    "level", "class", "packet", "tag", "offset", "walked_vertices")
                    .optionalPerLevel()
                    // PRE 1, FLG 0 (PACKED), NREG 3, REGS 0x412: constant by the format (check shrub.3.gif_regs)
                    .exempt("pre", "flg", "nreg", "regs"),
            TruthSpec.of("shrub_primitives", l -> l.core().shrubs().primitives(), keyOf("class", "packet", "primitive"),
                    "level", "class", "packet", "primitive", "offset")
                    .optionalPerLevel()
                    .exempt("tex1_address", "clamp_address", "miptbp1_address", "tex0_address")   // GS register addresses
                    // texture_slot = tex0_data_lo, mmin = tex1_data_hi, clamp_s / clamp_t = clamp_data_lo / hi: decodes of one word
                    .exempt("texture_slot", "mmin", "clamp_s", "clamp_t"),
            TruthSpec.of("shrub_triangles", l -> l.core().shrubs().triangles(), keyOf("class", "packet", "tri"),
                    "level", "class", "packet", "tri")
                    .optionalPerLevel());
    }
}
