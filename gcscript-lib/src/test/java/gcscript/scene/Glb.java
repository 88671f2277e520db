package gcscript.scene;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A GLB read back for tests: its JSON chunk parsed into maps, lists, strings, doubles and booleans (a small reader,
 * enough for what {@code gcscript.gltf.Json} writes), and float accessors read from the BIN chunk.
 */
record Glb(Map<String, Object> json, ByteBuffer bin) {

    static Glb of(byte[] glb) {
        ByteBuffer in = ByteBuffer.wrap(glb).order(ByteOrder.LITTLE_ENDIAN);
        int jl = in.getInt(12);
        String text = new String(glb, 20, jl, StandardCharsets.UTF_8);
        int bl = in.getInt(20 + jl);
        ByteBuffer bin = ByteBuffer.wrap(glb, 28 + jl, bl).slice().order(ByteOrder.LITTLE_ENDIAN);
        @SuppressWarnings("unchecked") Map<String, Object> json = (Map<String, Object>) new Parser(text).value();
        return new Glb(json, bin);
    }

    @SuppressWarnings("unchecked")
    List<Map<String, Object>> list(String key) { return (List<Map<String, Object>>) json.getOrDefault(key, List.of()); }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object o) { return (Map<String, Object>) o; }

    static int i(Object o) { return ((Number) o).intValue(); }

    /** The floats of accessor {@code a} (tightly packed, as the builder writes them). */
    float[] floats(int a) {
        Map<String, Object> acc = list("accessors").get(a);
        Map<String, Object> view = list("bufferViews").get(i(acc.get("bufferView")));
        int width = switch ((String) acc.get("type")) { case "SCALAR" -> 1; case "VEC3" -> 3; case "VEC4" -> 4; default -> 16; };
        float[] out = new float[i(acc.get("count")) * width];
        int at = i(view.get("byteOffset"));
        for (int k = 0; k < out.length; k++) out[k] = bin.getFloat(at + 4 * k);
        return out;
    }

    private static final class Parser {
        private final String s;
        private int p;

        Parser(String s) { this.s = s; }

        Object value() {
            ws();
            char c = s.charAt(p);
            if (c == '{') {
                Map<String, Object> m = new LinkedHashMap<>();
                p++;
                ws();
                if (s.charAt(p) == '}') { p++; return m; }
                while (true) {
                    ws();
                    String k = string();
                    ws();
                    p++; // ':'
                    m.put(k, value());
                    ws();
                    if (s.charAt(p++) == '}') return m;
                }
            }
            if (c == '[') {
                List<Object> l = new ArrayList<>();
                p++;
                ws();
                if (s.charAt(p) == ']') { p++; return l; }
                while (true) {
                    l.add(value());
                    ws();
                    if (s.charAt(p++) == ']') return l;
                }
            }
            if (c == '"') return string();
            if (s.startsWith("true", p)) { p += 4; return true; }
            if (s.startsWith("false", p)) { p += 5; return false; }
            if (s.startsWith("null", p)) { p += 4; return null; }
            int start = p;
            while (p < s.length() && "+-0123456789.eE".indexOf(s.charAt(p)) >= 0) p++;
            return Double.parseDouble(s.substring(start, p));
        }

        private String string() {
            StringBuilder b = new StringBuilder();
            p++;
            while (true) {
                char c = s.charAt(p++);
                if (c == '"') return b.toString();
                if (c != '\\') { b.append(c); continue; }
                char e = s.charAt(p++);
                switch (e) {
                    case 'n' -> b.append('\n');
                    case 't' -> b.append('\t');
                    case 'r' -> b.append('\r');
                    case 'b' -> b.append('\b');
                    case 'f' -> b.append('\f');
                    case 'u' -> { b.append((char) Integer.parseInt(s.substring(p, p + 4), 16)); p += 4; }
                    default -> b.append(e);
                }
            }
        }

        private void ws() { while (p < s.length() && Character.isWhitespace(s.charAt(p))) p++; }
    }
}
