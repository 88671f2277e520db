package gcscript.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.scene.Scene;
import gcscript.viewer.SceneView;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;
import org.junit.jupiter.api.Test;

/** A Scene as a cell's value (or display(scene)): the 3D view as HTML, its toString as text. */
class SceneRenderTest {
    @Test
    void aSceneRendersAsTheViewerInAnIframe() {
        Renderer r = new Renderer();
        Renderers.register(r);
        Scene scene = Gc.sample().level(1).scene();
        DisplayData d = r.render(scene);
        String html = (String) d.getData(MIMEType.TEXT_HTML);
        assertEquals(SceneView.iframe(scene), html);
        assertTrue(html.contains("<iframe srcdoc=\""), html.substring(0, 300));
        assertTrue(html.contains("id=&quot;gc-js&quot;") && html.contains("id=&quot;gc-glb&quot;"), "bundle and GLB inlined");
        assertTrue(html.length() < 400_000, "output size " + html.length());
        assertEquals(scene.toString(), d.getData(MIMEType.TEXT_PLAIN));
    }

    @Test
    void aCellWhoseValueIsASceneShowsTheView() throws Exception {
        GcKernel kernel = GcKernel.builder().build();
        try (Evaluator ev = new Evaluator()) {
            Object value = ev.eval("gcscript.Gc.sample().level(1).scene()");
            DisplayData d = kernel.getRenderer().render(value);
            String html = (String) d.getData(MIMEType.TEXT_HTML);
            assertTrue(html != null && html.contains("<iframe srcdoc=\"") && html.contains("gcscript: level 1"), String.valueOf(html));
            assertTrue(((String) d.getData(MIMEType.TEXT_PLAIN)).startsWith("scene of level 1: 16 tfrag patches"));
        }
    }

    @Test
    void outsideANotebookASceneIsItsTextAndTheCommandThatShowsIt() {
        Scene scene = Gc.sample().level(2).scene();
        assertEquals(scene + "\n(the 3D view shows in a notebook; on the command line: bin/gcscript view --level 2)", Display.text(scene));
    }
}
