package gcscript.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;

/**
 * The run {@code bin/gcscript} records its class-data archive from (JDK 17 AppCDS, {@code -XX:ArchiveClassesAtExit}):
 * the common one-shot commands on the bundled sample, their output dropped. Recorded from the user's first command
 * instead, the archive held only what that command loaded: after {@code --help} (the usual first command after a
 * build) it was 0.2 MB, and a cold {@code stats} of the full-size disc took ≈ 0.2 s more CPU with it than with this
 * run's 12 MB archive (docs/performance.md, issue 36 third round).
 */
public final class CdsTraining {
    private CdsTraining() {}

    /** The commands run, each as its words; no disc named: the launcher runs this with GC_DISC unset (the sample). */
    static final List<List<String>> COMMANDS = List.of(
            List.of("info"),
            List.of("stats"),
            List.of("claims"),
            List.of("coverage", "--summary"),
            List.of("coverage", "--level", "0", "--format", "csv"),
            List.of("coverage", "--image", "--summary"),
            List.of("table", "levels().core().tfrags().positions()", "--format", "csv"),
            List.of("problems"));

    /** Runs every command; the exit status is the first non-zero one (a broken command makes a poorer archive). */
    public static void main(String[] argv) {
        System.exit(run(COMMANDS, new PrintStream(OutputStream.nullOutputStream()), System.err));
    }

    static int run(List<List<String>> commands, PrintStream out, PrintStream err) {
        int status = 0;
        for (List<String> c : commands) {
            int s = Main.run(c, out, err);
            if (s != 0 && status == 0) {
                err.println("gcscript: the class-data recording run failed at " + String.join(" ", c) + " (exit " + s + ")");
                status = s;
            }
        }
        return status;
    }
}
