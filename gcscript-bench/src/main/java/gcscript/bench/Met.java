package gcscript.bench;

import java.util.Locale;

/** The {@code met} verdict of a benchmark row: its value against a target written as {@code < X}, {@code <= X}, {@code > X} or {@code >= X}. */
public final class Met {
    private Met() {}

    /** {@code yes} or {@code no}; {@code -} when the row has no numeric target or value (e.g. {@code -}, {@code ~18100}). */
    public static String verdict(String value, String target) {
        if (value == null || target == null) return "-";
        String t = target.trim();
        String op = t.startsWith("<=") ? "<=" : t.startsWith(">=") ? ">=" : t.startsWith("<") ? "<" : t.startsWith(">") ? ">" : null;
        if (op == null) return "-";
        double v, x;
        try {
            v = Double.parseDouble(value.trim());
            String rest = t.substring(op.length()).trim();
            int sp = rest.indexOf(' ');
            x = Double.parseDouble(sp < 0 ? rest : rest.substring(0, sp));
        } catch (NumberFormatException e) {
            return "-";
        }
        boolean ok = switch (op) {
            case "<" -> v < x;
            case "<=" -> v <= x;
            case ">" -> v > x;
            default -> v >= x;
        };
        return ok ? "yes" : "no";
    }

    static String f1(double d) { return String.format(Locale.ROOT, "%.1f", d); }
}
