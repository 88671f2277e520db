package gcscript.bench;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.roundtrip.RoundTrip;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The round trip (issue 26, docs/writing.md) of every level of the disc given. A first pass warms the JIT; then, best
 * of three fresh discs, what {@code disc.roundTrip()} does (decompression, the coverage pass, the rebuild and the
 * comparison, levels on the pool), with the thread CPU of the coverage passes and of the rebuilds apart (summed over
 * levels: on a shared machine wall times per level mostly measure waiting). Figures, not assertions:
 * the carried bytes as a share of core_data and the rows that differ are printed beside the times.
 */
public final class RoundTripBenchmark {
    private RoundTripBenchmark() {}

    /** One level's round trip with the thread CPU time of its coverage pass and of its rebuild, apart. */
    private record Timed(RoundTrip trip, long coverageNanos, long rebuildNanos) {}

    public static List<String[]> run(Path disc) {
        trips(Gc.open(disc));
        long best = Long.MAX_VALUE, coverage = 0, rebuild = 0;
        List<RoundTrip> trips = List.of();
        for (int pass = 0; pass < 3; pass++) {
            Disc d = Gc.open(disc);
            long t0 = System.nanoTime();
            List<Timed> timed = trips(d);
            long dt = System.nanoTime() - t0;
            if (dt < best) {
                best = dt;
                trips = timed.stream().map(Timed::trip).toList();
                coverage = timed.stream().mapToLong(Timed::coverageNanos).sum();
                rebuild = timed.stream().mapToLong(Timed::rebuildNanos).sum();
            }
        }
        long coreData = 0, carriedCore = 0, carried = 0, bytes = 0, differing = 0;
        for (RoundTrip rt : trips) {
            for (RoundTrip.Buffer b : rt.buffers()) {
                bytes += b.bytes();
                carried += b.carried();
                if (b.file().endsWith(":core_data")) { coreData += b.bytes(); carriedCore += b.carried(); }
            }
            differing += rt.rows().stream().filter(r -> !r.identical()).count();
        }
        List<String[]> out = new ArrayList<>();
        out.add(new String[] {"roundtrip: every level of the disc, warm JVM, fresh disc (decompression, coverage pass, rebuild, "
                + "comparison; best of 3; " + bytes + " bytes in " + trips.size() + " levels)", ms(best), "ms", "< 10000"});
        out.add(new String[] {"roundtrip: of which the coverage passes, thread CPU summed over the levels (the pool runs them side by side)", ms(coverage), "ms cpu", "-"});
        out.add(new String[] {"roundtrip: of which the rebuilds and comparisons, thread CPU summed over the levels", ms(rebuild), "ms cpu", "-"});
        out.add(new String[] {"roundtrip: carried bytes in core_data, share of core_data (" + carriedCore + " of " + coreData + ")",
                String.format(Locale.ROOT, "%.2f", coreData == 0 ? 0 : carriedCore * 100.0 / coreData), "%", "-"});
        out.add(new String[] {"roundtrip: carried bytes in every buffer", Long.toString(carried), "bytes", "-"});
        out.add(new String[] {"roundtrip: rows that differ", Long.toString(differing), "rows", "0"});
        return out;
    }

    /** What {@code disc.roundTrip()} does (every level on the pool), each level's two steps timed. */
    private static List<Timed> trips(Disc d) {
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        return d.levels().map(l -> {
            long t0 = threads.getCurrentThreadCpuTime();
            var map = l.forOnePass().coverageMap();   // as disc.roundTrip(): the map dies with its level's round trip
            long t1 = threads.getCurrentThreadCpuTime();
            RoundTrip rt = RoundTrip.of(map);
            return new Timed(rt, t1 - t0, threads.getCurrentThreadCpuTime() - t1);
        });
    }

    private static String ms(long nanos) { return String.format(Locale.ROOT, "%.0f", nanos / 1e6); }
}
