package gcscript.disc;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The ground-truth manifest the synthetic generator writes beside an image ({@code NAME.manifest.tsv}, lines
 * {@code key<TAB>value}). A disc that has one is synthetic: its claims are checked against these values
 * rather than against the design notes' retail figures.
 */
public final class GroundTruth {
    private final NavigableMap<String, String> values;
    /** Derived views computed once per manifest (a full-size manifest has ~1.5 M keys: scanning it per claim cost seconds). */
    private final Map<String, Object> memo = new ConcurrentHashMap<>();

    private GroundTruth(TreeMap<String, String> values) { this.values = Collections.unmodifiableNavigableMap(values); }

    public static GroundTruth read(InputStream in) {
        List<String> keys = new ArrayList<>(), vals = new ArrayList<>();
        boolean sorted = true;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16)) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.isEmpty() || line.startsWith("#")) continue;
                int tab = line.indexOf('\t');
                if (tab < 0) continue;
                String k = line.substring(0, tab);
                if (sorted && !keys.isEmpty() && keys.get(keys.size() - 1).compareTo(k) >= 0) sorted = false;
                keys.add(k);
                vals.add(line.substring(tab + 1));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (sorted) return new GroundTruth(new TreeMap<>(new Sorted(keys, vals)));
        TreeMap<String, String> m = new TreeMap<>();     // a hand-edited manifest: later lines win, as they always did
        for (int i = 0; i < keys.size(); i++) m.put(keys.get(i), vals.get(i));
        return new GroundTruth(m);
    }

    /**
     * The generator writes its manifest in key order (strictly ascending, no repeats): handed to TreeMap as a
     * SortedMap it is built in one linear pass instead of a million ordered inserts (~0.5 s of the claims command).
     * Only what that constructor reads is implemented.
     */
    private static final class Sorted extends AbstractMap<String, String> implements SortedMap<String, String> {
        private final List<String> keys, vals;

        Sorted(List<String> keys, List<String> vals) { this.keys = keys; this.vals = vals; }

        @Override public int size() { return keys.size(); }
        @Override public java.util.Comparator<? super String> comparator() { return null; }
        @Override public Set<Map.Entry<String, String>> entrySet() {
            return new AbstractSet<>() {
                @Override public int size() { return keys.size(); }
                @Override public Iterator<Map.Entry<String, String>> iterator() {
                    return new Iterator<>() {
                        private int i;
                        @Override public boolean hasNext() { return i < keys.size(); }
                        @Override public Map.Entry<String, String> next() {
                            if (i >= keys.size()) throw new java.util.NoSuchElementException();
                            Map.Entry<String, String> e = new SimpleImmutableEntry<>(keys.get(i), vals.get(i));
                            i++;
                            return e;
                        }
                    };
                }
            };
        }
        @Override public SortedMap<String, String> subMap(String from, String to) { throw new UnsupportedOperationException(); }
        @Override public SortedMap<String, String> headMap(String to) { throw new UnsupportedOperationException(); }
        @Override public SortedMap<String, String> tailMap(String from) { throw new UnsupportedOperationException(); }
        @Override public String firstKey() { return keys.get(0); }
        @Override public String lastKey() { return keys.get(keys.size() - 1); }
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

    /** The keys starting with {@code prefix}, in key order (a view: no scan of the whole manifest). */
    public NavigableMap<String, String> withPrefix(String prefix) {
        return prefix.isEmpty() ? values : values.subMap(prefix, true, prefix + Character.MAX_VALUE, false);
    }

    /**
     * A value derived from this manifest, computed on first request under {@code name} and kept: claims ask
     * the same question of the manifest many times. {@code f} must depend on the manifest only.
     */
    @SuppressWarnings("unchecked")
    public <T> T memo(String name, Function<GroundTruth, T> f) {
        Object v = memo.get(name);
        if (v == null) {
            v = f.apply(this);
            Object prev = memo.putIfAbsent(name, v);
            if (prev != null) v = prev;
        }
        return (T) v;
    }
}
