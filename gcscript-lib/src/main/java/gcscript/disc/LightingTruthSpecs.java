package gcscript.disc;

import static gcscript.disc.TruthSpec.keyOf;

import java.util.List;

/** Per-field truth comparisons of the lighting input tables (see {@link TruthSpec}; run by LightingFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). The differences table is an analysis of
 * the pass (PS2 model against Java float), not stored: no truth. */
public final class LightingTruthSpecs {
    private LightingTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of(
            // nx_bits, ny_bits: the PS2 multiplier's words, which the model gets 1 ULP low for some operand orders (the
            // gcscript.ps2 hardware vectors test that); the truth states nx, ny as the truncated exact product, which
            // the double columns compare within float precision.
            TruthSpec.of("lighting_normals", l -> l.lighting().normals(), keyOf("patch", "index"),
                    "level", "patch", "index", "offset", "nx_bits", "ny_bits")
                    // el_index is the unsigned reading of elevation, the same number for the upward terrain normals
                    // the tfrag writer makes (elevation >= 0); nz_f32 = nz by definition: -sin(el) is exact in both models
                    .exempt("el_index", "nz_f32"),
            // shaded and the outputs: the pass over the record, the normal table and the gameplay light bank (several
            // records, and blends through the PS2 rsqrt model); LightingTest checks them against the formula
            TruthSpec.of("lighting_lit", l -> l.lighting().lit(), keyOf("patch", "index"),
                    "level", "patch", "index", "offset", "shaded", "r", "g", "b", "r_bits", "g_bits", "b_bits", "r_f32", "g_f32", "b_f32"));
    }
}
