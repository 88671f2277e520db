package gcscript.gltf;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The little JSON glTF needs: objects (insertion-ordered maps), arrays (lists), strings, numbers, booleans. A float
 * that is not finite has no JSON form, so writing one is a bug in the caller, reported with the key it was under.
 */
public final class Json {
    private Json() {}

    /** An insertion-ordered JSON object. */
    public static Map<String, Object> obj() { return new LinkedHashMap<>(); }

    public static String write(Object v) {
        StringBuilder sb = new StringBuilder(1 << 12);
        write(sb, v, "$");
        return sb.toString();
    }

    private static void write(StringBuilder sb, Object v, String path) {
        if (v == null) sb.append("null");
        else if (v instanceof String s) string(sb, s);
        else if (v instanceof Boolean b) sb.append(b);
        else if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) sb.append(v);
        else if (v instanceof Number n) {
            double d = n.doubleValue();
            if (!Double.isFinite(d)) throw new IllegalArgumentException("not finite at " + path + ": " + d);
            // whole numbers print without the ".0" so counts stay integers; others print Java's shortest round-trip form
            if (d == Math.rint(d) && Math.abs(d) < 1e15) sb.append((long) d);
            else sb.append(v instanceof Float f ? Float.toString(f) : Double.toString(d));
        } else if (v instanceof Map<?, ?> m) {
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) sb.append(',');
                first = false;
                string(sb, e.getKey().toString());
                sb.append(':');
                write(sb, e.getValue(), path + "." + e.getKey());
            }
            sb.append('}');
        } else if (v instanceof List<?> l) {
            sb.append('[');
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) sb.append(',');
                write(sb, l.get(i), path + "[" + i + "]");
            }
            sb.append(']');
        } else if (v instanceof float[] a) {
            sb.append('[');
            for (int i = 0; i < a.length; i++) { if (i > 0) sb.append(','); write(sb, a[i], path + "[" + i + "]"); }
            sb.append(']');
        } else if (v instanceof double[] a) {
            sb.append('[');
            for (int i = 0; i < a.length; i++) { if (i > 0) sb.append(','); write(sb, a[i], path + "[" + i + "]"); }
            sb.append(']');
        } else if (v instanceof int[] a) {
            sb.append('[');
            for (int i = 0; i < a.length; i++) { if (i > 0) sb.append(','); sb.append(a[i]); }
            sb.append(']');
        } else throw new IllegalArgumentException("no JSON form for " + v.getClass().getName() + " at " + path);
    }

    /** {@code s} as a JSON string literal, quotes included (also used for the table command's JSON output). */
    public static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2);
        string(sb, s);
        return sb.toString();
    }

    private static void string(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
                }
            }
        }
        sb.append('"');
    }
}
