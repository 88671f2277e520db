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

    public int tfragsOffset() { return bytes.s32(path("tfrags"), 0); }
    public int collisionOffset() { return bytes.s32(path("collision"), 4); }

    private ByteReader stream(int start, int other, String name) {
        int end = other > start ? other : bytes.length();
        return bytes.slice(path(name), start, end - start);
    }

    /** The decompressed tfrag block, a file of its own labelled {@code LEVELn.WAD:chunk_i.tfrags}. */
    public synchronized TfragBlock tfrags() {
        if (tfrags == null) {
            byte[] block = WadLz.decompressCapped(stream(tfragsOffset(), collisionOffset(), "tfrags"), BLOCK_CAP);
            tfrags = new TfragBlock(ByteReader.of(block, level.fileName() + ":chunk_" + index + ".tfrags"), level.number(),
                    level.problems(), "chunk_" + index + ".tfrags").withTextureTable(() -> level.core().tfragTextureCount());
        }
        return tfrags;
    }

    /** The decompressed collision block, if the chunk has one. */
    public Optional<ByteReader> collision() {
        if (collisionOffset() == 0) return Optional.empty();
        byte[] b = WadLz.decompressCapped(stream(collisionOffset(), tfragsOffset(), "collision"), BLOCK_CAP);
        return Optional.of(ByteReader.of(b, level.fileName() + ":chunk_" + index + ".collision"));
    }
}
