import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Planted bugs: realistic reader mistakes (two components swapped, a field read 2 bytes off, a wrong scale, a mask
 * off by one, a wrong record size ...), each applied alone to a copy of the library's sources, compiled, and run
 * against the test that must catch it. A bug the test does not catch is a hole in the per-field truth. The mutated
 * file is compiled alone against the built classes; a bug that survives that is tried again with the whole library
 * compiled from the mutated sources (a constant inlined elsewhere). Two bugs (or baselines) run at a time.
 *
 * <pre>java tools/planted-bugs/PlantedBugs.java CLASSPATH_FILE CONSOLE_JAR [NAME ...]</pre>
 * (run through {@code tools/planted-bugs/run}, which builds both). Each {@code *.bug} file beside this one holds:
 * <pre>
 * what: tie: decoded morph_y and morph_z swapped
 * file: gcscript-lib/src/main/java/gcscript/tie/TieTables.java
 * test: gcscript.disc.TieFieldTruthTest
 * &lt;&lt;&lt;&lt;
 * (the exact text to replace: must occur once)
 * ====
 * (its replacement)
 * &gt;&gt;&gt;&gt;
 * </pre>
 * Prints one row per bug (caught, SURVIVED, or DOES NOT APPLY) and exits 1 unless every bug is caught.
 */
public final class PlantedBugs {
    record Bug(String name, String what, Path file, String test, String old, String replacement) {}

