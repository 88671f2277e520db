package gcscript.kernel;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.InterruptedIOException;
import java.io.PrintStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code bin/gcscript shell}: a line-by-line front end on the kernel's {@link Evaluator}, so the shell and the
 * notebook share the imports, the preopened {@code disc}, its protection and the way errors are shown. A bare
 * expression prints through {@link ShellView} (a table as the command line prints it, within the terminal's width,
 * at most 50 rows; claims with their summary line); a library error is the command line's one line, a misspelt
 * method names the likely one and the type's methods, a column read with the wrong accessor one hint line.
 *
 * <pre>java -cp 'gcscript-kernel.jar:lib/*' -Dgcscript.kernel.config=kernel-config gcscript.kernel.Shell [script.jsh | --warm-up]</pre>
 *
 * In a terminal (no script) the keyboard is {@link TerminalInput}: history, Tab completion, Ctrl-C stopping the
 * running snippet only. Otherwise a script runs first (snippets and the commands below, failures reported and
 * skipped, as JShell does), then standard input, read as plain lines. Commands: {@code /imports}, {@code /vars},
 * {@code /help}, {@code /exit [status expression]}.
 */
public final class Shell {
    /** Where the shell's lines come from: a terminal or a stream. */
    interface Input extends Closeable {
        /** The next line, null at the end; {@link InterruptedIOException} when the user dropped what they typed. */
        String read(String prompt) throws IOException;

        /** The terminal's width in characters, 0 when unknown. */
        default int width() { return 0; }

        @Override default void close() throws IOException {}
    }

    /** System property naming the history file (jshell.sh: kernel-config/build/shell_history). */
    static final String HISTORY_PROPERTY = "gcscript.shell.history";

    private final Evaluator ev;
    private final PrintStream out;
    private final PrintStream err;
    private final String imports;
    private final StringBuilder pending = new StringBuilder();
    private Integer exitStatus;

    Shell(Evaluator ev, String imports, PrintStream out, PrintStream err) {
        this.ev = ev;
        this.imports = imports;
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) throws IOException {
        String config = System.getProperty(Main.CONFIG_PROPERTY);
        Path configDir = config == null || config.isBlank() ? null : Path.of(config);
        boolean warmUp = args.length > 0 && args[0].equals("--warm-up");
        String refused = warmUp ? null : refuse(args);
        if (refused != null) {
            // before the evaluator starts: a wrong word costs no start-up, and is one line, never a stack trace
            if (refused.equals(USAGE)) {
                System.out.println(USAGE);
                System.exit(0);
            }
            System.err.println("gcscript shell: " + refused);
            System.exit(1);
        }
        PrintStream out = warmUp ? new PrintStream(PrintStream.nullOutputStream()) : System.out;
        PrintStream err = warmUp ? out : System.err;
        Shell shell = start(configDir, out, err);
        out.println(shell.banner());
        if (warmUp) {
            ShellWarmUp.run(shell);
        } else if (args.length > 0) {
            try (Reader r = Files.newBufferedReader(Path.of(args[0]))) {
                shell.run(lines(new BufferedReader(r)));
            }
        }
        if (shell.exitStatus == null && !warmUp) {
            boolean terminal = System.console() != null && args.length == 0;
            BufferedReader stdin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            try (Input in = terminal ? shell.terminal(configDir) : lines(stdin)) {
                shell.run(in);
            }
        }
        shell.ev.close();
        System.exit(shell.exitStatus == null ? 0 : shell.exitStatus);
    }

    /** The shell's help (also what {@code bin/gcscript shell --help} prints). */
    static final String USAGE = "usage: bin/gcscript shell [script.jsh]";

    /**
     * What is wrong with the shell's words, null when nothing is: {@code --help} (answered with the usage), an option,
     * more than one script, a script that is not a readable file.
     */
    static String refuse(String[] args) {
        if (args.length == 0) return null;
        if (args[0].equals("-h") || args[0].equals("--help")) return USAGE;
        if (args[0].startsWith("-")) return "unknown option " + args[0] + " (" + USAGE + ")";
        if (args.length > 1) return "one script at most, got " + args.length + " words (" + USAGE + ")";
        Path p = Path.of(args[0]);
        if (!Files.exists(p)) return args[0] + ": no such file";
        if (!Files.isRegularFile(p)) return args[0] + ": not a file";
        if (!Files.isReadable(p)) return args[0] + ": permission denied";
        return null;
    }

    /**
     * The scripts run after the imports: shell.jsh (its static import of the helpers) before startup.jsh, since an
     * import after {@code disc}'s declaration would make JShell recompile that and reset it to null.
     */
    static final List<String> SCRIPTS = List.of("shell.jsh", GcKernel.STARTUP);

    /** A shell on a fresh evaluator that has run the imports and {@link #SCRIPTS}. */
    static Shell start(Path configDir, PrintStream out, PrintStream err) throws IOException {
        String imports = GcKernel.imports(configDir, err);
        Evaluator ev = new Evaluator();
        ev.runScript(GcKernel.IMPORTS, imports, err);
        for (String name : SCRIPTS) {
            Path p = configDir == null ? null : configDir.resolve(name);
            if (p != null && Files.isRegularFile(p)) ev.runScript(p.toString(), Files.readString(p), err);
        }
        return new Shell(ev, imports, out, err);
    }

