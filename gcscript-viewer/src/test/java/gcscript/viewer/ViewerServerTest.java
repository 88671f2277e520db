package gcscript.viewer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ViewerServerTest {
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    static HttpResponse<byte[]> get(URI uri, String method) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(uri).method(method, HttpRequest.BodyPublishers.noBody()).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofByteArray());
    }

    @Test void servesThePageTheScriptAndTheGlbOnLoopbackOnly() throws Exception {
        byte[] glb = ViewerRenderTest.emptyGlb();
        URI base;
        try (ViewerServer s = ViewerServer.start(glb, "level 9", 0)) {
            base = s.uri();
            assertTrue(s.port() > 0);
            assertEquals("http://127.0.0.1:" + s.port() + "/", base.toString());

            HttpResponse<byte[]> page = get(base, "GET");
            assertEquals(200, page.statusCode());
            assertEquals("text/html; charset=utf-8", page.headers().firstValue("content-type").orElse(""));
            assertEquals(SceneView.servedPage("scene.glb", "level 9"), new String(page.body(), java.nio.charset.StandardCharsets.UTF_8));

            HttpResponse<byte[]> js = get(base.resolve("/viewer.js"), "GET");
            assertEquals(200, js.statusCode());
            assertEquals(SceneView.bundle(), new String(js.body(), java.nio.charset.StandardCharsets.UTF_8));

            HttpResponse<byte[]> model = get(base.resolve("/scene.glb"), "GET");
            assertEquals(200, model.statusCode());
            assertEquals("model/gltf-binary", model.headers().firstValue("content-type").orElse(""));
            assertArrayEquals(glb, model.body());

            HttpResponse<byte[]> head = get(base.resolve("/scene.glb"), "HEAD");
            assertEquals(200, head.statusCode());
            assertEquals(0, head.body().length);

            assertEquals(404, get(base.resolve("/etc/passwd"), "GET").statusCode());
            assertEquals(404, get(base.resolve("/scene.glb/x"), "GET").statusCode());
            HttpResponse<byte[]> post = get(base.resolve("/scene.glb"), "POST");
            assertEquals(405, post.statusCode());
            assertEquals("GET, HEAD", post.headers().firstValue("allow").orElse(""));
        }
        // closed: nothing answers any more
        assertThrows(IOException.class, () -> get(base, "GET"));
    }

    @Test void aBadPortIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> ViewerServer.start(new byte[0], "x", 70000));
    }
}
