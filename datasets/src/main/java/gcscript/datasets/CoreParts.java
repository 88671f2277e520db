package gcscript.datasets;

import java.util.Map;

/**
 * The level-core part of one synthetic level, as the data extent stores it: the uncompressed core_index
 * (a LevelCoreHeader whose 0x88/0x8c sizes match {@code coreDataWad} and {@code coreData}), the gs_ram image,
 * the WAD-LZ core_data stream and its decompressed bytes. {@code truth} holds ground-truth facts for the
 * manifest, keyed relative to the level ("core.moby_classes.count" → "12"); the generator prefixes them.
 * {@code tfragBlock} is the tfrag block at core_data offset 0 (without the section's alignment padding), or
 * null when the source does not say; a streamed level's chunk 0 carries the same block (docs/formats/core.md).
 */
public record CoreParts(byte[] coreIndex, byte[] gsRam, byte[] coreDataWad, byte[] coreData, Map<String, String> truth,
                        byte[] tfragBlock) {
    public CoreParts(byte[] coreIndex, byte[] gsRam, byte[] coreDataWad, byte[] coreData, Map<String, String> truth) {
        this(coreIndex, gsRam, coreDataWad, coreData, truth, null);
    }
}
