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
            truth = GroundTruth.read(Path.of(given));
            note = "manifest: " + given + " (given with --manifest)";
        } else {
            note = d.groundTruthNote();
            truth = d.groundTruth().orElseThrow(() -> new Args.UsageException(note + "; name one with --manifest FILE"));
        }
        Verify.Report r = Verify.run(d, truth, note, image);
        r.lines().forEach(out::println);
        return r.matches() ? 0 : 3;
    }
}
