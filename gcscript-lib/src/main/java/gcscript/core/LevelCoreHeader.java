package gcscript.core;

import gcscript.bytes.ByteReader;

/**
 * The 0xBC-byte LevelCoreHeader at the start of core_index, every field as stored (docs/formats/core.md).
 * {@code gsRam.count()} is the stored count; the table really holds {@link #gsRamEntryCount()} entries.
 */
public record LevelCoreHeader(
        ArrayRange gsRam, int tfrags, int occlusion, int sky, int collision,
        ArrayRange mobyClasses, ArrayRange tieClasses, ArrayRange shrubClasses,
        ArrayRange tfragTextures, ArrayRange mobyTextures, ArrayRange tieTextures, ArrayRange shrubTextures,
        ArrayRange partTextures, ArrayRange fxTextures,
        int texturesBaseOffset, int partBankOffset, int fxBankOffset, int partDefsOffset, int soundRemapOffset,
        int unknown74, int ratchetSeqs, int sceneViewSize, int indexIntoSome1TexsRac2Maybe3, int mobyGsStashCount,
        int assetsCompressedSize, int assetsDecompressedSize,
        int chromeMapTexture, int chromeMapPalette, int glassMapTexture, int glassMapPalette, int unknownA0,
        int heightmapOffset, int occlusionOctOffset, int mobyGsStashList, int occlusionRadOffset,
        int mobySoundRemapOffset, int occlusionRad2Offset) {

    public static final int SIZE = 0xbc;

    public static LevelCoreHeader read(ByteReader index) {
        index.requireRange("core.header", 0, SIZE);
        int[] w = new int[SIZE / 4];
        for (int i = 0; i < w.length; i++) w[i] = index.s32("core.header." + HeaderField.ALL.get(i).name(), i * 4L);
        return new LevelCoreHeader(
                new ArrayRange(w[0], w[1]), w[2], w[3], w[4], w[5],
                new ArrayRange(w[6], w[7]), new ArrayRange(w[8], w[9]), new ArrayRange(w[10], w[11]),
                new ArrayRange(w[12], w[13]), new ArrayRange(w[14], w[15]), new ArrayRange(w[16], w[17]),
                new ArrayRange(w[18], w[19]), new ArrayRange(w[20], w[21]), new ArrayRange(w[22], w[23]),
                w[24], w[25], w[26], w[27], w[28], w[29], w[30], w[31], w[32], w[33], w[34], w[35],
                w[36], w[37], w[38], w[39], w[40], w[41], w[42], w[43], w[44], w[45], w[46]);
    }

    /** GC/UYA/DL: the GS RAM table holds {@code gs_ram.count + moby_gs_stash_count} entries. */
    public long gsRamEntryCount() { return (long) gsRam.count() + mobyGsStashCount; }

    public ArrayRange textures(TextureKind kind) {
        return switch (kind) {
            case TFRAG -> tfragTextures;
            case MOBY -> mobyTextures;
            case TIE -> tieTextures;
            case SHRUB -> shrubTextures;
            case PART -> partTextures;
            case FX -> fxTextures;
        };
    }

    public ArrayRange classes(ClassKind kind) {
        return switch (kind) {
            case MOBY -> mobyClasses;
            case TIE -> tieClasses;
            case SHRUB -> shrubClasses;
        };
    }
}
