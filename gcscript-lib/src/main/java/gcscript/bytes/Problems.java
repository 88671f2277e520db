package gcscript.bytes;

import java.util.List;

/**
 * Where parsers report violated invariants. Strict: the first one throws {@link FormatException}.
 * Lenient: it becomes a row and the parser carries on where it safely can. Thread-safe.
 */
public final class Problems {
    public enum Mode { STRICT, LENIENT }

    private final Mode mode;
    // A set: a part read twice (a softly kept core re-read, a one-pass Level) reports the same problem once.
    private final java.util.Set<Problem> rows = new java.util.LinkedHashSet<>();

    public Problems(Mode mode) { this.mode = mode; }

    public static Problems strict() { return new Problems(Mode.STRICT); }
    public static Problems lenient() { return new Problems(Mode.LENIENT); }

    public Mode mode() { return mode; }
    public boolean isLenient() { return mode == Mode.LENIENT; }

    /**
     * Reports a violation. In strict mode throws; with {@link Severity#WARNING} it is recorded in both modes
     * (a warning is a declared number that disagrees but was handled explicitly, e.g. a clamp).
     */
    public void report(int level, String file, String path, long offset, String check, String expected,
                       String actual, Severity severity) {
        Problem p = new Problem(level, file, path, offset, check, expected, actual, severity);
        if (mode == Mode.STRICT && severity == Severity.ERROR) {
            throw new FormatException(file, path, offset, expected, actual, null);
        }
        synchronized (rows) { rows.add(p); }
    }

    /**
     * A violated invariant at {@code offset} (relative to {@code r}): strict mode throws the full
     * {@link FormatException} (with its hex dump); lenient mode records only the row, so a hostile table with
     * thousands of bad entries costs rows, not exceptions.
     */
    public void violation(ByteReader r, int level, String path, long offset, String expected, String actual) {
        if (mode == Mode.STRICT) throw r.error(path, offset, expected, actual);
        Problem p = new Problem(level, r.file(), path, r.base() + offset, "format", expected, actual, Severity.ERROR);
        synchronized (rows) { rows.add(p); }
    }

    /** Records an exception caught at a structure boundary; rethrows it in strict mode. */
    public void caught(FormatException e, int level) {
        if (mode == Mode.STRICT) throw e;
        synchronized (rows) { rows.add(Problem.of(e, level)); }
    }

    public List<Problem> rows() {
        synchronized (rows) { return List.copyOf(rows); }
    }
}
