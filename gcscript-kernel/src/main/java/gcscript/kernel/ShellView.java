package gcscript.kernel;

import gcscript.claims.Claims;
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
    /** The shell's way to pick columns or see them all (the command line names its --columns and --wide). */
    static final String CHOICES = "show(t.selectColumns(\"a\", \"b\")) picks columns, showWide(t) shows all";

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

    public static String text(Object value) {
        return value instanceof Table t ? table(t, TableView.DEFAULT_MAX_ROWS, width) : Display.text(value);
    }

    /** A table within {@code width} characters (0: every column) and {@code maxRows} rows (0: every row). */
    public static String table(Table t, int maxRows, int width) {
        String text = TextTable.render(t, width, maxRows, CHOICES);
        if (Claims.isClaimsTable(t)) text += Claims.summary(t) + "\n";
        return text.stripTrailing();
    }
}
