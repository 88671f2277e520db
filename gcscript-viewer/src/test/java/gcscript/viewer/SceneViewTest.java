package gcscript.viewer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.scene.Scene;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class SceneViewTest {
    static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) n++;
        return n;
    }

    @Test void theBundleIsThreeJsWithTheViewerAndItsLicence() {
        String b = SceneView.bundle();
        assertTrue(b.length() > 300_000, "three.js is in the bundle: " + b.length() + " characters");
        assertTrue(b.contains("GcViewer"), "the global the pages call");
        assertTrue(b.contains("Three.js Authors") && b.contains("SPDX-License-Identifier: MIT"), "three.js's licence notice is kept");
        assertFalse(Pattern.compile("(import\\(|fetch\\(|src=)\\s*[\"'`]https?:").matcher(b).find(), "the bundle loads no code from the network");
    }

    @Test void thePageInlinesTheBundleAndTheGlb() {
        Scene s = Gc.sample().level(1).scene();
        String html = SceneView.html(s);
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("<title>gcscript: level 1</title>"), html.substring(0, 300));
        // three script elements: the GLB, the bundle, the call; nothing inside them closes one early
        assertEquals(3, count(html, "<script"));
        assertEquals(3, count(html, "</script>"));
        assertFalse(html.contains("src=\""), "no external script or resource");
        Matcher m = Pattern.compile("<script type=\"application/octet-stream\" id=\"gc-glb\">([A-Za-z0-9+/=]*)</script>").matcher(html);
        assertTrue(m.find(), "the GLB as base64");
        byte[] glb = Base64.getDecoder().decode(m.group(1));
        assertArrayEquals(s.glb(), glb);
        assertEquals(0x46546c67, (glb[0] & 0xff) | (glb[1] & 0xff) << 8 | (glb[2] & 0xff) << 16 | (glb[3] & 0xff) << 24, "glTF magic");
        assertTrue(html.contains(SceneView.inlineScript(SceneView.bundle())));
    }

    @Test void titlesAreEscapedForHtmlAndScript() {
        String html = SceneView.html(ViewerRenderTest.emptyGlb(), "a </script><b>&\"x\"");
        assertTrue(html.contains("<title>a &lt;/script&gt;&lt;b&gt;&amp;\"x\"</title>"));
        assertTrue(html.contains("title: \"a \\u003c/script\\u003e\\u003cb\\u003e\\u0026\\\"x\\\"\""), html.substring(html.length() - 300));
        assertEquals(3, count(html, "</script>"));
    }

    @Test void inlinedScriptsCannotCloseTheirElement() {
        assertEquals("x='<\\/script>';y='<\\/SCRIPT>'", SceneView.inlineScript("x='</script>';y='</SCRIPT>'"));
        assertThrows(IllegalArgumentException.class, () -> SceneView.inlineScript("a<!--b"));
        assertEquals("\"\\u2028\\n\\u0001\"", SceneView.jsString("\u2028\n\u0001"));
    }

    static byte[] gunzip(byte[] b) throws java.io.IOException {
        try (var in = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(b))) {
            return in.readAllBytes();
        }
    }

    @Test void theCompactPageCarriesTheBundleAndTheGlbGzipped() throws Exception {
        Scene s = Gc.sample().level(1).scene();
        String compact = SceneView.compactHtml(s.glb(), "level 1"), plain = SceneView.html(s.glb(), "level 1");
        Matcher js = Pattern.compile("<script type=\"application/octet-stream\" id=\"gc-js\">([A-Za-z0-9+/=]*)</script>").matcher(compact);
        Matcher glb = Pattern.compile("<script type=\"application/octet-stream\" id=\"gc-glb\">([A-Za-z0-9+/=]*)</script>").matcher(compact);
        assertTrue(js.find() && glb.find());
        assertEquals(SceneView.bundle(), new String(gunzip(Base64.getDecoder().decode(js.group(1))), java.nio.charset.StandardCharsets.UTF_8));
        assertArrayEquals(s.glb(), gunzip(Base64.getDecoder().decode(glb.group(1))));
        assertEquals(3, count(compact, "<script"));
        assertEquals(3, count(compact, "</script>"));
        assertTrue(compact.contains("title: \"level 1\""));
        assertTrue(compact.length() < plain.length() / 2, compact.length() + " vs " + plain.length());
    }

    @Test void theIframeCarriesTheCompactPageAsAnEscapedAttribute() {
        byte[] glb = ViewerRenderTest.emptyGlb();
        String frame = SceneView.iframe(glb, "t<1>", 480);
        Matcher m = Pattern.compile("<iframe srcdoc=\"([^\"]*)\"").matcher(frame);
        assertTrue(m.find());
        String page = m.group(1).replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
        assertEquals(SceneView.compactHtml(glb, "t<1>"), page);
        assertTrue(frame.contains("height:480px"));
        assertTrue(frame.contains(">t&lt;1&gt;: 3D view (needs a trusted notebook and WebGL)</span>"), frame.substring(0, 400));
        assertEquals(1, count(frame, "<iframe"));
        assertTrue(frame.length() < 300_000, "the notebook output stays small: " + frame.length());
    }

    @Test void theServedPageLoadsTheScriptAndTheGlbFromTheServer() {
        String html = SceneView.servedPage("scene.glb", "level 3");
        assertTrue(html.contains("<script src=\"viewer.js\"></script>"));
        assertTrue(html.contains("{url: \"scene.glb\", title: \"level 3\"}"));
        assertTrue(html.length() < 4000, "the bundle is not inlined: " + html.length());
    }
}
