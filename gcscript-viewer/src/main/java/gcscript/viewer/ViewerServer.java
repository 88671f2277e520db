package gcscript.viewer;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A tiny HTTP server on the loopback interface that shows one scene: {@code /} the viewer page, {@code /viewer.js}
 * the bundled viewer, {@code /scene.glb} the binary glTF. Nothing else is served (404) and only GET and HEAD are
 * answered (405). {@code bin/gcscript view} runs one until it is stopped.
 */
public final class ViewerServer implements AutoCloseable {
    public static final String GLB_PATH = "/scene.glb";

    private final HttpServer server;
    private final ExecutorService pool;
    private final byte[] page, script, glb;

    private ViewerServer(HttpServer server, byte[] glb, String title) {
        this.server = server;
        this.glb = glb;
        this.page = SceneView.servedPage(GLB_PATH.substring(1), title).getBytes(StandardCharsets.UTF_8);
        this.script = SceneView.bundle().getBytes(StandardCharsets.UTF_8);
        // two threads: the page, the script and the GLB are fetched at about the same time
        this.pool = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "gcscript-viewer-http");
            t.setDaemon(true);
            return t;
        });
        server.createContext("/", this::handle);
        server.setExecutor(pool);
    }

    /** Starts serving {@code glb} on 127.0.0.1:{@code port} (0: any free port). */
    public static ViewerServer start(byte[] glb, String title, int port) {
        if (port < 0 || port > 65535) throw new IllegalArgumentException("port " + port + " is not 0..65535");
        try {
            // 127.0.0.1 itself (not whatever "localhost" resolves to), so the printed address is the bound one
            HttpServer s = HttpServer.create(new InetSocketAddress(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), port), 0);
            ViewerServer v = new ViewerServer(s, glb, title);
            s.start();
            return v;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot serve on 127.0.0.1:" + port + ": " + e.getMessage(), e);
        }
    }

    public int port() { return server.getAddress().getPort(); }

    /** The page's address, {@code http://127.0.0.1:PORT/}. */
    public URI uri() { return URI.create("http://127.0.0.1:" + port() + "/"); }

    private void handle(HttpExchange x) throws IOException {
        try (x) {
            String method = x.getRequestMethod();
            if (!method.equals("GET") && !method.equals("HEAD")) {
                x.getResponseHeaders().set("Allow", "GET, HEAD");
                send(x, 405, "text/plain; charset=utf-8", "only GET and HEAD\n".getBytes(StandardCharsets.UTF_8));
                return;
            }
            switch (x.getRequestURI().getPath()) {
                case "/", "/index.html" -> send(x, 200, "text/html; charset=utf-8", page);
                case "/viewer.js" -> send(x, 200, "text/javascript; charset=utf-8", script);
                case GLB_PATH -> send(x, 200, "model/gltf-binary", glb);
                default -> send(x, 404, "text/plain; charset=utf-8", "not here: the viewer serves /, /viewer.js and /scene.glb\n"
                        .getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    private static void send(HttpExchange x, int status, String type, byte[] body) throws IOException {
        x.getResponseHeaders().set("Content-Type", type);
        x.getResponseHeaders().set("Cache-Control", "no-store");
        boolean head = x.getRequestMethod().equals("HEAD");
        x.sendResponseHeaders(status, head ? -1 : body.length);
        if (!head) {
            try (OutputStream o = x.getResponseBody()) {
                o.write(body);
            }
        }
    }

    /** Stops at once (requests in flight are cut). */
    @Override public void close() {
        server.stop(0);
        pool.shutdownNow();
    }
}
