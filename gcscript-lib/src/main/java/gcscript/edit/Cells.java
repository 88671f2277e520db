package gcscript.edit;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage.Claim;
import gcscript.coverage.CoverageMap;
import gcscript.fielddiff.FieldDiff;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Scaled;
import gcscript.level.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Finds the stored field behind a table cell. The table comes from the walk the diff uses ({@link FieldDiff#tables}),
 * so a chain is named as the diff names it; its row carries {@code file} (the buffer) and {@code offset} (the record's
 * absolute offset in it), and the level's coverage map says which {@link Layout} was read there: the column is a
 * field of that layout, or a value a {@link Scaled} declares on one of its fields.
 */
final class Cells {
    private Cells() {}

    /** {@code level[0].gameplay.mobyInstances}, {@code level(0).gameplay().mobyInstances()}, with or without "disc.". */
    private static final Pattern CHAIN = Pattern.compile("(?:disc\\.)?level[\\[(](\\d+)[\\])]\\.(.+)");

    /** A located cell: the buffer, the record's offset in it, the field and the stored value to write. */
    record Cell(int level, String chain, String key, String column, String value, String buffer, long recordOffset,
                Field field, long raw) {
        Edit edit() {
            return new Edit(level, chain, key, column, value, buffer, recordOffset + field.offset(), field.layout().name() + "." + field.name(), raw, Edit.stored(field, raw));
        }
    }

    static Cell locate(IntFunction<Level> levels, String chain, String keyColumn, String keyValue, String column, String value) {
        String where = chain + "[" + keyColumn + "=" + keyValue + "]." + column + " = " + value;
        Matcher m = CHAIN.matcher(chain.strip().replace("()", ""));
        if (!m.matches()) throw refuse(where, "a chain level[N].area.table (e.g. level[0].gameplay.mobyInstances)", chain);
        int n = Integer.parseInt(m.group(1));
        Level level = level(levels, n, where);
        String rest = m.group(2);
        Map<String, Supplier<Table>> tables = FieldDiff.tables(level);
        Supplier<Table> source = null;
        for (Map.Entry<String, Supplier<Table>> e : tables.entrySet()) if (e.getKey().replace("()", "").equals(rest)) source = e.getValue();
        if (source == null) throw refuse(where, "a table of level " + n + " (" + String.join(", ", names(tables)) + ")", rest);
        Table t = source.get();
        if (!t.columnNames().contains(keyColumn)) throw refuse(where, "a key column of " + rest + " " + t.columnNames(), guess(keyColumn, t.columnNames()));
        if (!t.columnNames().contains("file") || !t.columnNames().contains("offset")) {
            throw refuse(where, "a table whose rows carry file and offset (the stored record)", rest);
        }
        int row = row(t, keyColumn, keyValue, where);
        String buffer = t.stringColumn("file").get(row);
        long offset = ((Number) t.column("offset").get(row)).longValue();
        CoverageMap map = level.coverageMap();
        ByteReader bytes = map.store().bytes(buffer);
        if (bytes == null) throw refuse(where, "a buffer the coverage pass read", buffer);
        boolean decoded = t.columnNames().contains(column + "_raw");
        String stored = column.endsWith("_raw") ? column.substring(0, column.length() - 4) : column;
        String key = keyColumn + "=" + keyValue;
        long rel = offset - bytes.base();
        if (t.columnNames().contains("field") && column.equals("value")) return headerField(n, chain, key, t, row, map, buffer, bytes, value, where);
        for (Claim c : map.store().claims(buffer)) {
            if (!(c.labels() instanceof Layout l) || offset < c.start() || offset >= c.end() || (offset - c.start()) % l.size() != 0) continue;
            for (Field f : l.fields()) {
                if (!decoded && (f.name().equals(column) || f.name().equals(stored))) {
                    return new Cell(n, chain, key, column, value, buffer, rel, f, stored(f, value, where, buffer, rel + f.offset()));
                }
                // a decoded column: beside its raw one (x, x_raw), or beside the field it decodes (centre_x, bsphere_x)
                String rawColumn = decoded ? column + "_raw" : f.name();
                if (!t.columnNames().contains(rawColumn)) continue;
                for (Scaled s : Scaled.declaredOn(f)) {
                    if (s.name().equals(column)) {
                        return new Cell(n, chain, key, column, value, buffer, rel, f, inverse(s, t, row, rawColumn, value, where, buffer, rel + f.offset()));
                    }
                }
            }
        }
        throw refuse(where, "a stored column of " + rest + " or a decoded one with a declared inverse", guess(column, t.columnNames()));
    }

    /**
     * A header table (one row per field: {@code field, offset, value}): the row's {@code offset} is the field's own, so
     * the record is the one of a claimed layout that holds a field of that name at that offset.
     */
    private static Cell headerField(int n, String chain, String key, Table t, int row, CoverageMap map, String buffer, ByteReader bytes,
                                    String value, String where) {
        String name = t.stringColumn("field").get(row);
        long offset = ((Number) t.column("offset").get(row)).longValue();
        for (Claim c : map.store().claims(buffer)) {
            if (!(c.labels() instanceof Layout l) || offset < c.start() || offset >= c.end()) continue;
            long record = c.start() + (offset - c.start()) / l.size() * l.size();
            for (Field f : l.fields()) {
                if (f.name().equals(name) && record + f.offset() == offset) {
                    long rel = record - bytes.base();
                    return new Cell(n, chain, key, "value", value, buffer, rel, f, stored(f, value, where, buffer, rel + f.offset()));
                }
            }
        }
        throw refuse(where, "a header row whose field a claimed layout declares at its offset", name);
    }

    private static Level level(IntFunction<Level> levels, int n, String where) {
        try {
            Level l = levels.apply(n);
            if (l != null) return l;
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            // an absent level: refused below
        }
        throw refuse(where, "a level of this disc", "level " + n);
    }

    private static List<String> names(Map<String, Supplier<Table>> tables) {
        List<String> out = new ArrayList<>();
        for (String k : tables.keySet()) out.add(k.replace("()", ""));
        return out;
    }

    /** The one row whose key column reads {@code keyValue} (numbers compared as numbers). */
    static int row(Table t, String keyColumn, String keyValue, String where) {
        Column<?> c = t.column(keyColumn);
        List<Integer> hits = new ArrayList<>();
        Double number = number(keyValue);
        if (number == null && c instanceof tech.tablesaw.api.NumericColumn<?>) {
            throw refuse(where, "a number for " + keyColumn + " (a numeric column)", keyValue + " (not a number)");
        }
        for (int i = 0; i < t.rowCount(); i++) {
            Object v = c.get(i);
            boolean hit = v instanceof Number x && number != null ? x.doubleValue() == number : String.valueOf(v).equals(keyValue);
            if (hit) hits.add(i);
        }
        if (hits.size() != 1) throw refuse(where, "exactly one row with " + keyColumn + " = " + keyValue, gcscript.table.Cols.count(hits.size(), "row"));
        return hits.get(0);
    }

    private static Double number(String s) {
        try {
            return s.startsWith("0x") ? (double) Long.parseLong(s.substring(2), 16) : Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** {@code value} as field {@code f} stores it: an F32's raw bits, an integer within the field's range. */
    static long stored(Field f, String value, String where, String buffer, long at) {
        if (f.isFloat()) {
            Double d = number(value);
            if (d == null || Double.isNaN(d) || Math.abs(d) > Float.MAX_VALUE) throw refuseAt(buffer, at, where, "a finite f32 number for " + f, value);
            return Field.f32Raw((float) (double) d);
        }
        long v;
        try {
            v = value.startsWith("0x") ? Long.parseLong(value.substring(2), 16) : Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw refuseAt(buffer, at, where, "an integer for " + f, value);
        }
        if (v < f.minValue() || v > f.maxValue()) throw refuseAt(buffer, at, where, "a value in [" + f.minValue() + ", " + f.maxValue() + "] for " + f, value);
        return v;
    }

    /**
     * The stored value a decoded column's declared inverse gives. A value decoded with a per-record factor (class
     * vertex positions: {@code x = x_raw × scale / 1024}) takes the factor the row itself shows, {@code x × 1024 /
     * x_raw}, once it reproduces the shown value exactly; a row whose raw value is 0 shows no factor, and is refused
     * with the raw column to set instead.
     */
    private static long inverse(Scaled s, Table t, int row, String rawColumn, String value, String where, String buffer, long at) {
        Double d = number(value);
        if (d == null || !Double.isFinite(d)) throw refuseAt(buffer, at, where, "a finite number for " + s, value);
        Object shown = t.column(s.name()).get(row);
        Object current = t.column(rawColumn).get(row);
        if (!(shown instanceof Number x) || !(current instanceof Number r)) throw refuseAt(buffer, at, where, "a numeric column decoded by " + s, value);
        double factor = 1;
        if (x.doubleValue() != s.value(r.longValue())) {
            factor = r.longValue() == 0 ? Double.NaN : x.doubleValue() * s.divisor() / r.longValue();
            if (!(factor > 0) || s.value(r.longValue(), factor) != x.doubleValue()) {
                throw refuseAt(buffer, at, where, "a column whose row shows its factor (" + s + " × factor; set " + rawColumn + " instead)", value);
            }
        }
        try {
            return s.raw(d, factor);
        } catch (IllegalArgumentException e) {
            throw refuseAt(buffer, at, where, "a value " + s.name() + " the stored " + s.field() + " can hold", value + " (" + e.getMessage() + ")");
        }
    }

    /** A refusal with no place in the bytes (a chain, table, key or column not found): said without an offset. */
    static EditException refuse(String where, String expected, String actual) {
        return new EditException("edit", where, -1, expected, actual);
    }

    /** A refusal of a located field: its buffer and the field's offset there. */
    static EditException refuseAt(String buffer, long at, String where, String expected, String actual) {
        return new EditException(buffer, where, at, expected, actual);
    }

    /** {@code typed}, with "did you mean" the close column name when there is one. */
    private static String guess(String typed, List<String> columns) {
        return gcscript.help.Methods.closest(typed, columns).map(c -> typed + " (did you mean " + c + "?)").orElse(typed);
    }
}
