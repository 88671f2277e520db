package gcscript.bytes;

/**
 * The one exception a parser throws for bytes that break the format. Unchecked so fluent chains stay
 * fluent. It always names where: the file, the path of the field ({@code level[3].header.data.size_sectors}),
 * the absolute offset in that file, what was expected and what was found, plus a hex dump around the offset.
 */
public class FormatException extends RuntimeException {
    private final String file;
    private final String path;
    private final long offset;
    private final String expected;
    private final String actual;
    private final String dump;

    public FormatException(String file, String path, long offset, String expected, String actual, String dump) {
        super(message(file, path, offset, expected, actual, dump));
        this.file = file;
        this.path = path;
        this.offset = offset;
        this.expected = expected;
        this.actual = actual;
        this.dump = dump;
    }

    private static String message(String file, String path, long offset, String expected, String actual, String dump) {
        StringBuilder sb = new StringBuilder();
        sb.append(file == null ? "?" : file).append(": ").append(path);
        // a negative offset: a refusal that has no place in the bytes (an edit's unknown table or key), said without one
        if (offset >= 0) sb.append(" at 0x").append(Long.toHexString(offset));
        sb.append(": expected ").append(expected).append(", found ").append(actual);
        if (dump != null && !dump.isEmpty()) sb.append('\n').append(dump);
        return sb.toString();
    }

    public String file() { return file; }
    public String path() { return path; }
    public long offset() { return offset; }
    public String expected() { return expected; }
    public String actual() { return actual; }
    public String dump() { return dump; }

    /** The message without the hex dump: what the CLI prints as its one-line error. */
    public String oneLine() {
        return message(file, path, offset, expected, actual, null);
    }
}
