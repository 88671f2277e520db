package gcscript.disc;

import java.util.ArrayList;
import java.util.List;

/**
 * Every per-field truth comparison of every format area, for runs over generated discs of several seeds
 * (datasets' FieldTruthSeedsTest). Each area keeps its specs in its own {@code <Area>TruthSpecs} file.
 */
public final class TruthSpecs {
    private TruthSpecs() {}

    public static List<TruthSpec> all() {
        List<TruthSpec> out = new ArrayList<>(CoreTruthSpecs.specs());
        for (List<TruthSpec> l : List.of(
                MobyTruthSpecs.specs(),
                SequenceTruthSpecs.specs(),
                TieTruthSpecs.specs(),
                ShrubTruthSpecs.specs(),
                SkyTruthSpecs.specs(),
                CollisionTruthSpecs.specs(),
                OcclusionTruthSpecs.specs(),
                GameplayTruthSpecs.specs(),
                OcclusionMappingTruthSpecs.specs(),
                SoundTruthSpecs.specs(),
                OverlayTruthSpecs.specs(),
                TransitionTextureTruthSpecs.specs(),
                LightingTruthSpecs.specs())) out.addAll(l);
        return out;
    }
}
