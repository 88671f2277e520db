package gcscript.disc;

import java.util.List;

/** Per-field truth comparisons of the sky tables (see {@link TruthSpec}; run by SkyFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class SkyTruthSpecs {
    private SkyTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of();
    }
}
