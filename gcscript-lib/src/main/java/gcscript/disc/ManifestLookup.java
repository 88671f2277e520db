package gcscript.disc;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * Finds the ground-truth manifest of an image or folder, and says how it was found or where it was looked for.
 *
 * <p>By name first: {@code X.iso} (or folder {@code X}) → {@code X.manifest.tsv} beside it; nothing is hashed. Else,
 * for an image file, by content: the generator records the image's size and SHA-256 ({@code disc.image.bytes},
 * {@code disc.image.sha256}), so every {@code *.manifest.tsv} in the image's folder whose recorded size equals the
 * image's is a candidate, and the image is hashed (once, and only when a candidate exists) to pick the one whose
 * recorded hash matches. A renamed or copied image keeps its manifest that way; a different image of the same size
 * does not take another's.
 */
public final class ManifestLookup {
    private ManifestLookup() {}

    static final String SUFFIX = ".manifest.tsv";
    static final String IMAGE_BYTES = "disc.image.bytes", IMAGE_SHA256 = "disc.image.sha256";

    /** What the lookup found: the manifest's path (empty when none), and one line that says how or where it looked. */
    public record Result(Optional<Path> manifest, String note) {
        /** The manifest, parsed. */
        public Optional<GroundTruth> read() { return manifest.map(GroundTruth::read); }
    }

    /** The manifest named after {@code image} beside it, else one in its folder recording the image's hash. */
    public static Result find(Path image) {
        Path byName = besides(image);
        if (Files.isRegularFile(byName)) return new Result(Optional.of(byName), "manifest: " + byName.getFileName() + " (beside the image, by name)");
        String looked = "no manifest: none named " + byName.getFileName() + " beside " + image.getFileName();
        if (Files.isDirectory(image)) return new Result(Optional.empty(), looked);
        Path folder = image.toAbsolutePath().getParent();
        try {
            long size = Files.size(image);
            List<Path> candidates = new ArrayList<>();
            int seen = 0;
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(folder, "*" + SUFFIX)) {
                for (Path m : ds) {
                    seen++;
                    String[] id = imageId(m);
                    if (id[0] != null && id[1] != null && id[0].equals(Long.toString(size))) candidates.add(m);
                }
            }
            if (!candidates.isEmpty()) {
                String hash = sha256(image);
                for (Path m : candidates.stream().sorted().toList()) {
                    if (hash.equals(imageId(m)[1])) {
                        return new Result(Optional.of(m), "manifest: " + m.getFileName() + " (records this image's SHA-256, found by content)");
                    }
                }
            }
            return new Result(Optional.empty(), looked + ", and " + (seen == 0 ? "no *" + SUFFIX + " in its folder"
                    : "none of the " + seen + " *" + SUFFIX + " in its folder records this image's SHA-256"));
        } catch (IOException e) {
            throw new UncheckedIOException(image + ": looking for its manifest: " + e.getMessage(), e);
        }
    }

    /** {@code X.iso} or folder {@code X} → {@code X.manifest.tsv} beside it. */
    static Path besides(Path image) {
        String name = image.getFileName() == null ? "" : image.getFileName().toString();
        int dot = Files.isDirectory(image) ? -1 : name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        return image.resolveSibling(stem + SUFFIX);
    }

    /**
     * The recorded image size and hash of a manifest ({@code null} where absent). The generator writes its keys
     * sorted, so the two {@code disc.image.*} lines come within the first few dozen: reading stops once both are seen.
     */
    static String[] imageId(Path manifest) throws IOException {
        String[] id = new String[2];
        try (BufferedReader r = Files.newBufferedReader(manifest, StandardCharsets.UTF_8)) {
            for (String line; (id[0] == null || id[1] == null) && (line = r.readLine()) != null; ) {
                if (line.startsWith(IMAGE_BYTES + "\t")) id[0] = line.substring(IMAGE_BYTES.length() + 1).strip();
                else if (line.startsWith(IMAGE_SHA256 + "\t")) id[1] = line.substring(IMAGE_SHA256.length() + 1).strip();
            }
        } catch (java.nio.charset.MalformedInputException e) {
            return new String[2];   // not a manifest the generator wrote: not a candidate
        }
        return id;
    }

    /** The SHA-256 of a file, lower-case hex, read in blocks (an image may be larger than an array). */
    public static String sha256(Path file) throws IOException {
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), MessageDigest.getInstance("SHA-256"))) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
            return HexFormat.of().formatHex(((DigestInputStream) in).getMessageDigest().digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
