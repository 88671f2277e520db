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
                    "positions_outside_bsphere"),
            TruthSpec.of("tfrag_vu_headers", l -> l.core().tfrags().vuHeaders(), keyOf("patch"), "level", "patch"),
            TruthSpec.of("tfrag_positions", l -> l.core().tfrags().positions(), keyOf("patch", "index"), "level", "patch", "index", "offset"),
            TruthSpec.of("tfrag_vertex_info", l -> l.core().tfrags().vertexInfo(), keyOf("patch", "index"), "level", "patch", "index", "offset"),
            TruthSpec.of("tfrag_parents", l -> l.core().tfrags().parents(), keyOf("patch", "tier", "index"), "level", "patch", "tier", "index", "offset"),
            TruthSpec.of("tfrag_colours", l -> l.core().tfrags().colours(), keyOf("patch", "index"), "level", "patch", "index", "offset"),
            TruthSpec.of("tfrag_lights", l -> l.core().tfrags().lights(), keyOf("patch", "index"), "level", "patch", "index", "offset"),
            TruthSpec.of("tfrag_adgifs", l -> l.core().tfrags().adgifs(), keyOf("patch", "adgif"), "level", "patch", "adgif", "offset"),
            TruthSpec.of("tfrag_strips", l -> l.core().tfrags().strips(), keyOf("patch", "lod", "strip"), "level", "patch", "lod", "strip", "offset"),
            TruthSpec.of("core_header", l -> l.core().header(), keyOf("field"), "level", "field", "offset", "type", "value_hex", "points_into"),
            TruthSpec.of("core_moby_classes", l -> l.core().mobyClasses(), keyOf("record"), "level", "record", "offset"),
            TruthSpec.of("core_tie_classes", l -> l.core().tieClasses(), keyOf("record"), "level", "record", "offset"),
            TruthSpec.of("core_shrub_classes", l -> l.core().shrubClasses(), keyOf("record"), "level", "record", "offset"),
            TruthSpec.of("core_gs_ram", l -> l.core().gsRam(), keyOf("record"), "level", "record", "offset")));
        for (String kind : new String[] {"tfrag", "moby", "tie", "shrub", "part", "fx"}) {
            out.add(TruthSpec.of("core_" + kind + "_textures", l -> l.core().textureTable(kind), keyOf("record"), "level", "record", "offset"));
        }
        return out;
    }
}
