package gcscript.cli;

import gcscript.disc.Disc;
import gcscript.ksy.KsyCheck;
import gcscript.ksy.KsyCheckTables;
import gcscript.ksy.KsyExport;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code formats --ksy DIR}: the Kaitai Struct descriptions written from the declarations (formats/ksy/README.md).
 * {@code formats --check [DISC]}: those descriptions compiled by npm's Kaitai Struct compiler and run under Node
 * over every level file, RC2.HDR and every global WAD, every record compared with the library's (a table per record type, one per description, the WAD-LZ streams,
 * the record types no description exports yet) and a last line {@code N fields compared, M differ}; exit 0 only
 * when M is 0, else 3 (like {@code verify}).
 */
final class FormatsCommand {
    private FormatsCommand() {}

    static int run(Args a, PrintStream out, Disc[] opened) throws IOException {
        String dir = a.option("ksy", null);
        if (dir != null) {
            for (Path p : KsyExport.write(Path.of(dir))) out.println(p);
            return 0;
        }
        if (!a.flag("check")) throw new Args.UsageException("formats takes --ksy DIR or --check [DISC]");
        String home = System.getenv("GCSCRIPT_HOME");
        if (home == null) throw new Args.UsageException("formats --check needs the repository (GCSCRIPT_HOME, which bin/gcscript sets)");
        Disc d = opened[0] = a.disc(0);
        String w = a.option("work", null);
        Path work = w != null ? Files.createDirectories(Path.of(w)) : Files.createTempDirectory("gcscript-ksy");
        KsyCheck.Result r;
        try {
            r = KsyCheck.run(d, Path.of(home), work, out);
        } catch (IllegalStateException e) {
            // a compile error or warning, a parse error: the tools' own words
            out.println("formats --check: " + e.getMessage());
            return 3;
        }
        gcscript.table.TableFormat f = gcscript.table.TableFormat.TABLE;
        f.write(KsyCheckTables.types(r), out);
        f.write(KsyCheckTables.areas(r), out);
        f.write(KsyCheckTables.streams(r), out);
        if (!r.notExported().isEmpty()) f.write(KsyCheckTables.notExported(r), out);
        long records = r.notExported().values().stream().mapToLong(v -> v[0]).sum();
        long fields = r.notExported().values().stream().mapToLong(v -> v[1]).sum();
        out.println("not exported yet (not compared): " + r.notExported().size() + " record types, " + records + " records, " + fields + " fields");
        for (String e : r.parseErrors()) out.println("parse error: " + e);
        for (String e : r.differences()) out.println("differs: " + e);
        out.println(KsyCheckTables.summary(r));
        return r.differ() == 0 ? 0 : 3;
    }
}
