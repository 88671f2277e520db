package gcscript.datasets;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.HexFormat;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The ground-truth manifest written beside a generated image: UTF-8 lines {@code key<TAB>value}, sorted by
 * key, LF line ends. Numbers are decimal.
 */
public final class Manifest {
    private final TreeMap<String, String> entries = new TreeMap<>();

    Manifest put(String key, Object value) {
        String v = String.valueOf(value);
        if (key.isEmpty() || (key + v).chars().anyMatch(c -> c == '\t' || c == '\n' || c == '\r')) {
            throw new IllegalArgumentException("manifest key/value with a tab or line break: " + key);
        }
        if (entries.putIfAbsent(key, v) != null) throw new IllegalStateException("duplicate manifest key " + key);
        return this;
    }

    Manifest putAll(String prefix, Map<String, String> truth) {
        truth.forEach((k, v) -> put(prefix + k, v));
        return this;
    }

    public SortedMap<String, String> entries() { return Collections.unmodifiableSortedMap(entries); }

    public byte[] toBytes() {
        StringBuilder sb = new StringBuilder();
        entries.forEach((k, v) -> sb.append(k).append('\t').append(v).append('\n'));
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Writes the manifest to {@code file}, line by line: the full-size disc's per-field truth is hundreds of MB of
     * text, which as one String (plus its UTF-8 copy) did not fit the CLI's 2 GB heap.
     */
    public void write(Path file) throws IOException {
        try (var w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (var e : entries.entrySet()) {
                w.write(e.getKey());
                w.write('\t');
                w.write(e.getValue());
                w.write('\n');
            }
        }
    }

    /** Reads a manifest file back (for tests and tools that check a reader against the truth). */
    public static SortedMap<String, String> read(Path file) throws IOException {
        TreeMap<String, String> m = new TreeMap<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isEmpty()) continue;
            int tab = line.indexOf('\t');
            if (tab < 0) throw new IOException(file + ": line without a tab: " + line);
            m.put(line.substring(0, tab), line.substring(tab + 1));
        }
        return m;
    }

    /** The manifest path beside an image or folder: {@code x.iso} → {@code x.manifest.tsv}. */
    public static Path beside(Path imageOrFolder) {
        String name = imageOrFolder.getFileName().toString();
        if (name.toLowerCase(java.util.Locale.ROOT).endsWith(".iso")) name = name.substring(0, name.length() - 4);
        return imageOrFolder.resolveSibling(name + ".manifest.tsv");
    }

    static String sha256(byte[] data) { return sha256(data, 0, data.length); }

    /** The SHA-256 of a file's bytes, read in blocks (an image may be larger than an array). */
    static String sha256(Path file) throws IOException {
        try (var in = new java.security.DigestInputStream(Files.newInputStream(file), MessageDigest.getInstance("SHA-256"))) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
            return HexFormat.of().formatHex(in.getMessageDigest().digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static String sha256(byte[] data, int offset, int length) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(data, offset, length);
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
