package gcscript.table;

import java.io.PrintStream;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/** Writes a table as text (offsets in hex), CSV or JSON lines-free array (raw numbers) for other tools. */
public enum TableFormat {
    TABLE, CSV, JSON;

    public static TableFormat parse(String s) {
        try {
            return valueOf(s.toUpperCase());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--format takes table, csv or json, not " + s);
        }
    }

    /** Writes the table, with the columns and text width of {@link TextTable#options()} (set per command). */
    public void write(Table t, PrintStream out) {
        TextTable.Options o = TextTable.options();
        t = TextTable.select(t, o.columns());
        switch (this) {
            case TABLE -> out.print(TextTable.render(t, o.width()));
            case CSV -> CsvWriter.write(t, out);
            case JSON -> json(t, out);
        }
    }

    private static void json(Table t, PrintStream out) {
        StringBuilder sb = new StringBuilder("[");
        for (int r = 0; r < t.rowCount(); r++) {
            sb.append(r == 0 ? "\n  {" : ",\n  {");
            for (int c = 0; c < t.columnCount(); c++) {
                Column<?> col = t.column(c);
                if (c > 0) sb.append(", ");
                sb.append(string(col.name())).append(": ");
                if (col.isMissing(r)) {
                    sb.append("null");
                } else {
                    ColumnType type = col.type();
                    String v = col.getUnformattedString(r);
                    boolean numeric = type == ColumnType.INTEGER || type == ColumnType.LONG || type == ColumnType.SHORT
                            || type == ColumnType.DOUBLE || type == ColumnType.FLOAT || type == ColumnType.BOOLEAN;
                    if (numeric && !v.equals("NaN") && !v.contains("Infinity")) sb.append(v); else sb.append(string(v));
                }
            }
            sb.append('}');
        }
        sb.append(t.rowCount() == 0 ? "]" : "\n]");
        out.println(sb);
    }

    private static String string(String s) { return gcscript.gltf.Json.quote(s); }
}
