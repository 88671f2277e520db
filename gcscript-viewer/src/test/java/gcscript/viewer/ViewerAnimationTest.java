package gcscript.viewer;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import gcscript.Gc;
import gcscript.scene.Scene;
import gcscript.testing.Chromium;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The viewer plays the scene's moby animations: level 1 of the sample (skinned figures with wave sequences) posed at
 * two times ({@code #t=S}) draws differently where the mobies move and nowhere else, and the same time twice draws the
 * same; with the picker on "none" (bind pose) the two times draw the same.
 */
class ViewerAnimationTest {
    @Test void twoTimesOfTheAnimationDrawDifferentlyWhereAMobyMoves(@TempDir Path dir) throws Exception {
        Path browser = Chromium.find();
        assumeTrue(browser != null, "no chromium (Debian package `chromium`; .ci/test installs it)");
        Scene scene = Gc.sample().level(1).scene();
        assertTrue(scene.animationCount() > 0, "level 1 has animated mobies");
        Path page = dir.resolve("level1.html");
        Files.writeString(page, SceneView.html(scene));
        String status = Chromium.status(browser, page, "#legend=0&t=0");
        assertTrue(status.startsWith("rendered level 1:") && status.endsWith(" animations=" + scene.animationCount()), status);

        BufferedImage t0 = Chromium.screenshot(browser, page, "#legend=0&t=0", dir.resolve("t0.png"));
        BufferedImage again = Chromium.screenshot(browser, page, "#legend=0&t=0", dir.resolve("t0-again.png"));
        BufferedImage t1 = Chromium.screenshot(browser, page, "#legend=0&t=0.2", Path.of("target", "viewer-level1-t0.2.png"));
        double moved = Chromium.differing(t0, t1, 8), same = Chromium.differing(t0, again, 0);
        long movedPixels = Math.round(moved * t0.getWidth() * t0.getHeight());
        System.out.printf("viewer animation: %d pixels differ between t = 0 and t = 0.2 s (%.3f %%)%n", movedPixels, 100 * moved);
        Chromium.assertSameRender(t0, again, "the same time twice");
        assertTrue(movedPixels >= 20, "the mobies move between t = 0 and 0.2 s: " + movedPixels + " pixels");
        assertTrue(moved < 0.05, "only the mobies move, not the level: " + moved);

        BufferedImage b0 = Chromium.screenshot(browser, page, "#legend=0&seq=none&t=0", dir.resolve("b0.png"));
        BufferedImage b1 = Chromium.screenshot(browser, page, "#legend=0&seq=none&t=0.2", dir.resolve("b1.png"));
        Chromium.assertSameRender(b0, b1, "no sequence picked: the bind pose at any time");
    }
}
