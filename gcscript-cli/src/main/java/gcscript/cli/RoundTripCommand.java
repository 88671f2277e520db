package gcscript.cli;

import gcscript.disc.Disc;
import java.io.PrintStream;
import tech.tablesaw.api.Table;

/**
 * {@code roundtrip [DISC] [--level N] [--format table|csv|json]}: every buffer rebuilt from what the library decoded
 * and compared with the original (docs/writing.md); columns {@code level, area, bytes, identical, first_difference,
 * path}. Exit status 0 when every area came back identical, 3 when one differs (like {@code verify}).
 */
final class RoundTripCommand {
    private RoundTripCommand() {}

    static int run(Args a, PrintStream out, Disc[] opened) {
        Disc d = opened[0] = a.disc(0);
        Table t = a.option("level", null) == null ? d.roundTrip() : d.level(a.intOption("level", 0)).roundTrip();
        gcscript.table.TableFormat f = a.format();
        f.write(t, out);
        int differ = t.booleanColumn("identical").isFalse().size();
        // the verdict in one line under the table; csv and json stay one document for a program to read
        if (f == gcscript.table.TableFormat.TABLE) out.println(summary(t.rowCount(), differ, (long) t.numberColumn("bytes").sum()));
        return differ == 0 ? 0 : 3;
    }

    static String summary(int areas, int differ, long bytes) {
        String what = gcscript.table.Cols.count(areas, "area") + " rebuilt, " + bytes + " bytes: ";
        return "roundtrip: " + what + (differ == 0 ? "every area identical" : gcscript.table.Cols.count(differ, "area") + " differ");
    }
}
