package gcscript.analysis;

import gcscript.bytes.Hex;
import gcscript.table.Cols;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/** Byte diffs of two regions and field diffs of two record tables. */
public final class Diff {
    private Diff() {}

    /** Hex columns show at most this many bytes of a run, then " ..."; {@code length} is always the full run. */
    public static final int MAX_HEX = 16;

    /**
     * Runs of differing bytes, position by position: {@code offset_a, offset_b, length, a_hex, b_hex} with offsets
     * absolute in each region's file. When the lengths differ, a last row covers the surplus of the longer region,
     * with an empty hex string on the side that has no bytes there.
     */
    public static Table bytes(Region a, Region b) {
        return bytes(a, b, new long[0][]);
    }

    /**
     * As {@link #bytes(Region, Region)}, treating bytes inside {@code ignore} (pairs {from, len} of region indices,
     * the same in both) as equal — for fields known to differ, such as timestamps or pointers.
     */
    public static Table bytes(Region a, Region b, long[][] ignore) {
        byte[] x = a.toArray(), y = b.toArray();
        boolean[] skip = ignoreMask(Math.max(x.length, y.length), ignore);
        LongColumn offA = hex(LongColumn.create("offset_a")), offB = hex(LongColumn.create("offset_b"));
        IntColumn length = IntColumn.create("length");
        StringColumn aHex = StringColumn.create("a_hex"), bHex = StringColumn.create("b_hex");
        int common = Math.min(x.length, y.length);
        int i = 0;
        while (i < common) {
            if (x[i] == y[i] || skip[i]) { i++; continue; }
            int start = i;
            while (i < common && x[i] != y[i] && !skip[i]) i++;
            offA.append(a.absolute(start));
            offB.append(b.absolute(start));
            length.append(i - start);
            aHex.append(clippedHex(x, start, i - start));
            bHex.append(clippedHex(y, start, i - start));
        }
        if (x.length != y.length) {
            int surplus = Math.max(x.length, y.length) - common;
            offA.append(a.absolute(common));
            offB.append(b.absolute(common));
            length.append(surplus);
            aHex.append(x.length > common ? clippedHex(x, common, surplus) : "");
            bHex.append(y.length > common ? clippedHex(y, common, surplus) : "");
        }
        return Table.create("diff " + a.name() + " vs " + b.name(), offA, offB, length, aHex, bHex);
    }

    private static boolean[] ignoreMask(int n, long[][] ignore) {
        boolean[] skip = new boolean[n];
        for (long[] r : ignore) {
            if (r.length != 2 || r[0] < 0 || r[1] < 0) throw new IllegalArgumentException("ignore ranges are {from, len} pairs");
            int from = (int) Math.min(r[0], n), to = (int) Math.min(r[0] + r[1], n);
            for (int i = from; i < to; i++) skip[i] = true;
        }
        return skip;
    }

    private static LongColumn hex(LongColumn c) {
        c.setPrintFormatter(Cols.HEX_LONG);
        return c;
    }

    private static String clippedHex(byte[] b, int from, int len) {
        return len <= MAX_HEX ? Hex.bytes(b, from, len) : Hex.bytes(b, from, MAX_HEX) + " ...";
    }

    /** Lines of side-by-side output at most; longer diffs end with a count of what was left out. */
    public static final int MAX_LINES = 400;

    /**
     * A side-by-side hex dump of the lines (16 bytes each) within {@code context} bytes of a difference, in the
     * style of Wrench's diff_buffers: each line shows the absolute offset and bytes of a, then of b, and a marker
     * line underneath puts {@code ^^} under the bytes that differ. Lines that are skipped print as "...".
     */
    public static String sideBySide(Region a, Region b, int context) {
        if (context < 0) throw new IllegalArgumentException("context must be >= 0");
        byte[] x = a.toArray(), y = b.toArray();
        int n = Math.max(x.length, y.length);
        int lines = (n + 15) / 16;
        boolean[] show = new boolean[lines];
        boolean any = false;
        for (int i = 0; i < n; i++) {
            if (differs(x, y, i)) {
                any = true;
                int from = Math.max(0, i - context) / 16, to = Math.min(n - 1, i + context) / 16;
                for (int l = from; l <= to; l++) show[l] = true;
            }
        }
        StringBuilder sb = new StringBuilder();
        sb.append("a: ").append(a).append('\n').append("b: ").append(b).append('\n');
        if (!any) return sb.append("identical (").append(n).append(" bytes)").toString();
        int printed = 0;
        boolean gap = false;
        for (int l = 0; l < lines; l++) {
            if (!show[l]) { gap = true; continue; }
            if (printed >= MAX_LINES) {
                int left = 0;
                for (int k = l; k < lines; k++) if (show[k]) left++;
                sb.append("... ").append(left).append(" more lines with differences or context\n");
                break;
            }
            if (gap && printed > 0) sb.append("...\n");
            gap = false;
            int base = l * 16;
            StringBuilder marks = new StringBuilder();
            sb.append(String.format("%08x  ", a.absolute(0) + base));
            line(sb, x, base, null, null);
            sb.append(" | ").append(String.format("%08x  ", b.absolute(0) + base));
            line(sb, y, base, x, marks);
            sb.append('\n');
            sb.append(" ".repeat(10 + 49 + 3 + 10)).append(marks).append('\n');
            printed++;
        }
        return sb.toString();
    }

