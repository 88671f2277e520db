package gcscript.cli;

import gcscript.datasets.Options;
import gcscript.datasets.SyntheticDisc;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * {@code generate (--out F.iso | --folder DIR) [--seed N] [--levels N] [--scale N] [--full | --sample]
 * [--without sequences,sky,chunks,sound | --bare]}: {@code --without} leaves those optional blocks out of every
 * level, {@code --bare} all of them (a disc for checking that every command and notebook copes with their absence).
 */
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
        String without = a.option("without", null);
        if (without != null && a.flag("bare")) throw new Args.UsageException("give --without LIST or --bare, not both");
        try {
            if (without != null) o = o.without(Options.Block.parse(without));
        } catch (IllegalArgumentException e) {
            throw new Args.UsageException(e.getMessage());
        }
        if (a.flag("bare")) o = o.without(java.util.EnumSet.allOf(Options.Block.class));
        long t0 = System.nanoTime();
        SyntheticDisc.Result r = iso != null ? SyntheticDisc.write(o, Path.of(iso)) : SyntheticDisc.writeFolder(o, Path.of(folder));
        out.printf("%s: %d levels, scale %d, seed %d%s, manifest %s (%d entries), %d ms%n", r.image(), o.levels(), o.scale(),
                o.seed(), o.without().isEmpty() ? "" : ", without " + o.without().stream().sorted().map(Options.Block::key).toList(), r.manifest(), r.truth().size(), (System.nanoTime() - t0) / 1_000_000);
        return 0;
    }
}
