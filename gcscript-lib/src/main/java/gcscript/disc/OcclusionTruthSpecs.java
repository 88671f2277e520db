package gcscript.disc;

import static gcscript.disc.TruthSpec.keyOf;

import java.util.List;

/** Per-field truth comparisons of the occlusion grid tables (see {@link TruthSpec}; run by OcclusionFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). A level without a grid has no rows. */
public final class OcclusionTruthSpecs {
    private OcclusionTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of(
            TruthSpec.of("occlusion_header", l -> l.core().occlusion().header(), keyOf("field"), SkyTruthSpecs.HEADER_NOT_STORED)
                    .optionalPerLevel(),
            // a node is known by its kind and grid z, y (-1 where not applicable), all three compared too
            TruthSpec.of("occlusion_nodes", l -> l.core().occlusion().nodes(), keyOf("kind", "z", "y"), "level", "record", "offset")
                    .optionalPerLevel(),
            TruthSpec.of("occlusion_octants", l -> l.core().occlusion().octants(), keyOf("x", "y", "z"), "level", "record", "offset")
                    .optionalPerLevel(),
            // index: the mask's position in the mask area (= record, provenance)
            TruthSpec.of("occlusion_masks", l -> l.core().occlusion().masks(), keyOf("index"), "level", "record", "offset", "index")
                    .optionalPerLevel());
    }
}
