package gcscript.viewer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import gcscript.Gc;
import gcscript.gltf.GltfBuilder;
import gcscript.scene.Scene;
import gcscript.testing.Chromium;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Renders the viewer in headless Chromium (Debian's package; skipped when it is missing, .ci installs it) for level 1
 * of the sample disc and for an empty scene, and checks the level's canvas is not blank: its pixel variance is far
 * above the empty scene's (which is one flat colour), many pixels differ between the two, and the page says it
 * rendered the level's nodes. The overlay is hidden (#legend=0) so only the canvas is measured. The screenshot is
 * kept as target/viewer-level1.png.
 */
class ViewerRenderTest {
    static Path browser;

    @BeforeAll static void findChromium() {
        browser = Chromium.find();
        assumeTrue(browser != null, "no chromium (Debian package `chromium`; .ci/test installs it)");
    }

    /** A valid GLB with one empty node named like a level root: what the viewer shows for a level with nothing in it. */
    static byte[] emptyGlb() {
        GltfBuilder g = new GltfBuilder("gcscript test");
        int root = g.node("level 9");
        g.scene("empty", root);
        return g.glb();
    }

    @Test void levelOneIsDrawnAndTheEmptySceneIsNot(@TempDir Path dir) throws Exception {
        Scene scene = Gc.sample().level(1).scene();
        Path page = dir.resolve("level1.html");
        Files.writeString(page, SceneView.html(scene));
        Path empty = dir.resolve("empty.html");
        Files.writeString(empty, SceneView.html(emptyGlb(), "empty"));

        String status = Chromium.status(browser, page, "#legend=0");
        System.out.println("viewer page: " + status);
        assertTrue(status.startsWith("rendered level 1:"), status);
        // every kind the scene has is counted by the page as the export counted it: nodes / nodes with a mesh
        for (String kind : new String[] {"tfrag", "moby", "tie", "shrub", "light", "sky", "collision"}) {
            long withMesh = scene.nodeList().stream().filter(n -> n.kind().equals(kind) && n.mesh() != null).count();
            assertTrue(status.contains(" " + kind + "=" + scene.count(kind) + "/" + withMesh), kind + " in " + status);
        }
        assertEquals("rendered level 9: 0 meshes, 0 lights, ", Chromium.status(browser, empty, "#legend=0"));

        Path png = Path.of("target", "viewer-level1.png");
        Files.createDirectories(png.getParent());
        BufferedImage level = Chromium.screenshot(browser, page, "#legend=0", png);
        BufferedImage none = Chromium.screenshot(browser, empty, "#legend=0", dir.resolve("empty.png"));
        Chromium.screenshot(browser, page, "", Path.of("target", "viewer-level1-legend.png"));

        assertEquals(Chromium.WIDTH, level.getWidth());
        assertEquals(Chromium.HEIGHT, level.getHeight());
        double vLevel = Chromium.variance(level), vNone = Chromium.variance(none);
        double differing = Chromium.differing(level, none, 8);
        double background = Chromium.share(none, 0x1d2330, 2);
        System.out.printf("viewer render: level 1 variance %.1f, empty scene variance %.2f, %.1f %% of pixels differ, "
                + "empty scene %.1f %% background%n", vLevel, vNone, 100 * differing, 100 * background);
        assertTrue(background > 0.99, "the empty scene is the plain background colour: " + background);
        assertTrue(vNone < 1, "empty scene variance " + vNone);
        assertTrue(vLevel > 100, "level 1 variance " + vLevel + " (blank canvas?)");
        assertTrue(differing > 0.01, "only " + differing + " of the pixels differ from the empty scene");
    }

    @Test void theCompactPageRendersTheSameView(@TempDir Path dir) throws Exception {
        Scene scene = Gc.sample().level(1).scene();
        Path plain = dir.resolve("plain.html"), compact = dir.resolve("compact.html");
        Files.writeString(plain, SceneView.html(scene.glb(), "level 1"));
        Files.writeString(compact, SceneView.compactHtml(scene.glb(), "level 1"));
        String status = Chromium.status(browser, compact, "#legend=0");
        assertTrue(status.startsWith("rendered level 1:") && status.contains(" tie=" + scene.count("tie")), status);
        BufferedImage a = Chromium.screenshot(browser, plain, "#legend=0", dir.resolve("plain.png"));
        BufferedImage b = Chromium.screenshot(browser, compact, "#legend=0", dir.resolve("compact.png"));
        double differing = Chromium.differing(a, b, 8);
        assertTrue(Chromium.variance(b) > 100, "compact page variance " + Chromium.variance(b));
        assertTrue(differing < 0.002, "the compact page draws what the plain one does: " + differing + " of the pixels differ");
    }

    /**
     * What a notebook shows: the iframe of SceneView.iframe inside a white page. The overlay cannot be hidden there (no
     * hash in a srcdoc), so the part of the frame below it is measured, against the same part for the empty scene.
     */
    @Test void theNotebookIframeRendersTheLevel(@TempDir Path dir) throws Exception {
        Scene scene = Gc.sample().level(1).scene();
        Path page = dir.resolve("cell.html"), empty = dir.resolve("empty-cell.html");
        String wrap = "<!DOCTYPE html><html><body style=\"margin:0;background:#fff\">%s</body></html>";
        Files.writeString(page, wrap.formatted(SceneView.iframe(scene)));
        Files.writeString(empty, wrap.formatted(SceneView.iframe(emptyGlb(), "gcscript: level 1", SceneView.NOTEBOOK_HEIGHT)));
        BufferedImage a = Chromium.screenshot(browser, page, "", dir.resolve("cell.png"));
        BufferedImage b = Chromium.screenshot(browser, empty, "", dir.resolve("empty-cell.png"));
        int top = 260, bottom = SceneView.NOTEBOOK_HEIGHT - 4;
        BufferedImage la = a.getSubimage(4, top, Chromium.WIDTH - 8, bottom - top), lb = b.getSubimage(4, top, Chromium.WIDTH - 8, bottom - top);
        assertTrue(Chromium.share(lb, 0x1d2330, 2) > 0.99, "the empty scene's frame is the viewer's background");
        assertTrue(Chromium.variance(la) > 100, "the level in the notebook frame: variance " + Chromium.variance(la));
        assertTrue(Chromium.differing(la, lb, 8) > 0.01, "differs from the empty scene: " + Chromium.differing(la, lb, 8));
    }

    /**
     * Every level of the sample opens: one page with a view per level (one browser run), each view reporting every
     * kind with the export's counts.
     */
    @Test void everySampleLevelOpens(@TempDir Path dir) throws Exception {
        var disc = Gc.sample();
        int levels = disc.levels().count();
        assertTrue(levels >= 4, "levels: " + levels);
        StringBuilder page = new StringBuilder("<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body>\n");
        Scene[] scenes = new Scene[levels];
        for (int n = 0; n < levels; n++) {
            scenes[n] = disc.level(n).scene();
            page.append("<div id=\"v").append(n).append("\" style=\"width:300px;height:200px\"></div>\n")
                    .append("<script type=\"application/octet-stream\" id=\"g").append(n).append("\">")
                    .append(java.util.Base64.getEncoder().encodeToString(scenes[n].glb())).append("</script>\n");
        }
        page.append("<script>").append(SceneView.inlineScript(SceneView.bundle())).append("</script>\n<script>\n");
        for (int n = 0; n < levels; n++) {
            page.append("GcViewer.show(document.getElementById('v").append(n).append("'), {legend: false, base64: document.getElementById('g")
                    .append(n).append("').textContent});\n");
        }
        page.append("</script></body></html>\n");
        Path file = dir.resolve("levels.html");
        Files.writeString(file, page);
        String dom = Chromium.dom(browser, file.toUri().toString());
        for (int n = 0; n < levels; n++) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("<div id=\"v" + n + "\"[^>]*data-status=\"([^\"]*)\"").matcher(dom);
            assertTrue(m.find(), "no status for level " + n);
            String status = m.group(1);
            assertTrue(status.startsWith("rendered level " + n + ":"), status);
            for (String kind : new String[] {"tfrag", "moby", "tie", "shrub"}) {
                long withMesh = scenes[n].nodeList().stream().filter(x -> x.kind().equals(kind) && x.mesh() != null).count();
                if (scenes[n].count(kind) > 0) {
                    assertTrue(status.contains(" " + kind + "=" + scenes[n].count(kind) + "/" + withMesh), kind + " in " + status);
                }
            }
        }
    }

    /** The collision node starts hidden (its extras say so); its checkbox shows it, and the picture changes. */
    @Test void theCollisionCheckboxShowsTheHiddenNode(@TempDir Path dir) throws Exception {
        Scene scene = Gc.sample().level(1).scene();
        String plain = SceneView.html(scene.glb(), "level 1");
        int call = plain.lastIndexOf("<script>GcViewer.show(");
        assertTrue(call > 0);
        String clicked = plain.substring(0, call) + """
                <script>GcViewer.show(document.getElementById('gc-view'), {base64: document.getElementById('gc-glb').textContent})
                  .then((v) => {
                    const before = v.kinds.get('collision').nodes.every((n) => !n.visible);
                    document.querySelector('input[data-kind="collision"]').click();
                    const after = v.kinds.get('collision').nodes.every((n) => n.visible);
                    document.body.dataset.toggle = 'hidden at start ' + before + ', shown after the click ' + after;
                  });</script></body></html>
                """;
        Path before = dir.resolve("before.html"), after = dir.resolve("after.html");
        Files.writeString(before, plain);
        Files.writeString(after, clicked);
        String dom = Chromium.dom(browser, after.toUri() + "#legend=0");
        assertTrue(dom.contains("data-toggle=\"hidden at start true, shown after the click true\""), dom.substring(0, Math.min(600, dom.length())));
        BufferedImage a = Chromium.screenshot(browser, before, "#legend=0", dir.resolve("before.png"));
        BufferedImage b = Chromium.screenshot(browser, after, "#legend=0", dir.resolve("after.png"));
        // the sample's collision is one small patch at the edge of the level (24 x 16 units, beside a level about 340 x
        // 470): a few dozen pixels; two renders of one page are the same up to Chromium.REPEAT_NOISE (SwiftShader), so more is news
        long changed = Math.round(Chromium.differing(a, b, 8) * a.getWidth() * a.getHeight());
        BufferedImage again = Chromium.screenshot(browser, before, "#legend=0", dir.resolve("again.png"));
        double same = Chromium.differing(a, again, 0);
        System.out.printf("viewer render: showing collision changes %d pixels; the same page twice differs in %.4f %%%n", changed, 100 * same);
        Chromium.assertSameRender(a, again, "two renders of one page");
        assertTrue(changed >= 20, "the collision mesh shows: " + changed + " pixels changed");
    }

    @Test void theServedPageLoadsTheGlbOverHttp() throws Exception {
        Scene scene = Gc.sample().level(1).scene();
        try (ViewerServer s = ViewerServer.start(scene.glb(), SceneView.title(scene), 0)) {
            String status = Chromium.status(browser, s.uri() + "#legend=0");
            assertTrue(status.startsWith("rendered level 1:") && status.contains(" tfrag=" + scene.count("tfrag")), status);
        }
    }
}
