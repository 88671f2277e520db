package gcscript.table;

import java.util.List;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Concatenation of tables of one schema, column by column: numeric columns are joined as primitive arrays
 * (one copy, no per-cell call), the rest through Tablesaw's append. Offset-named
 * columns print in hex, as {@link TableBuilder} makes them. Column names and types must agree.
 */
public final class Concat {
    private Concat() {}

    public static Table all(String name, List<Table> parts) {
        if (parts.isEmpty()) return Table.create(name);
        Table first = parts.get(0);
        if (parts.size() == 1) return first.copy().setName(name);
        int nc = first.columnCount();
        for (Table t : parts) {
            if (t.columnCount() != nc) {
                throw new IllegalArgumentException(name + ": " + t.name() + " has " + t.columnCount() + " columns, "
                        + first.name() + " " + nc);
            }
        }
        Column<?>[] cols = new Column<?>[nc];
        for (int c = 0; c < nc; c++) cols[c] = concatColumn(name, parts, c);
        return Table.create(name, cols);
    }

    private static Column<?> concatColumn(String table, List<Table> parts, int c) {
        Column<?> head = parts.get(0).column(c);
        for (Table t : parts) {
            Column<?> x = t.column(c);
            if (!x.name().equals(head.name()) || x.type() != head.type()) {
                throw new IllegalArgumentException(table + ": column " + c + " is " + x.name() + " " + x.type()
                        + " in " + t.name() + " but " + head.name() + " " + head.type() + " in " + parts.get(0).name());
            }
        }
        int n = 0;
        for (Table t : parts) n += t.rowCount();
        if (head instanceof IntColumn) {
            int[] out = new int[n];
            int at = 0;
            for (Table t : parts) {
                int[] a = ((IntColumn) t.column(c)).asIntArray();
                System.arraycopy(a, 0, out, at, a.length);
                at += a.length;
            }
            IntColumn r = IntColumn.create(head.name(), out);
            if (Cols.isOffset(r.name())) r.setPrintFormatter(Cols.HEX_INT);
            return r;
        }
        if (head instanceof LongColumn) {
            long[] out = new long[n];
            int at = 0;
            for (Table t : parts) {
                long[] a = ((LongColumn) t.column(c)).asLongArray();
                System.arraycopy(a, 0, out, at, a.length);
                at += a.length;
            }
            LongColumn r = LongColumn.create(head.name(), out);
            if (Cols.isOffset(r.name())) r.setPrintFormatter(Cols.HEX_LONG);
            return r;
        }
        if (head instanceof DoubleColumn) {
            double[] out = new double[n];
            int at = 0;
            for (Table t : parts) {
                double[] a = ((DoubleColumn) t.column(c)).asDoubleArray();
                System.arraycopy(a, 0, out, at, a.length);
                at += a.length;
            }
            return DoubleColumn.create(head.name(), out);
        }
        Column<?> out = head.emptyCopy();
        for (Table t : parts) appendUnchecked(out, t.column(c));
        return out;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void appendUnchecked(Column out, Column in) { out.append(in); }
}
