package gcscript.datasets;

import gcscript.datasets.collision.CollisionWriter;
import gcscript.datasets.tfrag.Terrain;
import gcscript.datasets.tfrag.TfragSource;
import gcscript.datasets.tfrag.TfragWriter;
import gcscript.wad.WadLz;
import java.util.Map;
import java.util.Random;

/**
 * A chunk slot of a streamed level (§1.5): ChunkHeader {s32 tfrags; s32 collision}, byte offsets relative to
 * the chunk extent, each to a WAD-LZ block. The tfrag block is a real tfrag block (§5): chunk 0 gets the level
 * core's own block (§4 "Chunks vs core": the core's tfrag section holds chunk 0's data), other chunks a
 * {@link TfragWriter} block of their own, on the level's ground continued along x (chunk i starts i terrain
 * widths beyond the core's), so the chunks lie side by side. The collision block is a real collision block ({@link CollisionWriter}):
 * chunk 0's is the level core's collision section, the other chunks' their own.
 */
final class ChunkWriter {
    private ChunkWriter() {}

    /**
     * {@code coreBlock}: the block to reuse with its truth keys ({@code tfrags.*}, relative to the level), or
     * null to write a new block whose AD-GIFs stay below {@code tfragTextures}, tiling {@code ground} (or, when it is
     * null, a terrain of its own), in at most {@code coreRoom} bytes (the core's tfrag section) when tiling a ground.
     */
    static byte[] write(Random rnd, int scale, String prefix, Map<String, String> truth, byte[] coreBlock,
                        Map<String, String> coreTruth, int tfragTextures, byte[] coreCollision, Terrain ground, int coreRoom) {
        byte[] tfrags;
        if (coreBlock != null) {
            tfrags = coreBlock;
            coreTruth.forEach((k, v) -> { if (k.startsWith("tfrags.")) truth.put(prefix + k, v); });
        } else {
            TfragWriter.Result r;
            if (ground != null) {
                // The core's tfrag section must hold every chunk's block (rac2-formats-phase2 §8.1 check 2): a block
                // that would not fit in coreRoom bytes is written again one row of patches shorter.
                int patches = ground.patches();
                do {
                    r = TfragWriter.write(rnd, ground, patches, TfragSource.LOD_DISTANCE, Math.max(1, tfragTextures));
                    patches -= ground.cols();
                } while (r.block().length > coreRoom && patches > 0);
            } else {
                r = TfragWriter.write(rnd, TfragSource.patchCount(rnd, scale), TfragSource.LOD_DISTANCE, Math.max(1, tfragTextures));
            }
            tfrags = r.block();
            r.truth().asMap(prefix + "tfrags").forEach(truth::put);
            truth.put(prefix + "tfrags.terrain", r.terrain().toString());
        }
        // collision (rac2-formats-phase2 §6, §8.1): chunk 0 carries the core's collision block (the core section is
        // chunk 0's copy); the other chunks a block of their own from the collision writer recipe
        byte[] collision;
        if (coreCollision != null) {
            collision = coreCollision;
            coreTruth.forEach((k, v) -> { if (k.startsWith("core.collision.")) truth.put(prefix + k.substring("core.".length()), v); });
        } else {
            CollisionWriter.Result c = CollisionWriter.write(rnd, scale, prefix + "collision");
            collision = c.bytes();
            truth.putAll(c.truth());
        }
        byte[] tfragsWad = WadLz.compress(tfrags, "chnktfrag");
        byte[] collisionWad = WadLz.compress(collision, "chunkcoll");

        LeBuffer out = new LeBuffer(tfragsWad.length + collisionWad.length + 64);
        out.zeros(8).align(0x10);
        int tfragsOffset = out.size();
        out.bytes(tfragsWad).align(0x10);
        int collisionOffset = out.size();
        out.bytes(collisionWad);
        out.patchS32(0, tfragsOffset).patchS32(4, collisionOffset);

        truth.put(prefix + "tfrags_offset", Integer.toString(tfragsOffset));
        truth.put(prefix + "tfrags_compressed", Integer.toString(tfragsWad.length));
        truth.put(prefix + "tfrags_decompressed", Integer.toString(tfrags.length));
        truth.put(prefix + "tfrags_decompressed_sha256", Manifest.sha256(tfrags));
        truth.put(prefix + "collision_offset", Integer.toString(collisionOffset));
        truth.put(prefix + "collision_compressed", Integer.toString(collisionWad.length));
        truth.put(prefix + "collision_decompressed", Integer.toString(collision.length));
        truth.put(prefix + "collision_decompressed_sha256", Manifest.sha256(collision));
        truth.put("hash." + prefix + "tfrags", Manifest.sha256(tfrags));
        truth.put("hash." + prefix + "collision", Manifest.sha256(collision));
        return out.toArray();
    }
}
