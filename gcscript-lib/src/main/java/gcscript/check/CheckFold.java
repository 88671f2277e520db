package gcscript.check;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Folds the outcomes of one subject's checks (a moby class, a sequence) to one row per check: it holds when every
 * record met holds, {@code found} is then "holds on n", else the first failure's text and how many more failed, at
 * the first failure's offset. Checks must be named in {@code docs} (what each asserts), so a misspelt name fails fast.
 */
public final class CheckFold {
    private final Checks out;
    private final Map<String, String> docs;
    private final String kind;
    private final String subject;
    private final long offset;
    private final Map<String, long[]> counts = new LinkedHashMap<>();   // {ok, bad, firstOffset}
    private final Map<String, String> first = new LinkedHashMap<>();

    /** @param kind names the area in the error for an undeclared check ("moby", "sequence") */
    public CheckFold(Checks out, Map<String, String> docs, String kind, String subject, long offset) {
        this.out = out;
        this.docs = docs;
        this.kind = kind;
        this.subject = subject;
        this.offset = offset;
    }

    /** Records one outcome; {@code found} is built only on the first failure. Returns {@code holds}. */
    public boolean expect(String check, boolean holds, long at, Supplier<String> found) {
        // one look-up per outcome (a full-size disc's readers record millions): the name is checked against the
        // declared ones when it is first counted
        long[] n = counts.get(check);
        if (n == null) {
            if (!docs.containsKey(check)) throw new IllegalArgumentException("undeclared " + kind + " check " + check);
            counts.put(check, n = new long[] {0, 0, -1});
        }
        if (holds) {
            n[0]++;
        } else if (n[1]++ == 0) {
            n[2] = at;
            first.put(check, found.get());
        }
        return holds;
    }

    /** One row per check met, on {@code out}. */
    public void flush() {
        counts.forEach((k, n) -> {
            boolean ok = n[1] == 0;
            out.expect(k, subject, ok ? offset : n[2], ok, docs.get(k),
                    ok ? "holds on " + n[0] : first.get(k) + (n[1] > 1 ? " (and " + (n[1] - 1) + " more of " + (n[0] + n[1]) + ")" : ""));
        });
    }
}
