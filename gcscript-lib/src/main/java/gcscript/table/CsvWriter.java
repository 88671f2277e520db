package gcscript.table;

import java.io.PrintStream;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.FloatColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.ShortColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;
import tech.tablesaw.columns.numbers.DoubleColumnType;
import tech.tablesaw.columns.numbers.FloatColumnType;
import tech.tablesaw.columns.numbers.IntColumnType;
import tech.tablesaw.columns.numbers.LongColumnType;
import tech.tablesaw.columns.numbers.ShortColumnType;

/**
 * {@code --format csv}: the same text as writing {@code getUnformattedString} of every cell (missing cells empty,
 * fields with a comma, quote or newline quoted), but numeric columns are appended from their primitive values
 * (no String per cell) and rows go out in chunks of about 64 KB instead of one println, and one flush, per row.
 */
public final class CsvWriter {
    private CsvWriter() {}

    private static final int CHUNK = 1 << 16;
    private static final int INT = 0, LONG = 1, SHORT = 2, DOUBLE = 3, FLOAT = 4, OTHER = 5;

    public static void write(Table t, PrintStream out) {
        String nl = System.lineSeparator();
        int nc = t.columnCount();
        Column<?>[] cols = new Column<?>[nc];
        int[] kind = new int[nc];
        StringBuilder sb = new StringBuilder(CHUNK + 1024);
        for (int c = 0; c < nc; c++) {
            cols[c] = t.column(c);
            kind[c] = cols[c] instanceof IntColumn ? INT : cols[c] instanceof LongColumn ? LONG
                    : cols[c] instanceof ShortColumn ? SHORT : cols[c] instanceof DoubleColumn ? DOUBLE
                    : cols[c] instanceof FloatColumn ? FLOAT : OTHER;
            if (c > 0) sb.append(',');
            quote(sb, cols[c].name());
        }
        sb.append(nl);
        int rows = t.rowCount();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < nc; c++) {
                if (c > 0) sb.append(',');
                switch (kind[c]) {
                    case INT -> {
                        int v = ((IntColumn) cols[c]).getInt(r);
                        if (!IntColumnType.valueIsMissing(v)) sb.append(v);
                    }
                    case LONG -> {
                        long v = ((LongColumn) cols[c]).getLong(r);
                        if (!LongColumnType.valueIsMissing(v)) sb.append(v);
                    }
                    case SHORT -> {
                        short v = ((ShortColumn) cols[c]).getShort(r);
                        if (!ShortColumnType.valueIsMissing(v)) sb.append(v);
                    }
                    case DOUBLE -> {
                        double v = ((DoubleColumn) cols[c]).getDouble(r);
                        if (!DoubleColumnType.valueIsMissing(v)) sb.append(v);
                    }
                    case FLOAT -> {
                        float v = ((FloatColumn) cols[c]).getFloat(r);
                        if (!FloatColumnType.valueIsMissing(v)) sb.append(v);
                    }
                    default -> {
                        if (!cols[c].isMissing(r)) quote(sb, cols[c].getUnformattedString(r));
                    }
                }
            }
            sb.append(nl);
            if (sb.length() >= CHUNK) {
                out.append(sb);
                sb.setLength(0);
            }
        }
        out.append(sb);
        out.flush();
    }

    static void quote(StringBuilder sb, String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0) {
            sb.append(s);
            return;
        }
        sb.append('"').append(s.replace("\"", "\"\"")).append('"');
    }
}
