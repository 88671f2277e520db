package gcscript.jupyter;

import gcscript.table.TableView;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Base64;
import java.util.List;
import org.dflib.jjava.jupyter.Extension;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.internal.chartpart.Chart;
import tech.tablesaw.api.Table;

/**
 * What the gcscript kernel gives a notebook, installed into a plain JJava kernel when {@code %maven} adds the
 * library: the table, hex-view and chart renderers ({@link #register}, which the gcscript kernel uses too), the
 * notebook imports ({@link #IMPORTS}) and the preopened {@code disc} ({@link #STARTUP}: {@code $GC_DISC}, else the
 * sample). JJava's own {@code display(...)} shows values; the 3D scene view needs the gcscript kernel (it lives in the
 * viewer module), a scene prints as text here.
 */
public final class JJavaExtension implements Extension {
    /**
     * The imports a session starts with: the gcscript kernel's list ({@code kernel-config/imports.jsh}, which holds
     * every one of these lines, a test says) but for its own {@code display}: JJava has one.
     */
    public static final List<String> IMPORTS = List.of(
            "import java.io.*;", "import java.math.*;", "import java.net.*;", "import java.nio.file.*;", "import java.util.*;",
            "import java.util.function.*;", "import java.util.regex.*;", "import java.util.stream.*;",
            "import gcscript.*;", "import gcscript.disc.*;", "import gcscript.texture.TextureKind;",
            "import gcscript.chart.Chart;", "import gcscript.chart.Charts;", "import tech.tablesaw.api.*;");

    /** The preopened disc, in a method as {@code kernel-config/startup.jsh} has it (a recompiled snippet keeps it). */
    public static final String STARTUP = "gcscript.disc.Disc openDisc() { return gcscript.Gc.discOrSample(gcscript.bytes.Problems.Mode.STRICT); }\n"
            + "var disc = openDisc();\n";

    @Override
    public void install(BaseKernel kernel) {
        register(kernel.getRenderer());
        kernel.evalRaw(String.join("\n", IMPORTS) + "\n" + STARTUP);
    }

    /** The renderers: a table as HTML (and text), the annotated hex view, gcscript's charts and XChart's as PNG. */
    public static void register(Renderer renderer) {
        renderer.createRegistration(Table.class)
                .preferring(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .supporting(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .register((table, ctx) -> {
                    TableView view = new TableView(table, TableView.DEFAULT_MAX_ROWS);
                    ctx.renderIfRequested(MIMEType.TEXT_HTML, view::html);
                    ctx.renderIfRequested(MIMEType.TEXT_PLAIN, view::text);
                });
        // the annotated hex view (docs/coverage.md): each field's bytes tinted, owner and field named on hover
        renderer.createRegistration(gcscript.coverage.HexView.class)
                .preferring(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .supporting(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .register((hex, ctx) -> {
                    ctx.renderIfRequested(MIMEType.TEXT_HTML, hex::html);
                    ctx.renderIfRequested(MIMEType.TEXT_PLAIN, hex::toString);
                });
        renderXChart(renderer);
        // gcscript's own chart wrapper: without this a cell ending in Charts.histogram(...) showed only toString
        renderer.createRegistration(gcscript.chart.Chart.class)
                .preferring(MIMEType.IMAGE_PNG, MIMEType.TEXT_PLAIN)
                .supporting(MIMEType.IMAGE_PNG, MIMEType.TEXT_PLAIN)
                .register((chart, ctx) -> {
                    ctx.renderIfRequested(MIMEType.IMAGE_PNG, () -> Base64.getEncoder().encodeToString(chart.png()));
                    ctx.renderIfRequested(MIMEType.TEXT_PLAIN, chart::toString);
                });
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static void renderXChart(Renderer renderer) {
        renderer.createRegistration((Class) Chart.class)
                .preferring(MIMEType.IMAGE_PNG, MIMEType.TEXT_PLAIN)
                .supporting(MIMEType.IMAGE_PNG, MIMEType.TEXT_PLAIN)
                .register((chart, ctx) -> {
                    Chart<?, ?> c = (Chart<?, ?>) chart;
                    ctx.renderIfRequested(MIMEType.IMAGE_PNG, () -> png(c));
                    ctx.renderIfRequested(MIMEType.TEXT_PLAIN, () -> c.getClass().getSimpleName()
                            + " \"" + c.getTitle() + "\" " + c.getWidth() + "x" + c.getHeight());
                });
    }

    /** An XChart chart as a base64 PNG. */
    public static String png(Chart<?, ?> chart) {
        try {
            return Base64.getEncoder().encodeToString(BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
