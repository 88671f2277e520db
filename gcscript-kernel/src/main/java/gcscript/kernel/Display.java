package gcscript.kernel;

import gcscript.table.TableView;
import java.awt.image.RenderedImage;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import tech.tablesaw.api.Table;

/**
 * {@code display(x)} from a cell shows {@code x} the way a cell's value is shown, so one cell can show several
 * tables or charts. Outside a notebook (plain JShell) it prints a text form instead.
 */
public final class Display {
    private Display() {}

    /** Size of a chart's text form in plain JShell (a terminal's width). */
    static final int TEXT_CHART_COLS = 100, TEXT_CHART_ROWS = 24;

    public static void display(Object value) {
        BaseKernel kernel = running();
        if (kernel != null) {
            kernel.display(kernel.getRenderer().render(value));
        } else {
            System.out.println(text(value));
        }
    }

    /** The text form used outside a notebook. */
    public static String text(Object value) {
        if (value instanceof Table t) {
            return new TableView(t, TableView.DEFAULT_MAX_ROWS).text();
        }
        if (value instanceof gcscript.chart.Chart c) {
            return c.title() + "\n" + c.text(TEXT_CHART_COLS, TEXT_CHART_ROWS);
        }
        if (value instanceof gcscript.scene.Scene s) {
            return s + "\n(the 3D view shows in a notebook; on the command line: bin/gcscript view --level " + s.level() + ")";
        }
        if (value instanceof RenderedImage img) {
            return "image " + img.getWidth() + "x" + img.getHeight();
        }
        return String.valueOf(value);
    }

    private static BaseKernel running() {
        return GcKernel.current();
    }
}
