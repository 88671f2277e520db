package gcscript.jupyter;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceLoader;
import org.dflib.jjava.jupyter.Extension;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * Issue 38 item 17: the library in a plain JJava kernel. The Python package {@code jjava} (the kernel a user installs)
 * is not installable on this machine, so the extension is tested against JJava's own API: the jar declares it in
 * META-INF/services, JJava's own loader finds and installs it into a {@link PlainJJavaKernel} (a BaseKernel with
 * nothing of gcscript's), and then the kernel's renderer shows tables as HTML and charts as PNG, and its session has
 * the notebook imports and the preopened {@code disc}.
 */
class JJavaExtensionTest {
    static PlainJJavaKernel kernel;

    @BeforeAll
    static void installTheWayJJavaDoes() {
        kernel = PlainJJavaKernel.create();
        kernel.installFrom(JJavaExtensionTest.class.getClassLoader());
    }

    @AfterAll
    static void close() { kernel.shell.close(); }

    @Test
    void theJarDeclaresTheExtension() {
        assertTrue(ServiceLoader.load(Extension.class).stream().anyMatch(p -> p.type() == JJavaExtension.class));
    }

    @Test
    void tablesRenderAsHtmlAndChartsAsPng() {
        Table t = Gc.sample().level(0).gameplay().mobyInstances();
        DisplayData d = kernel.getRenderer().render(t);
        String html = String.valueOf(d.getData(MIMEType.TEXT_HTML));
        assertTrue(html.startsWith("<table class=\"gcscript-table\">") && html.contains("<th>o_class</th>"), html);
        assertTrue(html.contains(">0x810<"), "offsets in hex: " + html);
        assertTrue(String.valueOf(d.getData(MIMEType.TEXT_PLAIN)).contains("o_class"));
        var chart = gcscript.chart.Charts.histogram(t, "x", 8);
        String png = String.valueOf(kernel.getRenderer().render(chart).getData(MIMEType.IMAGE_PNG));
        assertTrue(java.util.Base64.getDecoder().decode(png).length > 100, "a PNG");
    }

    @Test
    void theSessionHasTheImportsAndTheDisc() {
        assertEquals(1, kernel.evaluated.size(), "the extension ran one piece of source");
        assertEquals(String.valueOf(Gc.sample().levels().count()), kernel.evalRaw("disc.levels().count()"));
        // the imports: gcscript, Tablesaw and the charts, as the notebooks write them
        assertEquals("\"moby instances\"", kernel.evalRaw("disc.level(0).gameplay().mobyInstances().name()"));
        assertEquals("0", kernel.evalRaw("Table.create(\"t\").rowCount()"));
        assertEquals("true", kernel.evalRaw("Charts.class.getName().equals(\"gcscript.chart.Charts\")"));
    }

    /** The gcscript kernel's imports hold every import the extension gives (but for its own display). */
    @Test
    void theImportsAreTheGcscriptKernels() throws Exception {
        String kernelImports = Files.readString(Path.of("..", "kernel-config", "imports.jsh"));
        for (String line : JJavaExtension.IMPORTS) assertTrue(kernelImports.contains("\n" + line + "\n"), line);
        long kernelLines = kernelImports.lines().filter(l -> l.startsWith("import ") && !l.contains("gcscript.kernel.")).count();
        assertEquals(JJavaExtension.IMPORTS.size(), kernelLines, "an import the kernel has and the extension lacks");
    }
}
