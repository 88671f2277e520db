package gcscript.layout.ksy;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The small YAML subset a .ksy file needs: block maps and lists of maps, scalars plain where YAML reads them back as
 * the same string or number and double-quoted otherwise. Written by hand so the exported text is stable (a test
 * compares the committed files byte for byte) and the library needs no YAML dependency.
 */
final class Yaml {
    private Yaml() {}

    /** A plain scalar YAML reads back unchanged: no indicator first, no ": " or " #", no quote, not a YAML keyword. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_(][A-Za-z0-9_ .,()*/+\\-<>=!&|\\[\\]]*");
    private static final Pattern KEYWORD = Pattern.compile("(?i)true|false|null|yes|no|on|off|~");

    /** The document for {@code root}: maps keep their insertion order. */
    static String render(Map<String, ?> root) {
        StringBuilder sb = new StringBuilder();
        map(sb, root, 0);
        return sb.toString();
    }

    private static void map(StringBuilder sb, Map<String, ?> m, int indent) {
        for (Map.Entry<String, ?> e : m.entrySet()) {
            sb.append(" ".repeat(indent)).append(scalar(e.getKey())).append(':');
            value(sb, e.getValue(), indent);
        }
    }

    @SuppressWarnings("unchecked")
    private static void value(StringBuilder sb, Object v, int indent) {
        if (v instanceof Map<?, ?> m) {
            sb.append('\n');
            map(sb, (Map<String, ?>) m, indent + 2);
        } else if (v instanceof List<?> l) {
            sb.append('\n');
            for (Object item : l) {
                sb.append(" ".repeat(indent + 2)).append('-');
                if (item instanceof Map<?, ?> im) {
                    // the first key on the dash's line, the others indented under it
                    StringBuilder inner = new StringBuilder();
                    map(inner, (Map<String, ?>) im, indent + 4);
                    sb.append(' ').append(inner.substring(indent + 4));
                } else {
                    sb.append(' ').append(scalar(item)).append('\n');
                }
            }
        } else {
            sb.append(' ').append(scalar(v)).append('\n');
        }
    }

    /** A scalar: numbers as they are, strings plain when safe, else double-quoted with escapes. */
    static String scalar(Object v) {
        if (v instanceof Number || v instanceof Boolean) return v.toString();
        String s = v.toString();
        if (PLAIN.matcher(s).matches() && !s.endsWith(" ") && !KEYWORD.matcher(s).matches()) return s;
        StringBuilder q = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> q.append("\\\"");
                case '\\' -> q.append("\\\\");
                case '\n' -> q.append("\\n");
                default -> q.append(c < 0x20 ? String.format("\\x%02x", (int) c) : String.valueOf(c));
            }
        }
        return q.append('"').toString();
    }
}
