package gcscript.chart;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.ConsoleEncoder;

/**
 * A rendered-on-demand XChart chart: {@link #image()} for notebooks (both Java kernels show a BufferedImage
 * inline), {@link #png()} for files and pixel tests, {@link #text} for JShell and CI logs. Nothing here needs a
 * display; the JVM is switched to headless unless told otherwise.
 */
public final class Chart {
    static {
        if (System.getProperty("java.awt.headless") == null) System.setProperty("java.awt.headless", "true");
    }

    private final org.knowm.xchart.internal.chartpart.Chart<?, ?> chart;

    Chart(org.knowm.xchart.internal.chartpart.Chart<?, ?> chart) {
        this.chart = chart;
    }

    /** The underlying XChart object, for styling beyond these defaults. */
    public org.knowm.xchart.internal.chartpart.Chart<?, ?> xchart() { return chart; }

    public int width() { return chart.getWidth(); }
    public int height() { return chart.getHeight(); }
    public String title() { return chart.getTitle(); }

    public BufferedImage image() {
        return BitmapEncoder.getBufferedImage(chart);
    }

    public byte[] png() {
        try {
            return BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new UncheckedIOException("PNG encoding of " + chart.getTitle(), e);
        }
    }

    /** A text rendering {@code cols} characters wide and {@code rows} lines high (XChart's ConsoleEncoder). */
    public String text(int cols, int rows) {
        return ConsoleEncoder.getConsoleString(chart, cols, rows);
    }

    @Override public String toString() {
        return "Chart[" + chart.getClass().getSimpleName() + " \"" + chart.getTitle() + "\" " + width() + "x" + height() + "]";
    }
}
