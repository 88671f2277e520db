package gcscript.disc;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The ground-truth manifest the synthetic generator writes beside an image ({@code NAME.manifest.tsv}, lines
 * {@code key<TAB>value}). A disc that has one is synthetic: its claims are checked against these values
 * rather than against the design notes' retail figures.
 *
 * <p>Kept as the file's bytes plus four int arrays (where each key and value starts and how long it is, in key
 * order), not as a map of strings: the full-size disc's manifest has ≈1 M lines, and as a TreeMap it was ≈350 MB
 * of live objects that every collection of a {@code claims} run had to copy and mark. Keys compare as UTF-8
 * bytes (unsigned), the same order as {@link String#compareTo} for the ASCII keys the generator writes. Lines
 * that are empty, start with {@code #} or have no tab are ignored; a key given twice keeps its last value.
 *
 * <p>{@link #readWithoutFieldTables} reads a manifest without its per-field truth tables (for readers of its
 * figures only); asking such a manifest for a key or prefix in those tables is an {@link IllegalStateException},
 * never an empty answer.
 */
public final class GroundTruth {
    private final byte[] text;
    private final int[] keyAt, keyLen, valueAt, valueLen;
    /** The levels with entries in the truth tables left out ({@link #readWithoutFieldTables}); null when whole. */
    private final java.util.BitSet tableLevels;
    /** Derived views computed once per manifest: claims ask the same question of the manifest many times. */
    private final Map<String, Object> memo = new ConcurrentHashMap<>();

    private GroundTruth(byte[] text, int[] keyAt, int[] keyLen, int[] valueAt, int[] valueLen, java.util.BitSet tableLevels) {
        this.text = text;
        this.tableLevels = tableLevels;
        this.keyAt = keyAt;
        this.keyLen = keyLen;
        this.valueAt = valueAt;
        this.valueLen = valueLen;
    }

    public static GroundTruth read(InputStream in) {
        try {
            byte[] b = in.readAllBytes();
            return parse(b, b.length, null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The lines of {@code b[0, len)}; {@code tableLevels} as {@link #tableLevels}. */
    private static GroundTruth parse(byte[] b, int len, java.util.BitSet tableLevels) {
        // one pass: per line, the tab, then the line end; arrays grow by doubling (no pre-count of the lines)
        int cap = Math.max(16, len / 48);
        int[] ka = new int[cap], kl = new int[cap], va = new int[cap], vl = new int[cap];
        int n = 0;
        boolean sorted = true;
        for (int at = 0; at < len; ) {
            int tab = at;
            while (tab < len && b[tab] != '\t' && b[tab] != '\n') tab++;
            int end = tab;
            while (end < len && b[end] != '\n') end++;
            int next = end + 1;
            if (end > at && b[end - 1] == '\r') end--;      // a manifest saved with CRLF line ends
            if (tab < end && b[at] != '#') {
                if (n == ka.length) {
                    int c = n * 2;
                    ka = Arrays.copyOf(ka, c); kl = Arrays.copyOf(kl, c); va = Arrays.copyOf(va, c); vl = Arrays.copyOf(vl, c);
                }
                ka[n] = at;
                kl[n] = tab - at;
                va[n] = tab + 1;
                vl[n] = end - tab - 1;
                if (sorted && n > 0 && compare(b, ka[n - 1], kl[n - 1], b, at, tab - at) >= 0) sorted = false;
                n++;
            }
            at = next;
        }
        if (!sorted) {
            // a hand-edited manifest: sort by key, stable, and keep the last line of each repeated key
            Integer[] order = new Integer[n];
            for (int i = 0; i < n; i++) order[i] = i;
            int[] fka = ka, fkl = kl;
            Arrays.sort(order, (x, y) -> compare(b, fka[x], fkl[x], b, fka[y], fkl[y]));
            int[] ka2 = new int[n], kl2 = new int[n], va2 = new int[n], vl2 = new int[n];
            int m = 0;
            for (int i = 0; i < n; i++) {
                int e = order[i];
                if (m > 0 && compare(b, ka2[m - 1], kl2[m - 1], b, ka[e], kl[e]) == 0) m--;   // same key: a later line wins
                ka2[m] = ka[e]; kl2[m] = kl[e]; va2[m] = va[e]; vl2[m] = vl[e];
                m++;
            }
            return trimmed(b, ka2, kl2, va2, vl2, m, tableLevels);
        }
        return trimmed(b, ka, kl, va, vl, n, tableLevels);
    }

    private static GroundTruth trimmed(byte[] b, int[] ka, int[] kl, int[] va, int[] vl, int n, java.util.BitSet tableLevels) {
        return new GroundTruth(b, Arrays.copyOf(ka, n), Arrays.copyOf(kl, n), Arrays.copyOf(va, n), Arrays.copyOf(vl, n), tableLevels);
    }

    private static int compare(byte[] a, int aAt, int aLen, byte[] b, int bAt, int bLen) {
        return Arrays.compareUnsigned(a, aAt, aAt + aLen, b, bAt, bAt + bLen);
    }

    /** The manifest beside an image or folder: {@code X.iso} or folder {@code X} → {@code X.manifest.tsv}. */
    public static Optional<GroundTruth> besides(Path image) {
        Path m = ManifestLookup.besides(image);
        return Files.isRegularFile(m) ? Optional.of(read(m)) : Optional.empty();
    }

    /** Reads a manifest file. */
    public static GroundTruth read(Path manifest) {
        try {
            byte[] b = manifest.getFileSystem() == FileSystems.getDefault() ? readAll(manifest) : Files.readAllBytes(manifest);
            return parse(b, b.length, null);
        } catch (IOException e) {
            throw new UncheckedIOException(manifest + ": " + e.getMessage(), e);
        }
    }

    /**
     * A manifest file without its per-field truth tables ({@code level.N.fields.*}, {@code global.fields.*}): every
     * other key as {@link #read(Path)} gives it, and the same {@link #levelNumbers()}. For readers of the figures
     * only ({@code claims}): on the full-size disc the tables are 84 % of the file's 307 MB ({@link ManifestSkim}).
     */
    public static GroundTruth readWithoutFieldTables(Path manifest) { return of(ManifestSkim.read(manifest)); }

    static GroundTruth of(ManifestSkim.Skimmed s) { return parse(s.text(), s.length(), s.tableLevels()); }

    /** Whether this manifest was read without its per-field truth tables ({@link #readWithoutFieldTables}). */
    public boolean withoutFieldTables() { return tableLevels != null; }

    /**
     * A question this manifest cannot answer because its truth tables were left out: an error, so that a reader
     * that needs them is caught rather than told that the tables are empty.
     */
    private IllegalStateException withoutTables(String what) {
        return new IllegalStateException(what + ": this manifest was read without its field truth tables (level.N.fields.*, "
                + ManifestSkim.GLOBAL_TABLES + "*); GroundTruth.read gives the whole manifest");
    }

    /**
     * A file's bytes, read in 1 MB pieces straight into one array. {@code Files.readAllBytes} reads through a
     * temporary direct buffer as large as the file (a second copy and 307 MB of fresh pages for the full-size
     * disc's manifest): 0.35 s of CPU against 0.18 s this way, most of it system time.
     */
    static byte[] readAll(Path file) throws IOException {
        try (java.io.FileInputStream in = new java.io.FileInputStream(file.toFile())) {
            long size = in.getChannel().size();
            if (size > Integer.MAX_VALUE - 8) throw new IOException(size + " bytes is too large for one manifest");
            byte[] b = new byte[(int) size];
            int n = 0;
            for (int k; n < b.length && (k = in.read(b, n, Math.min(1 << 20, b.length - n))) >= 0; ) n += k;
            byte[] rest = in.readAllBytes();      // a file that grew while it was read: the rest too, as readAllBytes would
            if (n == b.length && rest.length == 0) return b;
            byte[] out = Arrays.copyOf(b, n + rest.length);
            System.arraycopy(rest, 0, out, n, rest.length);
            return out;
        }
    }

    /** How many keys the manifest has (read without its truth tables: how many other keys). */
    public int size() { return keyAt.length; }

    public Optional<String> get(String key) {
        if (tableLevels != null && ManifestSkim.inTables(key)) throw withoutTables("key " + key);
        int i = find(key.getBytes(StandardCharsets.UTF_8));
        return i < 0 ? Optional.empty() : Optional.of(value(i));
    }

    public long getLong(String key) {
        return Long.decode(get(key).orElseThrow(() -> new IllegalArgumentException("ground truth has no " + key)));
    }

    /** Every key and value, in key order (built on first call and kept: meant for tests and whole-manifest tools). */
    public Map<String, String> all() {
        if (tableLevels != null) throw withoutTables("every key");
        return memo("all", t -> t.range(0, t.size()));
    }

    /** The keys starting with {@code prefix} and their values, in key order. */
    public NavigableMap<String, String> withPrefix(String prefix) {
        if (tableLevels != null && ManifestSkim.reachesTables(prefix)) throw withoutTables("prefix " + prefix);
        byte[] p = prefix.getBytes(StandardCharsets.UTF_8);
        int from = lowerBound(p, 0, p.length);
        int to = from;
        while (to < size() && startsWith(to, p)) to++;
        return range(from, to);
    }

    /**
     * The keys starting with {@code prefix} and ending with {@code suffix}, in key order; only the keys that match
     * become strings (a scan of a million keys for a few thousand).
     */
    public List<String> keys(String prefix, String suffix) {
        if (tableLevels != null && ManifestSkim.reachesTables(prefix)) throw withoutTables("prefix " + prefix);
        byte[] p = prefix.getBytes(StandardCharsets.UTF_8), s = suffix.getBytes(StandardCharsets.UTF_8);
        List<String> out = new ArrayList<>();
        for (int i = lowerBound(p, 0, p.length); i < size() && startsWith(i, p); i++) {
            int end = keyAt[i] + keyLen[i];
            if (keyLen[i] >= p.length + s.length && Arrays.compare(text, end - s.length, end, s, 0, s.length) == 0) out.add(key(i));
        }
        return out;
    }

    /**
     * The numbers N of the {@code level.N.} keys, ascending: found by jumping from one level's keys to the next
     * (a binary search per level, since {@code "level.N/"} sorts right after every {@code "level.N."} key).
     */
    public List<Integer> levelNumbers() {
        return memo("levelNumbers", t -> {
            byte[] p = "level.".getBytes(StandardCharsets.UTF_8);
            java.util.TreeSet<Integer> out = new java.util.TreeSet<>();
            if (tableLevels != null) tableLevels.stream().forEach(out::add);   // levels seen in the left-out tables
            int i = lowerBound(p, 0, p.length);
            while (i < size() && startsWith(i, p)) {
                int at = keyAt[i] + p.length, end = keyAt[i] + keyLen[i], d = at;
                while (d < end && text[d] >= '0' && text[d] <= '9') d++;
                if (d == at || d - at > 9 || d == end || text[d] != '.') { i++; continue; }   // not level.<digits>.
                String digits = new String(text, at, d - at, StandardCharsets.US_ASCII);
                out.add(Integer.parseInt(digits));
                byte[] next = ("level." + digits + "/").getBytes(StandardCharsets.US_ASCII);
                i = Math.max(i + 1, lowerBound(next, 0, next.length));
            }
            return List.copyOf(out);
        });
    }

    /**
     * A value derived from this manifest, computed on first request under {@code name} and kept. {@code f} must
     * depend on the manifest only.
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

    private NavigableMap<String, String> range(int from, int to) {
        TreeMap<String, String> m = new TreeMap<>();
        for (int i = from; i < to; i++) m.put(key(i), value(i));
        return Collections.unmodifiableNavigableMap(m);
    }

    private String key(int i) { return new String(text, keyAt[i], keyLen[i], StandardCharsets.UTF_8); }

    private String value(int i) { return new String(text, valueAt[i], valueLen[i], StandardCharsets.UTF_8); }

    private boolean startsWith(int i, byte[] p) {
        return keyLen[i] >= p.length && Arrays.compare(text, keyAt[i], keyAt[i] + p.length, p, 0, p.length) == 0;
    }

    private int find(byte[] k) {
        int i = lowerBound(k, 0, k.length);
        return i < size() && compare(text, keyAt[i], keyLen[i], k, 0, k.length) == 0 ? i : -1;
    }

    /** The first entry whose key is ≥ {@code k[from, to)}. */
    private int lowerBound(byte[] k, int from, int to) {
        int lo = 0, hi = size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (compare(text, keyAt[mid], keyLen[mid], k, from, to - from) < 0) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }
}
