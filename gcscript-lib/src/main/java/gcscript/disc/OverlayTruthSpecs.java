package gcscript.disc;

import static gcscript.disc.TruthSpec.keyOf;

import java.util.List;

/** Per-field truth comparisons of the overlay tables (see {@link TruthSpec}; run by OverlayFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class OverlayTruthSpecs {
    private OverlayTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of(
            TruthSpec.of("overlay_sections", l -> l.overlay().sections(), keyOf("record"),
                    "level", "record", "offset", "data_offset", "data_end"),
            // offset: absolute in the level file (where the data extent lies); the rest is stored or the stored word's float
            TruthSpec.of("overlay_normal_table", l -> l.overlay().normalTable(), keyOf("record"), "level", "record", "offset"));
    }
}
