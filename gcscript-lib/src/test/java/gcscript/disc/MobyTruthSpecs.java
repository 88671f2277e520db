package gcscript.disc;

import java.util.List;

/** Per-field truth comparisons of the moby tables (see {@link TruthSpec}; run by MobyFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class MobyTruthSpecs {
    private MobyTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of();
    }
}
