package gcscript.disc;

import static gcscript.disc.TruthSpec.keyOf;

import java.util.List;

/** Per-field truth comparisons of the sky tables (see {@link TruthSpec}; run by SkyFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). A level without a sky has no rows. */
public final class SkyTruthSpecs {
    private SkyTruthSpecs() {}

    /** Header tables (one row per field): the key and the declaration's text are not stored values. value_f32 is
     * NaN on every row of a layout without f32 fields. */
    static final String[] HEADER_NOT_STORED = {"level", "field", "offset", "type", "value_hex", "value_f32", "doc"};

    public static List<TruthSpec> specs() {
        return List.of(
            TruthSpec.of("sky_header", l -> l.core().sky().header(), keyOf("field"), HEADER_NOT_STORED).optionalPerLevel(),
            // shell: the slot in the header's shells[] (provenance)
            TruthSpec.of("sky_shells", l -> l.core().sky().shells(), keyOf("shell"), "level", "record", "offset", "shell")
                    .optionalPerLevel(),
            TruthSpec.of("sky_clusters", l -> l.core().sky().clusters(), keyOf("shell", "cluster"),
                    "level", "record", "offset", "shell", "cluster").optionalPerLevel(),
            TruthSpec.of("sky_vertices", l -> l.core().sky().vertices(), keyOf("shell", "cluster", "index"),
                    "level", "record", "offset", "shell", "cluster", "index").optionalPerLevel(),
            TruthSpec.of("sky_faces", l -> l.core().sky().faces(), keyOf("shell", "cluster", "index"),
                    "level", "record", "offset", "shell", "cluster", "index").optionalPerLevel(),
            // clut_offset, texel_offset: absolute file offsets (provenance: texture_data + the def's offsets + where the
            // sky is); decoded: whether the reader could decode the texture, not a stored value
            TruthSpec.of("sky_textures", l -> l.core().sky().textures(), keyOf("record"),
                    "level", "record", "offset", "clut_offset", "texel_offset", "decoded").optionalPerLevel(),
            TruthSpec.of("sky_fx", l -> l.core().sky().fx(), keyOf("record"), "level", "record", "offset").optionalPerLevel(),
            // the sprite buffer's words: zeros, as Wrench writes them (a runtime buffer whose content is not published)
            TruthSpec.of("sky_sprites", l -> l.core().sky().sprites(), keyOf("record"), "level", "record", "offset")
                    .optionalPerLevel().exempt("word_0", "word_1", "word_2", "word_3", "word_4", "word_5", "word_6", "word_7"));
    }
}
