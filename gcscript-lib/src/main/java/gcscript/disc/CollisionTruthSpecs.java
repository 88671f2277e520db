package gcscript.disc;

import static gcscript.disc.TruthSpec.keyOf;

import java.util.List;

/** Per-field truth comparisons of the collision tables (see {@link TruthSpec}; run by CollisionFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). The level core's block only: a chunk's
 * collision is read by the same code. Every table is optional per level (a level may have no collision block, and
 * hero groups are written on about two levels in three). */
public final class CollisionTruthSpecs {
    private CollisionTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of(
            TruthSpec.of("collision_header", l -> l.core().collision().header(), keyOf("field"),
                    "level", "field", "offset", "type", "value_hex", "value_f32", "doc").optionalPerLevel(),
            TruthSpec.of("collision_octants", l -> l.core().collision().octants(), keyOf("record"), "level", "offset").optionalPerLevel(),
            TruthSpec.of("collision_vertices", l -> l.core().collision().vertices(), keyOf("octant", "index"),
                    "level", "offset", "octant", "index").optionalPerLevel(),
            TruthSpec.of("collision_faces", l -> l.core().collision().faces(), keyOf("octant", "index"),
                    "level", "offset", "octant", "index").optionalPerLevel(),
            TruthSpec.of("hero_collision_groups", l -> l.core().collision().heroGroups(), keyOf("record"), "level", "offset")
                    .optionalPerLevel());
    }
}
