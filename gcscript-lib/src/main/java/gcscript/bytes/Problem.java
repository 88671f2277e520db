package gcscript.bytes;

/** One violated invariant, as a row of {@code disc.problems()}. {@code level} is the file number, -1 for disc-wide. */
public record Problem(int level, String file, String path, long offset, String check, String expected,
                      String actual, Severity severity) {

    public static Problem of(FormatException e, int level) {
        return new Problem(level, e.file(), e.path(), e.offset(), "format", e.expected(), e.actual(), Severity.ERROR);
    }
}
