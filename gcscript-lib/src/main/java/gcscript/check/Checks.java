package gcscript.check;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects {@link Check}s: one mechanism for every invariant of every format area. A parser's check pass calls
 * {@link #expect} once per check and subject; {@link #summary()} folds them per check, and a check declared
 * with {@link #declare} that met no subject is reported as not measurable rather than as holding.
 *
 * <p>{@code found} is taken as an Object and turned into text only when the table is built, so a check pass
 * over a million vertices costs no string building when everything holds. Not thread-safe: one collector
 * per pass.
 */
public final class Checks {
    private final List<Check> rows = new ArrayList<>();
    private final List<Object> founds = new ArrayList<>();
    private final Map<String, String> declared = new LinkedHashMap<>();

    /** Names a check (with what it asserts), so it is listed even when nothing was there to check. */
    public Checks declare(String check, String doc) {
        declared.putIfAbsent(check, doc);
        return this;
    }

    /** Records one outcome; returns {@code holds}. */
    public boolean expect(String check, String subject, long offset, boolean holds, String expected, Object found) {
        declared.putIfAbsent(check, "");
        rows.add(new Check(check, subject, offset, holds, expected, null));
        founds.add(found);
        return holds;
    }

    /** {@code found == expected}. */
    public boolean equal(String check, String subject, long offset, long expected, long found) {
        return expect(check, subject, offset, expected == found, Long.toString(expected), found);
    }

    /** Every outcome in the order recorded. */
    public List<Check> list() {
        List<Check> out = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) out.add(withFound(i));
        return Collections.unmodifiableList(out);
    }

    /** Row i with its {@code found} turned into text (the only place that happens). */
    private Check withFound(int i) {
        Check c = rows.get(i);
        Object f = founds.get(i);
        return new Check(c.check(), c.subject(), c.offset(), c.holds(), c.expected(), f == null ? "" : f.toString());
    }

    /** Only the failures. */
    public List<Check> failures() {
        List<Check> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) if (!rows.get(i).holds()) out.add(withFound(i));
        return out;
    }

    public boolean allHold() {
        for (Check c : rows) if (!c.holds()) return false;
        return true;
    }

    /**
     * Per check: how many subjects hold, how many fail, the first failure. Declared checks with no subject too.
     * Only the first failure of each check has its {@code found} turned into text.
     */
    public List<CheckSummary> summary() {
        List<Check> firstFailures = new ArrayList<>();
        java.util.Set<String> failed = new java.util.HashSet<>();
        for (int i = 0; i < rows.size(); i++) {
            Check c = rows.get(i);
            if (!c.holds() && failed.add(c.check())) firstFailures.add(withFound(i));
        }
        return summarise(rows, firstFailures, declared);
    }

    /** Per-check summary of {@code checks}, keeping the order of first appearance. */
    public static List<CheckSummary> summarise(List<Check> checks, Map<String, String> declared) {
        return summarise(checks, checks, declared);
    }

    /** {@code failures}: at least the first failure of each failing check, in recorded order. */
    private static List<CheckSummary> summarise(List<Check> checks, List<Check> failures, Map<String, String> declared) {
        Map<String, int[]> counts = new LinkedHashMap<>();
        Map<String, Check> firstBad = new LinkedHashMap<>();
        for (String d : declared.keySet()) counts.put(d, new int[2]);
        for (Check c : checks) {
            int[] n = counts.computeIfAbsent(c.check(), k -> new int[2]);
            if (c.holds()) n[0]++; else n[1]++;
        }
        for (Check c : failures) if (!c.holds()) firstBad.putIfAbsent(c.check(), c);
        List<CheckSummary> out = new ArrayList<>();
        counts.forEach((k, n) -> {
            Check b = firstBad.get(k);
            out.add(new CheckSummary(k, n[0], n[1], b == null ? -1 : b.offset(),
                    b == null ? "" : b.subject() + ": expected " + b.expected() + ", found " + b.found()));
        });
        return out;
    }

}
