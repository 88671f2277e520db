package gcscript.fielddiff;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.ShortColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * The natural key of a table's rows: {@code uid} for instances, {@code o_class} for class tables, {@code field} for
 * header tables, {@code pvar_index} for the pvars, otherwise the index columns that name a row's place in the format (class, patch, packet, lod,
 * strip, …), and the record index only where nothing better exists. A key several rows share gets the occurrence
 * number as its last part, so every row has one key.
 */
record RowKey(List<String> columns) {
    /** Index columns, in the order they nest in the formats; {@code record} is the fallback. */
    static final List<String> INDEX = List.of("bank", "class", "patch", "shell", "cluster", "octant", "sequence", "frame",
            "lod", "tier", "list", "packet", "array", "strip", "tri", "primitive", "adgif", "tag", "slot", "entry", "joint",
            "normal", "number", "command", "trigger", "index");
    static final Set<String> PROVENANCE = Set.of("level", "file", "offset", "record");

    static RowKey of(String tableName, Table t) {
        List<String> names = t.columnNames();
        if (names.contains("uid")) return new RowKey(List.of("uid"));
        if (names.contains("field")) return new RowKey(List.of("field"));
        // the pvars table has a row per instance that owns a pvar, of several instance tables (record repeats across
        // them); the pvar table's index names each row once
        if (names.contains("pvar_index") && names.contains("pvar_size")) return new RowKey(List.of("pvar_index"));
        boolean classTable = tableName.toLowerCase(java.util.Locale.ROOT).endsWith("classes") && names.contains("o_class");
        List<String> k = new ArrayList<>();
        for (String c : INDEX) {
            if (c.equals("class") && classTable) continue;
            if (names.contains(c)) k.add(c);
        }
        if (classTable) k.add(0, "o_class");
        if (k.isEmpty() && names.contains("record")) k.add("record");
        return new RowKey(k);
    }

    /** Each row's key text ("class=3 packet=0 #2"), unique within the table; keys map to row numbers in table order. */
    Map<String, Integer> keys(Table t) {
        Map<String, Integer> out = new LinkedHashMap<>(t.rowCount() * 2);
        Map<String, Integer> seen = new HashMap<>();
        List<Column<?>> cols = new ArrayList<>();
        for (String c : columns) cols.add(t.column(c));
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < t.rowCount(); r++) {
            sb.setLength(0);
            for (int k = 0; k < cols.size(); k++) {
                if (k > 0) sb.append(' ');
                sb.append(columns.get(k)).append('=');
                text(cols.get(k), r, sb);
            }
            String base = cols.isEmpty() ? "#" + r : sb.toString();
            Integer n = seen.merge(base, 1, Integer::sum);
            out.put(n == 1 ? base : base + " #" + n, r);
        }
        return out;
    }

    /** A key value as text: integers without the column's display format (which groups digits and is slow). */
    static void text(Column<?> c, int r, StringBuilder sb) {
        if (c instanceof IntColumn i) sb.append(i.getInt(r));
        else if (c instanceof LongColumn l) sb.append(l.getLong(r));
        else if (c instanceof ShortColumn s) sb.append(s.getShort(r));
        else sb.append(c.getString(r));
    }
}
