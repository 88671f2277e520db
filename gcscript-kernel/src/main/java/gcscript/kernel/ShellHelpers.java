package gcscript.kernel;

import gcscript.table.TableView;
import java.io.File;
import java.io.IOException;
import java.awt.image.RenderedImage;
import javax.imageio.ImageIO;
import tech.tablesaw.api.Table;

/**
 * The shell's helpers, statically imported by {@code kernel-config/shell.jsh}: compiled here once rather than as
 * JShell method snippets, each of which javac would compile again at every start.
 */
public final class ShellHelpers {
    private ShellHelpers() {}

    /** Prints a value as the shell shows a bare expression. */
    public static void show(Object value) { System.out.println(ShellView.text(value)); }

    /** Prints a table with another row cap (0: every row). */
    public static void show(Table table, int maxRows) { System.out.println(ShellView.table(table, maxRows, ShellView.width())); }

    /** Prints a table with every column, however wide the terminal. */
    public static void showWide(Table table) { System.out.println(ShellView.table(table, TableView.DEFAULT_MAX_ROWS, 0)); }

    /** Writes a chart or an image as a PNG, for looking at outside the terminal. */
    public static void png(Object value, String file) throws IOException {
        RenderedImage image = value instanceof gcscript.chart.Chart c ? c.image() : (RenderedImage) value;
        ImageIO.write(image, "png", new File(file));
        System.out.println("wrote " + file);
    }
}
