package gcscript.cli;

import gcscript.disc.Disc;
import gcscript.edit.Edit;
import gcscript.edit.Editor;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;

/**
 * {@code set DISC --out NEW.iso --table CHAIN --where COLUMN=VALUE --column COLUMN --value V}: edits written to a new
 * image (docs/writing.md, "Edits"). {@code --where/--column/--value} repeat as groups, each one edit of the table the
 * last {@code --table} named. Every edit is checked before anything is written; a refused one is a format error
 * ({@code gcscript set: ...} naming chain, column, value and the field's offset, exit 2); {@code --out} naming the
 * input is a usage error (exit 1). Prints one line per edit written.
 */
final class SetCommand {
    private SetCommand() {}

    static int run(Args a, PrintStream out, Disc[] opened) {
        String target = a.option("out", null);
        if (target == null) throw new Args.UsageException("--out NEW.iso is required (the input is never written)");
        if (a.positional.isEmpty()) throw new Args.UsageException("the DISC to edit is required");
        if (sameFile(Path.of(a.positional.get(0)), Path.of(target))) {
            throw new Args.UsageException("--out " + target + " is the input: name a new file (the input is never written)");
        }
        Disc d = opened[0] = a.disc(0);
        Editor e = d.edit();
        String table = null, where = null, column = null;
        int groups = 0;
        for (Map.Entry<String, String> o : a.ordered) {
            switch (o.getKey()) {
                case "table" -> table = o.getValue();
                case "where" -> where = o.getValue();
                case "column" -> column = o.getValue();
                case "value" -> {
                    if (table == null || where == null || column == null) {
                        throw new Args.UsageException("--value " + o.getValue() + " needs --table, --where and --column before it");
                    }
                    int eq = where.indexOf('=');
                    if (eq <= 0) throw new Args.UsageException("--where takes COLUMN=VALUE, not " + where);
                    e.set(table, where.substring(0, eq), where.substring(eq + 1), column, o.getValue());
                    where = null;
                    column = null;
                    groups++;
                }
                default -> { }
            }
        }
        if (groups == 0 || where != null || column != null) {
            throw new Args.UsageException("each edit is a group --where COLUMN=VALUE --column COLUMN --value V");
        }
        e.write(Path.of(target));
        for (Edit x : e.edits()) {
            out.printf("%s[%s].%s = %s (%s @0x%x %s = %s)%n", x.chain(), x.key(), x.column(), x.value(), x.buffer(), x.offset(), x.field(), x.stored());
        }
        out.println("wrote " + target);
        return 0;
    }

    /** Whether {@code out} names the input (the same path, or a link to it). */
    static boolean sameFile(Path in, Path out) {
        if (in.toAbsolutePath().normalize().equals(out.toAbsolutePath().normalize())) return true;
        try {
            return java.nio.file.Files.exists(out) && java.nio.file.Files.exists(in) && java.nio.file.Files.isSameFile(in, out);
        } catch (java.io.IOException e) {
            return false;   // unreadable: the write itself reports it
        }
    }
}
