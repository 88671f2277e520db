package gcscript.testing;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;

/**
 * Headless Chromium (Debian's package) driven from the command line: a page's screenshot and its DOM after a
 * budget of virtual time. WebGL runs on SwiftShader (no GPU). Each run has a fresh profile folder and no network
 * services (no sync, component updates, background requests). Shared by the viewer's render tests and the
 * first-contact report's.
 */
public final class Chromium {
    private Chromium() {}

    public static final int WIDTH = 800, HEIGHT = 600;

    /** The browser: $CHROMIUM, else /usr/bin/chromium, else chromium on the PATH; null when there is none. */
    public static Path find() {
        List<Path> candidates = new ArrayList<>();
        String env = System.getenv("CHROMIUM");
        if (env != null && !env.isBlank()) candidates.add(Path.of(env));
        candidates.add(Path.of("/usr/bin/chromium"));
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty()) candidates.add(Path.of(dir, "chromium"));
        }
        for (Path p : candidates) if (Files.isExecutable(p)) return p;
        return null;
    }

    /**
     * The browser, or the calling test skipped when there is none, except on CI ({@code CI=true}), where .ci/test
     * installs Debian's chromium: there a missing browser fails the test (as {@link Proc#require} does for tools).
     */
    public static Path require() {
        Path p = find();
        if (p != null) return p;
        String why = "no chromium (Debian package `chromium`; .ci/test installs it)";
        if ("true".equalsIgnoreCase(System.getenv("CI"))) org.junit.jupiter.api.Assertions.fail(why + ", and CI=true");
        org.junit.jupiter.api.Assumptions.assumeTrue(false, why);
        return null;
    }

    private static List<String> command(Path browser, Path profile) {
        return new ArrayList<>(List.of(browser.toString(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-extensions", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--hide-scrollbars",
                "--user-data-dir=" + profile, "--window-size=" + WIDTH + "," + HEIGHT, "--virtual-time-budget=15000"));
    }

    /** A screenshot of {@code page} (a file; {@code hash} appended to its URL) at 800x600. */
    public static BufferedImage screenshot(Path browser, Path page, String hash, Path png) throws IOException, InterruptedException {
        Path work = Files.createTempDirectory("gcscript-chromium");
        try {
            List<String> cmd = command(browser, work.resolve("profile"));
            cmd.add("--screenshot=" + png.toAbsolutePath());
            cmd.add(page.toUri() + hash);
            run(cmd, work);
            if (!Files.isRegularFile(png)) throw new AssertionError("chromium wrote no screenshot; see " + work.resolve("log.txt"));
            return ImageIO.read(png.toFile());
        } finally {
            deleteQuietly(work);
        }
    }

    /** The {@code data-status} the viewer left on the page's body after the time budget ("rendered ..." or "error: ..."). */
    public static String status(Path browser, Path page, String hash) throws IOException, InterruptedException {
        return status(browser, page.toUri() + hash);
    }

    /** The same for a page given by its address. */
    public static String status(Path browser, String url) throws IOException, InterruptedException {
        Matcher m = Pattern.compile("<body[^>]*data-status=\"([^\"]*)\"").matcher(dom(browser, url));
        return m.find() ? m.group(1).replace("&amp;", "&") : "no status in the page's DOM";
    }

    /** The page's DOM (as HTML) after the time budget. */
    public static String dom(Path browser, String url) throws IOException, InterruptedException {
        Path work = Files.createTempDirectory("gcscript-chromium");
        try {
            List<String> cmd = command(browser, work.resolve("profile"));
            cmd.add("--dump-dom");
            cmd.add(url);
            return run(cmd, work);
        } finally {
            deleteQuietly(work);
        }
    }

    private static String run(List<String> cmd, Path work) throws IOException, InterruptedException {
        Path out = work.resolve("out.txt"), log = work.resolve("log.txt");
        Process p = new ProcessBuilder(cmd).directory(work.toFile()).redirectOutput(out.toFile()).redirectError(log.toFile()).start();
        if (!p.waitFor(180, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("chromium did not finish in 180 s: " + cmd);
        }
        String text = Files.readString(out, StandardCharsets.UTF_8);
        if (p.exitValue() != 0) throw new AssertionError("chromium exited " + p.exitValue() + ": " + Files.readString(log));
        return text;
    }

    /** Per-channel variance of the pixels, summed over R, G and B (0 for a plain image). */
    public static double variance(BufferedImage img) {
        double[] sum = new double[3], sq = new double[3];
        long n = (long) img.getWidth() * img.getHeight();
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int rgb = img.getRGB(x, y);
                for (int c = 0; c < 3; c++) {
                    int v = (rgb >> (16 - 8 * c)) & 0xff;
                    sum[c] += v;
                    sq[c] += (double) v * v;
                }
            }
        }
        double var = 0;
        for (int c = 0; c < 3; c++) var += sq[c] / n - (sum[c] / n) * (sum[c] / n);
        return var;
    }

    /**
     * The most two renders of one page may differ by (a share of pixels): headless SwiftShader is deterministic on a
     * quiet machine, but under CPU contention a render now and then differs in 1 to 10 edge pixels of 480,000 (measured
     * on the 2-core CI machine, 2026-12-04). 48 pixels keeps every real change the tests look for (20 pixels and up)
     * apart from that noise.
     */
    public static final double REPEAT_NOISE = 1e-4;

    /** Asserts that two renders that should be the same differ by no more than {@link #REPEAT_NOISE}. */
    public static void assertSameRender(BufferedImage a, BufferedImage b, String what) {
        double d = differing(a, b, 0);
        org.junit.jupiter.api.Assertions.assertTrue(d <= REPEAT_NOISE,
                what + ": " + Math.round(d * a.getWidth() * a.getHeight()) + " pixels differ");
    }

    /** The share of pixels whose colour differs by more than {@code tolerance} in some channel. */
    public static double differing(BufferedImage a, BufferedImage b, int tolerance) {
        if (a.getWidth() != b.getWidth() || a.getHeight() != b.getHeight()) return 1;
        long d = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int p = a.getRGB(x, y), q = b.getRGB(x, y);
                for (int c = 0; c < 24; c += 8) {
                    if (Math.abs(((p >> c) & 0xff) - ((q >> c) & 0xff)) > tolerance) { d++; break; }
                }
            }
        }
        return (double) d / ((long) a.getWidth() * a.getHeight());
    }

    /** The share of pixels equal (within {@code tolerance}) to {@code rgb}. */
    public static double share(BufferedImage img, int rgb, int tolerance) {
        long n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int p = img.getRGB(x, y);
                boolean same = true;
                for (int c = 0; c < 24; c += 8) same &= Math.abs(((p >> c) & 0xff) - ((rgb >> c) & 0xff)) <= tolerance;
                if (same) n++;
            }
        }
        return (double) n / ((long) img.getWidth() * img.getHeight());
    }

    public static void deleteQuietly(Path dir) {
        try (var s = Files.walk(dir)) {
            s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // a temporary folder left behind is harmless
        }
    }
}
