package gcscript.cli;

import gcscript.Gc;
import java.nio.file.Path;

/**
 * The coverage summary of one disc in a JVM of its own, then that JVM's peak resident set: what
 * {@code bin/gcscript coverage DISC --summary} costs a user. The bench process cannot tell this itself: it opens the disc
 * seven times, and the collector grows its heap towards -Xmx with the garbage of every pass.
 */
final class RssProbe {
    private RssProbe() {}

    /** Prints "buffers peak_rss_bytes" on one line. */
    public static void main(String[] args) throws Exception {
        var s = Gc.open(Path.of(args[0])).coverageSummary();
        System.out.println(s.rowCount() + " " + BenchCommand.peakRss());
    }
}
