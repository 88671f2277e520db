package gcscript.help;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The public instance methods of a type as a person reads them ({@code name()} or {@code name(…)} when it takes
 * arguments), and "did you mean" for a name that is not among them.
 */
public final class Methods {
    private Methods() {}

    /** Public instance methods of {@code type} (not those of Object), sorted, one entry per name and arity kind. */
    public static List<String> of(Class<?> type) {
        TreeSet<String> names = new TreeSet<>();
        for (Method m : type.getMethods()) {
            if (m.getDeclaringClass() == Object.class || Modifier.isStatic(m.getModifiers())) continue;
            names.add(m.getName() + "(" + (m.getParameterCount() == 0 ? "" : "…") + ")");
        }
        return List.copyOf(names);
    }

    /**
     * The name among {@code names} (each "name(…)" or a bare name) closest to {@code typed}: case-insensitive edit
     * distance at most a third of the typed length (at least 2), the smallest distance first, then the name order.
     * Empty when nothing is that close: a wild guess helps less than the list.
     */
    public static Optional<String> closest(String typed, Collection<String> names) {
        String want = typed.toLowerCase(Locale.ROOT);
        int limit = Math.max(2, want.length() / 3);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String n : names) {
            int paren = n.indexOf('(');
            String bare = paren < 0 ? n : n.substring(0, paren);
            int d = distance(want, bare.toLowerCase(Locale.ROOT));
            if (d <= limit && d < bestDistance) {
                best = n;
                bestDistance = d;
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * "{@code where} has no method {@code typed}(); did you mean x()? It has a(), b(…), …" (the question only when
     * a method name is close).
     */
    public static String noSuchMethod(String where, Class<?> type, String typed) {
        List<String> all = of(type);
        return where + " has no method " + typed + "(); " + didYouMean(typed, all) + "it has " + String.join(", ", all);
    }

    /** "did you mean x()? " or nothing: the start of a sentence that goes on with the list. */
    public static String didYouMean(String typed, Collection<String> names) {
        return closest(typed, names).map(n -> "did you mean " + n + "? ").orElse("");
    }

    /** Levenshtein distance (insert, delete, replace), two rows. */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int replace = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(replace, Math.min(prev[j], cur[j - 1]) + 1);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
