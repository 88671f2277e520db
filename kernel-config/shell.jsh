// Helpers for `bin/gcscript shell` (run after imports.jsh and startup.jsh by gcscript.kernel.Shell, which prints a
// bare expression's value the notebook way already). show(table, rows) picks the row cap; png() writes a chart or
// an image to a file for looking at outside the terminal.
void show(Object value) { System.out.println(gcscript.kernel.Display.text(value)); }
void show(Table table, int maxRows) { System.out.println(new gcscript.kernel.TableView(table, maxRows).text()); }
void png(Object value, String file) throws java.io.IOException {
    java.awt.image.RenderedImage image = value instanceof gcscript.chart.Chart c ? c.image() : (java.awt.image.RenderedImage) value;
    javax.imageio.ImageIO.write(image, "png", new java.io.File(file));
    System.out.println("wrote " + file);
}
