package gcscript.claims;

import java.math.BigDecimal;

/**
 * Compares a measured value with an expected one written in the catalogue's notation: a number (decimal or
 * {@code 0x} hex), {@code lo..hi}, {@code N/M}, {@code true}, {@code ~} (roughly: within 10%), a percentage
 * or an {@code MB}/{@code KB} size (10^6/10^3 bytes, compared as printed), lists {@code a,b,c} and
 * {@code hex:} strings (exact). A value printed with d decimals holds when the measure rounds to it.
 */
public final class Expectation {
    private Expectation() {}

    public static boolean holds(String expected, String actual) {
        String e = expected.trim();
        String a = actual.trim();
        if (e.equals(a)) return true;
        if (e.startsWith("~")) return roughly(e.substring(1), a);
        int dots = e.indexOf("..");
        if (dots > 0 && !a.contains("..")) {
            Double x = number(a);
            Double lo = number(e.substring(0, dots));
            Double hi = number(e.substring(dots + 2));
            return x != null && lo != null && hi != null && x >= lo - tolerance(e.substring(0, dots)) && x <= hi + tolerance(e.substring(dots + 2));
        }
        if (dots > 0) {
            int ad = a.indexOf("..");
            return holds(e.substring(0, dots), a.substring(0, ad)) && holds(e.substring(dots + 2), a.substring(ad + 2));
        }
        if (e.contains("/") || e.contains(",") || e.startsWith("hex:") || e.equals("true") || e.equals("false")) return false;
        Double x = number(a);
        Double want = number(e);
        if (x == null || want == null) return false;
        return Math.abs(x - want) <= tolerance(e) + 1e-9 * Math.abs(want);
    }

    private static boolean roughly(String e, String a) {
        int dots = e.indexOf("..");
        if (dots > 0) return holds("~" + e.substring(0, dots), a.contains("..") ? a.substring(0, a.indexOf("..")) : a)
                && holds("~" + e.substring(dots + 2), a.contains("..") ? a.substring(a.indexOf("..") + 2) : a);
        if (e.contains("/")) {
            Double x = fraction(a);
            Double want = fraction(e);
            return x != null && want != null && Math.abs(x - want) <= 0.1 * Math.abs(want);
        }
        Double x = number(a);
        Double want = number(e);
        return x != null && want != null && Math.abs(x - want) <= 0.1 * Math.abs(want);
    }

    private static Double fraction(String s) {
        int slash = s.indexOf('/');
        if (slash < 0) return null;
        Double n = number(s.substring(0, slash));
        Double d = number(s.substring(slash + 1));
        return n == null || d == null || d == 0 ? null : n / d;
    }

    /** Half a unit of the last printed digit: "96.8%" holds for 96.75..96.85. Integers are exact. */
    static double tolerance(String printed) {
        String s = stripUnit(printed.trim());
        int dot = s.indexOf('.');
        if (dot < 0 || s.startsWith("0x")) return 0;
        int decimals = s.length() - dot - 1;
        return 0.5 * Math.pow(10, -decimals);
    }

    private static String stripUnit(String s) {
        if (s.endsWith("%")) return s.substring(0, s.length() - 1);
        if (s.endsWith("MB") || s.endsWith("KB")) return s.substring(0, s.length() - 2);
        return s;
    }

    /** A number in the catalogue's notation, in the unit it is printed in (MB stays MB, % stays %). */
    static Double number(String s) {
        String t = stripUnit(s.trim()).replace("_", "");
        if (t.isEmpty()) return null;
        try {
            if (t.startsWith("0x") || t.startsWith("-0x")) {
                boolean neg = t.startsWith("-");
                long v = Long.parseLong(t.substring(neg ? 3 : 2), 16);
                return (double) (neg ? -v : v);
            }
            return new BigDecimal(t).doubleValue();
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
