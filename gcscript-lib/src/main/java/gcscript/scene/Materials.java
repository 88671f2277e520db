package gcscript.scene;

import gcscript.core.LevelCore;
import gcscript.gltf.GltfBuilder;
import java.util.HashMap;
import java.util.Map;

/** The materials of a scene, made once each. */
final class Materials {
    static final float[] TFRAG = {0.72f, 0.70f, 0.62f, 1}, MOBY = {0.95f, 0.60f, 0.20f, 1}, TIE = {0.35f, 0.75f, 0.40f, 1},
            SHRUB = {0.30f, 0.55f, 0.95f, 1}, SKY = {0.55f, 0.70f, 0.95f, 1}, COLLISION = {0.9f, 0.2f, 0.2f, 0.35f};

    private final GltfBuilder g;
    private final Map<String, Integer> made = new HashMap<>();

    Materials(GltfBuilder g, LevelCore core, boolean textures) {
        this.g = g;
    }

    /** An untextured material named {@code name} with colour {@code rgba} (blended when alpha is below 1). */
    int plain(String name, float[] rgba) {
        return made.computeIfAbsent(name, k -> g.material(k, -1, rgba, rgba[3] < 1 ? "BLEND" : "OPAQUE", true));
    }
}
