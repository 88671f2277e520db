package gcscript.cli;

import gcscript.datasets.Options;
import gcscript.datasets.SyntheticDisc;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

/** {@code generate (--out F.iso | --folder DIR) [--seed N] [--levels N] [--scale N] [--full | --sample]}. */
final class GenerateCommand {
    private GenerateCommand() {}

    static int run(Args a, PrintStream out) throws IOException {
        String iso = a.option("out", null);
        String folder = a.option("folder", null);
        if ((iso == null) == (folder == null)) throw new Args.UsageException("give exactly one of --out F.iso or --folder DIR");
        long seed = a.intOption("seed", 1);
        Options o = a.flag("sample") ? Options.sample()
                : a.flag("full") ? Options.full(seed)
                : new Options(seed, a.intOption("levels", 5), a.intOption("scale", 1));
        long t0 = System.nanoTime();
        SyntheticDisc.Result r = iso != null ? SyntheticDisc.write(o, Path.of(iso)) : SyntheticDisc.writeFolder(o, Path.of(folder));
        out.printf("%s: %d levels, scale %d, seed %d, manifest %s (%d entries), %d ms%n", r.image(), o.levels(), o.scale(),
                o.seed(), r.manifest(), r.truth().size(), (System.nanoTime() - t0) / 1_000_000);
        return 0;
    }
}
