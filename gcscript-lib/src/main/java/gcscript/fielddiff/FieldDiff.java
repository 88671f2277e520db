package gcscript.fielddiff;

import gcscript.bytes.FormatException;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The diff of two levels by field: {@code level, area, table, key, column, a, b, path, offset_a, offset_b}, one row
 * per stored value that differs between rows of the same natural key, and one per row only one side has
 * ({@code column} "(row)", the other side empty). A table that one side cannot read is one row ({@code column}
 * "(table)", the error as its value).
 */
public final class FieldDiff {
    private FieldDiff() {}

    public static final String[] COLUMNS = {"level", "area", "table", "key", "column", "a", "b", "path", "offset_a", "offset_b"};

    /**
     * Every stored-value table of a level by its chain ({@code core().mobies().vertices()}), the walk the diff
     * compares: for callers that address a table by the name the diff gives it (the editor).
     */
    public static Map<String, Supplier<Table>> tables(Object level) { return TableWalk.tables(level, ""); }

    /** An empty diff (the schema). */
    public static Table empty() { return new Rows().table(); }

    /** Levels {@code a} and {@code b} (each a level of the fluent API: its tables are walked by name), numbered {@code level}. */
    public static Table levels(int level, Object a, Object b) {
        Rows rows = new Rows();
        Map<String, Supplier<Table>> ta = TableWalk.tables(a, ""), tb = TableWalk.tables(b, "");
        for (Map.Entry<String, Supplier<Table>> e : ta.entrySet()) {
            String chain = e.getKey();
            String area = area(chain), table = table(chain);
            Supplier<Table> other = tb.get(chain);
            Table x = read(e.getValue()), y = other == null ? null : read(other);
            if (x == null || y == null) {
                if (x != y) rows.add(level, area, table, "", "(table)", x == null ? "unreadable" : "present", y == null ? "unreadable" : "present", path(level, chain, "", ""), null, null);
                continue;
            }
            for (TableDiff.Change c : TableDiff.compare(table, x, y)) {
                rows.add(level, area, table, c.key(), c.column(), c.a(), c.b(), path(level, chain, c.key(), c.column()), c.offsetA(), c.offsetB());
            }
        }
        return rows.table();
    }

    /** One row of the diff, for the parts of the library that compare what no table shows (bytes by owner). */
    public record Row(int level, String area, String table, String key, String column, String a, String b, String path,
                      Long offsetA, Long offsetB) {}

    /** Rows made elsewhere, in the diff's schema. */
    public static Table of(List<Row> rows) {
        Rows out = new Rows();
        for (Row r : rows) out.add(r.level(), r.area(), r.table(), r.key(), r.column(), r.a(), r.b(), r.path(), r.offsetA(), r.offsetB());
        return out.table();
    }

    /** A level only one side has: one row. */
    public static Table levelOnOneSide(int level, boolean inA) {
        Rows rows = new Rows();
        rows.add(level, "level", "", "", "(level)", inA ? "present" : "", inA ? "" : "present", "level[" + level + "]", null, null);
        return rows.table();
    }

    /** Tables of the same schema, one after the other. */
    public static Table concat(List<Table> parts) {
        Table out = empty();
        for (Table t : parts) out.append(t);
        return out.setName("diff");
    }

    private static Table read(Supplier<Table> s) {
        try {
            return s.get();
        } catch (FormatException e) {
            return null;
        }
    }

    /** "core().mobies().vertices()" → area "core.mobies", table "vertices". */
    static String area(String chain) {
        int dot = chain.lastIndexOf(").");
        return dot < 0 ? "level" : chain.substring(0, dot + 1).replace("()", "");
    }

    static String table(String chain) {
        int dot = chain.lastIndexOf(").");
        return (dot < 0 ? chain : chain.substring(dot + 2)).replace("()", "");
    }

    static String path(int level, String chain, String key, String column) {
        String p = "level[" + level + "]." + chain.replace("()", "");
        if (!key.isEmpty()) p += "[" + key + "]";
        if (!column.isEmpty() && !column.startsWith("(")) p += "." + column;
        return p;
    }

    private static final class Rows {
        final IntColumn level = IntColumn.create("level");
        final StringColumn area = StringColumn.create("area"), table = StringColumn.create("table"), key = StringColumn.create("key"),
                column = StringColumn.create("column"), a = StringColumn.create("a"), b = StringColumn.create("b"), path = StringColumn.create("path");
        final LongColumn offsetA = LongColumn.create("offset_a"), offsetB = LongColumn.create("offset_b");
        { offsetA.setPrintFormatter(gcscript.table.Cols.HEX_LONG); offsetB.setPrintFormatter(gcscript.table.Cols.HEX_LONG); }

        void add(int lv, String ar, String tb, String k, String c, String va, String vb, String p, Long oa, Long ob) {
            level.append(lv); area.append(ar); table.append(tb); key.append(k); column.append(c); a.append(va); b.append(vb); path.append(p);
            if (oa == null) offsetA.appendMissing(); else offsetA.append(oa);
            if (ob == null) offsetB.appendMissing(); else offsetB.append(ob);
        }

        Table table() { return Table.create("diff", level, area, table, key, column, a, b, path, offsetA, offsetB); }
    }
}
