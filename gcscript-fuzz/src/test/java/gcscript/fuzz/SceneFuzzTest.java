package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.core.LevelCore;
import gcscript.gameplay.GameplayContext;
import gcscript.gameplay.GameplayModel;
import gcscript.gameplay.GameplayReader;
import gcscript.scene.Scene;
import gcscript.scene.SceneOptions;
import java.util.Arrays;

/**
 * The glTF scene export on hostile parts: arbitrary gameplay streams placed over the sample's level 0 core (instance
 * transforms, lights, class numbers), and arbitrary cores (the {@link CoreFuzzTest} input layout) without gameplay.
 * Only FormatException may escape; the GLB is built every time, so a non-finite float or an index outside its
 * vertices (the writer's own guards) would surface here as an IllegalArgumentException.
 */
class SceneFuzzTest {
    private static LevelCore sampleCore;

    /** The bundled sample's level 0 core (a library resource), parsed once. */
    static synchronized LevelCore sampleCore() {
        if (sampleCore == null) sampleCore = Gc.sample().level(0).core();
        return sampleCore;
    }

    @FuzzTest
    void gameplay(byte[] data) {
        LevelCore core = sampleCore();
        // a node and a few hundred bytes of JSON and buffer per 0x60..0x88-byte instance record, on top of the core's meshes
        Guard.check("scene.gameplay", data, data.length, 256, () -> {
            for (Problems p : new Problems[] {Problems.lenient(), Problems.strict()}) {
                GameplayModel m = GameplayReader.read(0, ByteReader.of(data, "gameplay"), GameplayContext.none(), p);
                // textures and collision come from the fixed core, not from the input: left out to keep executions fast
                Scene.of(0, core, m, null, SceneOptions.defaults().withTextures(false).withCollision(false)).glb();
            }
        });
    }

    @FuzzTest
    void core(byte[] data) {
        if (data.length < 6) return;
        int indexLen = Math.min(CoreFuzzTest.u24(data, 0), data.length - 6);
        int gsLen = Math.min(CoreFuzzTest.u24(data, 3), data.length - 6 - indexLen);
        byte[] index = Arrays.copyOfRange(data, 6, 6 + indexLen);
        byte[] gs = Arrays.copyOfRange(data, 6 + indexLen, 6 + indexLen + gsLen);
        byte[] core = Arrays.copyOfRange(data, 6 + indexLen + gsLen, data.length);
        // the core's own cost (CoreFuzzTest) plus PNG-encoded textures and float buffers per vertex
        Guard.check("scene.core", data, data.length, 2 * CoreFuzzTest.BYTES_PER_BYTE, () -> {
            Scene.of(1, CoreFuzzTest.core(index, gs, core, Problems.lenient()), null, null, SceneOptions.defaults()).glb();
            Scene.of(1, CoreFuzzTest.core(index, gs, core, Problems.strict()), null, null, SceneOptions.defaults().withLod(2)).glb();
        });
    }
}
