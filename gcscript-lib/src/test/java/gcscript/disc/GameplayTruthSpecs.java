package gcscript.disc;

import java.util.List;

/** Per-field truth comparisons of the gameplay tables (see {@link TruthSpec}; run by GameplayFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class GameplayTruthSpecs {
    private GameplayTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of();
    }
}
