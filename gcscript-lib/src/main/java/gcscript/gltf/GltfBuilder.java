package gcscript.gltf;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds one glTF 2.0 asset: geometry goes into a single little-endian binary buffer (each view 4-aligned, one view
 * per accessor), images are kept as PNG bytes and placed at write time (inside the GLB's buffer, or beside a
 * {@code .gltf} as files). Index accessors use unsigned short when every index fits, else unsigned int.
 * Nothing here knows about PS2 formats; {@link gcscript.scene} says what goes in.
 */
public final class GltfBuilder {
    public static final int FLOAT = 5126, UNSIGNED_SHORT = 5123, UNSIGNED_INT = 5125, UNSIGNED_BYTE = 5121;
    public static final int ARRAY_BUFFER = 34962, ELEMENT_ARRAY_BUFFER = 34963;
    public static final int REPEAT = 10497, CLAMP_TO_EDGE = 33071, LINEAR = 9729, NEAREST = 9728;

    private final ByteArrayOutputStream bin = new ByteArrayOutputStream(1 << 16);
    private final List<Map<String, Object>> views = new ArrayList<>(), accessors = new ArrayList<>(), meshes = new ArrayList<>(),
            nodes = new ArrayList<>(), materials = new ArrayList<>(), textures = new ArrayList<>(), samplers = new ArrayList<>(),
            lights = new ArrayList<>(), scenes = new ArrayList<>(), skins = new ArrayList<>(), animations = new ArrayList<>();
    private final List<byte[]> images = new ArrayList<>();
    private final List<String> imageNames = new ArrayList<>();
    private final Map<String, Object> asset = Json.obj();
    private final Map<String, Object> extras = Json.obj();

    public GltfBuilder(String generator) {
        asset.put("version", "2.0");
        asset.put("generator", generator);
    }

    /** The asset's top-level {@code extras} (free-form metadata). */
    public Map<String, Object> extras() { return extras; }

    private int view(byte[] bytes, Integer target) {
        while (bin.size() % 4 != 0) bin.write(0);
        Map<String, Object> v = Json.obj();
        v.put("buffer", 0);
        v.put("byteOffset", bin.size());
        v.put("byteLength", bytes.length);
        if (target != null) v.put("target", target);
        bin.writeBytes(bytes);
        views.add(v);
        return views.size() - 1;
    }

