package gcscript.kernel;

import gcscript.claims.Claims;
import gcscript.table.TableView;
import gcscript.table.TextTable;
import tech.tablesaw.api.Table;

/**
 * How {@code bin/gcscript shell} prints a value: a table with the command line's renderer ({@link TextTable}:
 * the columns that fit the terminal, the rest named under it) and the notebook's row cap, a claims table with the
 * {@code claims} command's summary line, anything else as the notebook's text form ({@link Display#text}).
 */
public final class ShellView {
    private ShellView() {}

    /** Width when neither the terminal nor {@code COLUMNS} gives one. */
    static final int DEFAULT_WIDTH = 160;
    /**
     * The shell's way to pick columns or see them all (the command line names its --columns and --wide), for the
     * table held in {@code variable} ({@code $3}, JShell's name for a bare expression's value); a table the session
     * holds under no name (one given to {@code show}) gets the placeholder TABLE, never a variable that does not exist.
     */
    static String choices(String variable) {
        String v = variable == null ? "TABLE" : variable;
        return "show(" + v + ".selectColumns(\"a\", \"b\")) picks columns, showWide(" + v + ") shows all";
    }

    private static volatile int width = widthOf(System.getenv("COLUMNS"));

    /** The terminal's width in characters, which the shell updates before each snippet (a window can be resized). */
    public static int width() { return width; }

    static void width(int columns) { width = columns > 0 ? columns : widthOf(System.getenv("COLUMNS")); }

    /** {@code COLUMNS} as a width, {@link #DEFAULT_WIDTH} when unset or not a positive number. */
    static int widthOf(String columns) {
        try {
            int w = columns == null ? 0 : Integer.parseInt(columns.strip());
            return w > 0 ? w : DEFAULT_WIDTH;
        } catch (NumberFormatException e) {
            return DEFAULT_WIDTH;
        }
    }

    public static String text(Object value) { return text(value, null); }

    /** {@code value} as the shell prints it; {@code variable}: the session's name for it, or null. */
    public static String text(Object value, String variable) {
        return value instanceof Table t ? table(t, TableView.DEFAULT_MAX_ROWS, width, variable) : Display.text(value);
    }

    /** A table within {@code width} characters (0: every column) and {@code maxRows} rows (0: every row). */
    public static String table(Table t, int maxRows, int width) { return table(t, maxRows, width, null); }

    static String table(Table t, int maxRows, int width, String variable) {
        String text = TextTable.render(t, width, maxRows, choices(variable));
        if (Claims.isClaimsTable(t)) text += Claims.summary(t) + "\n";
        return text.stripTrailing();
    }
}
