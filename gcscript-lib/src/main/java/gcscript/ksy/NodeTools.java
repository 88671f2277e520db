package gcscript.ksy;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The npm side of the check: tools/ksy/install (the compiler, runtime and js-yaml, pinned, in a cache outside the
 * repository) and tools/ksy/check.cjs (compile, parse, dump) run as child processes; their lines go to {@code log}.
 */
final class NodeTools {
    private NodeTools() {}

    /** Runs check.cjs over {@code inputs} ({@code TYPE=FILE}); a failure (compile error, warning, parse error) throws. */
    static void check(Path home, Path ksyDir, Path out, List<String> inputs, PrintStream log) throws IOException {
        List<String> installed = run(List.of(home.resolve("tools/ksy/install").toString()), null, log, false);
        String modules = installed.isEmpty() ? "" : installed.get(installed.size() - 1);
        List<String> cmd = new ArrayList<>(List.of("node", home.resolve("tools/ksy/check.cjs").toString(), ksyDir.toString(), out.toString()));
        cmd.addAll(inputs);
        run(cmd, modules, log, true);
    }

    private static List<String> run(List<String> cmd, String modules, PrintStream log, boolean echo) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        if (modules != null) pb.environment().put("GC_KSY_NODE_MODULES", modules);
        Process p = pb.start();
        List<String> lines = new ArrayList<>();
        try (var r = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                lines.add(line);
                if (echo) log.println(line);
            }
        }
        try {
            int rc = p.waitFor();
            if (rc != 0) throw new IllegalStateException(String.join(" ", cmd.subList(0, Math.min(2, cmd.size()))) + " failed (exit " + rc + "): "
                    + String.join("\n", lines.subList(Math.max(0, lines.size() - 10), lines.size())));
        } catch (InterruptedException e) {
            p.destroy();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        return lines;
    }
}
