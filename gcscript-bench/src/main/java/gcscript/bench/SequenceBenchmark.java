package gcscript.bench;

import gcscript.Gc;
import gcscript.disc.Disc;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Moby sequences (issue 28): every level's class sequences and Ratchet's table read and tabulated (sequences, frames,
 * joint frames) on the disc given. A first pass warms the JIT; then, best of three, a fresh disc with core_data
 * decoded beforehand (its decoding is benchmarked on its own): parsing the class blocks and the ratchet_seqs table,
 * then the tables, on this thread, so its CPU time is the whole cost.
 */
public final class SequenceBenchmark {
    private SequenceBenchmark() {}

    public static List<String[]> run(Path disc) {
        var threads = ManagementFactory.getThreadMXBean();
        long rows = tables(Gc.open(disc));
        long bestParse = Long.MAX_VALUE, bestTables = Long.MAX_VALUE, sequences = 0;
        int levels = 0;
        for (int pass = 0; pass < 3; pass++) {
            Disc d = Gc.open(disc);
            for (var l : d.levels()) l.core().coreData();
            levels = d.levels().count();
            long p0 = threads.getCurrentThreadCpuTime();
            sequences = 0;
            for (var l : d.levels()) {
                sequences += l.core().mobyModel().sequences().sequences().size();
                sequences += l.core().ratchetSeqModel().sequences().sequences().size();
            }
            long p1 = threads.getCurrentThreadCpuTime();
            rows = tables(d);
            long p2 = threads.getCurrentThreadCpuTime();
            bestParse = Math.min(bestParse, p1 - p0);
            bestTables = Math.min(bestTables, p2 - p1);
        }
        List<String[]> out = new ArrayList<>();
        out.add(new String[] {"sequences: all " + levels + " levels -> class and ratchet_seqs sequences parsed + sequences(), frames(), "
                + "jointFrames(), thread CPU, best of 3 (" + sequences + " sequences, " + rows + " rows)", ms(bestParse + bestTables), "ms cpu", "< 1000"});
        out.add(new String[] {"sequences: of which parsing (class blocks and ratchet_seqs)", ms(bestParse), "ms cpu", "-"});
        out.add(new String[] {"sequences: of which building the tables", ms(bestTables), "ms cpu", "-"});
        return out;
    }

    private static long tables(Disc d) {
        long n = 0;
        for (var l : d.levels()) {
            var m = l.core().mobies();
            var r = l.core().ratchetSeqs();
            n += m.sequences().rowCount() + m.frames().rowCount() + m.jointFrames().rowCount();
            n += r.sequences().rowCount() + r.frames().rowCount() + r.jointFrames().rowCount();
        }
        return n;
    }

    private static String ms(long nanos) { return String.format(Locale.ROOT, "%.0f", nanos / 1e6); }
}