    private Input terminal(Path configDir) throws IOException {
        String h = System.getProperty(HISTORY_PROPERTY);
        Path history = h != null ? Path.of(h) : configDir != null ? configDir.resolve("build/shell_history") : null;
        if (history != null) Files.createDirectories(history.toAbsolutePath().getParent());
        return new TerminalInput(ev, history, pending::toString, this::interrupt);
    }

    /** Lines of a stream, no prompt (a script, a pipe: the output stays the values alone). */
    static Input lines(BufferedReader in) {
        return prompt -> in.readLine();
    }

    /** The start line: what is open, the helpers, and the imports (item: the same as the notebook's). */
    String banner() {
        Object disc;
        try {
            disc = ev.eval("disc");
        } catch (RuntimeException e) {
            disc = "(not open: " + e.getMessage() + ")";
        }
        return "gcscript shell: disc = " + disc + "\n"
                + "  imports: " + importList() + "\n"
                + "  a bare expression prints like a notebook cell; show(table, rows), showWide(table), png(chart, file);"
                + " Tab completes, Ctrl-C stops a snippet; /imports /vars /help /exit";
    }

    String importList() {
        return imports.lines().map(String::strip).filter(l -> l.startsWith("import "))
                .map(l -> l.substring("import ".length()).replace(";", "").strip())
                .collect(Collectors.joining(", "));
    }

    Evaluator evaluator() { return ev; }

    /** Stops the running snippet (Ctrl-C): the session and its variables stay. Safe from any thread. */
    void interrupt() {
        ev.interrupt();
    }

    /** Reads snippets until the end of input or /exit; returns the exit status if /exit gave one. */
    Integer run(Input in) throws IOException {
        pending.setLength(0);
        while (exitStatus == null) {
            String line;
            try {
                line = in.read(pending.length() == 0 ? "gc> " : "... ");
            } catch (InterruptedIOException e) {
                pending.setLength(0);
                continue;
            }
            if (line == null) break;
            ShellView.width(in.width());
            if (pending.length() == 0 && line.strip().startsWith("/") && !line.strip().startsWith("//")
                    && !line.strip().startsWith("/*")) {
                command(line.strip());
                continue;
            }
            pending.append(line).append('\n');
            String state = ev.isComplete(pending.toString());
            if (state.equals(Evaluator.COMPLETE) || state.equals(Evaluator.INVALID)) {
                String src = pending.toString();
                pending.setLength(0);
                if (!src.isBlank()) evaluate(src);
            }
        }
        if (pending.length() > 0 && !pending.toString().isBlank()) evaluate(pending.toString());
        pending.setLength(0);
        return exitStatus;
    }

    /** Evaluates one complete piece of source and prints its value or its error. */
    void evaluate(String src) {
        try {
            Object value = ev.eval(src);
            if (value != null) out.println(ShellView.text(value, ev.lastValueName()));
        } catch (CompilationException e) {
            err.println(e.getMessage());
        } catch (CellInterruptedException e) {
            err.println("interrupted (Ctrl-C): the snippet stopped; variables keep their values");
        } catch (RuntimeException e) {
            Throwable shown = e instanceof EvaluationException || e instanceof Evaluator.KeptException ? e.getCause() : e;
            String library = Evaluator.libraryMessage(e);
            String line = library != null ? library : ColumnHint.of(shown, src).orElse(null);
            if (line != null) {
                err.println("error: " + line);
            } else {
                CellTraces.lines(shown).forEach(err::println);
            }
            if (e instanceof Evaluator.KeptException k) err.println("note: " + k.note());
        }
    }

    private void command(String line) {
        String[] words = line.split("\\s+", 2);
        switch (words[0]) {
            case "/exit" -> {
                if (words.length == 1) {
                    exitStatus = 0;
                    return;
                }
                try {
                    Object v = ev.eval(words[1]);
                    exitStatus = v instanceof Number n ? n.intValue() : 0;
                } catch (RuntimeException e) {
                    err.println("/exit " + words[1] + ": " + e.getMessage());
                    exitStatus = 1;
                }
            }
            case "/imports" -> out.println(importList().replace(", ", "\n"));
            case "/vars" -> out.println(ev.variables());
            case "/help", "/?" -> out.println("""
                    Java snippets, one or more per line; a bare expression prints its value (tables fit the terminal).
                      disc                          the preopened disc ($GC_DISC, else the sample); openDisc() reopens it
                      disc.levels().table()         one row per level file (README.md has more)
                      show(table, rows)             a table with more or fewer rows; showWide(table): every column
                      png(chartOrImage, "f.png")    writes a PNG
                    Tab completes names (disc.level(0).co<Tab>), Up/Down browse the history, Ctrl-C stops a running
                    snippet (or drops the line being typed), Ctrl-D leaves.
                    /imports  the imports (the notebook kernel's)   /vars  the variables   /exit [status]  leave""");
            default -> err.println("unknown command " + words[0] + " (/help lists them)");
        }
    }

    /** For tests: runs source text as if typed. */
    static Integer runText(Shell shell, String text) throws IOException {
        return shell.run(lines(new BufferedReader(new StringReader(text))));
    }
}
