package gcscript.kernel;

import gcscript.table.TableView;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Base64;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.internal.chartpart.Chart;
import tech.tablesaw.api.Table;

/** Rich display for the result types a gcscript notebook produces; images are handled by the base library. */
public final class Renderers {
    private Renderers() {}

    public static void register(Renderer renderer) {
        renderer.createRegistration(Table.class)
                .preferring(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .supporting(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .register((table, ctx) -> {
                    TableView view = new TableView(table, TableView.DEFAULT_MAX_ROWS);
                    ctx.renderIfRequested(MIMEType.TEXT_HTML, view::html);
                    ctx.renderIfRequested(MIMEType.TEXT_PLAIN, view::text);
                });
        // a level's scene: the interactive 3D view (three.js bundled into the page, nothing fetched) in an iframe
        renderer.createRegistration(gcscript.scene.Scene.class)
                .preferring(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .supporting(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .register((scene, ctx) -> {
                    ctx.renderIfRequested(MIMEType.TEXT_HTML, () -> gcscript.viewer.SceneView.iframe(scene));
                    ctx.renderIfRequested(MIMEType.TEXT_PLAIN, scene::toString);
                });
        // the annotated hex view (docs/coverage.md): each field's bytes tinted, owner and field named on hover
        renderer.createRegistration(gcscript.coverage.HexView.class)
                .preferring(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .supporting(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .register((hex, ctx) -> {
                    ctx.renderIfRequested(MIMEType.TEXT_HTML, hex::html);
                    ctx.renderIfRequested(MIMEType.TEXT_PLAIN, hex::toString);
                });
        renderChart(renderer);
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
    private static void renderChart(Renderer renderer) {
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

    static String png(Chart<?, ?> chart) {
        try {
            return Base64.getEncoder().encodeToString(BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
