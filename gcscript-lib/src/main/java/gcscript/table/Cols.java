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

    /**
     * Inserts the provenance columns a table lacks, after {@code level}: {@code file}, the buffer its offsets are in
     * (e.g. {@code LEVEL0.WAD}, {@code LEVEL0.WAD:core_data}), and {@code record}, the row's number. Every other
     * column keeps its name and order; a table already holding them is returned as is.
     */
    public static tech.tablesaw.api.Table withFileAndRecord(tech.tablesaw.api.Table t, String file) {
        int at = t.columnNames().indexOf(LEVEL) + 1;
        if (!t.columnNames().contains(FILE)) {
            String[] f = new String[t.rowCount()];
            java.util.Arrays.fill(f, file);
            t.insertColumn(at, tech.tablesaw.api.StringColumn.create(FILE, f));
        }
        if (!t.columnNames().contains(RECORD)) {
            int[] r = new int[t.rowCount()];
            for (int i = 0; i < r.length; i++) r[i] = i;
            t.insertColumn(t.columnNames().indexOf(FILE) + 1, tech.tablesaw.api.IntColumn.create(RECORD, r));
        }
        return t;
    }
}
