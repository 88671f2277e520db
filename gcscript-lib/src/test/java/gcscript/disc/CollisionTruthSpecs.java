package gcscript.disc;

import java.util.List;

/** Per-field truth comparisons of the collision tables (see {@link TruthSpec}; run by CollisionFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class CollisionTruthSpecs {
    private CollisionTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of();
    }
}
