package gcscript.datasets;

import gcscript.wad.WadLz;
import java.util.Map;
import java.util.Random;

/**
 * A chunk slot of a streamed level (§1.5): ChunkHeader {s32 tfrags; s32 collision}, byte offsets relative to
 * the chunk extent, each to a WAD-LZ block. The tfrag block decompresses to an empty tfrag block header (§5.1)
 * and the collision block to a collision header with mesh = 0x40 and an empty octree (§8.5), each followed
 * by level-like bytes.
 */
final class ChunkWriter {
    private ChunkWriter() {}

    static byte[] write(Random rnd, int scale, String prefix, Map<String, String> truth) {
        byte[] tfrags = new LeBuffer()
                .s32(0x40).s32(0).f32(32.0f).s32(0).align(0x40)
                .bytes(LevelBytes.fill(rnd, 4096 * scale + rnd.nextInt(8192 * scale)))
                .toArray();
        byte[] collision = new LeBuffer()
                .s32(0x40).s32(0).align(0x40)
                .s16(0).s16(0)   // octree root: z_coord 0, z_count 0
                .bytes(LevelBytes.fill(rnd, 2048 * scale + rnd.nextInt(4096 * scale)))
                .toArray();
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
        return out.toArray();
    }
}
