package gcscript.core;

import java.util.List;
import java.util.Map;

/**
 * Everything core_index says, read and validated once: the header, every table as stored, and the core_data
 * section starts that lie inside core_data. In lenient mode a table that could not be read is empty and a
 * problem row says why; a start that was out of range is missing from {@code starts} for the same reason.
 */
record CoreModel(LevelCoreHeader header, Map<ClassKind, List<ClassEntry>> classes,
                 Map<TextureKind, List<TextureEntry>> textures, List<ParticleTextureEntry> partTextures,
                 List<FxTextureEntry> fxTextures, List<GsRamEntry> gsRam, int[] ratchetSeqs,
                 List<CoreSections.Start> starts) {

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
