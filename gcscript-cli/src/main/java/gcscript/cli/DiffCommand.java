package gcscript.cli;

import gcscript.Gc;
import gcscript.disc.Disc;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import tech.tablesaw.api.Table;

/**
 * {@code diff DISC_A DISC_B [--level N]}: the two discs compared by field ({@link Disc#diff}), one row per differing
 * stored value with its level, area, table, natural key, column, both values, path and record offsets. Exit status
 * 0 when nothing differs, 4 when rows were printed (so scripts can test "same").
 */
final class DiffCommand {
    private DiffCommand() {}

    static final String USAGE = "diff DISC_A DISC_B [--level N] [--format table|csv|json]";

    static int run(Args a, PrintStream out, PrintStream err) {
        Disc x = open(a, 0), y = open(a, 1);
        int level = a.intOption("level", -1);
        Table d = level < 0 ? x.diff(y) : x.level(level).diff(y.level(level));
        a.format().write(d, out);
        (a.format() == gcscript.table.TableFormat.TABLE ? out : err).println(d.rowCount() == 0 ? "no stored value differs"
                : d.rowCount() + " differing values in " + d.stringColumn("table").unique().size() + " tables");
        return d.rowCount() == 0 ? 0 : 4;
    }

    private static Disc open(Args a, int i) {
        Path p = Path.of(a.need(i, i == 0 ? "DISC_A" : "DISC_B"));
        if (!Files.exists(p)) throw new Args.UsageException(p + ": no such file or folder");
        return Gc.open(p, a.mode());
    }
}
