package gcscript.core;

import gcscript.classtable.ClassKind;
import gcscript.classtable.ClassEntry;
import gcscript.texture.TextureKind;
import gcscript.texture.TextureEntry;
import java.util.List;
import java.util.Map;

/**
 * Everything core_index says, read and validated once: the header, every table as stored, and the core_data
 * section starts that lie inside core_data, and the moby GS stash: the o_class list, the moby texture indices that
 * stashed classes use, and the stash's byte address in GS RAM ({@code gs_ram[count].address}, -1 without one). In lenient mode a table that could not be read is empty and a
 * problem row says why; a start that was out of range is missing from {@code starts} for the same reason.
 */
record CoreModel(LevelCoreHeader header, Map<ClassKind, List<ClassEntry>> classes,
                 Map<TextureKind, List<TextureEntry>> textures, List<ParticleTextureEntry> partTextures,
                 List<FxTextureEntry> fxTextures, List<GsRamEntry> gsRam, int[] ratchetSeqs,
                 List<CoreSections.Start> starts, List<Integer> stashList, java.util.Set<Integer> stashedMobyTextures,
                 long stashAddress) {

    static CoreModel empty() {
        return new CoreModel(null, Map.of(), Map.of(), List.of(), List.of(), List.of(), new int[0], List.of(), List.of(),
                java.util.Set.of(), -1);
    }

    List<ClassEntry> classes(ClassKind k) { return classes.getOrDefault(k, List.of()); }
    List<TextureEntry> textures(TextureKind k) { return textures.getOrDefault(k, List.of()); }

    int textureCount(TextureKind k) {
        return switch (k) {
            case PART -> partTextures.size();
            case FX -> fxTextures.size();
            default -> textures(k).size();
        };
    }
}
