package gcscript.viewer;

import gcscript.scene.Scene;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.zip.GZIPOutputStream;

/**
 * The 3D viewer as HTML: three.js (with its GLTFLoader and OrbitControls) and gcscript's viewer script, bundled at
 * build time into one resource ({@code gcscript/viewer/viewer.js}), so a page never fetches code at view time.
 * <ul>
 * <li>{@link #html(byte[], String)}: one self-contained page, the bundle and the GLB (base64) inlined; works offline,
 * from a file or inside an iframe;</li>
 * <li>{@link #compactHtml(byte[], String)}: the same page with the bundle and the GLB gzipped (about a third of the
 * size), unpacked by the browser's DecompressionStream;</li>
 * <li>{@link #iframe(byte[], String, int)}: the compact page in an {@code <iframe srcdoc>}, what a notebook cell
 * shows;</li>
 * <li>{@link #servedPage(String, String)}: the page {@link ViewerServer} serves, loading the bundle and the GLB from
 * the server.</li>
 * </ul>
 * Hash options of the page (for links and tests): {@code #legend=0} hides the overlay, {@code #sky=1} starts with the
 * sky shown (it starts hidden: the first view is from outside the dome).
 */
public final class SceneView {
    private SceneView() {}

    /** The bundle's resource name. */
    public static final String BUNDLE_RESOURCE = "/gcscript/viewer/viewer.js";

    /** The height of the notebook's view in pixels. */
    public static final int NOTEBOOK_HEIGHT = 520;

    private static volatile String bundle, gzippedBundle;

