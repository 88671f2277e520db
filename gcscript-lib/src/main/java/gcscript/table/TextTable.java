package gcscript.table;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Text tables for a terminal: every row, cells as printed (offset-like columns in hex), and, when a width is
 * given, only the columns that fit: the first and the last ones, the middle ones elided with a note saying how to
 * choose ({@code --columns a,b,c}) or see all ({@code --wide}). Also picks columns for every output format.
 *
 * <p>The command line sets the options once per command ({@link #configure}); {@link TableFormat} reads them.
 */
public final class TextTable {
    private TextTable() {}

    /** Width limit (0: none) and chosen columns (empty: all) for the current command. */
    public record Options(int width, List<String> columns) {
        public static final Options NONE = new Options(0, List.of());
    }

    private static volatile Options options = Options.NONE;

    public static void configure(Options o) { options = o == null ? Options.NONE : o; }

    public static Options options() { return options; }

    /** The table with only the chosen columns, in the chosen order; an unknown name lists the real ones. */
    public static Table select(Table t, List<String> names) {
        if (names.isEmpty()) return t;
        Set<String> have = new LinkedHashSet<>(t.columnNames());
        List<String> missing = names.stream().filter(n -> !have.contains(n)).toList();
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("--columns: " + t.name() + " has no column " + String.join(", ", missing)
                    + "; its columns are " + String.join(",", have));
        }
        return t.selectColumns(names.toArray(String[]::new));
    }

    /** The cell as printed ({@link Cols#cell}). */
    static String cell(Column<?> c, int row) { return Cols.cell(c, row); }

    /** What the note under a table too wide for its width suggests: the command line's options. */
    public static final String CLI_CHOICES = "--columns a,b,c picks columns, --wide shows all";

    public static String render(Table t, int width) { return render(t, width, 0, CLI_CHOICES); }

    /**
     * The table within {@code width} characters (0: every column) and {@code maxRows} rows (0: every row; else
     * the first and last halves around a "…" row, see {@link #shownRows}); {@code choices} ends the note on hidden
     * columns (how to pick columns or see all of them where this table is shown: the command line, the shell).
     */
    public static String render(Table t, int width, int maxRows, String choices) {
        int n = t.columnCount();
        List<Integer> rows = shownRows(t.rowCount(), maxRows);
        int gapAt = rows.size() < t.rowCount() ? (rows.size() + 1) / 2 : -1;
        String[][] cells = new String[n][];
        int[] w = new int[n];
        boolean[] right = new boolean[n];
        for (int c = 0; c < n; c++) {
            Column<?> col = t.column(c);
            cells[c] = new String[rows.size()];
            w[c] = Math.max(1, col.name().length());
            right[c] = col instanceof tech.tablesaw.api.NumericColumn<?> || Cols.isOffset(col.name());
            for (int k = 0; k < rows.size(); k++) {
                cells[c][k] = cell(col, rows.get(k));
                w[c] = Math.max(w[c], cells[c][k].length());
            }
        }
        if (width > 0) {
            // within a width, long text is cut (with …) so that more columns fit: a sixth of the width each, so that a
            // table's key columns (claim, expected, actual and the status of claims) fit a 100-character terminal
            int cap = Math.max(12, width / 6);
            for (int c = 0; c < n; c++) {
                if (w[c] <= cap) continue;
                w[c] = Math.max(cap, t.column(c).name().length());
                for (int r = 0; r < cells[c].length; r++) {
                    if (cells[c][r].length() > w[c]) cells[c][r] = cells[c][r].substring(0, w[c] - 1) + "…";
                }
            }
        }
        List<Integer> shown = fit(w, width, ranks(t));
        StringBuilder sb = new StringBuilder();
        sb.append(t.name()).append(" (").append(t.rowCount()).append(t.rowCount() == 1 ? " row" : " rows");
        if (gapAt >= 0) sb.append("; the first ").append(gapAt).append(" and the last ").append(rows.size() - gapAt).append(" shown");
        sb.append(")\n");
        line(sb, shown, c -> c < 0 ? "…" : t.column(c).name(), w, right);
        StringBuilder rule = new StringBuilder();
        for (int i = 0; i < shown.size(); i++) {
            if (i > 0) rule.append("  ");
            int c = shown.get(i);
            rule.append("-".repeat(c < 0 ? 1 : w[c]));
        }
        sb.append(rule).append('\n');
        for (int k = 0; k < rows.size(); k++) {
            if (k == gapAt) line(sb, shown, c -> "…", w, right);
            final int row = k;
            line(sb, shown, c -> c < 0 ? "…" : cells[c][row], w, right);
        }
        if (shown.contains(-1)) {
            // (the … columns stand for the hidden ones)
            List<String> hidden = new ArrayList<>();
            for (int c = 0; c < n; c++) if (!shown.contains(c)) hidden.add(t.column(c).name());
            sb.append(wrap("(" + shown.stream().filter(c -> c >= 0).count() + " of " + n + " columns fit " + width
                    + " characters (long text cut with …); the … columns stand for " + hidden.size() + ": " + abbreviate(hidden)
                    + ". " + choices + ")", width));
        }
        return sb.toString();
    }

    /**
     * The row indices a table of {@code rowCount} rows shows within {@code maxRows} (0: every row): all of them,
     * or the first half (rounded up) and the last half, the notebook's and the shell's head and tail.
     */
    public static List<Integer> shownRows(int rowCount, int maxRows) {
        List<Integer> rows = new ArrayList<>();
        if (maxRows <= 0 || rowCount <= maxRows) {
            for (int i = 0; i < rowCount; i++) rows.add(i);
            return rows;
        }
        int head = (maxRows + 1) / 2;
        for (int i = 0; i < head; i++) rows.add(i);
        for (int i = rowCount - (maxRows - head); i < rowCount; i++) rows.add(i);
        return rows;
    }

    /** {@code text} broken at spaces into lines of at most {@code width} characters (0: one line), each ending in a newline. */
    public static String wrap(String text, int width) {
        if (width <= 0 || text.length() <= width) return text + "\n";
        StringBuilder out = new StringBuilder(), line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                out.append(line).append('\n');
                line.setLength(0);
            }
            if (line.length() > 0) line.append(' ');
            line.append(word);
        }
        return out.append(line).append('\n').toString();
    }

    private static String abbreviate(List<String> names) {
        if (names.size() <= 8) return String.join(", ", names);
        return String.join(", ", names.subList(0, 4)) + ", …, " + String.join(", ", names.subList(names.size() - 3, names.size()));
    }

    private interface CellText { String of(int column); }

    private static void line(StringBuilder sb, List<Integer> shown, CellText text, int[] w, boolean[] right) {
        StringBuilder l = new StringBuilder();
        for (int i = 0; i < shown.size(); i++) {
            if (i > 0) l.append("  ");
            int c = shown.get(i);
            String s = text.of(c);
            int pad = (c < 0 ? 1 : w[c]) - s.length();
            if (c >= 0 && right[c]) l.append(" ".repeat(pad)).append(s); else l.append(s).append(" ".repeat(pad));
        }
        sb.append(l.toString().stripTrailing()).append('\n');
    }

    private static final Set<String> VERDICTS = Set.of("status", "ok", "met", "holds", "agrees", "identical");
    /** What a row is and what it says: kept before the other columns when space is short (issue 38 item 8). */
    private static final Set<String> KEYS = Set.of("claim", "expected", "actual", "uid", "o_class", "class", "class_name", "name",
            "x", "y", "z", "value", "a", "b", "column", "key", "check", "area", "benchmark", "target", "unit");
    private static final Set<String> PROVENANCE = Set.of(Cols.LEVEL, Cols.FILE, Cols.RECORD, Cols.OFFSET);

    /**
     * How much a column is wanted when not every one fits, 0 first: the first column, the verdicts, the keys (what
     * a row is and says), provenance, the rest, and last the fields nobody has named (unknown_*, pad*, *_raw).
     */
    static int[] ranks(Table t) {
        int[] r = new int[t.columnCount()];
        for (int c = 0; c < r.length; c++) {
            String n = t.column(c).name();
            if (c == 0) r[c] = 0;
            else if (VERDICTS.contains(n)) r[c] = 1;
            else if (KEYS.contains(n)) r[c] = 2;
            else if (PROVENANCE.contains(n)) r[c] = 3;
            else if (n.startsWith("unknown") || n.startsWith("pad") || n.startsWith("reserved") || n.endsWith("_raw")) r[c] = 5;
            else r[c] = 4;
        }
        return r;
    }

    /**
     * The columns to show within {@code width} (0: all), in table order, with -1 wherever columns are left out
     * (each gap one "…" column): columns are taken by {@link #ranks rank}, then left to right, while the line
     * still fits. The first column always shows.
     */
    static List<Integer> fit(int[] w, int width, int[] rank) {
        int n = w.length;
        List<Integer> all = new ArrayList<>();
        for (int c = 0; c < n; c++) all.add(c);
        if (width <= 0 || lineWidth(all, w) <= width) return all;
        List<Integer> order = new ArrayList<>(all);
        order.sort(java.util.Comparator.comparingInt((Integer c) -> rank[c]).thenComparingInt(c -> c));
        java.util.TreeSet<Integer> chosen = new java.util.TreeSet<>();
        for (int c : order) {
            chosen.add(c);
            if (c != 0 && lineWidth(withGaps(chosen, n), w) > width) chosen.remove(c);
        }
        return withGaps(chosen, n);
    }

    /** The chosen columns in order, with -1 for each run left out (including one at the end). */
    private static List<Integer> withGaps(java.util.SortedSet<Integer> chosen, int n) {
        List<Integer> out = new ArrayList<>();
        int prev = -1;
        for (int c : chosen) {
            if (c != prev + 1) out.add(-1);
            out.add(c);
            prev = c;
        }
        if (prev != n - 1) out.add(-1);
        return out;
    }

    private static int lineWidth(List<Integer> shown, int[] w) {
        int total = 0;
        for (int i = 0; i < shown.size(); i++) total += (shown.get(i) < 0 ? 1 : w[shown.get(i)]) + (i > 0 ? 2 : 0);
        return total;
    }
}
