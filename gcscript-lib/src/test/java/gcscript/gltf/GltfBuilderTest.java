package gcscript.gltf;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GltfBuilderTest {
    private static GltfBuilder triangle() {
        GltfBuilder g = new GltfBuilder("test");
        int pos = g.floats(new float[] {0, 0, 0, 1, 0, 0, 0, 2, 0}, "VEC3", true, true);
        int idx = g.indices(new int[] {0, 1, 2}, 3);
        int mat = g.material("m", -1, new float[] {1, 0, 0, 1}, "OPAQUE", false);
        int mesh = g.mesh("tri", List.of(new GltfBuilder.Primitive(Map.of("POSITION", pos), idx, mat)), null);
        int n = g.node("n");
        g.nodeMap(n).put("mesh", mesh);
        g.scene("s", n);
        return g;
    }

    @Test
    void glbHeaderChunksAndPadding() {
        byte[] b = triangle().glb();
        ByteBuffer in = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0x46546C67, in.getInt(0));
        assertEquals(2, in.getInt(4));
        assertEquals(b.length, in.getInt(8));
        int jl = in.getInt(12);
        assertEquals(0, jl % 4, "JSON chunk padded to 4");
        assertEquals(0x4E4F534A, in.getInt(16));
        String json = new String(b, 20, jl, StandardCharsets.UTF_8);
        assertTrue(json.endsWith("}") || json.stripTrailing().endsWith("}"), "padding is spaces");
        int bl = in.getInt(20 + jl);
        assertEquals(0x004E4942, in.getInt(24 + jl));
        // 36 bytes of positions, then 6 bytes of u16 indices padded to 8: 44
        assertEquals(44, bl);
        assertEquals(b.length, 28 + jl + bl);
        assertEquals(2f, in.getFloat(28 + jl + 28), "third vertex y");
        assertEquals(2, in.getShort(28 + jl + 36 + 4), "third index");
        assertTrue(json.contains("\"min\":[0,0,0]") && json.contains("\"max\":[1,2,0]"), json);
        assertTrue(json.contains("\"componentType\":5123"), "u16 indices when they fit");
    }

    @Test
    void glbTwiceIsTheSame() {
        GltfBuilder g = triangle();
        g.image(new byte[] {1, 2, 3}, "img");
        assertArrayEquals(g.glb(), g.glb(), "images are placed per container, not appended twice");
        Map<String, byte[]> files = g.gltf("x");
        assertEquals(List.of("x.gltf", "x.bin", "x_tex0.png"), List.copyOf(files.keySet()));
        assertEquals(44, files.get("x.bin").length, "the .bin holds geometry only");
        assertTrue(new String(files.get("x.gltf"), StandardCharsets.UTF_8).contains("\"uri\":\"x_tex0.png\""));
    }

    @Test
    void bigIndicesUseU32AndBadOnesAreRefused() {
        GltfBuilder g = new GltfBuilder("t");
        int a = g.indices(new int[] {0, 1, 70000}, 70001);
        assertTrue(g.glb().length > 0);
        assertEquals(a, 0);
        assertThrows(IllegalArgumentException.class, () -> g.indices(new int[] {0, 1, 3}, 3));
        assertThrows(IllegalArgumentException.class, () -> g.indices(new int[] {0, 1}, 3));
        assertThrows(IllegalArgumentException.class, () -> g.floats(new float[] {0, Float.NaN, 0}, "VEC3", true, true));
        assertThrows(IllegalArgumentException.class, () -> g.floats(new float[] {0, 1}, "VEC3", true, true));
        assertThrows(IllegalArgumentException.class, () -> g.bytes(new int[] {0, 1, 2, 256}, "VEC4", false));
    }

    @Test
    void jsonEscapesAndRefusesNonFinite() {
        Map<String, Object> o = Json.obj();
        o.put("s", "a\"b\\c\nd\u0001");
        o.put("i", 3);
        o.put("f", 0.5f);
        o.put("w", 2.0);
        o.put("l", List.of(1, "x"));
        o.put("a", new float[] {1.5f, -2});
        assertEquals("{\"s\":\"a\\\"b\\\\c\\nd\\u0001\",\"i\":3,\"f\":0.5,\"w\":2,\"l\":[1,\"x\"],\"a\":[1.5,-2]}", Json.write(o));
        Map<String, Object> bad = Json.obj();
        bad.put("k", List.of(1.0, Double.POSITIVE_INFINITY));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Json.write(bad));
        assertTrue(e.getMessage().contains("$.k[1]"), e.getMessage());
    }

    @Test
    void lightsDeclareTheExtension() {
        GltfBuilder g = triangle();
        int n = g.node("l");
        g.lightOn(n, g.directionalLight("sun", new float[] {1, 0.5f, 0}, 2));
        String json = Json.write(List.of());
        byte[] b = g.glb();
        int jl = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).getInt(12);
        json = new String(b, 20, jl, StandardCharsets.UTF_8);
        assertTrue(json.contains("\"extensionsUsed\":[\"KHR_lights_punctual\"]"), json);
        assertTrue(json.contains("\"type\":\"directional\""));
        assertTrue(json.contains("\"extensions\":{\"KHR_lights_punctual\":{\"light\":0}}"));
    }

    @Test
    void animationsHaveOneLinearSamplerPerChannelAndIncreasingTimes() {
        GltfBuilder g = triangle();
        int t = g.keyTimes(new float[] {0, 0.5f, 1.25f});
        int q = g.floats(new float[] {0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1}, "VEC4", false, false);
        assertEquals(0, g.animation("a", List.of(new GltfBuilder.Channel(0, "rotation", t, q)), Map.of("k", 1)));
        assertEquals(1, g.animationCount());
        String json = new String(g.glb(), StandardCharsets.UTF_8);
        assertTrue(json.contains("\"animations\":[{\"name\":\"a\",\"channels\":[{\"sampler\":0,\"target\":{\"node\":0,\"path\":\"rotation\"}}],"
                + "\"samplers\":[{\"input\":" + t + ",\"interpolation\":\"LINEAR\",\"output\":" + q + "}],\"extras\":{\"k\":1}}]"), json);
        assertTrue(json.contains("\"min\":[0],\"max\":[1.25]"), "key times carry their bounds");
        assertThrows(IllegalArgumentException.class, () -> g.keyTimes(new float[] {0, 0.5f, 0.5f}), "equal times");
        assertThrows(IllegalArgumentException.class, () -> g.keyTimes(new float[] {0, Float.NaN}), "NaN is not after 0");
        assertThrows(IllegalArgumentException.class, () -> g.animation("none", List.of(), null));
    }
}
