package gcscript.goldeneye.texture;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads the conformance set from the test resources (ge-textures/, copied from the format reference's data). */
final class Conformance {
    private Conformance() {}

    static List<Map<String, String>> tsv(String file) throws IOException {
        String text = new String(resource(file), StandardCharsets.UTF_8);
        String[] lines = text.split("\n");
        String[] head = lines[0].split("\t");
        List<Map<String, String>> rows = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].isBlank()) continue;
            String[] f = lines[i].split("\t", -1);
            Map<String, String> m = new LinkedHashMap<>();
            for (int k = 0; k < head.length; k++) m.put(head[k], k < f.length ? f[k] : "");
            rows.add(m);
        }
        return rows;
    }

    static Map<String, String> note(Map<String, String> row) {
        Map<String, String> m = new HashMap<>();
        for (String w : row.get("note").split(" ")) {
            int eq = w.indexOf('=');
            if (eq > 0) m.put(w.substring(0, eq), w.substring(eq + 1));
        }
        return m;
    }

    static byte[] resource(String file) throws IOException {
        try (InputStream in = Conformance.class.getResourceAsStream("/ge-textures/" + file)) {
            if (in == null) throw new IOException("missing test resource ge-textures/" + file);
            return in.readAllBytes();
        }
    }

    static String sha(byte[] b) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(b);
            StringBuilder sb = new StringBuilder();
            for (byte x : d) sb.append(String.format("%02x", x));
            return sb.toString();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
