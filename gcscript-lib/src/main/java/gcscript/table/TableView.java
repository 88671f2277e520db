package gcscript.table;

import java.util.ArrayList;
import java.util.List;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Display form of a Tablesaw table: at most {@code maxRows} rows (head and tail halves around a gap marker),
 * offset columns in hex. Tablesaw has no HTML writer of its own. The notebook kernel shows tables with it, and the
 * first-contact report ({@code gcscript.report}) writes its tables with it.
 */
public final class TableView {
    public static final int DEFAULT_MAX_ROWS = 50;
    public static final String GAP = "…";

    private final Table table;
    private final List<Integer> rows;
    private final boolean gap;
    private final int gapAt;

    public TableView(Table table, int maxRows) {
        this.table = table;
        // the same head and tail as the shell's text tables
        rows = gcscript.table.TextTable.shownRows(table.rowCount(), maxRows);
        gap = rows.size() < table.rowCount();
        gapAt = gap ? (maxRows + 1) / 2 : -1;
    }

    /** Row indices shown, in order. */
    public List<Integer> shownRows() {
        return List.copyOf(rows);
    }

    public boolean hasGap() {
        return gap;
    }

    /** The cell as displayed: hex for offset columns holding integers, empty for missing values. */
    public static String cell(Column<?> column, int row) {
        return Cols.cell(column, row);
    }

    private String footer() {
        return Cols.count(table.rowCount(), "row") + " × " + Cols.count(table.columnCount(), "column");
    }

    public String html() {
        StringBuilder sb = new StringBuilder("<table class=\"gcscript-table\">\n");
        if (table.name() != null && !table.name().isEmpty()) {
            sb.append("<caption>").append(escape(table.name())).append("</caption>\n");
        }
        sb.append("<thead><tr><th></th>");
        for (Column<?> c : table.columns()) {
            sb.append("<th>").append(escape(c.name())).append("</th>");
        }
        sb.append("</tr></thead>\n<tbody>\n");
        for (int k = 0; k < rows.size(); k++) {
            if (gap && k == gapAt) {
                sb.append("<tr><th>").append(GAP).append("</th>");
                sb.append(("<td>" + GAP + "</td>").repeat(table.columnCount())).append("</tr>\n");
            }
            int r = rows.get(k);
            sb.append("<tr><th>").append(r).append("</th>");
            for (Column<?> c : table.columns()) {
                sb.append("<td>").append(escape(cell(c, r))).append("</td>");
            }
            sb.append("</tr>\n");
        }
        sb.append("</tbody>\n</table>\n<p>").append(footer()).append("</p>\n");
        return sb.toString();
    }

    public String text() {
        List<String[]> lines = new ArrayList<>();
        int cols = table.columnCount();
        String[] header = new String[cols + 1];
        header[0] = "";
        for (int c = 0; c < cols; c++) {
            header[c + 1] = table.column(c).name();
        }
        lines.add(header);
        for (int k = 0; k < rows.size(); k++) {
            if (gap && k == gapAt) {
                String[] g = new String[cols + 1];
                java.util.Arrays.fill(g, GAP);
                lines.add(g);
            }
            int r = rows.get(k);
            String[] line = new String[cols + 1];
            line[0] = Integer.toString(r);
            for (int c = 0; c < cols; c++) {
                line[c + 1] = cell(table.column(c), r);
            }
            lines.add(line);
        }
        int[] width = new int[cols + 1];
        for (String[] l : lines) {
            for (int c = 0; c <= cols; c++) {
                width[c] = Math.max(width[c], l[c].length());
            }
        }
        StringBuilder sb = new StringBuilder();
        if (table.name() != null && !table.name().isEmpty()) {
            sb.append(table.name()).append('\n');
        }
        for (String[] l : lines) {
            for (int c = 0; c <= cols; c++) {
                if (c > 0) {
                    sb.append("  ");
                }
                sb.append(" ".repeat(width[c] - l[c].length())).append(l[c]);
            }
            sb.append('\n');
        }
        return sb.append(footer()).toString();
    }

    /** {@code s} as HTML text (also in attribute values). */
    public static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                default -> sb.append(ch);
            }
        }
        return sb.toString();
    }
}
