package gcscript.table;

import tech.tablesaw.columns.numbers.IntColumnType;
import tech.tablesaw.columns.numbers.NumberColumnFormatter;

/** Column names and formatting shared by every table. Provenance columns come first, in this order. */
public final class Cols {
    private Cols() {}

    public static final String LEVEL = "level";
    public static final String LEVEL_ID = "level_id";
    public static final String FILE = "file";
    public static final String SECTION = "section";
    public static final String RECORD = "record";
    public static final String OFFSET = "offset";
    public static final String SIZE = "size";

    /**
     * Offset-like columns, printed in hex everywhere (text tables, the notebook): {@code offset}, {@code start},
     * {@code end} and names ending in {@code _offset}, {@code _ofs}, {@code _start}, {@code _end}.
     */
    private static final java.util.regex.Pattern OFFSET_FIRST = java.util.regex.Pattern.compile("offset_(a|b|word|in_\\w+)");

    public static boolean isOffset(String name) {
        // offset_a/offset_b (a diff's two sides), offset_in_asset_wad, offset_word: offsets named first (not every
        // offset_* is one: GoldenEye's offset_flag is a flag, and a hex formatter breaks Tablesaw's cross tabs of it)
        return name.equals(OFFSET) || name.equals("start") || name.equals("end") || OFFSET_FIRST.matcher(name).matches() || name.endsWith("_offset")
                || name.endsWith("_ofs") || name.endsWith("_start") || name.endsWith("_end");
    }

    /**
     * A number as printed in every table, diff and echo: the shortest decimal that reads back to the same value, at
     * float32 precision when the value is a float32 (stored fields are: {@code 0.2}, not {@code 0.20000000298023224}),
     * else at double precision; plain notation between 1e-5 and 1e16, an integral value without a fraction ({@code 3}, as
     * Tablesaw prints it).
     */
    public static String number(double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) return Double.toString(d);
        if (d == 0) return (1 / d < 0) ? "-0" : "0";
        float f = (float) d;
        boolean single = f == d;
        java.math.BigDecimal exact = new java.math.BigDecimal(d), bd = exact;
        for (int p = 1; p <= 17; p++) {
            bd = exact.round(new java.math.MathContext(p, java.math.RoundingMode.HALF_EVEN));
            if (single ? bd.floatValue() == f : bd.doubleValue() == d) break;
        }
        bd = bd.stripTrailingZeros();
        double mag = Math.abs(d);
        if (mag < 1e-5 || mag >= 1e16) {   // scientific as Java writes it: 1.0E-6, -2.5E20
            String digits = bd.unscaledValue().abs().toString();
            String rest = digits.substring(1);
            return (d < 0 ? "-" : "") + digits.charAt(0) + "." + (rest.isEmpty() ? "0" : rest) + "E" + (digits.length() - 1 - bd.scale());
        }
        return bd.toPlainString();
    }

    /**
     * A cell as every table prints it: empty when missing, hex for an integer in an offset-like column, the shortest
     * decimal ({@link #number}) for a floating-point column, else the column's own formatting.
     */
    public static String cell(tech.tablesaw.columns.Column<?> c, int row) {
        if (c.isMissing(row)) return "";
        Object v = c.get(row);
        if (isOffset(c.name()) && v instanceof Number n && !(n instanceof Double) && !(n instanceof Float)) {
            return gcscript.bytes.Hex.of(n);   // at the column's width: an int column's negative word is not sign-extended
        }
        if (v instanceof Double || v instanceof Float) return number(((Number) v).doubleValue());
        return c.getString(row);
    }

    /** {@code 1 row}, {@code 2 rows}, {@code 0 classes}, {@code 3 mobies}: a count with its noun in the right number. */
    public static String count(long n, String noun) {
        if (n == 1) return n + " " + noun;
        int k = noun.length();
        if (k > 1 && noun.charAt(k - 1) == 'y' && "aeiou".indexOf(noun.charAt(k - 2)) < 0) return n + " " + noun.substring(0, k - 1) + "ies";
        return n + " " + noun + (noun.endsWith("s") || noun.endsWith("x") || noun.endsWith("ch") ? "es" : "s");
    }

    /** Prints offsets as hex; the column stays numeric (summable, sortable). */
    public static final NumberColumnFormatter HEX_LONG = new NumberColumnFormatter() {
        @Override public String format(long value) {
            return value == Long.MIN_VALUE ? "" : "0x" + Long.toHexString(value);
        }
    };

    public static final NumberColumnFormatter HEX_INT = new NumberColumnFormatter() {
        @Override public String format(int value) {
            return value == IntColumnType.missingValueIndicator() ? "" : "0x" + Integer.toHexString(value);
        }
        @Override public String format(long value) {
            return "0x" + Long.toHexString(value);
        }
    };

    /**
     * Inserts the provenance columns a table lacks, after {@code level}: {@code file}, the buffer its offsets are in
     * (e.g. {@code LEVEL0.WAD}, {@code LEVEL0.WAD:core_data}), and {@code record}, the row's number. Every other
     * column keeps its name and order; a table already holding them is returned as is.
     */
    public static tech.tablesaw.api.Table withFileAndRecord(tech.tablesaw.api.Table t, String file) {
        int at = t.columnNames().indexOf(LEVEL) + 1;
        if (!t.columnNames().contains(FILE)) {
            String[] f = new String[t.rowCount()];
            java.util.Arrays.fill(f, file);
            t.insertColumn(at, tech.tablesaw.api.StringColumn.create(FILE, f));
        }
        if (!t.columnNames().contains(RECORD)) {
            int[] r = new int[t.rowCount()];
            for (int i = 0; i < r.length; i++) r[i] = i;
            t.insertColumn(t.columnNames().indexOf(FILE) + 1, tech.tablesaw.api.IntColumn.create(RECORD, r));
        }
        return t;
    }
}
