package gcscript.table;

import java.util.ArrayList;
import java.util.List;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * A table made column by column from primitive arrays: for the tables of millions of rows (vertices, faces) whose
 * models already hold their values as columns, one array copy per column instead of one call per cell. Column
 * names and types follow {@link TableBuilder}'s conventions (offset-named columns print in hex).
 */
public final class ColumnTable {
    private final String name;
    private final int rows;
    private final List<Column<?>> cols = new ArrayList<>();

    public ColumnTable(String name, int rows) {
        this.name = name;
        this.rows = rows;
    }

    private ColumnTable add(Column<?> c) {
        if (c.size() != rows) throw new IllegalArgumentException(name + "." + c.name() + ": " + c.size() + " values for " + rows + " rows");
        if (c instanceof LongColumn lc && Cols.isOffset(c.name())) lc.setPrintFormatter(Cols.HEX_LONG);
        if (c instanceof IntColumn ic && Cols.isOffset(c.name())) ic.setPrintFormatter(Cols.HEX_INT);
        cols.add(c);
        return this;
    }

    /** The first {@code rows} values of {@code a}. */
    public ColumnTable ints(String col, int[] a) { return add(IntColumn.create(col, a.length == rows ? a : java.util.Arrays.copyOf(a, rows))); }
    /** Every row {@code v}. */
    public ColumnTable ints(String col, int v) {
        int[] a = new int[rows];
        java.util.Arrays.fill(a, v);
        return add(IntColumn.create(col, a));
    }
    /** 0, 1, 2, ...: a record index. */
    public ColumnTable index(String col) {
        int[] a = new int[rows];
        for (int i = 0; i < rows; i++) a[i] = i;
        return add(IntColumn.create(col, a));
    }
    /** Ints widened (signed) to a long column. */
    public ColumnTable longs(String col, int[] a) {
        long[] l = new long[rows];
        for (int i = 0; i < rows; i++) l[i] = a[i];
        return add(LongColumn.create(col, l));
    }
    /** Ints read as unsigned 32-bit words. */
    public ColumnTable unsigned(String col, int[] a) {
        long[] l = new long[rows];
        for (int i = 0; i < rows; i++) l[i] = a[i] & 0xffffffffL;
        return add(LongColumn.create(col, l));
    }
    public ColumnTable longs(String col, long[] a) { return add(LongColumn.create(col, a)); }
    public ColumnTable doubles(String col, double[] a) { return add(DoubleColumn.create(col, a)); }
    public ColumnTable doubles(String col, float[] a) {
        double[] d = new double[rows];
        for (int i = 0; i < rows; i++) d[i] = a[i];
        return add(DoubleColumn.create(col, d));
    }
    public ColumnTable bools(String col, boolean[] a) {
        BooleanColumn b = BooleanColumn.create(col, rows);
        for (int i = 0; i < rows; i++) b.set(i, a[i]);
        return add(b);
    }
    /** Every row {@code v} (e.g. the file label). */
    public ColumnTable strings(String col, String v) {
        StringColumn s = StringColumn.create(col);
        for (int i = 0; i < rows; i++) s.append(v);
        return add(s);
    }

    public Table build() { return Table.create(name, cols.toArray(new Column<?>[0])); }
}
