package gcscript.disc;

import static gcscript.disc.TruthSpec.keyOf;

import java.util.List;

/** Per-field truth comparisons of the transition textures table (see {@link TruthSpec}; run by
 * TransitionTextureFieldTruthTest on the sample and by the datasets module's FieldTruthSeedsTest on other seeds). */
public final class TransitionTextureTruthSpecs {
    private TransitionTextureTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of(
            // offset: absolute in the decompressed list (where the PIF starts); the rest is stored, or the decoded image's hash
            TruthSpec.of("transition_textures", l -> l.transitionTextures().textures(), keyOf("record"), "level", "record", "offset")
                    .optionalPerLevel()
                    // constant by the format as Wrench writes it: the "2FIP" magic, format 0x13 (GC's PIF fields are all
                    // 8-bit), clut_format and clut_order 0, one mip level; file_size 0 (W writes 0, its meaning is unknown)
                    .exempt("magic", "format", "clut_format", "clut_order", "mip_levels", "file_size"));
    }
}
