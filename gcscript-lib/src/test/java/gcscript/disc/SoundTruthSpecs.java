package gcscript.disc;

import java.util.List;

/** Per-field truth comparisons of the sound bank tables (see {@link TruthSpec}; run by SoundFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class SoundTruthSpecs {
    private SoundTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of();
    }
}