    public static void main(String[] args) throws Exception {
        Path root = Path.of(".").toAbsolutePath().normalize();
        Path dir = root.resolve("tools/planted-bugs");
        String cp = Files.readString(Path.of(args[0])).trim();
        String console = args[1];
        List<String> only = List.of(args).subList(2, args.length);
        List<Bug> bugs = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : (Iterable<Path>) s.filter(f -> f.toString().endsWith(".bug")).sorted()::iterator) {
                String name = p.getFileName().toString().replaceFirst("\\.bug$", "");
                if (only.isEmpty() || only.contains(name)) bugs.add(parse(name, Files.readString(p), root));
            }
        }
        Path lib = root.resolve("gcscript-lib");
        Path work = Files.createDirectories(lib.resolve("target/planted-bugs"));
        Path sources = lib.resolve("src/main/java");
        List<Path> all;
        try (Stream<Path> s = Files.walk(sources)) { all = s.filter(f -> f.toString().endsWith(".java")).sorted().toList(); }

        // every named test must pass on the unchanged library first, or a "caught" would mean nothing. Two tasks at a
        // time (the machine has two cores): the baselines are queued first, so when a bug's task waits for its
        // test's baseline, that baseline has already started; rows are printed in file order
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        String runCp = lib.resolve("target/classes") + File.pathSeparator + lib.resolve("target/test-classes") + File.pathSeparator + cp;
        Map<String, java.util.concurrent.Future<Boolean>> baseline = new TreeMap<>();
        for (Bug b : bugs) {
            baseline.computeIfAbsent(b.test(), t -> pool.submit(() -> run(console, runCp, t, work.resolve("baseline-" + t + ".log")) == 0));
        }
        List<java.util.concurrent.Future<String>> results = new ArrayList<>();
        for (Bug b : bugs) results.add(pool.submit(() -> baseline.get(b.test()).get() ? plant(b, lib, work, sources, all, cp, console) : "TEST FAILS UNCHANGED"));
        int bad = 0;
        StringBuilder report = new StringBuilder(String.format("%-40s %-10s %s%n", "bug", "result", "test / what"));
        for (int i = 0; i < bugs.size(); i++) {
            Bug b = bugs.get(i);
            String result = results.get(i).get();
            if (!result.equals("caught")) bad++;
            String row = String.format("%-40s %-10s %s: %s%n", b.name(), result, b.test(), b.what());
            report.append(row);
            System.out.print(row);
            System.out.flush();
        }
        pool.shutdown();
        Files.writeString(work.resolve("report.txt"), report.toString());
        System.out.println("planted bugs: " + (bugs.size() - bad) + " caught, " + bad + " not caught");
        System.exit(bad == 0 ? 0 : 1);
    }

    /**
     * Applies one bug and runs its test. The mutated file alone is compiled first, against the built classes (a
     * second or two); a constant inlined into other classes would hide such a change, so a bug that survives that
     * is checked again with the whole library compiled from the mutated sources.
     */
    static String plant(Bug b, Path lib, Path work, Path sources, List<Path> all, String cp, String console) throws IOException {
        String text = Files.readString(b.file());
        int at = text.indexOf(b.old());
        if (at < 0 || text.indexOf(b.old(), at + 1) >= 0) return "DOES NOT APPLY";
        deleteTree(work.resolve(b.name()));
        Path mutated = work.resolve(b.name() + "/src/" + sources.relativize(b.file()));
        Files.createDirectories(mutated.getParent());
        Files.writeString(mutated, text.substring(0, at) + b.replacement() + text.substring(at + b.old().length()));
        String result = null;
        for (boolean whole : new boolean[] {false, true}) {
            Path classes = Files.createDirectories(work.resolve(b.name() + (whole ? "/classes-all" : "/classes-one")));
            String compileCp = (whole ? "" : lib.resolve("target/classes") + File.pathSeparator) + cp;
            List<String> javac = new ArrayList<>(List.of("-d", classes.toString(), "-cp", compileCp, "-nowarn", "-encoding", "UTF-8",
                    "--release", "17", "-proc:none", "-Xlint:none"));
            if (whole) {
                for (Path f : all) javac.add((f.equals(b.file()) ? mutated : f).toString());
            } else {
                javac.add(mutated.toString());
            }
            JavaCompiler jc = ToolProvider.getSystemJavaCompiler();
            int rc;
            try (java.io.OutputStream log = Files.newOutputStream(work.resolve(b.name() + (whole ? "/javac-all.log" : "/javac-one.log")))) {
                rc = jc.run(null, log, log, javac.toArray(String[]::new));
            }
            if (rc != 0) {
                result = "DOES NOT COMPILE";
            } else {
                // mutated classes first; the rest and the resources (the sample disc) from target/classes behind them
                String runCp = classes + File.pathSeparator + lib.resolve("target/classes") + File.pathSeparator
                        + lib.resolve("target/test-classes") + File.pathSeparator + cp;
                int t = run(console, runCp, b.test(), work.resolve(b.name() + (whole ? "/test-all.log" : "/test-one.log")));
                result = t == 0 ? "SURVIVED" : "caught";
            }
            deleteTree(classes);
            if (result.equals("caught")) break;
        }
        return result;
    }

    static Bug parse(String name, String text, Path root) {
        String what = header(text, "what"), file = header(text, "file"), test = header(text, "test");
        int a = text.indexOf("<<<<\n"), m = text.indexOf("\n====\n"), e = text.indexOf("\n>>>>");
        if (a < 0 || m < a || e < m) throw new IllegalArgumentException(name + ": needs <<<< old ==== new >>>> blocks");
        return new Bug(name, what, root.resolve(file), test, text.substring(a + 5, m), text.substring(m + 6, e));
    }

    static String header(String text, String key) {
        for (String line : text.split("\n")) if (line.startsWith(key + ":")) return line.substring(key.length() + 1).trim();
        throw new IllegalArgumentException("no '" + key + ":' line");
    }

    /** Runs one test class with the JUnit console launcher; returns its exit code (0: every test passed). */
    static int run(String console, String cp, String test, Path log) {
        try {
            Files.createDirectories(log.getParent());
            // a test class runs for seconds in a fresh JVM: C1 only, as the CLI's one-shot commands (C2's compiles
            // would cost more than they save), unless PLANTED_JAVA_OPTS says otherwise
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx2g", "-Djava.awt.headless=true"));
            String opts = System.getenv().getOrDefault("PLANTED_JAVA_OPTS", "-XX:TieredStopAtLevel=1 -XX:+UseParallelGC");
            for (String o : opts.trim().split("\\s+")) if (!o.isEmpty()) cmd.add(o);
            cmd.addAll(List.of("-jar", console, "execute", "--disable-banner", "--details=summary",
                    "--class-path", cp, "--select-class", test));
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!p.waitFor(10, TimeUnit.MINUTES)) { p.destroyForcibly(); return 124; }
            return p.exitValue();
        } catch (IOException | InterruptedException ex) {
            throw new IllegalStateException(ex);
        }
    }

    static void deleteTree(Path p) throws IOException {
        if (!Files.exists(p)) return;
        try (Stream<Path> s = Files.walk(p)) {
            for (Path f : (Iterable<Path>) s.sorted(java.util.Comparator.reverseOrder())::iterator) Files.delete(f);
        }
    }
}
