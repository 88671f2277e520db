package gcscript;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.disc.DiscOpener;
import gcscript.disc.GroundTruth;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * Entry point. {@code Gc.open(path)} takes an ISO image, an extracted folder (RC2.HDR and G/) or a single
 * LEVELn.WAD, read-only. Strict by default: the first violated invariant throws
 * {@link gcscript.bytes.FormatException}; {@code Gc.lenient(path)} records it in {@code disc.problems()} instead.
 */
public final class Gc {
    private Gc() {}

    public static final String SAMPLE_RESOURCE = "/gcscript/sample/gcscript-sample.iso";
    public static final String SAMPLE_MANIFEST = "/gcscript/sample/gcscript-sample.manifest.tsv";

    /** What a path that holds no disc gets told (an empty or unrelated folder). */
    public static final String NO_DISC = DiscOpener.NO_DISC;

    /**
     * The one-line text the command line, the shell and the kernel print for an error of the library: a
     * FormatException's file, field path, offset, expected and found; an I/O error's path and reason.
     */
    public static String message(Throwable e) {
        if (e instanceof gcscript.bytes.FormatException f) return f.oneLine();
        if (e instanceof UncheckedIOException u && u.getCause() != null) {
            String m = u.getMessage();
            return m == null || m.equals(u.getCause().toString()) ? message(u.getCause()) : m;
        }
        if (e instanceof java.nio.file.NoSuchFileException n) {
            String m = n.getMessage();
            return m.contains(": ") ? m : m + ": no such file or folder";
        }
        if (e instanceof java.nio.file.AccessDeniedException a) return a.getMessage() + ": permission denied";
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
    }

    /**
     * The class names every class and instance table shows in its {@code class_name} column: the bundled
     * design-document names, plus {@code put(kind, o_class, name)}, {@code load(tsv)} and the
     * {@code class-names.tsv} found beside a disc opened from a path.
     */
    public static gcscript.names.ClassNames names() { return gcscript.names.ClassNames.global(); }

    public static Disc open(Path path) { return DiscOpener.open(path, Problems.strict()); }

    public static Disc open(String path) { return open(Path.of(path)); }

    public static Disc lenient(Path path) { return DiscOpener.open(path, Problems.lenient()); }

    public static Disc open(Path path, Problems.Mode mode) { return DiscOpener.open(path, new Problems(mode)); }

    /** The synthetic sample disc bundled with the library (generated, never game data). */
    public static Disc sample() { return sample(Problems.Mode.STRICT); }

    public static Disc sample(Problems.Mode mode) {
        try (InputStream in = Gc.class.getResourceAsStream(SAMPLE_RESOURCE)) {
            if (in == null) throw new IllegalStateException("the sample disc " + SAMPLE_RESOURCE + " is not on the class path");
            byte[] bytes = in.readAllBytes();
            Disc d = DiscOpener.open(ByteReader.of(bytes, "gcscript-sample.iso"), "gcscript-sample.iso", new Problems(mode));
            try (InputStream m = Gc.class.getResourceAsStream(SAMPLE_MANIFEST)) {
                if (m != null) d.withGroundTruth(GroundTruth.read(m), "manifest: the bundled sample's");
            }
            return d;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code $GC_DISC} if set, else the bundled sample: what the CLI and the notebooks open by default. */
    public static Disc discOrSample(Problems.Mode mode) {
        String env = System.getenv("GC_DISC");
        if (env == null || env.isBlank()) return sample(mode);
        try {
            return open(Path.of(env), mode);
        } catch (UncheckedIOException e) {
            // say where the path came from: a stale environment variable is easy to forget
            throw new UncheckedIOException("GC_DISC=" + env + ": " + message(e.getCause()).replace(env + ": ", ""), e.getCause());
        }
    }
}
