package gcscript.datasets;

import gcscript.wad.WadLz;
import java.util.Random;

/**
 * The gameplay slot (§8.6): one WAD-LZ stream whose decompressed bytes begin with a table of s32 block
 * pointers (0 = absent block), then the blocks. The block at 0x90 is the occlusion mappings (a copy of the
 * occlusion slot), as the reference lists; the other blocks are level-like bytes.
 */
final class GameplayWriter {
    static final int POINTERS = 38;
    static final int OCCLUSION_POINTER = 0x90;

    record Gameplay(byte[] wad, byte[] decompressed, int blockCount) {}

    private GameplayWriter() {}

    static Gameplay write(Random rnd, int scale, byte[] occlusionOrNull) {
        LeBuffer out = new LeBuffer();
        out.zeros(POINTERS * 4).align(0x10);
        int blocks = 0;
        for (int i = 0; i < POINTERS; i++) {
            byte[] block;
            if (i * 4 == OCCLUSION_POINTER) {
                block = occlusionOrNull;
            } else if (i == 0 || rnd.nextInt(3) != 0) {
                block = LevelBytes.fill(rnd, 32 + rnd.nextInt(512 * scale));
            } else {
                block = null;
            }
            if (block == null) continue;
            out.align(0x10);
            out.patchS32(i * 4, out.size());
            out.bytes(block);
            blocks++;
        }
        byte[] decompressed = out.toArray();
        return new Gameplay(WadLz.compress(decompressed, "gameplay"), decompressed, blocks);
    }
}
