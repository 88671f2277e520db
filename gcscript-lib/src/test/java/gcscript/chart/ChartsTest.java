package gcscript.chart;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

class ChartsTest {
    static Table sample() {
        int n = 1000;
        int[] x = new int[n];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) { x[i] = i; y[i] = Math.sin(i / 50.0) * 100; }
        return Table.create("wave", IntColumn.create("x", x), DoubleColumn.create("y", y));
    }

    @Test void binCountsByHand() {
        double[] v = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, Double.NaN, -1, 11};
        // [0,2) [2,4) [4,6) [6,8) [8,10]: the top bin is closed; NaN and out-of-range values are not counted
        assertArrayEquals(new long[] {2, 2, 2, 2, 3}, Charts.bin(v, 0, 10, 5));
        assertArrayEquals(new long[] {2, 0}, Charts.bin(new double[] {3, 3, 4}, 3, 3, 2));
        assertThrows(IllegalArgumentException.class, () -> Charts.bin(v, 0, 10, 0));
    }

    @Test void histogramRendersPngOfTheRightSizeHeadless() throws Exception {
        Chart c = Charts.histogram(sample(), "y", 20);
        byte[] png = c.png();
        assertEquals((byte) 0x89, png[0]);
        assertEquals('P', png[1]);
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
        assertEquals(Charts.WIDTH, img.getWidth());
        assertEquals(Charts.HEIGHT, img.getHeight());
        BufferedImage direct = c.image();
        assertEquals(Charts.WIDTH, direct.getWidth());
        assertTrue(java.awt.GraphicsEnvironment.isHeadless());
    }

    @Test void textPreviewIsNonEmpty() {
        String s = Charts.histogram(sample(), "y", 10).text(60, 20);
        assertFalse(s.isBlank());
        assertTrue(s.lines().count() >= 10, s);
    }

    @Test void barScatterAndLineRender() {
        Table cats = Table.create("levels", StringColumn.create("name", "a", "b", "c"), IntColumn.create("n", 3, 1, 2));
        for (Chart c : new Chart[] {Charts.bar(cats, "name", "n"), Charts.scatter(sample(), "x", "y"), Charts.line(sample(), "x", "y")}) {
            BufferedImage img = c.image();
            assertEquals(Charts.WIDTH, img.getWidth());
            assertEquals(Charts.HEIGHT, img.getHeight());
            assertFalse(c.text(40, 12).isBlank());
        }
    }

    @Test void groupedSeriesOnePerValue() {
        Table t = Table.create("pts", IntColumn.create("level", 0, 0, 1, 2), DoubleColumn.create("x", 1, 2, 3, Double.NaN),
                DoubleColumn.create("y", 1, 4, 9, 16));
        Chart c = Charts.scatter(t, "x", "y", "level");
        org.knowm.xchart.XYChart xy = (org.knowm.xchart.XYChart) c.xchart();
        // level 2's only row has a missing x, so it draws no series
        assertEquals(java.util.List.of("level 0", "level 1"),
                xy.getSeriesCollection().stream().map(s -> s.getName()).toList());
        assertArrayEquals(new double[] {1, 4}, xy.getSeries("level 0").getYData());
        assertEquals(Charts.WIDTH, Charts.line(t, "x", "y", "level").image().getWidth());
    }

    @Test void nonNumericColumnIsRejected() {
        Table cats = Table.create("levels", StringColumn.create("name", "a"), IntColumn.create("n", new int[] {3}));
        assertThrows(IllegalArgumentException.class, () -> Charts.histogram(cats, "name", 4));
        assertThrows(IllegalArgumentException.class, () -> Charts.scatter(cats, "name", "n"));
    }
}
