package gcscript.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** {@code view}: started on port 0 in a thread, fetched over HTTP (page, script, GLB), stopped by interrupting it. */
class ViewCommandTest {
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    static HttpResponse<byte[]> get(URI uri) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    @Test void servesTheLevelUntilStopped() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        AtomicInteger status = new AtomicInteger(-1);
        Thread t = new Thread(() -> status.set(Main.run(List.of("view", "--level", "1", "--port", "0"),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8))));
        t.start();
        URI base = null;
        for (int i = 0; i < 600 && base == null; i++) {
            String text = out.toString(StandardCharsets.UTF_8);
            // both lines printed: the address, then what is served
            if (text.endsWith("Ctrl-C stops\n")) base = URI.create(text.substring(0, text.indexOf('\n')).strip());
            else if (!t.isAlive()) break;
            else Thread.sleep(100);
        }
        assertTrue(base != null, "no address printed; out: " + out + " err: " + err);
        try {
            assertTrue(base.toString().matches("http://127\\.0\\.0\\.1:\\d+/"), base.toString());
            String second = out.toString(StandardCharsets.UTF_8).lines().skip(1).findFirst().orElse("");
            assertTrue(second.startsWith("gcscript view: gcscript-sample.iso level 1: scene of level 1:"), second);

            HttpResponse<byte[]> page = get(base);
            assertEquals(200, page.statusCode());
            String html = new String(page.body(), StandardCharsets.UTF_8);
            assertTrue(html.contains("<title>gcscript: level 1 of gcscript-sample.iso</title>"), html);
            assertTrue(html.contains("url: \"scene.glb\""), html);
            assertTrue(get(base.resolve("/viewer.js")).body().length > 300_000, "the bundled viewer");

            HttpResponse<byte[]> glb = get(base.resolve("/scene.glb"));
            assertEquals(200, glb.statusCode());
            byte[] b = glb.body();
            ByteBuffer h = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
            assertEquals(0x46546c67, h.getInt(0), "glTF magic");
            assertEquals(2, h.getInt(4), "GLB version");
            assertEquals(b.length, h.getInt(8), "the length the GLB header declares");
            assertEquals(Gc.sample().level(1).scene().glb().length, b.length, "the same GLB as level(1).scene()");
        } finally {
            t.interrupt();
            t.join(30_000);
        }
        assertEquals(0, status.get(), err.toString(StandardCharsets.UTF_8));
        URI stopped = base;
        assertThrows(IOException.class, () -> get(stopped));
    }

    @Test void levelIsRequiredAndPortChecked() {
        Run r = Run.of("view");
        assertEquals(1, r.status());
        assertTrue(r.err().contains("gcscript view: --level N is required"), r.err());
        Run p = Run.of("view", "--level", "0", "--port", "70000");
        assertEquals(1, p.status());
        assertTrue(p.err().contains("--port 70000: not a port"), p.err());
    }

    @Test void helpNamesTheCommand() {
        Run r = Run.of("view", "--help");
        assertEquals(0, r.status());
        assertTrue(r.out().contains("view [DISC] --level N [--port P]"), r.out());
        assertTrue(r.out().contains("prints the address, runs until Ctrl-C"), r.out());
    }
}
