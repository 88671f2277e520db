package gcscript.disc;

import java.util.List;

/** Per-field truth comparisons of the tie tables (see {@link TruthSpec}; run by TieFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class TieTruthSpecs {
    private TieTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of();
    }
}
