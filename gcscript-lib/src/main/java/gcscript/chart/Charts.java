package gcscript.chart;

import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Charts of table columns. Values are read as primitive arrays and binned with plain loops; XChart only ever
 * sees the bin counts, because its own Histogram takes a Collection of boxed Numbers (a million values would be
 * a million objects).
 */
public final class Charts {
    private Charts() {}

    public static final int WIDTH = 800, HEIGHT = 600;
    /** Bar charts are for categories; beyond this many rows use {@link #histogram}. */
    public static final int MAX_BARS = 10_000;

    // ---- histogram ----------------------------------------------------------------------------------

    /** {@code bins} equal-width bins over the column's range; missing and non-finite values are left out. */
    public static Chart histogram(Table table, String column, int bins) {
        return histogram(numbers(table, column), bins, table.name() + ": " + column, column);
    }

    public static Chart histogram(double[] values, int bins, String title, String xTitle) {
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            if (!Double.isFinite(v)) continue;
            if (v < lo) lo = v;
            if (v > hi) hi = v;
        }
        if (lo > hi) { lo = 0; hi = 1; }   // no finite values: an empty chart over a nominal range
        long[] counts = bin(values, lo, hi, bins);
        double width = (hi > lo ? hi - lo : 1) / bins;
        List<String> labels = new ArrayList<>(bins);
        List<Long> ys = new ArrayList<>(bins);
        for (int i = 0; i < bins; i++) {
            labels.add(label(lo + i * width));
            ys.add(counts[i]);
        }
        CategoryChart c = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title)
                .xAxisTitle(xTitle).yAxisTitle("count").build();
        c.getStyler().setLegendVisible(false);
        c.getStyler().setAvailableSpaceFill(0.98);
        c.getStyler().setXAxisLabelRotation(bins > 16 ? 90 : 0);
        c.addSeries("count", labels, ys);
        return new Chart(c);
    }

    /**
     * Counts of {@code values} in {@code bins} equal-width bins over {@code [lo, hi]}; the last bin is closed so
     * {@code hi} itself is counted. Values outside the range, NaN and infinities are not counted. When lo == hi
     * every value equal to lo lands in bin 0.
     */
    public static long[] bin(double[] values, double lo, double hi, int bins) {
        if (bins < 1) throw new IllegalArgumentException("bins must be >= 1, was " + bins);
        if (!(lo <= hi)) throw new IllegalArgumentException("need lo <= hi, got " + lo + ", " + hi);
        long[] counts = new long[bins];
        double scale = hi > lo ? bins / (hi - lo) : 0;
        for (double v : values) {
            if (!(v >= lo && v <= hi)) continue;
            int i = (int) ((v - lo) * scale);
            counts[i >= bins ? bins - 1 : i]++;
        }
        return counts;
    }

    private static String label(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
        return String.format("%.4g", v);
    }

    // ---- bars, scatter, line ------------------------------------------------------------------------

    /** One bar per row: categories from column {@code x} (any type, as text), heights from numeric column {@code y}. */
    public static Chart bar(Table table, String x, String y) {
        if (table.rowCount() > MAX_BARS) {
            throw new IllegalArgumentException(table.rowCount() + " bars; summarize first or use histogram()");
        }
        Column<?> cx = table.column(x);
        double[] ys = numbers(table, y);
        List<String> labels = new ArrayList<>(ys.length);
        List<Double> heights = new ArrayList<>(ys.length);
        for (int i = 0; i < ys.length; i++) {
            labels.add(cx.getString(i));
            heights.add(Double.isNaN(ys[i]) ? 0 : ys[i]);
        }
        CategoryChart c = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(table.name() + ": " + y + " by " + x)
                .xAxisTitle(x).yAxisTitle(y).build();
        c.getStyler().setLegendVisible(false);
        c.addSeries(y, labels, heights);
        return new Chart(c);
    }

    public static Chart scatter(Table table, String x, String y) {
        XYChart c = xy(table, x, y);
        c.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        c.getStyler().setMarkerSize(3);
        return new Chart(c);
    }

    /** Points joined in row order (sort the table by x first for a function plot). */
    public static Chart line(Table table, String x, String y) {
        XYChart c = xy(table, x, y);
        c.getStyler().setMarkerSize(0);
        return new Chart(c);
    }

    /** Most series a grouped chart draws; more groups than this are an error rather than an unreadable legend. */
    public static final int MAX_SERIES = 64;

    /** One scatter series per distinct value of column {@code by} (e.g. {@code level}), with a legend. */
    public static Chart scatter(Table table, String x, String y, String by) {
        XYChart c = grouped(table, x, y, by);
        c.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        c.getStyler().setMarkerSize(3);
        return new Chart(c);
    }

    /** One line per distinct value of column {@code by}, each joined in row order. */
    public static Chart line(Table table, String x, String y, String by) {
        XYChart c = grouped(table, x, y, by);
        c.getStyler().setMarkerSize(0);
        return new Chart(c);
    }

    private static XYChart grouped(Table table, String x, String y, String by) {
        double[] xs = numbers(table, x), ys = numbers(table, y);
        Column<?> g = table.column(by);
        java.util.Map<String, Integer> ids = new java.util.LinkedHashMap<>();
        int[] id = new int[xs.length];
        for (int i = 0; i < xs.length; i++) {
            Integer k = ids.get(g.getString(i));
            if (k == null) {
                k = ids.size();
                if (k == MAX_SERIES) throw new IllegalArgumentException(by + " has more than " + MAX_SERIES + " values");
                ids.put(g.getString(i), k);
            }
            id[i] = k;
        }
        int[] n = new int[ids.size()];
        for (int i = 0; i < xs.length; i++) if (Double.isFinite(xs[i]) && Double.isFinite(ys[i])) n[id[i]]++;
        double[][] sx = new double[n.length][], sy = new double[n.length][];
        for (int k = 0; k < n.length; k++) { sx[k] = new double[n[k]]; sy[k] = new double[n[k]]; }
        int[] fill = new int[n.length];
        for (int i = 0; i < xs.length; i++) {
            if (!Double.isFinite(xs[i]) || !Double.isFinite(ys[i])) continue;
            int k = id[i];
            sx[k][fill[k]] = xs[i];
            sy[k][fill[k]++] = ys[i];
        }
        XYChart c = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(table.name() + ": " + y + " vs " + x + " by " + by)
                .xAxisTitle(x).yAxisTitle(y).build();
        int k = 0, drawn = 0;
        for (String name : ids.keySet()) {
            if (n[k] > 0) { c.addSeries(by + " " + name, sx[k], sy[k]); drawn++; }
            k++;
        }
        if (drawn == 0) throw new IllegalArgumentException(table.name() + ": no row has finite " + x + " and " + y);
        return c;
    }

    private static XYChart xy(Table table, String x, String y) {
        double[] xs = numbers(table, x), ys = numbers(table, y);
        // XChart rejects NaN coordinates: rows with a missing value are dropped, in both arrays together
        int n = 0;
        for (int i = 0; i < xs.length; i++) {
            if (Double.isFinite(xs[i]) && Double.isFinite(ys[i])) { xs[n] = xs[i]; ys[n] = ys[i]; n++; }
        }
        if (n == 0) throw new IllegalArgumentException(table.name() + ": no row has finite " + x + " and " + y);
        if (n < xs.length) { xs = java.util.Arrays.copyOf(xs, n); ys = java.util.Arrays.copyOf(ys, n); }
        XYChart c = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(table.name() + ": " + y + " vs " + x)
                .xAxisTitle(x).yAxisTitle(y).build();
        c.getStyler().setLegendVisible(false);
        c.addSeries(y, xs, ys);
        return c;
    }

    private static double[] numbers(Table table, String column) {
        Column<?> c = table.column(column);
        if (!(c instanceof NumericColumn<?> nc)) {
            throw new IllegalArgumentException(column + " is " + c.type() + ", not numeric");
        }
        return nc.asDoubleArray();
    }
}
