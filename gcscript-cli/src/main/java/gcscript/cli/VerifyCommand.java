package gcscript.cli;

import gcscript.Gc;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.verify.Verify;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * {@code verify [DISC] [--manifest FILE]}: the disc compared with its ground-truth manifest ({@link Verify}): buffer
 * hashes, every per-field truth table, file hashes, the image hash. The disc is read leniently, so that a damaged
 * part is one difference among the others. Exit status 0 when everything matches, 3 when something differs.
 */
final class VerifyCommand {
    private VerifyCommand() {}

    static int run(Args a, PrintStream out, Disc[] opened) {
        Optional<Path> image;
        Disc d;
        if (!a.positional.isEmpty()) {
            Path p = Path.of(a.positional.get(0));
            if (!Files.exists(p)) throw new Args.UsageException(p + ": no such file or folder (taken as DISC)");
            image = Optional.of(p);
            d = opened[0] = Gc.open(p, Problems.Mode.LENIENT);
        } else {
            String env = System.getenv("GC_DISC");
            image = env == null || env.isBlank() ? Optional.empty() : Optional.of(Path.of(env));
            d = opened[0] = Gc.discOrSample(Problems.Mode.LENIENT);
        }
        String given = a.option("manifest", null);
        GroundTruth truth;
        String note;
        if (given != null) {
            truth = manifest(Path.of(given));
            note = "manifest: " + given + " (given with --manifest)";
        } else {
            note = d.groundTruthNote();
            truth = d.groundTruth().orElseThrow(() -> new Args.UsageException(note + "; name one with --manifest FILE"));
        }
        Verify.Report r = Verify.run(d, truth, note, image);
        if (r.parts().stream().allMatch(p -> p.compared() == 0)) {
            // comparing nothing is no match: the manifest describes no level, file or image this disc has
            throw new Args.UsageException((given != null ? given : note) + ": names nothing of this disc (0 buffers, values, files"
                    + " and images compared); nothing verified");
        }
        r.lines().forEach(out::println);
        return r.matches() ? 0 : 3;
    }

    /**
     * The manifest named by --manifest; a missing, unreadable, empty or wrong-kind file is a usage error in one line
     * (a disc manifest has keys {@code disc.*}, {@code iso.*} or {@code level.N.*}), never an empty comparison.
     */
    static GroundTruth manifest(Path p) {
        if (!Files.exists(p)) throw new Args.UsageException(p + ": no such file");
        if (Files.isDirectory(p)) throw new Args.UsageException(p + ": a folder, not a manifest file");
        if (!Files.isReadable(p)) throw new Args.UsageException(p + ": permission denied");
        GroundTruth t = GroundTruth.read(p);
        if (t.size() == 0) {
            String why = p.toFile().length() == 0 ? "empty: " : "";
            throw new Args.UsageException(p + ": " + why + "no KEY<TAB>VALUE lines, not a manifest");
        }
        if (t.withPrefix("disc.").isEmpty() && t.withPrefix("iso.").isEmpty() && t.levelNumbers().isEmpty()) {
            String first = t.all().keySet().iterator().next().replaceAll("[^\\x20-\\x7e]", "?");   // a binary file's bytes stay one line
            throw new Args.UsageException(p + ": not a disc manifest (no disc.*, iso.* or level.N.* keys; " + t.size()
                    + " other lines, e.g. " + (first.length() > 40 ? first.substring(0, 40) + "…" : first) + ")");
        }
        return t;
    }
}
