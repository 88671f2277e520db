package gcscript.disc;

import java.util.List;

/** Per-field truth comparisons of the lighting inputs tables (see {@link TruthSpec}; run by LightingFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class LightingTruthSpecs {
    private LightingTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of();
    }
}
