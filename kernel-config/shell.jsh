// Helpers for `bin/gcscript shell` (run after imports.jsh and startup.jsh). A Table typed at the prompt prints
// with Tablesaw's own toString, which JShell's feedback cuts in the middle once it is long (startup files cannot
// change feedback modes); show() prints it the notebook way: every column, at most 50 rows (first and last 25),
// offset columns in hex. Charts print as text, images as their size.
void show(Object value) { System.out.println(gcscript.kernel.Display.text(value)); }
void show(Table table, int maxRows) { System.out.println(new gcscript.kernel.TableView(table, maxRows).text()); }
// A chart or image to a PNG file, for looking at outside the terminal.
void png(Object value, String file) throws java.io.IOException {
    java.awt.image.RenderedImage image = value instanceof gcscript.chart.Chart c ? c.image() : (java.awt.image.RenderedImage) value;
    javax.imageio.ImageIO.write(image, "png", new java.io.File(file));
    System.out.println("wrote " + file);
}
System.out.println("gcscript shell: disc = " + disc + "; show(table), show(table, rows), png(chart, file), display(x); /exit to leave");
