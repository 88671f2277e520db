package gcscript.cli;

import gcscript.Gc;
import gcscript.datasets.Options;
import gcscript.datasets.SyntheticDisc;
import gcscript.disc.Disc;
import gcscript.table.TableBuilder;
import gcscript.wad.LzBenchmark;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code bench [lz|disc] [--size-mb N] [--disc F.iso]}: prints {@code benchmark, value, unit, target}. The
 * full-size synthetic disc is generated on first use into {@code target/bench/} (or taken from --disc).
 */
final class BenchCommand {
    private BenchCommand() {}

    static int run(Args a, PrintStream out) throws IOException {
        String which = a.positional.isEmpty() ? "all" : a.positional.get(0);
        List<String[]> rows = new ArrayList<>();
        if (which.equals("all") || which.equals("lz")) rows.addAll(LzBenchmark.run(a.intOption("size-mb", 16)));
        if (which.equals("all") || which.equals("disc")) rows.addAll(disc(a, out));
        if (rows.isEmpty()) throw new Args.UsageException("bench takes lz, disc or nothing (all), not " + which);
        rows.add(new String[] {"peak heap", String.format(Locale.ROOT, "%.1f", peakHeap() / 1e6), "MB", "-"});
        TableBuilder t = new TableBuilder("benchmarks").strings("benchmark", "value", "unit", "target");
        for (String[] r : rows) t.row((Object[]) r);
        a.format().write(t.build(), out);
        return 0;
    }

    static Path fullDisc(Args a, PrintStream out) throws IOException {
        String given = a.option("disc", null);
        if (given != null) return Path.of(given);
        Path p = Path.of(System.getProperty("java.io.tmpdir"), "gcscript-bench", "full-seed1.iso");
        if (!Files.isRegularFile(p)) {
            Files.createDirectories(p.getParent());
            long t0 = System.nanoTime();
            SyntheticDisc.write(Options.full(1), p);
            System.err.printf("generated the full-size synthetic disc %s in %.1f s%n", p, (System.nanoTime() - t0) / 1e9);
        }
        return p;
    }

    private static List<String[]> disc(Args a, PrintStream out) throws IOException {
        Path p = fullDisc(a, out);
        List<String[]> rows = new ArrayList<>();
        long t0 = System.nanoTime();
        Disc d = Gc.open(p);
        rows.add(new String[] {"disc open (ToC + level headers)", ms(System.nanoTime() - t0), "ms", "-"});
        t0 = System.nanoTime();
        d.levels().table();
        rows.add(new String[] {"levels table (decodes every core_data)", ms(System.nanoTime() - t0), "ms", "-"});
        t0 = System.nanoTime();
        long bytes = 0;
        for (var l : d.levels()) bytes += l.data().coreData().length;
        long dt = System.nanoTime() - t0;
        rows.add(new String[] {"core_data decode, all levels, one thread", String.format(Locale.ROOT, "%.1f", bytes * 1000.0 / dt), "MB/s", ">= 1000"});
        return rows;
    }

    private static String ms(long nanos) { return String.format(Locale.ROOT, "%.1f", nanos / 1e6); }

    private static long peakHeap() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) sum += pool.getPeakUsage().getUsed();
        }
        return sum;
    }
}
