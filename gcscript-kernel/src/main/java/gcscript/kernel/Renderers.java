package gcscript.kernel;

import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;

/**
 * Rich display for the result types a gcscript notebook produces: the library's renderers (tables, hex view, charts:
 * {@link gcscript.jupyter.JJavaExtension#register}, the same a plain JJava kernel gets) and the 3D scene view, which
 * only this kernel has (the viewer module). Images are handled by the base library.
 */
public final class Renderers {
    private Renderers() {}

    public static void register(Renderer renderer) {
        gcscript.jupyter.JJavaExtension.register(renderer);
        // a level's scene: the interactive 3D view (three.js bundled into the page, nothing fetched) in an iframe
        renderer.createRegistration(gcscript.scene.Scene.class)
                .preferring(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .supporting(MIMEType.TEXT_HTML, MIMEType.TEXT_PLAIN)
                .register((scene, ctx) -> {
                    ctx.renderIfRequested(MIMEType.TEXT_HTML, () -> gcscript.viewer.SceneView.iframe(scene));
                    ctx.renderIfRequested(MIMEType.TEXT_PLAIN, scene::toString);
                });
    }
}
