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

    @Test
    void chartRendersAsPngOfItsSize() throws Exception {
        CategoryChart chart = new CategoryChartBuilder().width(320).height(200).title("sizes").build();
        chart.addSeries("s", new int[] {1, 2, 3}, new int[] {4, 1, 3});
        Renderer r = new Renderer();
        Renderers.register(r);
        DisplayData d = r.render(chart);
        byte[] png = Base64.getDecoder().decode((String) d.getData(MIMEType.IMAGE_PNG));
        assertArrayEquals(PNG_MAGIC, Arrays.copyOf(png, 8));
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
        assertEquals(320, img.getWidth());
        assertEquals(200, img.getHeight());
        assertTrue(((String) d.getData(MIMEType.TEXT_PLAIN)).contains("sizes"));
    }

    @Test
    void displayOutsideANotebookUsesTheTextForm() {
        tech.tablesaw.api.Table t = tech.tablesaw.api.Table.create("d", tech.tablesaw.api.IntColumn.create("offset", new int[] {255}));
        assertEquals("d\n   offset\n0    0xff\n1 rows × 1 columns", Display.text(t));
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
