package gcscript.goldeneye;

import gcscript.bytes.Problems;
import gcscript.goldeneye.synth.SynthRom;
import gcscript.goldeneye.texture.GeTextureDecoder;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Benchmark figures for {@code bin/gcscript bench ge}: texture decoding throughput and ROM opening on a synthetic
 * ROM, each the best of four passes in thread CPU time (the machine may be shared).
 * Rows: benchmark, value, unit, target.
 */
public final class GeBenchmark {
    private GeBenchmark() {}

    public static List<String[]> run() {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        SynthRom.Rom synth = SynthRom.generate(new SynthRom.Options(11, SynthRom.Version.US, 600, 24));
        GeRom rom = Ge.open(synth.z64(), "bench.z64", Problems.Mode.STRICT);
        int n = rom.textureCount();
        List<byte[]> blobs = new ArrayList<>();
        long bytes = 0, texels = 0;
        for (int i = 0; i < n; i++) {
            byte[] b = rom.textureBlob(i);
            blobs.add(b);
            bytes += b.length;
        }
        for (int i = 0; i < n; i++) texels += (long) rom.texture(i).width() * rom.texture(i).height();
        double best = Double.MAX_VALUE;
        for (int pass = 0; pass < 4; pass++) {
            long t0 = mx.getCurrentThreadCpuTime();
            for (int rep = 0; rep < 5; rep++) {
                for (int i = 0; i < n; i++) GeTextureDecoder.decode(blobs.get(i), "t", Problems.strict());
            }
            best = Math.min(best, (mx.getCurrentThreadCpuTime() - t0) / 1e9 / 5);
        }
        double bestOpen = Double.MAX_VALUE;
        for (int pass = 0; pass < 4; pass++) {
            long t0 = mx.getCurrentThreadCpuTime();
            GeRom r = Ge.open(synth.z64(), "bench.z64", Problems.Mode.STRICT);
            r.textures();
            r.models();
            bestOpen = Math.min(bestOpen, (mx.getCurrentThreadCpuTime() - t0) / 1e9);
        }
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[]{"ge texture decode (" + n + " synthetic blobs)", fmt(bytes / best / 1e6), "MB/s of blob", "-"});
        rows.add(new String[]{"ge texture decode", fmt(n / best), "textures/s", "> 2698 (a retail ROM in under 1 s)"});
        rows.add(new String[]{"ge texture decode", fmt(texels / best / 1e6), "Mtexels/s", "-"});
        rows.add(new String[]{"ge open + textures() + models() (" + n + " textures, " + rom.modelNames().size() + " models)", fmt(bestOpen * 1000), "ms", "-"});
        return rows;
    }

    private static String fmt(double v) { return String.format(Locale.ROOT, "%.1f", v); }
}
