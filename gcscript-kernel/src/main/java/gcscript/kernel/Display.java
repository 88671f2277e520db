package gcscript.kernel;

import java.awt.image.RenderedImage;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import tech.tablesaw.api.Table;

/**
 * {@code display(x)} from a cell shows {@code x} the way a cell's value is shown, so one cell can show several
 * tables or charts. Outside a notebook (plain JShell) it prints a text form instead.
 */
public final class Display {
    private Display() {}

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
        if (value instanceof RenderedImage img) {
            return "image " + img.getWidth() + "x" + img.getHeight();
        }
        return String.valueOf(value);
    }

    private static BaseKernel running() {
        return GcKernel.current();
    }
}
