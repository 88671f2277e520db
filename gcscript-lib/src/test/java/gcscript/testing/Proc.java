package gcscript.testing;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the external ISO tools (genisoimage, isoinfo) the tests compare against. */
public final class Proc {
    private Proc() {}

    public static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String dir : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, tool))) return true;
        }
        return false;
    }

    /**
     * Skips the calling test when a tool is missing, except on CI ({@code CI=true}), where .ci/test installs the tools
     * (Debian's genisoimage provides both genisoimage and isoinfo): there a missing tool fails the test, so a check
     * that only an external tool makes cannot quietly stop running.
     */
    public static void require(String... tools) {
        for (String tool : tools) {
            if (onPath(tool)) continue;
            String why = tool + " not on PATH (Debian package genisoimage)";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) org.junit.jupiter.api.Assertions.fail(why + ", and CI=true: .ci/test installs it");
            org.junit.jupiter.api.Assumptions.assumeTrue(false, why);
        }
    }

    /** Runs {@code cmd}, returns its stdout; a non-zero exit or a timeout fails with stderr in the message. */
    public static byte[] run(List<String> cmd) throws IOException, InterruptedException {
        Path err = Files.createTempFile("proc", ".err");
        try {
            Process p = new ProcessBuilder(cmd).redirectError(err.toFile()).start();
            byte[] out;
            try (InputStream in = p.getInputStream()) {
                out = in.readAllBytes();
            }
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException(cmd + " timed out");
            }
            if (p.exitValue() != 0) {
                throw new IOException(cmd + " exited " + p.exitValue() + ": " + Files.readString(err));
            }
            return out;
        } finally {
            Files.deleteIfExists(err);
        }
    }
}
