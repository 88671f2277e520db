package gcscript.table;

import gcscript.check.Check;
import gcscript.check.CheckSummary;
import gcscript.check.Checks;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import java.util.List;
import tech.tablesaw.api.Table;

/** Tables every area builds the same way: a header as one row per field, a layout's field list, checks. */
public final class RecTables {
    private RecTables() {}

    /**
     * What {@code header()} means everywhere: one row per stored field of one record, with its absolute offset,
     * type, value (decimal and hex; f32 also as its float value) and doc.
     */
    public static Table header(String name, int level, Rec r) {
        TableBuilder t = new TableBuilder(name).ints(Cols.LEVEL).strings(Cols.FILE, "field").longs(Cols.OFFSET)
                .strings("type").longs("value").strings("value_hex").doubles("value_f32").strings("doc");
        if (r == null) return t.build();
        for (Field f : r.layout().fields()) {
            long v = r.get(f);
            t.i(level).s(r.source().file()).s(f.name()).l(r.offsetOf(f)).s(f.toString().substring(f.name().length() + 1))
                    .l(v).s("0x" + Long.toHexString(f.type().size == 8 ? v : v & 0xffffffffL))
                    .d(f.isFloat() ? r.f(f) : Double.NaN).s(f.doc()).end();
        }
        return t.build();
    }

    /** A layout's fields: name, offset, type, unit, doc (what {@code docs/formats} tables are made of). */
    public static Table layout(Layout l) {
        TableBuilder t = new TableBuilder(l.name()).strings("field").ints("field_offset").strings("type", "unit", "doc");
        for (Field f : l.fields()) {
            t.s(f.name()).i(f.offset()).s(f.toString().substring(f.name().length() + 1)).s(f.unit()).s(f.doc()).end();
        }
        return t.build();
    }

    /** One row per check and subject: {@code level, file, check, subject, offset, status, expected, found}. */
    public static Table checks(String name, int level, String file, List<Check> checks) {
        TableBuilder t = new TableBuilder(name).ints(Cols.LEVEL).strings(Cols.FILE, "check", "subject").longs(Cols.OFFSET)
                .strings("status", "expected", "found");
        for (Check c : checks) {
            t.i(level).s(file).s(c.check()).s(c.subject()).l(c.offset()).s(c.status()).s(c.expected()).s(c.found()).end();
        }
        return t.build();
    }

    /** Checks folded per check: {@code level, check, n_ok, n_bad, status, first_bad_offset, detail}. */
    public static Table summary(String name, int level, List<CheckSummary> rows) {
        TableBuilder t = new TableBuilder(name).ints(Cols.LEVEL).strings("check").ints("n_ok", "n_bad").strings("status")
                .longs("first_bad_offset").strings("detail");
        for (CheckSummary s : rows) {
            t.i(level).s(s.check()).i(s.nOk()).i(s.nBad()).s(s.status()).l(s.firstBadOffset()).s(s.detail()).end();
        }
        return t.build();
    }
}
