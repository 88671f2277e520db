package gcscript.level;

import gcscript.bytes.ByteReader;
import gcscript.tfrag.TfragBlock;
import gcscript.wad.WadLz;
import java.util.Optional;

/**
 * One chunk extent of a streamed level (slots 4–6): a ChunkHeader {s32 tfrags; s32 collision} of byte offsets
 * to two WAD-LZ blocks (docs/formats/level.md). Chunk 0's tfrags are also copied into the level core, so
 * whole-disc totals take the core block and count chunk blocks separately.
 */
public final class Chunk {
    /** Neither block declares its decompressed size: refuse anything larger. */
    public static final int BLOCK_CAP = 64 << 20;

    private final Level level;
    private final int index;
    private final ByteReader bytes;
    private volatile TfragBlock tfrags;

    Chunk(Level level, int index, ByteReader bytes) {
        this.level = level;
        this.index = index;
        this.bytes = bytes;
    }

    public int index() { return index; }
    public ByteReader bytes() { return bytes; }
    String path(String f) { return level.path("chunk_" + index + "." + f); }

    private ChunkHeader header() { return ChunkHeader.read(bytes, level.path("chunk_" + index)); }
    public int tfragsOffset() { return header().tfrags(); }
    public int collisionOffset() { return header().collision(); }

    private ByteReader stream(int start, int other, String name) {
        int end = other > start ? other : bytes.length();
        return bytes.slice(path(name), start, end - start);
    }

    /** Bytes of the decompressed tfrag block. */
    public synchronized int tfragBlockBytes() {
        tfrags();
        return tfragLength;
    }

    private int tfragLength;

    /** The decompressed tfrag block, a file of its own labelled {@code LEVELn.WAD:chunk_i.tfrags}. */
    public synchronized TfragBlock tfrags() {
        if (tfrags == null) {
            ByteReader block = tfragBytes();
            tfragLength = block.length();
            tfrags = new TfragBlock(block, level.number(),
                    level.problems(), "chunk_" + index + ".tfrags").withTextureTable(() -> level.core().tfragTextureCount());
        }
        return tfrags;
    }

    /**
     * The block's patch count as its header declares it ({@code tfrag_count}, with the header's own checks: the
     * patch table fits the block), read without decoding the patches when {@link #tfrags} has not decoded them: a
     * count needs no more (stats' {@code chunk_tfrag_patches}; the decode of every chunk's patches was ≈ 12 % of a
     * cold {@code stats}, issue 36). The patches' own checks stay with {@link #tfrags}, {@code checks} and coverage.
     */
    public int tfragCount() {
        TfragBlock t = tfrags;
        if (t != null) return t.count();
        return gcscript.tfrag.TfragBlockHeader.read(tfragBytes(), "chunk_" + index + ".tfrags").tfragCount();
    }

    private volatile gcscript.collision.CollisionModel collisionModel;

    /**
     * The chunk's collision (§6, §8.1), the same tables as {@code level.core().collision()}; empty tables when the
     * chunk has none. Chunk 0 is also checked against the core's collision section (§6 check 4).
     */
    public gcscript.collision.Collision collision() {
        return new gcscript.collision.Collision(gcscript.table.Scope.of(this::collisionModel));
    }

    /** The parsed collision block (decompressed on first use); an empty model when the chunk has none. */
    public synchronized gcscript.collision.CollisionModel collisionModel() {
        if (collisionModel == null) {
            String p = path("collision");
            Optional<ByteReader> b = collisionBytes();
            ByteReader core = index == 0 ? level.core().sectionBytes("collision").orElse(null) : null;
            collisionModel = b.isEmpty() ? gcscript.collision.CollisionModel.empty(level.number(), level.fileName() + ":chunk_" + index + ".collision", p)
                    : gcscript.collision.CollisionModel.read(b.get(), level.number(), p, level.problems(), core);
        }
        return collisionModel;
    }

    /**
     * The chunk's collision totals by the walk that keeps no rows (same violations as {@link #collisionModel}, less
     * chunk 0's comparison with the core copy); under a recording reader it owns the same bytes as the full read.
     */
    public gcscript.collision.CollisionModel.Counts collisionCounts() {
        Optional<ByteReader> b = collisionBytes();
        return b.isEmpty() ? new gcscript.collision.CollisionModel.Counts(0, 0, 0, 0)
                : gcscript.collision.CollisionModel.counts(b.get(), level.number(), path("collision"), level.problems());
    }

    /** The decompressed tfrag block, labelled {@code LEVELn.WAD:chunk_i.tfrags} (decompressed again on every call). */
    public ByteReader tfragBytes() {
        byte[] block = WadLz.decompressCapped(stream(tfragsOffset(), collisionOffset(), "tfrags"), BLOCK_CAP);
        return bytes.derive(block, level.fileName() + ":chunk_" + index + ".tfrags");
    }

    /** The decompressed collision block, if the chunk has one. */
    public Optional<ByteReader> collisionBytes() {
        if (collisionOffset() == 0) return Optional.empty();
        byte[] b = WadLz.decompressCapped(stream(collisionOffset(), tfragsOffset(), "collision"), BLOCK_CAP);
        return Optional.of(bytes.derive(b, level.fileName() + ":chunk_" + index + ".collision"));
    }
}
