package gcscript.disc;

import java.util.List;

/** Per-field truth comparisons of the shrub tables (see {@link TruthSpec}; run by ShrubFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class ShrubTruthSpecs {
    private ShrubTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of();
    }
}
