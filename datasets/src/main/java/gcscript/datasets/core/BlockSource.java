package gcscript.datasets.core;

import java.util.Map;
import java.util.Random;

/**
 * Writes one block of core_data for {@link SyntheticCore}: a section (occlusion grid, sky, collision) or one
 * class block (moby, tie, shrub). Each format area plugs its writer in here through {@link CoreContent}, so
 * SyntheticCore only lays blocks out. {@code at} is the block's core_data offset (0x10-aligned), for writers
 * whose blocks hold absolute offsets; truth keys are relative to the level (e.g. {@code core.moby.3.packets}).
 */
@FunctionalInterface
public interface BlockSource {
    Block build(Context ctx, Random rnd, int at);

    /** Truth for a level that has no such section (e.g. its counts as 0); draws nothing. */
    default Map<String, String> absentTruth(Context ctx) { return Map.of(); }

    /**
     * @param fileNumber the level file's number
     * @param scale      the generator's scale (1 = sample-sized)
     * @param kind       "occlusion", "sky", "collision", "moby", "tie" or "shrub"
     * @param index      the class's index in its class table (-1 for a section)
     * @param textures   entries of the matching texture table (moby/tie/shrub textures; sky: 0)
     * @param terrain    the ground the level's tfrags tile ({@code tfrags.terrain}, Terrain.parse), or null: the
     *                   collision writer lays its surface on it
     */
    record Context(int fileNumber, int scale, String kind, int index, int textures, String terrain) {
        public Context(int fileNumber, int scale, String kind, int index, int textures) {
            this(fileNumber, scale, kind, index, textures, null);
        }
    }

    /**
     * The block's bytes and its ground truth. A class block may also say where its header keeps the class's
     * o_class ({@code oClassAt}, an s16 the core writer fills in once it has drawn the entry's o_class; -1 =
     * nowhere), how many texture slots its entry must list ({@code textureSlots}) and whether its entry needs
     * shrub billboard info ({@code billboard}; null = the core writer's default).
     */
    record Block(byte[] bytes, Map<String, String> truth, int oClassAt, int textureSlots, Boolean billboard) {
        public Block(byte[] bytes, Map<String, String> truth) { this(bytes, truth, -1, 0, null); }
    }

    /**
     * Random bytes with every fourth byte zero, {@code base + step * rnd.nextInt(steps)} long ({@code steps} times
     * the scale when {@code scaled}; no draw when {@code steps} is 0): the placeholder blocks of the first
     * generator, drawn exactly as it drew them.
     */
    static BlockSource random(int base, int step, int steps, boolean scaled) {
        return (ctx, rnd, at) -> {
            int size = base * (steps == 0 ? ctx.scale() : 1);
            if (steps > 0) size += step * rnd.nextInt(scaled ? steps * ctx.scale() : steps);
            byte[] b = new byte[size];
            rnd.nextBytes(b);
            for (int i = 0; i < b.length; i += 4) b[i] = 0;   // a little structure, so the LZ stream has matches
            return new Block(b, Map.of());
        };
    }
}
