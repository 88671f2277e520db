package gcscript.datasets.scene;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A GLB read for tests with Jackson, not with the library's writer: the JSON chunk and the BIN chunk. */
record Glb(JsonNode json, ByteBuffer bin) {
    static Glb parse(byte[] b) throws Exception {
        ByteBuffer in = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        if (in.getInt(0) != 0x46546C67) throw new AssertionError("not glTF magic");
        if (in.getInt(4) != 2) throw new AssertionError("version " + in.getInt(4));
        if (in.getInt(8) != b.length) throw new AssertionError("length " + in.getInt(8) + " vs " + b.length);
        int jl = in.getInt(12);
        if (in.getInt(16) != 0x4E4F534A) throw new AssertionError("first chunk is not JSON");
        JsonNode json = new ObjectMapper().readTree(new String(b, 20, jl, StandardCharsets.UTF_8));
        ByteBuffer bin = ByteBuffer.allocate(0);
        if (20 + jl < b.length) {
            int bl = in.getInt(20 + jl);
            if (in.getInt(24 + jl) != 0x004E4942) throw new AssertionError("second chunk is not BIN");
            bin = ByteBuffer.wrap(b, 28 + jl, bl).slice().order(ByteOrder.LITTLE_ENDIAN);
        }
        return new Glb(json, bin);
    }

    List<JsonNode> nodesNamed(String prefix) {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode n : json.get("nodes")) if (n.path("name").asText().startsWith(prefix)) out.add(n);
        return out;
    }

    JsonNode node(String name) {
        for (JsonNode n : json.get("nodes")) if (n.path("name").asText().equals(name)) return n;
        throw new AssertionError("no node " + name);
    }

    long meshesNamed(String prefix) {
        long k = 0;
        for (JsonNode m : json.get("meshes")) if (m.path("name").asText().startsWith(prefix)) k++;
        return k;
    }

    JsonNode mesh(String name) {
        for (JsonNode m : json.get("meshes")) if (m.path("name").asText().equals(name)) return m;
        throw new AssertionError("no mesh " + name);
    }

    /** Float {@code component} of element {@code i} of a float accessor. */
    float f(int accessor, int i, int component) {
        JsonNode a = json.get("accessors").get(accessor);
        if (a.get("componentType").asInt() != 5126) throw new AssertionError("accessor " + accessor + " is not float");
        int width = switch (a.get("type").asText()) { case "SCALAR" -> 1; case "VEC2" -> 2; case "VEC3" -> 3; case "VEC4" -> 4; default -> 16; };
        JsonNode v = json.get("bufferViews").get(a.get("bufferView").asInt());
        int at = v.path("byteOffset").asInt(0) + a.path("byteOffset").asInt(0) + 4 * (width * i + component);
        return bin.getFloat(at);
    }

    int count(int accessor) { return json.get("accessors").get(accessor).get("count").asInt(); }

    /** Index {@code i} of an index accessor. */
    int index(int accessor, int i) {
        JsonNode a = json.get("accessors").get(accessor);
        JsonNode v = json.get("bufferViews").get(a.get("bufferView").asInt());
        int base = v.path("byteOffset").asInt(0) + a.path("byteOffset").asInt(0);
        return switch (a.get("componentType").asInt()) {
            case 5123 -> bin.getShort(base + 2 * i) & 0xffff;
            case 5125 -> bin.getInt(base + 4 * i);
            default -> bin.get(base + i) & 0xff;
        };
    }
}
