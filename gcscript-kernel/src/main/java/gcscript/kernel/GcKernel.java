package gcscript.kernel;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.BaseKernelBuilder;
import org.dflib.jjava.jupyter.kernel.LanguageInfo;
import org.dflib.jjava.jupyter.kernel.ReplacementOptions;
import org.dflib.jjava.jupyter.kernel.JupyterIO;
import org.dflib.jjava.jupyter.kernel.comm.CommManager;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.history.HistoryManager;
import org.dflib.jjava.jupyter.kernel.magic.MagicsRegistry;
import org.dflib.jjava.jupyter.kernel.util.StringStyler;

/**
 * The Jupyter side: forwards cells to an {@link Evaluator} and formats its errors. JShell is built and the
 * start-up scripts run after the sockets are up, so the kernel answers {@code kernel_info} at once while the
 * first cell waits for start-up to finish.
 */
public final class GcKernel extends BaseKernel {
    public static final String IMPORTS = "imports.jsh";
    public static final String STARTUP = "startup.jsh";
    /** Extra class path entries for JShell (path-separator list), e.g. a level tool's jar. */
    public static final String CLASSPATH_ENV = "GCSCRIPT_CLASSPATH";

    private final Path configDir;
    private final PrintStream log;
    private final CompletableFuture<Evaluator> ready = new CompletableFuture<>();

    private GcKernel(Builder b, String name, String version, HistoryManager history, JupyterIO io, CommManager comms,
                     Renderer renderer, MagicsRegistry magics, StringStyler errorStyler) {
        super(name, version,
                new LanguageInfo("java", Runtime.version().toString(), "text/x-java-source", ".jshell", "java", "java", "script"),
                List.of(), history, io, comms, renderer, null, magics, false, errorStyler);
        this.configDir = b.configDir;
        this.log = b.log;
        Renderers.register(renderer);
    }

    /** The kernel of this notebook session, or null in plain JShell and in tests. */
    static BaseKernel current() {
        return notebookKernel;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static final class Builder extends BaseKernelBuilder<Builder, GcKernel> {
        private Path configDir;
        private PrintStream log = System.err;

        private Builder() {
            name("gcscript");
            version(versionOf(GcKernel.class));
        }

        /** Folder holding {@code imports.jsh} and {@code startup.jsh}; null uses the imports bundled in the jar. */
        public Builder configDir(Path dir) {
            this.configDir = dir;
            return this;
        }

        /** Where start-up problems go: the kernel's stderr, which Jupyter shows in its own log, not in a cell. */
        public Builder log(PrintStream log) {
            this.log = log;
            return this;
        }

        @Override
        public GcKernel build() {
            return new GcKernel(this, buildName(), buildVersion(), buildHistoryManager(),
                    buildJupyterIO(buildJupyterIOEncoding()), buildCommManager(), buildRenderer(),
                    buildMagicsRegistry(), buildErrorStyler());
        }
    }

    private static String versionOf(Class<?> c) {
        String v = c.getPackage() == null ? null : c.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }

    @Override
    public void onStartup() {
        super.onStartup();
        try {
            ready.complete(startEvaluator());
        } catch (RuntimeException | Error e) {
            log.println("gcscript kernel: JShell failed to start: " + e);
            ready.completeExceptionally(e);
        }
    }

    private Evaluator startEvaluator() {
        long t0 = System.nanoTime();
        Evaluator ev = new Evaluator();
        String extra = System.getenv(CLASSPATH_ENV);
        if (extra != null && !extra.isBlank()) {
            for (String p : extra.split(java.io.File.pathSeparator)) {
                if (!p.isBlank()) {
                    ev.addToClasspath(p);
                }
            }
        }
        ev.runScript(IMPORTS, imports(configDir, log), log);
        Path startup = configDir == null ? null : configDir.resolve(STARTUP);
        if (startup != null && Files.isRegularFile(startup)) {
            int failed = ev.runScript(startup.toString(), read(startup, log), log);
            if (failed > 0) {
                log.println("gcscript kernel: " + failed + " snippet(s) of " + startup + " failed; the variables they"
                        + " declare (such as `disc`) are not defined in this session. Cells still run.");
            }
        }
        log.printf("gcscript kernel: ready in %d ms%n", (System.nanoTime() - t0) / 1_000_000);
        return ev;
    }

    /** {@code imports.jsh} of the config folder, else the copy bundled in the jar. */
    static String imports(Path configDir, PrintStream log) {
        if (configDir != null && Files.isRegularFile(configDir.resolve(IMPORTS))) {
            return read(configDir.resolve(IMPORTS), log);
        }
        try (InputStream in = GcKernel.class.getResourceAsStream(IMPORTS)) {
            return in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            log.println("gcscript kernel: cannot read bundled " + IMPORTS + ": " + e);
            return "";
        }
    }

    private static String read(Path p, PrintStream log) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            log.println("gcscript kernel: cannot read " + p + ": " + e);
            return "";
        }
    }

    private Evaluator evaluator() {
        try {
            return ready.join();
        } catch (CompletionException e) {
            throw new IllegalStateException("JShell failed to start: " + e.getCause(), e.getCause());
        }
    }

    @Override
    public Object evalRaw(String source) {
        return evaluator().eval(source);
    }

    @Override
    public DisplayData inspect(String code, int at, boolean extraDetail) {
        String doc = evaluator().documentation(code, at);
        return doc == null ? null : new DisplayData(doc);
    }

    @Override
    public ReplacementOptions complete(String code, int at) {
        Evaluator.Completions c = evaluator().complete(code, at);
        return new ReplacementOptions(c.candidates(), c.replaceFrom(), c.replaceTo());
    }

    @Override
    public String isComplete(String code) {
        String answer = evaluator().isComplete(code);
        return switch (answer) {
            case Evaluator.COMPLETE -> IS_COMPLETE_YES;
            case Evaluator.INVALID -> IS_COMPLETE_BAD;
            default -> answer;
        };
    }

    @Override
    public void interrupt() {
        if (ready.isDone() && !ready.isCompletedExceptionally()) {
            ready.join().interrupt();
        }
    }

    @Override
    public void onShutdown(boolean isRestarting) {
        if (ready.isDone() && !ready.isCompletedExceptionally()) {
            ready.join().close();
        }
        super.onShutdown(isRestarting);
    }

    /** Compiler errors as they are; user exceptions with the frames below the cell cut off. */
    @Override
    public List<String> formatError(Throwable e) {
        List<String> lines = new ArrayList<>();
        if (e instanceof CompilationException || e instanceof CellInterruptedException) {
            lines.add(errorStyler.primary(e.getMessage()));
            return lines;
        }
        String library = Evaluator.libraryMessage(e);
        if (library != null) {
            // a library error is one line, the command line's text (no trace: nothing in the cell is wrong)
            lines.add(errorStyler.primary(library));
            if (e instanceof Evaluator.KeptException k) lines.add(errorStyler.secondary(k.note()));
            return lines;
        }
        Throwable shown = e instanceof EvaluationException && e.getCause() != null ? e.getCause() : e;
        if (e instanceof Evaluator.KeptException k) {
            lines.add(errorStyler.secondary(k.note()));
            shown = k.getCause();
        }
        for (String line : CellTraces.lines(shown)) {
            lines.add(errorStyler.secondary(line));
        }
        return lines;
    }
}
