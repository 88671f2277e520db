package gcscript.kernel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.Arrays;
import java.util.Base64;
import javax.imageio.ImageIO;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;

class ChartRenderTest {
    private static final byte[] PNG_MAGIC = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    private static DisplayData render(Object o) {
        Renderer r = new Renderer();
        Renderers.register(r);
        return r.render(o);
    }

    /** The PNG of a rendered value, checked to be one, decoded. */
    private static BufferedImage png(DisplayData d) throws Exception {
        byte[] png = Base64.getDecoder().decode((String) d.getData(MIMEType.IMAGE_PNG));
        assertArrayEquals(PNG_MAGIC, Arrays.copyOf(png, 8));
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    @Test
    void chartRendersAsPngOfItsSize() throws Exception {
        CategoryChart chart = new CategoryChartBuilder().width(320).height(200).title("sizes").build();
        chart.addSeries("s", new int[] {1, 2, 3}, new int[] {4, 1, 3});
        DisplayData d = render(chart);
        BufferedImage img = png(d);
        assertEquals(320, img.getWidth());
        assertEquals(200, img.getHeight());
        assertTrue(((String) d.getData(MIMEType.TEXT_PLAIN)).contains("sizes"));
    }

    @Test
    void gcscriptChartRendersAsPngAndItsTextFormHasTheTitle() throws Exception {
        gcscript.chart.Chart chart = gcscript.chart.Charts.histogram(new double[] {1, 2, 2, 3, 3, 3}, 3, "k values", "k");
        DisplayData d = render(chart);
        BufferedImage img = png(d);
        assertEquals(chart.width(), img.getWidth());
        assertEquals(chart.height(), img.getHeight());
        assertTrue(((String) d.getData(MIMEType.TEXT_PLAIN)).contains("k values"));
        String text = Display.text(chart);
        assertTrue(text.startsWith("k values\n"), text);
        assertTrue(text.lines().count() >= Display.TEXT_CHART_ROWS, text);
    }

    @Test
    void displayOutsideANotebookUsesTheTextForm() {
        tech.tablesaw.api.Table t = tech.tablesaw.api.Table.create("d", tech.tablesaw.api.IntColumn.create("offset", new int[] {255}));
        assertEquals("d\n   offset\n0    0xff\n1 row × 1 column", Display.text(t));
        assertEquals("image 3x2", Display.text(new BufferedImage(3, 2, BufferedImage.TYPE_INT_RGB)));
        assertEquals("null", Display.text(null));
    }

    @Test
    void bundledImportsNameTheLibraryPackages() throws Exception {
        try (var in = GcKernel.class.getResourceAsStream(GcKernel.IMPORTS)) {
            String text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertTrue(text.contains("import gcscript.*;"), text);
            assertTrue(text.contains("import tech.tablesaw.api.*;"), text);
            assertTrue(text.contains("import static gcscript.kernel.Display.display;"), text);
        }
    }
}
