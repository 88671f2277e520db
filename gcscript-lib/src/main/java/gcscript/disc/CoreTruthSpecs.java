package gcscript.disc;

import static gcscript.disc.TruthSpec.keyOf;

import java.util.ArrayList;
import java.util.List;

/** Per-field truth comparisons of core_index and the tfrag block (FieldTruthTest runs them on the sample). */
public final class CoreTruthSpecs {
    private CoreTruthSpecs() {}

    public static List<TruthSpec> specs() {
        List<TruthSpec> out = new ArrayList<>(List.of(
            TruthSpec.of("tfrag_patches", l -> l.core().tfrags().patches(), keyOf("patch"),
                    "level", "patch", "offset", "data_offset", "decoded", "positions_decoded", "vertex_infos_decoded",
                    "lod_0_triangles", "strip_tri_sum", "adgifs_decoded", "vert_count_ok", "tri_count_ok", "vu_counts_ok",
                    "list_sizes_ok", "origin_source", "origin_offset", "origin_matches_light_copy", "bsphere_excess",
                    "positions_outside_bsphere")
                    // constant by the writer recipe (rac2-formats §5.2): Wrench writes lod_2_ofs 0 (the LOD-2 list
                    // opens the data region), dir_lights_one 0xFF and point_lights 0xFFFF (claims tfrag.dir_lights_one,
                    // tfrag.point_lights.none hold on every retail patch); and light_end_ofs = msphere_ofs by the
                    // same recipe ("Wrench writes = msphere_ofs"), so the two are equal by definition
                    // vert_count = (g + 1)² and tri_count = 2g² on every patch of a terrain grid of g cells a side:
                    // a disc whose levels all drew the same g (seed 31) holds one value of each; they vary on the
                    // sample and the other seeds (a limit of the generator's terrain, not of the format)
                    .exempt("lod_2_ofs", "dir_lights_one", "point_lights", "light_end_ofs", "vert_count", "tri_count")
                    // occl_index_stash and dir_lights_upd are filled by the game at load: 0 on the sample as retail and
                    // Wrench's writer have them; discs generated for the reader tests (FieldTruthSeedsTest) vary them
                    .exempt("occl_index_stash", "dir_lights_upd"),
            TruthSpec.of("tfrag_vu_headers", l -> l.core().tfrags().vuHeaders(), keyOf("patch"), "level", "patch")
                    // texture_ad_gifs_addr: Wrench's VU allocator puts the AD-GIFs at qword 9 (after header and
                    // matrix), on every patch (rac2-formats §5.4). unknown_06 / unknown_0a are the LOD-01 / LOD-0
                    // vertex-info counts (notes), equal to the position counts while every LOD vertex has one
                    // vertex info (the generator's model, as the notes found on retail). The "unknown indices 2"
                    // arrays are never written (none on retail level 0), so each unk_indices_2 address is that of
                    // the next array (an empty array ends where it starts)
                    .exempt("texture_ad_gifs_addr", "unknown_06", "unknown_0a", "unk_indices_2_lod_01_addr",
                            "unk_indices_2_lod_0_addr"),
            TruthSpec.of("tfrag_positions", l -> l.core().tfrags().positions(), keyOf("patch", "index"), "level", "patch", "index", "offset"),
            TruthSpec.of("tfrag_vertex_info", l -> l.core().tfrags().vertexInfo(), keyOf("patch", "index"), "level", "patch", "index", "offset"),
            TruthSpec.of("tfrag_parents", l -> l.core().tfrags().parents(), keyOf("patch", "tier", "index"), "level", "patch", "tier", "index", "offset"),
            TruthSpec.of("tfrag_colours", l -> l.core().tfrags().colours(), keyOf("patch", "index"), "level", "patch", "index", "offset"),
            TruthSpec.of("tfrag_lights", l -> l.core().tfrags().lights(), keyOf("patch", "index"), "level", "patch", "index", "offset"),
            TruthSpec.of("tfrag_adgifs", l -> l.core().tfrags().adgifs(), keyOf("patch", "adgif"), "level", "patch", "adgif", "offset")
                    // by the writer recipe (rac2-formats §7.3): TEX1 data_hi = MMIN = 4 on retail (mmin is that word:
                    // equal by definition); TEX0 data_hi and the MIPTBP words are zero on disc (filled at load), but
                    // MIPTBP1 data_lo repeats the texture index; k12_raw is the notes' 12-bit reading of the same
                    // word as k_raw (equal on the retail range); registers_ok is true whenever the five A+D
                    // addresses are the fixed ones the format prescribes
                    .exempt("tex1_hi", "mmin", "tex0_hi", "miptbp1_hi", "miptbp2_lo", "miptbp2_hi", "miptbp1_lo",
                            "k12_raw", "registers_ok"),
            TruthSpec.of("tfrag_strips", l -> l.core().tfrags().strips(), keyOf("patch", "lod", "strip"), "level", "patch", "lod", "strip", "offset")
                    .exempt("pad"),   // the strip record's pad byte: zero by the format (§5.5)
            // value_hex repeats value in hex; doc is the declaration's text; value_f32 exists on the f32 rows only
            // (the others hold no float), so tfrag_block_header_f32 compares it on those rows
            TruthSpec.of("tfrag_block_header", l -> l.core().tfrags().header(), keyOf("field"),
                    "level", "field", "offset", "type", "value_hex", "value_f32", "doc"),
            TruthSpec.of("tfrag_block_header_f32", l -> f32Rows(l.core().tfrags().header()), keyOf("field"),
                    "level", "field", "offset", "type", "value", "value_hex", "doc")
                    // L = 32.0 on every retail level (rac2-formats §5.1; the generator writes that value)
                    .exempt("value_f32"),
            // number is the list's position (1..5, named by list); offset and end_offset are absolute in the file
            TruthSpec.of("tfrag_lists", l -> l.core().tfrags().lists(), keyOf("patch", "list"),
                    "level", "patch", "number", "list", "offset", "end_offset"),
            // expected_addr is the VU header's address for the UNPACK's slot (another record, compared in
            // tfrag_vu_headers), not a field of the UNPACK
            TruthSpec.of("tfrag_unpacks", l -> l.core().tfrags().unpacks(), keyOf("patch", "list", "command"),
                    "level", "patch", "list", "command", "offset", "expected_addr"),
            TruthSpec.of("tfrag_index_arrays", l -> l.core().tfrags().indexArrays(), keyOf("patch", "tier", "array", "index"),
                    "level", "patch", "tier", "array", "index", "offset"),
            TruthSpec.of("tfrag_triangles", l -> l.core().tfrags().triangles(), keyOf("patch", "lod", "tri"),
                    "level", "patch", "lod", "tri"),
            TruthSpec.of("core_header", l -> l.core().header(), keyOf("field"), "level", "field", "offset", "type", "value_hex", "points_into"),
            TruthSpec.of("core_moby_classes", l -> l.core().mobyClasses(), keyOf("record"), "level", "record", "offset"),
            TruthSpec.of("core_tie_classes", l -> l.core().tieClasses(), keyOf("record"), "level", "record", "offset"),
            TruthSpec.of("core_shrub_classes", l -> l.core().shrubClasses(), keyOf("record"), "level", "record", "offset")
                    .exempt("pad_8", "pad_c"),   // pads of the shrub entry: zero by the format (docs/formats/core.md)
            TruthSpec.of("core_gs_ram", l -> l.core().gsRam(), keyOf("record"), "level", "record", "offset"),
            // the sound remap block (core_index +0x70): absent (offset 0) on some levels; part_start / part_end are
            // the element's offset and size made absolute, computed from the compared columns
            TruthSpec.of("core_sound_remap_header", l -> l.core().soundRemapHeader(), keyOf("record"),
                    "level", "record", "offset").optionalPerLevel(),
            TruthSpec.of("core_sound_remap", l -> l.core().soundRemap(), keyOf("record"),
                    "level", "record", "offset", "part_start", "part_end").optionalPerLevel()));
        for (String kind : new String[] {"tfrag", "moby", "tie", "shrub", "part", "fx"}) {
            TruthSpec spec = TruthSpec.of("core_" + kind + "_textures", l -> l.core().textureTable(kind), keyOf("record"), "level", "record", "offset");
            // type: Wrench writes 3 on every texture entry; only the moby table's stashed textures hold 0
            out.add(kind.equals("tfrag") || kind.equals("tie") || kind.equals("shrub") ? spec.exempt("type") : spec);
        }
        return out;
    }

    /** The rows of a header table whose field is an f32 (the only ones with a value_f32). */
    private static tech.tablesaw.api.Table f32Rows(tech.tablesaw.api.Table header) {
        return header.where(header.doubleColumn("value_f32").isNotMissing());
    }
}
