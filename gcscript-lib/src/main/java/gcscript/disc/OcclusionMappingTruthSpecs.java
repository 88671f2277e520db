package gcscript.disc;

import static gcscript.disc.TruthSpec.keyOf;

import java.util.List;

/** Per-field truth comparisons of the occlusion mappings tables (see {@link TruthSpec}; run by OcclusionMappingFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). A level without slot 3 has no rows. */
public final class OcclusionMappingTruthSpecs {
    private OcclusionMappingTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of(
            TruthSpec.of("occlusion_mappings", l -> l.occlusionMapping().mappings(), keyOf("record"), "level", "offset")
                    .optionalPerLevel());
    }
}
