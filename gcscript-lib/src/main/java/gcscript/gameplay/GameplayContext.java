package gcscript.gameplay;

import gcscript.bytes.ByteReader;
import gcscript.tfrag.TfragBlock;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What the gameplay checks and the map need from the rest of the level, as plain values (so this package does
 * not depend on the level or disc packages): the chunk count from the level header, the o_class numbers of the
 * level core's moby/tie/shrub class tables, the LEVEL WAD slot-3 bytes, and the core tfrag block. Suppliers are
 * only called by checks and the map, so reading instances never decompresses core_data.
 */
public record GameplayContext(int chunkCount, Supplier<int[]> coreMobyClasses, Supplier<int[]> coreTieClasses,
                              Supplier<int[]> coreShrubClasses, Supplier<Optional<ByteReader>> occlusionSlot,
                              Supplier<TfragBlock> tfrags) {
    /** A context with nothing known beyond the stream (for tests and fuzzing): class checks are not measurable. */
    public static GameplayContext none() {
        return new GameplayContext(-1, () -> null, () -> null, () -> null, Optional::empty, () -> null);
    }
}
