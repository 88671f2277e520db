package gcscript.datasets.core;

/**
 * The writers of the core_data blocks other than the tfrag block and the textures: one {@link BlockSource} per
 * section kind and per class kind. {@link #placeholders()} writes random bytes of plausible sizes (what the
 * generator did before each area had a writer); an area with a real writer replaces its slot with
 * {@code with*}.
 */
public record CoreContent(BlockSource occlusion, BlockSource sky, BlockSource collision,
                          BlockSource mobyClass, BlockSource tieClass, BlockSource shrubClass, RatchetSeqSource ratchetSeqs) {

    public static CoreContent placeholders() {
        BlockSource cls = BlockSource.random(0x40, 0x10, 8, true);
        return new CoreContent(BlockSource.random(0x40, 0x10, 4, false), BlockSource.random(0x60, 0x10, 4, false),
                BlockSource.random(0x80, 0, 0, true), cls, cls, cls, RatchetSeqSource.placeholders());
    }

    public CoreContent withOcclusion(BlockSource s) { return new CoreContent(s, sky, collision, mobyClass, tieClass, shrubClass, ratchetSeqs); }
    public CoreContent withSky(BlockSource s) { return new CoreContent(occlusion, s, collision, mobyClass, tieClass, shrubClass, ratchetSeqs); }
    public CoreContent withCollision(BlockSource s) { return new CoreContent(occlusion, sky, s, mobyClass, tieClass, shrubClass, ratchetSeqs); }
    public CoreContent withMobyClass(BlockSource s) { return new CoreContent(occlusion, sky, collision, s, tieClass, shrubClass, ratchetSeqs); }
    public CoreContent withTieClass(BlockSource s) { return new CoreContent(occlusion, sky, collision, mobyClass, s, shrubClass, ratchetSeqs); }
    public CoreContent withShrubClass(BlockSource s) { return new CoreContent(occlusion, sky, collision, mobyClass, tieClass, s, ratchetSeqs); }

    public CoreContent withRatchetSeqs(RatchetSeqSource s) { return new CoreContent(occlusion, sky, collision, mobyClass, tieClass, shrubClass, s); }

    BlockSource forClass(int kind) { return kind == 0 ? mobyClass : kind == 1 ? tieClass : shrubClass; }
}
