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
 * of three fresh discs, the whole of {@code disc.roundTrip()} (decompression, the coverage pass, the rebuild and the
 * comparison, levels on the pool), and the rebuild alone over coverage maps already made. Figures, not assertions:
 * the carried bytes as a share of core_data and the rows that differ are printed beside the times.
 */
public final class RoundTripBenchmark {
    private RoundTripBenchmark() {}

    public static List<String[]> run(Path disc) {
        trips(Gc.open(disc));
        long best = Long.MAX_VALUE, bestRebuild = Long.MAX_VALUE;
        List<RoundTrip> trips = List.of();
        for (int pass = 0; pass < 3; pass++) {
            Disc d = Gc.open(disc);
            long t0 = System.nanoTime();
            trips = trips(d);
            long t1 = System.nanoTime();
            d.levels().map(l -> l.roundTripResult());   // the maps are kept (softly): the rebuild alone
            long t2 = System.nanoTime();
            best = Math.min(best, t1 - t0);
            bestRebuild = Math.min(bestRebuild, t2 - t1);
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
        out.add(new String[] {"roundtrip: of which the rebuild and comparison alone (coverage maps reused)", ms(bestRebuild), "ms", "-"});
        out.add(new String[] {"roundtrip: carried bytes in core_data, share of core_data (" + carriedCore + " of " + coreData + ")",
                String.format(Locale.ROOT, "%.2f", coreData == 0 ? 0 : carriedCore * 100.0 / coreData), "%", "-"});
        out.add(new String[] {"roundtrip: carried bytes in every buffer", Long.toString(carried), "bytes", "-"});
        out.add(new String[] {"roundtrip: rows that differ", Long.toString(differing), "rows", "0"});
        return out;
    }

    private static List<RoundTrip> trips(Disc d) { return d.levels().map(l -> l.roundTripResult()); }

    private static String ms(long nanos) { return String.format(Locale.ROOT, "%.0f", nanos / 1e6); }
}
