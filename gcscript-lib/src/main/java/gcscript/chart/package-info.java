/**
 * Headless XChart charts of table columns ({@link gcscript.chart.Charts}), each wrapped as a
 * {@link gcscript.chart.Chart} that renders to a BufferedImage, PNG bytes or a text preview.
 */
package gcscript.chart;
