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
        a.format().write(t, out);
        return t.booleanColumn("identical").isFalse().isEmpty() ? 0 : 3;
    }
}