    private static ByteBuffer le(int bytes) { return ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN); }

    /** A float accessor of {@code type} (VEC2, VEC3, VEC4, SCALAR, MAT4); {@code minMax} adds the bounds (required for POSITION). */
    public int floats(float[] values, String type, boolean minMax, boolean vertexData) {
        int width = width(type);
        if (values.length == 0 || values.length % width != 0) {
            throw new IllegalArgumentException(type + " accessor needs a positive multiple of " + width + " floats, not " + values.length);
        }
        ByteBuffer b = le(4 * values.length);
        for (float f : values) {
            if (!Float.isFinite(f)) throw new IllegalArgumentException("not finite: " + f);
            b.putFloat(f);
        }
        Map<String, Object> a = Json.obj();
        a.put("bufferView", view(b.array(), vertexData ? ARRAY_BUFFER : null));
        a.put("componentType", FLOAT);
        a.put("count", values.length / width);
        a.put("type", type);
        if (minMax) {
            float[] min = new float[width], max = new float[width];
            java.util.Arrays.fill(min, Float.POSITIVE_INFINITY);
            java.util.Arrays.fill(max, Float.NEGATIVE_INFINITY);
            for (int i = 0; i < values.length; i++) {
                min[i % width] = Math.min(min[i % width], values[i]);
                max[i % width] = Math.max(max[i % width], values[i]);
            }
            a.put("min", min);
            a.put("max", max);
        }
        accessors.add(a);
        return accessors.size() - 1;
    }

    /** Unsigned-byte vertex data (e.g. JOINTS_0 as VEC4), or normalized (COLOR_0 as VEC4). */
    public int bytes(int[] values, String type, boolean normalized) {
        int width = width(type);
        if (values.length == 0 || values.length % width != 0) throw new IllegalArgumentException("bad " + type + " length " + values.length);
        byte[] b = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            if (values[i] < 0 || values[i] > 255) throw new IllegalArgumentException("not a byte: " + values[i]);
            b[i] = (byte) values[i];
        }
        Map<String, Object> a = Json.obj();
        a.put("bufferView", view(b, ARRAY_BUFFER));
        a.put("componentType", UNSIGNED_BYTE);
        if (normalized) a.put("normalized", true);
        a.put("count", values.length / width);
        a.put("type", type);
        accessors.add(a);
        return accessors.size() - 1;
    }

    /** Triangle indices, each below {@code vertexCount}. */
    public int indices(int[] idx, int vertexCount) {
        if (idx.length == 0 || idx.length % 3 != 0) throw new IllegalArgumentException("triangle indices: " + idx.length);
        int max = 0;
        for (int i : idx) {
            if (i < 0 || i >= vertexCount) throw new IllegalArgumentException("index " + i + " outside " + vertexCount + " vertices");
            max = Math.max(max, i);
        }
        boolean shortIdx = max < 65535;
        ByteBuffer b = le((shortIdx ? 2 : 4) * idx.length);
        for (int i : idx) { if (shortIdx) b.putShort((short) i); else b.putInt(i); }
        Map<String, Object> a = Json.obj();
        a.put("bufferView", view(b.array(), ELEMENT_ARRAY_BUFFER));
        a.put("componentType", shortIdx ? UNSIGNED_SHORT : UNSIGNED_INT);
        a.put("count", idx.length);
        a.put("type", "SCALAR");
        accessors.add(a);
        return accessors.size() - 1;
    }

    private static int width(String type) {
        return switch (type) {
            case "SCALAR" -> 1;
            case "VEC2" -> 2;
            case "VEC3" -> 3;
            case "VEC4" -> 4;
            case "MAT4" -> 16;
            default -> throw new IllegalArgumentException(type);
        };
    }

    public int image(byte[] png, String name) {
        images.add(png);
        imageNames.add(name);
        return images.size() - 1;
    }

    public int sampler(int wrapS, int wrapT, int filter) {
        Map<String, Object> s = Json.obj();
        s.put("magFilter", filter);
        s.put("minFilter", filter);
        s.put("wrapS", wrapS);
        s.put("wrapT", wrapT);
        samplers.add(s);
        return samplers.size() - 1;
    }

    public int texture(int image, int sampler) {
        Map<String, Object> t = Json.obj();
        t.put("sampler", sampler);
        t.put("source", image);
        textures.add(t);
        return textures.size() - 1;
    }

    /**
     * A metallic-roughness material (metal 0, rough 1: the PS2 has no such model, so the colour is all there is).
     *
     * @param texture texture index or -1
     * @param alphaMode OPAQUE, MASK or BLEND
     */
    public int material(String name, int texture, float[] rgba, String alphaMode, boolean doubleSided) {
        Map<String, Object> pbr = Json.obj();
        pbr.put("baseColorFactor", rgba);
        if (texture >= 0) {
            Map<String, Object> t = Json.obj();
            t.put("index", texture);
            pbr.put("baseColorTexture", t);
        }
        pbr.put("metallicFactor", 0);
        pbr.put("roughnessFactor", 1);
        Map<String, Object> m = Json.obj();
        m.put("name", name);
        m.put("pbrMetallicRoughness", pbr);
        if (!alphaMode.equals("OPAQUE")) m.put("alphaMode", alphaMode);
        if (doubleSided) m.put("doubleSided", true);
        materials.add(m);
        return materials.size() - 1;
    }

    /** One triangle primitive: attribute name → accessor, an index accessor, a material (or -1). */
    public record Primitive(Map<String, Integer> attributes, int indices, int material) {}

    public int mesh(String name, List<Primitive> primitives, Map<String, Object> meshExtras) {
        if (primitives.isEmpty()) throw new IllegalArgumentException("mesh " + name + " has no primitive");
        List<Object> ps = new ArrayList<>();
        for (Primitive p : primitives) {
            Map<String, Object> o = Json.obj();
            o.put("attributes", new LinkedHashMap<>(p.attributes()));
            o.put("indices", p.indices());
            if (p.material() >= 0) o.put("material", p.material());
            o.put("mode", 4);
            ps.add(o);
        }
        Map<String, Object> m = Json.obj();
        m.put("name", name);
        m.put("primitives", ps);
        if (meshExtras != null && !meshExtras.isEmpty()) m.put("extras", meshExtras);
        meshes.add(m);
        return meshes.size() - 1;
    }

    /** A node; fill it with {@code put("mesh", …)}, {@code "matrix"}, {@code "translation"}, … through the returned map. */
    public int node(String name) {
        Map<String, Object> n = Json.obj();
        n.put("name", name);
        nodes.add(n);
        return nodes.size() - 1;
    }

    public Map<String, Object> nodeMap(int node) { return nodes.get(node); }

    @SuppressWarnings("unchecked")
    public void child(int parent, int child) {
        ((List<Object>) nodes.get(parent).computeIfAbsent("children", k -> new ArrayList<>())).add(child);
    }

    /** A KHR_lights_punctual directional light (it shines along its node's local -Z). */
    public int directionalLight(String name, float[] rgb, float intensity) {
        Map<String, Object> l = Json.obj();
        l.put("name", name);
        l.put("type", "directional");
        l.put("color", rgb);
        l.put("intensity", intensity);
        lights.add(l);
        return lights.size() - 1;
    }

    /** Puts light {@code light} on {@code node}. */
    public void lightOn(int node, int light) {
        Map<String, Object> ext = Json.obj(), l = Json.obj();
        l.put("light", light);
        ext.put("KHR_lights_punctual", l);
        nodes.get(node).put("extensions", ext);
    }

    /** A skin over {@code joints} (node indices) with an inverse-bind-matrix accessor (MAT4 per joint, see {@link #floats}). */
    public int skin(String name, int[] joints, int inverseBindAccessor) {
        Map<String, Object> s = Json.obj();
        s.put("name", name);
        s.put("inverseBindMatrices", inverseBindAccessor);
        s.put("joints", joints);
        skins.add(s);
        return skins.size() - 1;
    }

    /** One animated property: node {@code node}'s {@code path} (translation, rotation, scale) from a sampler's keys. */
    public record Channel(int node, String path, int input, int output) {}

    /**
     * An animation: one LINEAR sampler per channel ({@code input}: a SCALAR accessor of strictly increasing seconds
     * with min/max, {@code output}: one value per input key, see {@link #keyTimes}).
     */
    public int animation(String name, List<Channel> channels, Map<String, Object> animationExtras) {
        if (channels.isEmpty()) throw new IllegalArgumentException("animation " + name + " has no channel");
        List<Object> cs = new ArrayList<>(), ss = new ArrayList<>();
        for (Channel c : channels) {
            Map<String, Object> s = Json.obj();
            s.put("input", c.input());
            s.put("interpolation", "LINEAR");
            s.put("output", c.output());
            Map<String, Object> target = Json.obj();
            target.put("node", c.node());
            target.put("path", c.path());
            Map<String, Object> ch = Json.obj();
            ch.put("sampler", ss.size());
            ch.put("target", target);
            ss.add(s);
            cs.add(ch);
        }
        Map<String, Object> a = Json.obj();
        a.put("name", name);
        a.put("channels", cs);
        a.put("samplers", ss);
        if (animationExtras != null && !animationExtras.isEmpty()) a.put("extras", animationExtras);
        animations.add(a);
        return animations.size() - 1;
    }

    /** An animation input accessor: key times in seconds, strictly increasing (glTF's rule), with min/max. */
    public int keyTimes(float[] seconds) {
        for (int i = 1; i < seconds.length; i++) {
            if (!(seconds[i] > seconds[i - 1])) throw new IllegalArgumentException("key times not strictly increasing at " + i);
        }
        return floats(seconds, "SCALAR", true, false);
    }

    public int animationCount() { return animations.size(); }

    public int scene(String name, int... roots) {
        Map<String, Object> s = Json.obj();
        s.put("name", name);
        s.put("nodes", roots);
        scenes.add(s);
        return scenes.size() - 1;
    }

    public int nodeCount() { return nodes.size(); }
    public int meshCount() { return meshes.size(); }

    /** The JSON with images referenced either from the buffer ({@code embedded}) or as {@code <prefix>N.png} files. */
    private String json(String binUri, String imagePrefix, int[] imageViews, int binLength, List<Map<String, Object>> extraViews) {
        Map<String, Object> root = Json.obj();
        root.put("asset", asset);
        if (!lights.isEmpty()) {
            root.put("extensionsUsed", List.of("KHR_lights_punctual"));
            Map<String, Object> ext = Json.obj(), kl = Json.obj();
            kl.put("lights", lights);
            ext.put("KHR_lights_punctual", kl);
            root.put("extensions", ext);
        }
        if (!scenes.isEmpty()) {
            root.put("scene", 0);
            root.put("scenes", scenes);
        }
        root.put("nodes", nodes);
        put(root, "meshes", meshes);
        put(root, "skins", skins);
        put(root, "animations", animations);
        put(root, "materials", materials);
        put(root, "textures", textures);
        put(root, "samplers", samplers);
        if (!images.isEmpty()) {
            List<Object> im = new ArrayList<>();
            for (int i = 0; i < images.size(); i++) {
                Map<String, Object> o = Json.obj();
                o.put("name", imageNames.get(i));
                if (imageViews != null) {
                    o.put("bufferView", imageViews[i]);
                    o.put("mimeType", "image/png");
                } else {
                    o.put("uri", imagePrefix + i + ".png");
                }
                im.add(o);
            }
            root.put("images", im);
        }
        put(root, "accessors", accessors);
        List<Map<String, Object>> allViews = new ArrayList<>(views);
        allViews.addAll(extraViews);
        put(root, "bufferViews", allViews);
        if (binLength > 0) {
            Map<String, Object> b = Json.obj();
            b.put("byteLength", binLength);
            if (binUri != null) b.put("uri", binUri);
            root.put("buffers", List.of(b));
        }
        if (!extras.isEmpty()) root.put("extras", extras);
        return Json.write(root);
    }

    private static void put(Map<String, Object> root, String key, List<?> list) { if (!list.isEmpty()) root.put(key, list); }

    /** Binary glTF: header, JSON chunk (space-padded), BIN chunk (zero-padded) with the images after the geometry. */
    public byte[] glb() {
        // the images' views belong to this container only (the .gltf form keeps images as files), so they are made
        // here, after the geometry's, without touching the builder's own buffer or views
        ByteArrayOutputStream all = new ByteArrayOutputStream(bin.size() + 1024);
        all.writeBytes(bin.toByteArray());
        List<Map<String, Object>> imageViews = new ArrayList<>();
        int[] imageView = new int[images.size()];
        for (int i = 0; i < images.size(); i++) {
            while (all.size() % 4 != 0) all.write(0);
            Map<String, Object> v = Json.obj();
            v.put("buffer", 0);
            v.put("byteOffset", all.size());
            v.put("byteLength", images.get(i).length);
            all.writeBytes(images.get(i));
            imageView[i] = views.size() + i;
            imageViews.add(v);
        }
        while (all.size() % 4 != 0) all.write(0);
        byte[] data = all.toByteArray();
        String json = json(null, null, images.isEmpty() ? null : imageView, data.length, imageViews);
        byte[] js = json.getBytes(StandardCharsets.UTF_8);
        int jsPad = (4 - js.length % 4) % 4;
        int total = 12 + 8 + js.length + jsPad + (data.length > 0 ? 8 + data.length : 0);
        ByteBuffer out = le(total);
        out.putInt(0x46546C67).putInt(2).putInt(total);
        out.putInt(js.length + jsPad).putInt(0x4E4F534A).put(js);
        for (int i = 0; i < jsPad; i++) out.put((byte) ' ');
        if (data.length > 0) out.putInt(data.length).putInt(0x004E4942).put(data);
        return out.array();
    }

    /** The {@code .gltf} form: file name → bytes ({@code base.gltf}, {@code base.bin}, {@code base_texN.png}). */
    public Map<String, byte[]> gltf(String base) {
        while (bin.size() % 4 != 0) bin.write(0);
        byte[] data = bin.toByteArray();
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put(base + ".gltf", json(data.length > 0 ? base + ".bin" : null, base + "_tex", null, data.length, List.of()).getBytes(StandardCharsets.UTF_8));
        if (data.length > 0) files.put(base + ".bin", data);
        for (int i = 0; i < images.size(); i++) files.put(base + "_tex" + i + ".png", images.get(i));
        return files;
    }
}
