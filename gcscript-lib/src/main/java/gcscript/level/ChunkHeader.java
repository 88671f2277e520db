package gcscript.level;

import gcscript.bytes.ByteReader;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;

/**
 * The ChunkHeader at the start of a chunk extent (slots 4–6, rac2-formats-phase2 "chunks"): byte offsets, from the
 * extent start, of the tfrag and the collision WAD-LZ blocks (0 = none).
 */
record ChunkHeader(int tfrags, int collision) {
    static final Layout LAYOUT = new Layout("chunk_header", 8, "rac2-formats-phase2 chunks; Wrench ChunkHeader");
    static final Field TFRAGS = LAYOUT.s32("tfrags", 0, "tfrag WAD-LZ block, bytes from the extent start (0 = none)");
    static final Field COLLISION = LAYOUT.s32("collision", 4, "collision WAD-LZ block, bytes from the extent start (0 = none)");

    static ChunkHeader read(ByteReader chunk, String path) {
        Rec r = LAYOUT.read(chunk, 0, path);
        return new ChunkHeader(r.i(TFRAGS), r.i(COLLISION));
    }
}
