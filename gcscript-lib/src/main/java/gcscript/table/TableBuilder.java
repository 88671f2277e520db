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
 * Builds a Tablesaw table row by row. Parsers never touch Tablesaw: the high layer hands records to a
 * builder at the leaves of the fluent API. Columns named {@code offset} or ending in {@code _offset}/{@code _ofs}
 * print as hex but stay numeric.
 */
public final class TableBuilder {
    private final String name;
    private final List<Column<?>> cols = new ArrayList<>();
    private int cursor;

    public TableBuilder(String name) { this.name = name; }

    public TableBuilder ints(String... names) { for (String n : names) add(IntColumn.create(n)); return this; }
    public TableBuilder longs(String... names) { for (String n : names) add(LongColumn.create(n)); return this; }
    public TableBuilder doubles(String... names) { for (String n : names) add(DoubleColumn.create(n)); return this; }
    public TableBuilder strings(String... names) { for (String n : names) add(StringColumn.create(n)); return this; }
    public TableBuilder bools(String... names) { for (String n : names) add(BooleanColumn.create(n)); return this; }

    private void add(Column<?> c) {
        if (c instanceof LongColumn lc && Cols.isOffset(c.name())) lc.setPrintFormatter(Cols.HEX_LONG);
        if (c instanceof IntColumn ic && Cols.isOffset(c.name())) ic.setPrintFormatter(Cols.HEX_INT);
        cols.add(c);
    }

    /**
     * Appends one row; values in column order. Integral values fit int or long columns, numbers fit double
     * columns, anything fits a string column (via toString).
     */
    public TableBuilder row(Object... values) {
        if (column != 0) throw new IllegalStateException(name + ": a typed row is still open");
        if (values.length != cols.size()) {
            throw new IllegalArgumentException(name + ": " + values.length + " values for " + cols.size() + " columns");
        }
        for (int i = 0; i < values.length; i++) append(cols.get(i), values[i]);
        cursor++;
        return this;
    }

    @SuppressWarnings("unchecked")
    private static void append(Column<?> c, Object v) {
        if (c instanceof IntColumn ic) {
            if (v == null) ic.appendMissing(); else ic.append(((Number) v).intValue());
        } else if (c instanceof LongColumn lc) {
            if (v == null) lc.appendMissing(); else lc.append(((Number) v).longValue());
        } else if (c instanceof DoubleColumn dc) {
            if (v == null) dc.appendMissing(); else dc.append(((Number) v).doubleValue());
        } else if (c instanceof BooleanColumn bc) {
            if (v == null) bc.appendMissing(); else bc.append((Boolean) v);
        } else if (c instanceof StringColumn sc) {
            if (v == null) sc.appendMissing(); else sc.append(v.toString());
        } else {
            throw new IllegalStateException("unsupported column " + c.type());
        }
    }

    // ---- typed row building: no boxing, for tables of millions of rows ---------------------------------
    // t.i(level).i(patch).s(tier).d(x).end(): one call per column, in column order.

    private int column;

    public TableBuilder i(int v) { ((IntColumn) next()).append(v); return this; }
    public TableBuilder l(long v) { ((LongColumn) next()).append(v); return this; }
    public TableBuilder d(double v) { ((DoubleColumn) next()).append(v); return this; }
    public TableBuilder s(String v) { ((StringColumn) next()).append(v); return this; }
    public TableBuilder b(boolean v) { ((BooleanColumn) next()).append(v); return this; }

    /** A missing value in the next column of the open typed row. */
    public TableBuilder lMissing() { return missing(1); }

    /** Missing values in the next {@code n} columns of the open typed row. */
    public TableBuilder missing(int n) {
        for (int k = 0; k < n; k++) next().appendMissing();
        return this;
    }

    private Column<?> next() {
        if (column >= cols.size()) throw new IllegalStateException(name + ": more values than the " + cols.size() + " columns");
        return cols.get(column++);
    }

    /** Ends a row begun with the typed appenders; every column must have had its value. */
    public TableBuilder end() {
        if (column != cols.size()) throw new IllegalStateException(name + ": " + column + " values for " + cols.size() + " columns");
        column = 0;
        cursor++;
        return this;
    }

    // ---- columns and values from a declarative layout (gcscript.layout) --------------------------------

    /** One column per field of {@code layout}, named after the field: long for u32/s64, double for f32, else int. */
    public TableBuilder fields(gcscript.layout.Layout layout) {
        for (gcscript.layout.Field f : layout.fields()) {
            if (f.isFloat()) doubles(f.name());
            else if (f.wide()) longs(f.name());
            else ints(f.name());
        }
        return this;
    }

    /** Appends every field of {@code r}, in layout order, to the open typed row (columns from {@link #fields}). */
    public TableBuilder rec(gcscript.layout.Rec r) {
        for (gcscript.layout.Field f : r.layout().fields()) {
            if (f.isFloat()) d(r.f(f));
            else if (f.wide()) l(r.get(f));
            else i((int) r.get(f));
        }
        return this;
    }

    /** Appends every field of record {@code i} of {@code a} to the open typed row. */
    public TableBuilder rec(gcscript.layout.RecArray a, int i) {
        for (gcscript.layout.Field f : a.layout().fields()) {
            if (f.isFloat()) d(a.f(i, f));
            else if (f.wide()) l(a.get(i, f));
            else i((int) a.get(i, f));
        }
        return this;
    }

    public int rows() { return cursor; }

    public Table build() {
        return Table.create(name, cols.toArray(new Column<?>[0]));
    }
}
