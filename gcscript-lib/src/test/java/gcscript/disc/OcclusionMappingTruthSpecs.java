package gcscript.disc;

import java.util.List;

/** Per-field truth comparisons of the occlusion mappings tables (see {@link TruthSpec}; run by OcclusionMappingFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class OcclusionMappingTruthSpecs {
    private OcclusionMappingTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of();
    }
}
