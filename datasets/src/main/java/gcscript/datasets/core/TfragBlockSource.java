package gcscript.datasets.core;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Map;
import java.util.Random;

/**
 * Supplies the tfrag block that {@link SyntheticCore} puts at core_data offset 0 (docs/formats/tfrag.md), so a real
 * tfrag writer can be plugged in. {@code truth} keys are relative to the level ("core.tfrags.count").
 */
@FunctionalInterface
public interface TfragBlockSource {
    /** One block; {@code tfragTextures} is the size of the level's tfrag texture table (bounds TEX0 indices). */
    Block build(Random rnd, int scale, int tfragTextures);

    record Block(byte[] bytes, Map<String, String> truth) {}

    /**
     * A block with no patches: the 16-byte header (§5.1: table_offset 0x40, tfrag_count 0, the LOD distance
     * 32.0) padded to 0x40, as Wrench's writer pads it. Draws nothing from {@code rnd}.
     */
    TfragBlockSource EMPTY = (rnd, scale, tfragTextures) -> {
        byte[] b = new byte[0x40];
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(0, 0x40).putInt(4, 0).putFloat(8, 32.0f).putInt(12, 0);
        return new Block(b, Map.of("core.tfrags.count", "0"));
    };
}
