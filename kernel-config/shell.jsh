// Helpers for `bin/gcscript shell` (run after imports.jsh and startup.jsh by gcscript.kernel.Shell, which prints a
// bare expression's value the same way already: gcscript.kernel.ShellView, the command line's table renderer within
// the terminal's width). show(table, rows) picks the row cap, showWide(table) shows every column; png() writes a
// chart or an image to a file for looking at outside the terminal.
void show(Object value) { System.out.println(gcscript.kernel.ShellView.text(value)); }
void show(Table table, int maxRows) { System.out.println(gcscript.kernel.ShellView.table(table, maxRows, gcscript.kernel.ShellView.width())); }
void showWide(Table table) { System.out.println(gcscript.kernel.ShellView.table(table, gcscript.kernel.TableView.DEFAULT_MAX_ROWS, 0)); }
void png(Object value, String file) throws java.io.IOException {
    java.awt.image.RenderedImage image = value instanceof gcscript.chart.Chart c ? c.image() : (java.awt.image.RenderedImage) value;
    javax.imageio.ImageIO.write(image, "png", new java.io.File(file));
    System.out.println("wrote " + file);
}