    private static boolean differs(byte[] x, byte[] y, int i) {
        return i >= x.length || i >= y.length || x[i] != y[i];
    }

    /** Appends 16 byte cells ("--" where the region has ended); when {@code other} is given, fills the marker line. */
    private static void line(StringBuilder sb, byte[] b, int base, byte[] other, StringBuilder marks) {
        for (int i = base; i < base + 16; i++) {
            if (i == base + 8) { sb.append(' '); if (marks != null) marks.append(' '); }
            sb.append(i < b.length ? Hex.bytes(b, i, 1) : "--").append(' ');
            if (marks != null) marks.append(differs(b, other, i) && (i < b.length || i < other.length) ? "^^ " : "   ");
        }
    }

    // ---- tables -------------------------------------------------------------------------------------

    /**
     * Field-level differences between two record tables joined on one key column: {@code key, column, a, b}.
     * Compared columns are those both tables have. A key present on one side only gives one row with column
     * {@code "(row)"} and "absent" on the missing side. Keys must be unique on each side.
     *
     * <p>The join is a HashMap on the key's value, never Tablesaw's multi-column joinOn (it drops rows), and the
     * matched/unmatched counts are checked against both tables' row counts.
     */
    public static Table tables(Table t1, Table t2, String keyColumn) {
        Column<?> k1 = t1.column(keyColumn), k2 = t2.column(keyColumn);
        Map<Object, Integer> right = index(t2, k2);
        Map<Object, Integer> left = index(t1, k1);
        List<String> common = new ArrayList<>();
        Set<String> names2 = new LinkedHashSet<>(t2.columnNames());
        for (String c : t1.columnNames()) if (!c.equals(keyColumn) && names2.contains(c)) common.add(c);

        StringColumn key = StringColumn.create("key"), column = StringColumn.create("column");
        StringColumn va = StringColumn.create("a"), vb = StringColumn.create("b");
        int matched = 0, onlyA = 0, onlyB = 0;
        for (int i = 0; i < t1.rowCount(); i++) {
            Object k = norm(k1.get(i));
            Integer j = right.get(k);
            if (j == null) {
                onlyA++;
                key.append(k1.getString(i)); column.append("(row)"); va.append("present"); vb.append("absent");
                continue;
            }
            matched++;
            for (String c : common) {
                Object x = t1.column(c).get(i), y = t2.column(c).get(j);
                if (!Objects.equals(norm(x), norm(y))) {
                    key.append(k1.getString(i)); column.append(c);
                    va.append(t1.column(c).getString(i)); vb.append(t2.column(c).getString(j));
                }
            }
        }
        for (int j = 0; j < t2.rowCount(); j++) {
            if (!left.containsKey(norm(k2.get(j)))) {
                onlyB++;
                key.append(k2.getString(j)); column.append("(row)"); va.append("absent"); vb.append("present");
            }
        }
        if (matched + onlyA != t1.rowCount() || matched + onlyB != t2.rowCount()) {
            throw new IllegalStateException("join on " + keyColumn + " lost rows: " + matched + " matched, " + onlyA
                    + " only in a, " + onlyB + " only in b, for " + t1.rowCount() + " and " + t2.rowCount() + " rows");
        }
        return Table.create("diff " + t1.name() + " vs " + t2.name(), key, column, va, vb);
    }

    private static Map<Object, Integer> index(Table t, Column<?> key) {
        Map<Object, Integer> m = new HashMap<>(t.rowCount() * 2);
        for (int i = 0; i < t.rowCount(); i++) {
            if (key.isMissing(i)) throw new IllegalArgumentException(t.name() + ": missing key in row " + i);
            Integer prev = m.put(norm(key.get(i)), i);
            if (prev != null) {
                throw new IllegalArgumentException(t.name() + ": key " + key.getString(i) + " in rows " + prev + " and " + i);
            }
        }
        return m;
    }

    /** Integral numbers compare by value whatever their width, so an int column matches a long column. */
    private static Object norm(Object v) {
        if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) return ((Number) v).longValue();
        if (v instanceof Float f) return f.doubleValue();
        return v;
    }
}
