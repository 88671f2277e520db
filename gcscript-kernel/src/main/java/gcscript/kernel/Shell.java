package gcscript.kernel;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
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
 * notebook share the imports, the preopened {@code disc}, its protection and the way values and errors are shown:
 * a bare expression prints like a notebook cell (a Table with every column it fits, at most 50 rows, offsets in
 * hex), a library error is the command line's one line, never a stack trace.
 *
 * <pre>java -cp 'gcscript-kernel.jar:lib/*' -Dgcscript.kernel.config=kernel-config gcscript.kernel.Shell [script.jsh]</pre>
 *
 * A script runs first (snippets and the commands below, failures reported and skipped, as JShell does), then
 * standard input. Commands: {@code /imports}, {@code /vars}, {@code /help}, {@code /exit [status expression]}.
 */
public final class Shell {
    private final Evaluator ev;
    private final PrintStream out;
    private final PrintStream err;
    private final String imports;
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
        PrintStream out = System.out;
        PrintStream err = System.err;
        String imports = GcKernel.imports(configDir, err);
        Evaluator ev = new Evaluator();
        ev.runScript(GcKernel.IMPORTS, imports, err);
        for (String name : List.of(GcKernel.STARTUP, "shell.jsh")) {
            Path p = configDir == null ? null : configDir.resolve(name);
            if (p != null && Files.isRegularFile(p)) ev.runScript(p.toString(), Files.readString(p), err);
        }
        Shell shell = new Shell(ev, imports, out, err);
        boolean interactive = System.console() != null && args.length == 0;
        out.println(shell.banner());
        if (args.length > 0) {
            try (Reader r = Files.newBufferedReader(Path.of(args[0]))) {
                shell.run(new BufferedReader(r), false);
            }
        }
        if (shell.exitStatus == null) {
            shell.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), interactive);
        }
        ev.close();
        System.exit(shell.exitStatus == null ? 0 : shell.exitStatus);
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
                + "  a bare expression prints like a notebook cell; show(table, rows), png(chart, file); /imports /vars /help /exit";
    }

    String importList() {
        return imports.lines().map(String::strip).filter(l -> l.startsWith("import "))
                .map(l -> l.substring("import ".length()).replace(";", "").strip())
                .collect(Collectors.joining(", "));
    }

    /** Reads snippets until the end of input or /exit; returns the exit status if /exit gave one. */
    Integer run(BufferedReader in, boolean prompt) throws IOException {
        StringBuilder pending = new StringBuilder();
        while (exitStatus == null) {
            if (prompt) {
                out.print(pending.length() == 0 ? "gc> " : "... ");
                out.flush();
            }
            String line = in.readLine();
            if (line == null) break;
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
        return exitStatus;
    }

    /** Evaluates one complete piece of source and prints its value or its error. */
    void evaluate(String src) {
        try {
            Object value = ev.eval(src);
            if (value != null) out.println(Display.text(value));
        } catch (CompilationException | CellInterruptedException e) {
            err.println(e.getMessage());
        } catch (RuntimeException e) {
            String library = Evaluator.libraryMessage(e);
            if (library != null) {
                err.println("error: " + library);
            } else {
                Throwable shown = e instanceof EvaluationException || e instanceof Evaluator.KeptException ? e.getCause() : e;
                List<String> lines = CellTraces.lines(shown);
                lines.forEach(err::println);
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
                    Java snippets, one or more per line; a bare expression prints its value (tables the notebook way).
                      disc                          the preopened disc ($GC_DISC, else the sample); openDisc() reopens it
                      disc.levels().table()         one row per level file (README.md has more)
                      show(table, rows)             a table with more or fewer rows
                      png(chartOrImage, "f.png")    writes a PNG
                    /imports  the imports (the notebook kernel's)   /vars  the variables   /exit [status]  leave""");
            default -> err.println("unknown command " + words[0] + " (/help lists them)");
        }
    }

    /** For tests: runs source text as if typed. */
    static Integer runText(Shell shell, String text) throws IOException {
        return shell.run(new BufferedReader(new StringReader(text)), false);
    }
}