    /** The bundled viewer script (three.js included), built by the module's npm/esbuild step. */
    public static String bundle() {
        String b = bundle;
        if (b == null) {
            try (InputStream in = SceneView.class.getResourceAsStream(BUNDLE_RESOURCE)) {
                if (in == null) throw new IllegalStateException("the viewer bundle " + BUNDLE_RESOURCE
                        + " is not on the class path (it is built by gcscript-viewer's Maven build, which needs node and npm)");
                b = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            bundle = b;
        }
        return b;
    }

    /** The bundle gzipped and in base64, made once. */
    static String gzippedBundle() {
        String g = gzippedBundle;
        if (g == null) gzippedBundle = g = Base64.getEncoder().encodeToString(gzip(bundle().getBytes(StandardCharsets.UTF_8)));
        return g;
    }

    static byte[] gzip(byte[] data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(data.length / 3 + 64);
        try (GZIPOutputStream z = new GZIPOutputStream(out)) {
            z.write(data);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** The title a scene is shown under (the page adds the counts of what it shows). */
    public static String title(Scene scene) { return "gcscript: level " + scene.level(); }

    /** One self-contained page showing {@code scene}. */
    public static String html(Scene scene) { return html(scene.glb(), title(scene)); }

    /** The notebook's view of {@code scene}: {@link #iframe(byte[], String, int)}. */
    public static String iframe(Scene scene) { return iframe(scene.glb(), title(scene), NOTEBOOK_HEIGHT); }

    /** One self-contained HTML page showing the binary glTF {@code glb}: the bundle and the GLB inlined. */
    public static String html(byte[] glb, String title) {
        String b64 = Base64.getEncoder().encodeToString(glb);
        StringBuilder sb = new StringBuilder(b64.length() + bundle().length() + 2048);
        head(sb, title);
        // base64 has no '<', so it can sit in a non-executed script element; the page reads it by id
        sb.append("<script type=\"application/octet-stream\" id=\"gc-glb\">").append(b64).append("</script>\n");
        sb.append("<script>").append(inlineScript(bundle())).append("</script>\n");
        sb.append("<script>GcViewer.show(document.getElementById('gc-view'), {base64: document.getElementById('gc-glb').textContent, title: ")
                .append(jsString(title)).append("});</script>\n</body></html>\n");
        return sb.toString();
    }

    /** The unpacking script of {@link #compactHtml}; TITLE is replaced by the title as a string literal. */
    private static final String UNPACK = """
            <script>
            (async () => {
              const unzip = async (id) => {
                const s = atob(document.getElementById(id).textContent), b = new Uint8Array(s.length);
                for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i);
                return new Response(new Blob([b]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
              };
              const code = document.createElement('script');
              code.textContent = new TextDecoder().decode(await unzip('gc-js'));
              document.head.appendChild(code);
              await GcViewer.show(document.getElementById('gc-view'), {bytes: await unzip('gc-glb'), title: TITLE});
            })().catch((e) => {
              const v = document.getElementById('gc-view');
              if (!v.dataset.status || v.dataset.status === 'loading') {
                document.body.dataset.status = 'error: ' + e;
                v.style.cssText += ';color:#eee;font:14px sans-serif;padding:1em;box-sizing:border-box';
                v.textContent = 'cannot show the scene here: ' + e;
              }
            });
            </script>
            </body></html>
            """;

    /**
     * The page of {@link #html(byte[], String)} with the bundle and the GLB gzipped, in base64: about a third of its
     * size. A small inline script unpacks both with the browser's DecompressionStream (Chromium 80, Firefox 113, Safari
     * 16.4 and later), runs the bundle and shows the scene; where that fails, the page says why.
     */
    public static String compactHtml(byte[] glb, String title) {
        String js = gzippedBundle(), b64 = Base64.getEncoder().encodeToString(gzip(glb));
        StringBuilder sb = new StringBuilder(js.length() + b64.length() + 4096);
        head(sb, title);
        sb.append("<script type=\"application/octet-stream\" id=\"gc-js\">").append(js).append("</script>\n");
        sb.append("<script type=\"application/octet-stream\" id=\"gc-glb\">").append(b64).append("</script>\n");
        sb.append(UNPACK.replace("TITLE", jsString(title)));
        return sb.toString();
    }

    /** The page of {@link ViewerServer}: the bundle from {@code viewer.js}, the scene from {@code glbUrl}. */
    public static String servedPage(String glbUrl, String title) {
        StringBuilder sb = new StringBuilder(2048);
        head(sb, title);
        sb.append("<script src=\"viewer.js\"></script>\n");
        sb.append("<script>GcViewer.show(document.getElementById('gc-view'), {url: ").append(jsString(glbUrl)).append(", title: ")
                .append(jsString(title)).append("});</script>\n</body></html>\n");
        return sb.toString();
    }

    /**
     * The compact page inside an {@code <iframe srcdoc>} of {@code height} pixels and the cell's width: what a notebook
     * shows. A line behind the frame says what the view needs; it shows where a notebook is not trusted (its HTML is
     * sanitised and the frame removed or left empty).
     */
    public static String iframe(byte[] glb, String title, int height) {
        return "<div style=\"width:100%;position:relative;height:" + height + "px\">"
                + "<span style=\"position:absolute;top:40%;left:0;right:0;text-align:center;color:#666;font:13px sans-serif\">"
                + escapeHtml(title) + ": 3D view (needs a trusted notebook and WebGL)</span>"
                + "<iframe srcdoc=\"" + escapeAttribute(compactHtml(glb, title)) + "\" style=\"position:absolute;left:0;top:0;width:100%;"
                + "height:100%;border:1px solid #ccc;box-sizing:border-box\" allowfullscreen></iframe></div>";
    }

    private static void head(StringBuilder sb, String title) {
        sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>").append(escapeHtml(title)).append("</title>\n")
                .append("<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\n")
                .append("<style>html,body{margin:0;height:100%;background:#1d2330}#gc-view{width:100%;height:100%}</style>\n")
                .append("</head><body>\n<div id=\"gc-view\"></div>\n");
    }

    /**
     * Script text that cannot end its script element early: {@code </script} becomes {@code <\/script} (the same
     * text in a JavaScript string, template or regular expression). A {@code <!--} would change how HTML parses the
     * rest of the element and has no such rewrite, so it is refused (esbuild's output has none).
     */
    static String inlineScript(String js) {
        if (js.contains("<!--")) throw new IllegalArgumentException("script text contains <!--; it cannot be inlined as is");
        return js.replaceAll("(?i)</(script)", "<\\\\/$1");
    }

    /** A JavaScript string literal, safe inside a script element. */
    static String jsString(String s) {
        // a JSON literal, with what would end a script element or a JS line escaped too
        // (the JSON writer never emits these characters inside an escape, so replacing them is safe)
        return gcscript.gltf.Json.quote(s).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
                .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029");
    }

    static String escapeHtml(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    static String escapeAttribute(String s) {
        return escapeHtml(s).replace("\"", "&quot;");
    }
}
