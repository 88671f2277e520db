package gcscript.bench;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.globalwad.GlobalWads;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The global WADs (issue 37): every global WAD and AUDIOn.WAD of the disc given, headers read and every table and
 * check built (MPEG videos and subtitles, voice lines with their ADPCM decoded to a hash, PIF textures decoded, IRX
 * modules, RGBA images, credits text). A first pass warms the JIT; then, best of three, a fresh disc each time, on
 * this thread, so its CPU time is the whole cost (the image is mapped once by the opener, as a user's disc is).
 */
public final class GlobalsBenchmark {
    private GlobalsBenchmark() {}

    public static List<String[]> run(Path disc) {
        var threads = ManagementFactory.getThreadMXBean();
        long rows = tables(Gc.open(disc).globalWads());
        long best = Long.MAX_VALUE;
        int wads = 0;
        for (int pass = 0; pass < 3; pass++) {
            Disc d = Gc.open(disc);
            long t0 = threads.getCurrentThreadCpuTime();
            GlobalWads g = d.globalWads();
            rows = tables(g);
            best = Math.min(best, threads.getCurrentThreadCpuTime() - t0);
            wads = g.all().size();
        }
        List<String[]> out = new ArrayList<>();
        out.add(new String[] {"globals: every global WAD and AUDIOn.WAD read, every table and check built, thread CPU, best of 3 ("
                + wads + " WADs, " + rows + " rows)", String.format(Locale.ROOT, "%.0f", best / 1e6), "ms cpu", "< 1000"});
        return out;
    }

    private static long tables(GlobalWads g) {
        return g.table().rowCount() + g.ranges().rowCount() + g.starts().rowCount() + g.mpeg().videos().rowCount()
                + g.mpeg().subtitles().rowCount() + g.voiceLines().rowCount() + g.textures().rowCount() + g.irxModules().rowCount()
                + g.rgbaImages().rowCount() + g.creditsText().rowCount() + g.checks().rowCount();
    }
}
