package gcscript.disc;

import java.util.List;

/** Per-field truth comparisons of the occlusion grid tables (see {@link TruthSpec}; run by OcclusionFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class OcclusionTruthSpecs {
    private OcclusionTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of();
    }
}
