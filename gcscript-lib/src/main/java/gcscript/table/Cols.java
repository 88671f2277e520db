package gcscript.table;

import tech.tablesaw.columns.numbers.IntColumnType;
import tech.tablesaw.columns.numbers.NumberColumnFormatter;

/** Column names and formatting shared by every table. Provenance columns come first, in this order. */
public final class Cols {
    private Cols() {}

    public static final String LEVEL = "level";
    public static final String LEVEL_ID = "level_id";
    public static final String FILE = "file";
    public static final String SECTION = "section";
    public static final String RECORD = "record";
    public static final String OFFSET = "offset";
    public static final String SIZE = "size";

    /**
     * Offset-like columns, printed in hex everywhere (text tables, the notebook): {@code offset}, {@code start},
     * {@code end} and names ending in {@code _offset}, {@code _ofs}, {@code _start}, {@code _end}.
     */
    public static boolean isOffset(String name) {
        return name.equals(OFFSET) || name.equals("start") || name.equals("end") || name.endsWith("_offset")
                || name.endsWith("_ofs") || name.endsWith("_start") || name.endsWith("_end");
    }

    /** Prints offsets as hex; the column stays numeric (summable, sortable). */
    public static final NumberColumnFormatter HEX_LONG = new NumberColumnFormatter() {
        @Override public String format(long value) {
            return value == Long.MIN_VALUE ? "" : "0x" + Long.toHexString(value);
        }
    };

    public static final NumberColumnFormatter HEX_INT = new NumberColumnFormatter() {
        @Override public String format(int value) {
            return value == IntColumnType.missingValueIndicator() ? "" : "0x" + Integer.toHexString(value);
        }
        @Override public String format(long value) {
            return "0x" + Long.toHexString(value);
        }
    };
}
