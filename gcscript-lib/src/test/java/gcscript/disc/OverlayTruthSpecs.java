package gcscript.disc;

import java.util.List;

/** Per-field truth comparisons of the overlay and normal table tables (see {@link TruthSpec}; run by OverlayFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class OverlayTruthSpecs {
    private OverlayTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of();
    }
}
