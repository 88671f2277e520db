package gcscript.scene;

import gcscript.bytes.FormatException;
import gcscript.core.LevelCore;
import gcscript.gltf.GltfBuilder;
import gcscript.texture.Texture;
import gcscript.texture.TextureKind;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * The materials of a scene, each made once: plain colours per kind, and textured materials per (texture, wrap modes)
 * with the decoded level texture embedded as PNG. The GS CLAMP wrap mode picks the sampler: 0 REPEAT → REPEAT,
 * 1 CLAMP → CLAMP_TO_EDGE; the region modes (2, 3) have no glTF form and become CLAMP_TO_EDGE / REPEAT with a note.
 */
final class Materials {
    static final float[] TFRAG = {0.72f, 0.70f, 0.62f, 1}, MOBY = {0.95f, 0.60f, 0.20f, 1}, TIE = {0.35f, 0.75f, 0.40f, 1},
            SHRUB = {0.30f, 0.55f, 0.95f, 1}, SKY = {0.55f, 0.70f, 0.95f, 1}, COLLISION = {0.9f, 0.2f, 0.2f, 0.35f};
    static final float[] WHITE = {1, 1, 1, 1};

    private final GltfBuilder g;
    private final LevelCore core;
    private final boolean textures;
    private final List<String> notes;
    private final Map<String, Integer> made = new HashMap<>(), images = new HashMap<>(), samplers = new HashMap<>();
    private final Map<String, String> alpha = new HashMap<>();

    Materials(GltfBuilder g, LevelCore core, boolean textures, List<String> notes) {
        this.g = g;
        this.core = core;
        this.textures = textures;
        this.notes = notes;
    }

    boolean textures() { return textures; }

    /** An untextured material named {@code name} with colour {@code rgba} (blended when alpha is below 1). */
    int plain(String name, float[] rgba) {
        return made.computeIfAbsent(name, k -> g.material(k, -1, rgba, rgba[3] < 1 ? "BLEND" : "OPAQUE", true));
    }

    /**
     * The material of level texture {@code index} of {@code kind} with CLAMP modes {@code wrap} (null: REPEAT), or
     * the kind's plain material when textures are off, the index is none (-1) or the texture does not decode.
     */
    int texture(TextureKind kind, int index, int[] wrap, float[] fallback) {
        String plainName = kind.name().toLowerCase(java.util.Locale.ROOT);
        if (!textures || index < 0) return plain(plainName, fallback);
        String imageKey = kind + " " + index;
        Integer image = images.get(imageKey);
        if (image == null && !images.containsKey(imageKey)) {
            Texture t;
            try {
                t = core.texture(kind, index);
            } catch (FormatException | IllegalArgumentException | IndexOutOfBoundsException e) {
                notes.add(plainName + " texture " + index + ": not decodable (" + e.getMessage() + "); plain colour used");
                t = null;
            }
            image = t == null ? null : g.image(png(t.image()), plainName + " texture " + index);
            images.put(imageKey, image);
            if (t != null) alpha.put(imageKey, alphaMode(t.argb()));
        }
        if (image == null) return plain(plainName, fallback);
        return image(imageKey, image, plainName + " texture " + index, wrap);
    }

    /** The material of an already decoded image (sky textures live in the sky, not in the core's tables). */
    int image(String key, java.awt.image.BufferedImage img, int[] argb, String name, int[] wrap) {
        Integer image = images.get(key);
        if (image == null) {
            image = g.image(png(img), name);
            images.put(key, image);
            alpha.put(key, alphaMode(argb));
        }
        return image(key, image, name, wrap);
    }

    private int image(String key, int image, String name, int[] wrap) {
        int s = mode(wrap == null ? 0 : wrap[0], name), t = mode(wrap == null ? 0 : wrap[1], name);
        String samplerKey = s + " " + t;
        int sampler = samplers.computeIfAbsent(samplerKey, k -> g.sampler(s, t, GltfBuilder.LINEAR));
        String materialKey = key + " " + samplerKey;
        String mode = alpha.get(key);
        return made.computeIfAbsent(materialKey, k -> g.material(name + (samplerKey.equals(GltfBuilder.REPEAT + " " + GltfBuilder.REPEAT) ? ""
                : " (" + wrapName(s) + ", " + wrapName(t) + ")"), g.texture(image, sampler), WHITE, mode, true));
    }

    private int mode(int wms, String who) {
        return switch (wms) {
            case 0 -> GltfBuilder.REPEAT;
            case 1 -> GltfBuilder.CLAMP_TO_EDGE;
            case 2 -> { note(who + ": REGION_CLAMP shown as CLAMP_TO_EDGE"); yield GltfBuilder.CLAMP_TO_EDGE; }
            case 3 -> { note(who + ": REGION_REPEAT shown as REPEAT"); yield GltfBuilder.REPEAT; }
            default -> { note(who + ": CLAMP wrap mode " + wms + " is not a GS mode; REPEAT used"); yield GltfBuilder.REPEAT; }
        };
    }

    private void note(String s) { if (!notes.contains(s)) notes.add(s); }

    private static String wrapName(int m) { return m == GltfBuilder.REPEAT ? "repeat" : "clamp"; }

    /** OPAQUE when every texel is opaque, MASK when alpha is only 0 or 255, BLEND otherwise. */
    static String alphaMode(int[] argb) {
        boolean partial = false, cut = false;
        for (int p : argb) {
            int a = p >>> 24;
            if (a == 0) cut = true;
            else if (a != 255) partial = true;
        }
        return partial ? "BLEND" : cut ? "MASK" : "OPAQUE";
    }

    private static byte[] png(java.awt.image.BufferedImage img) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            if (!ImageIO.write(img, "png", out)) throw new IllegalStateException("no PNG writer");
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
