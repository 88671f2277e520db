package gcscript.cli;

import gcscript.disc.Disc;
import gcscript.level.Level;
import gcscript.scene.Scene;
import gcscript.viewer.SceneView;
import gcscript.viewer.ViewerServer;
import java.io.PrintStream;
import java.util.concurrent.CountDownLatch;

/**
 * {@code view [DISC] --level N [--port P]}: serves the level's scene in the 3D viewer on 127.0.0.1 (port P, default
 * any free one) and prints the page's address; runs until stopped (Ctrl-C, or the thread interrupted, which the
 * tests do). The page and its script come from the jar: nothing is fetched from the network.
 */
final class ViewCommand {
    private ViewCommand() {}

    static int run(Disc d, Args a, PrintStream out) {
        if (a.option("level", null) == null) throw new Args.UsageException("--level N is required");
        Level l = d.level(a.intOption("level", 0));
        int port = a.intOption("port", 0);
        if (port < 0 || port > 65535) throw new Args.UsageException("--port " + port + ": not a port (0..65535; 0 picks a free one)");
        Scene scene = l.scene();
        byte[] glb = scene.glb();
        ViewerServer server = ViewerServer.start(glb, SceneView.title(scene) + " of " + d.name(), port);
        Thread hook = new Thread(server::close, "gcscript-view-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            // the address alone on the first line, for scripts; then what is served
            out.println(server.uri());
            out.printf("gcscript view: %s level %d: %s; %d bytes of GLB at %sscene.glb; Ctrl-C stops%n", d.name(), l.number(), scene,
                    glb.length, server.uri());
            out.flush();
            new CountDownLatch(1).await();
            return 0;
        } catch (InterruptedException e) {
            return 0;
        } finally {
            server.close();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the JVM is already stopping: the hook closes the server
            }
        }
    }
}
