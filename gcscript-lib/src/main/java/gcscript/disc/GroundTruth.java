package gcscript.disc;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The ground-truth manifest the synthetic generator writes beside an image ({@code NAME.manifest.tsv}, lines
 * {@code key<TAB>value}). A disc that has one is synthetic: its claims are checked against these values
 * rather than against the design notes' retail figures.
 */
public final class GroundTruth {
    private final Map<String, String> values;

    private GroundTruth(Map<String, String> values) { this.values = Collections.unmodifiableMap(values); }

    public static GroundTruth read(InputStream in) {
        Map<String, String> m = new TreeMap<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.isEmpty() || line.startsWith("#")) continue;
                int tab = line.indexOf('\t');
                if (tab < 0) continue;
                m.put(line.substring(0, tab), line.substring(tab + 1));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new GroundTruth(m);
    }

    /** The manifest beside an image or folder: {@code X.iso} or folder {@code X} → {@code X.manifest.tsv}. */
    public static Optional<GroundTruth> besides(Path image) {
        String name = image.getFileName() == null ? "" : image.getFileName().toString();
        int dot = Files.isDirectory(image) ? -1 : name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        Path m = image.resolveSibling(stem + ".manifest.tsv");
        if (!Files.isRegularFile(m)) return Optional.empty();
        try (InputStream in = Files.newInputStream(m)) {
            return Optional.of(read(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Optional<String> get(String key) { return Optional.ofNullable(values.get(key)); }

    public long getLong(String key) {
        String v = values.get(key);
        if (v == null) throw new IllegalArgumentException("ground truth has no " + key);
        return Long.decode(v);
    }

    public Map<String, String> all() { return values; }
}
