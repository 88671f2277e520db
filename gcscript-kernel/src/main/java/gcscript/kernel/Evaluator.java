package gcscript.kernel;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import jdk.jshell.Diag;
import jdk.jshell.EvalException;
import jdk.jshell.JShell;
import jdk.jshell.JShellException;
import jdk.jshell.Snippet;
import jdk.jshell.SnippetEvent;
import jdk.jshell.SourceCodeAnalysis;
import jdk.jshell.SourceCodeAnalysis.Completeness;
import jdk.jshell.SourceCodeAnalysis.CompletionInfo;
import jdk.jshell.SourceCodeAnalysis.Suggestion;
import jdk.jshell.UnresolvedReferenceException;

/**
 * JShell driven in-process: splits a cell into snippets, evaluates them in order and returns the real value of
 * the last snippet when it is an expression. Independent of Jupyter so it can be tested directly.
 */
public final class Evaluator implements AutoCloseable {
    /** What {@link #isComplete} answers; the strings are the Jupyter protocol's. */
    public static final String COMPLETE = "complete";
    public static final String INVALID = "invalid";
    public static final String INCOMPLETE_INDENT = "    ";

    private final ObjectExecutionControl control = new ObjectExecutionControl();
    private final JShell shell;
    private final SourceCodeAnalysis analysis;

    public Evaluator() {
        shell = JShell.builder()
                .executionEngine(new ObjectExecutionControlProvider(control), Map.of())
                .build();
        analysis = shell.sourceCodeAnalysis();
    }

    public void addToClasspath(String path) {
        shell.addToClasspath(path);
    }

    /**
     * Evaluates every snippet of the cell. Returns the last snippet's value if it is an expression, else null.
     *
     * @throws CompilationException a snippet was rejected or the cell ends in incomplete source
     * @throws CellInterruptedException {@link #interrupt()} was called while the cell ran
     * @throws RuntimeException the user code's own runtime exception, rethrown as is
     * @throws EvaluationException wraps a checked exception or an error thrown by user code
     */
    public Object eval(String cell) {
        control.reset();
        lastValueName = null;
        Object last = null;
        CompletionInfo info = analysis.analyzeCompletion(cell);
        while (info.completeness().isComplete()) {
            last = evalSnippet(info.source());
            info = analysis.analyzeCompletion(info.remaining());
        }
        if (info.completeness() != Completeness.EMPTY) {
            throw new CompilationException("incomplete input: " + info.remaining().strip());
        }
        return last;
    }

    /** The variable a failed re-declaration must not replace with null (the preopened disc). */
    static final String PROTECTED = "disc";
    private static final java.util.regex.Pattern DECLARES_PROTECTED =
            java.util.regex.Pattern.compile("(^|[;\\s])[\\w.<>\\[\\]]+\\s+" + PROTECTED + "\\s*=");

    /** Hands a kept value back to the session (user code reads it through {@link #held()}). */
    private static volatile Object held;

    /** For the restoring snippet only. */
    public static Object held() { return held; }

    private Object evalSnippet(String source) {
        // `Disc disc = Gc.open(...)` that throws would leave a new `disc` that is null: keep the working one
        Object previous = DECLARES_PROTECTED.matcher(source).find() ? currentValue(PROTECTED) : null;
        try {
            return evalSnippetRaw(source);
        } catch (RuntimeException e) {
            if (previous != null && currentValue(PROTECTED) == null) {
                restore(PROTECTED, previous);
                if (e instanceof CompilationException) throw e;
                throw new KeptException(e, PROTECTED + " is unchanged: " + previous);
            }
            throw e;
        }
    }

    /** The value of an active variable, or null (also when there is none). */
    private Object currentValue(String name) {
        boolean exists = shell.variables().anyMatch(v -> v.name().equals(name) && shell.status(v).isActive());
        if (!exists) return null;
        try {
            return evalSnippetRaw(name);
        } catch (RuntimeException e) {
            return null;
        }
    }

    private void restore(String name, Object value) {
        held = value;
        try {
            String type = value.getClass().getCanonicalName();
            evalSnippetRaw(name + " = (" + type + ") gcscript.kernel.Evaluator.held()");
        } catch (RuntimeException ignored) {
            // the new declaration has another type: it keeps its null and the note below is not printed
        } finally {
            held = null;
        }
    }

    /** A user exception after which a protected variable was given back its earlier value. */
    public static final class KeptException extends RuntimeException {
        private final String note;

        KeptException(RuntimeException cause, String note) {
            super(cause.getMessage(), cause);
            this.note = note;
        }

        /** "disc is unchanged: ..." */
        public String note() { return note; }
    }

    /**
     * The one-line message for an error of the library (bad format, missing file, bad argument), the text the
     * command line prints after its prefix; null for anything else (a bug in the cell, shown with its trace).
     */
    public static String libraryMessage(Throwable e) {
        Throwable t = e instanceof KeptException || e instanceof EvaluationException ? e.getCause() : e;
        if (t == null) return null;
        if (t instanceof gcscript.bytes.FormatException) return gcscript.Gc.message(t);
        StackTraceElement[] st = t.getStackTrace();
        boolean fromLibrary = st.length > 0 && st[0].getClassName().startsWith("gcscript.")
                && !st[0].getClassName().startsWith("gcscript.kernel.");
        if (fromLibrary && (t instanceof java.io.UncheckedIOException || t instanceof java.io.IOException
                || t instanceof IllegalArgumentException)) {
            return gcscript.Gc.message(t);
        }
        return null;
    }

    private Object evalSnippetRaw(String source) {
        List<SnippetEvent> events = shell.eval(source);
        Object value = null;
        for (SnippetEvent event : events) {
            if (event.causeSnippet() != null) {
                warnIfReset(event);
                continue;
            }
            Snippet snippet = event.snippet();
            if (event.status() == Snippet.Status.REJECTED) {
                throw new CompilationException(diagnostics(snippet));
            }
            if (event.status() == Snippet.Status.RECOVERABLE_NOT_DEFINED) {
                throw new CompilationException(unresolved(snippet));
            }
            if (control.wasInterrupted()) {
                throw new CellInterruptedException();
            }
            if (event.exception() != null) {
                throw userException(event.exception());
            }
            if (isExpression(snippet) && event.value() != null && control.hasResult(event.value())) {
                value = control.take(event.value());
                lastValueName = valueName(snippet);
            }
        }
        if (control.wasInterrupted()) {
            throw new CellInterruptedException();
        }
        return value;
    }

    /**
     * In-process execution cannot redefine a class, so when a later snippet makes JShell recompile an earlier
     * variable's snippet, the variable comes back as null (or 0). Say so rather than let a cell fail later on a
     * mysterious null.
     */
    private static void warnIfReset(SnippetEvent event) {
        // JShell marks these updates as signature changes even when the declaration did not change.
        if (event.snippet() instanceof jdk.jshell.VarSnippet v && event.status().isActive() && event.previousStatus().isActive()) {
            System.err.println("note: variable " + v.name() + " was recompiled because of this cell and has lost its value"
                    + " (in-process execution cannot keep it); run the cell that assigns it again");
        }
    }

    /** The name the session holds the last value under, for hints that refer to it; null when there is none. */
    private volatile String lastValueName;

    /**
     * The variable that holds the value the last {@link #eval} returned: JShell's own {@code $3} for a bare
     * expression, the variable's name for {@code x} or {@code x = ...}; null when it returned none.
     */
    public String lastValueName() { return lastValueName; }

    private static String valueName(Snippet s) {
        if (s instanceof jdk.jshell.VarSnippet v) return v.name();
        if (s instanceof jdk.jshell.ExpressionSnippet e) return e.name();
        return null;
    }

    private static boolean isExpression(Snippet s) {
        return s.kind() == Snippet.Kind.EXPRESSION
                || s.subKind() == Snippet.SubKind.TEMP_VAR_EXPRESSION_SUBKIND;
    }

    private RuntimeException userException(JShellException e) {
        if (e instanceof UnresolvedReferenceException ure) {
            return new CompilationException(unresolved(ure.getSnippet()));
        }
        Throwable real = control.lastThrown();
        if (real != null && e instanceof EvalException ee && ee.getExceptionClassName().equals(real.getClass().getName())) {
            // Jupyter's execute_reply carries the raw trace of what eval throws: cut the kernel's frames there too.
            CellTraces.trimToCell(real);
            return real instanceof RuntimeException re ? re : new EvaluationException(real);
        }
        return new EvaluationException(e);
    }

    private String unresolved(Snippet snippet) {
        if (!(snippet instanceof jdk.jshell.DeclarationSnippet d)) {
            return "cannot use " + snippet.source().strip() + " until what it refers to is declared";
        }
        String names = shell.unresolvedDependencies(d).collect(Collectors.joining(", "));
        return "cannot use " + snippet.source().strip() + " until these are declared: " + names;
    }

    private String diagnostics(Snippet snippet) {
        String source = snippet.source();
        List<String> lines = new ArrayList<>();
        shell.diagnostics(snippet).filter(Diag::isError).forEach(d -> lines.add(format(source, d)));
        if (lines.isEmpty()) {
            lines.add("rejected: " + source.strip());
        }
        return String.join("\n", lines);
    }

    /** One diagnostic as "error: message", then the source line and a caret under the position. */
    static String format(String source, Diag d) {
        StringBuilder sb = new StringBuilder("error: ").append(d.getMessage(Locale.ROOT));
        long pos = d.getPosition();
        if (pos >= 0 && pos <= source.length()) {
            int p = (int) pos;
            int start = source.lastIndexOf('\n', p - 1) + 1;
            int end = source.indexOf('\n', p);
            if (end < 0) {
                end = source.length();
            }
            sb.append('\n').append(source, start, end).append('\n').append(" ".repeat(p - start)).append('^');
        }
        MissingMember.hint(d).ifPresent(h -> sb.append('\n').append(h));
        return sb.toString();
    }

    /**
     * Runs a script (imports, preopened variables) snippet by snippet and keeps going past failures, each of
     * which is reported on {@code log} with the script's name. Returns the number of failed snippets.
     */
    public int runScript(String name, String script, PrintStream log) {
        int failures = 0;
        CompletionInfo info = analysis.analyzeCompletion(script);
        while (info.completeness().isComplete()) {
            String src = info.source();
            try {
                evalSnippet(src);
            } catch (RuntimeException e) {
                failures++;
                log.println("gcscript kernel: " + name + ": snippet failed: " + withoutCommentLines(src));
                log.println("  " + e.getClass().getSimpleName() + ": " + String.valueOf(e.getMessage()).replace("\n", "\n  "));
            }
            info = analysis.analyzeCompletion(info.remaining());
        }
        if (info.completeness() != Completeness.EMPTY) {
            failures++;
            log.println("gcscript kernel: " + name + ": incomplete input at end: " + info.remaining().strip());
        }
        return failures;
    }

    private static String withoutCommentLines(String src) {
        return src.lines().filter(l -> !l.strip().startsWith("//")).collect(Collectors.joining("\n")).strip();
    }

    /** Jupyter's is_complete: "complete", "invalid", or the indent to continue an unfinished statement with. */
    public String isComplete(String code) {
        CompletionInfo info = analysis.analyzeCompletion(code);
        while (info.completeness() == Completeness.COMPLETE || info.completeness() == Completeness.COMPLETE_WITH_SEMI) {
            info = analysis.analyzeCompletion(info.remaining());
        }
        return switch (info.completeness()) {
            case EMPTY -> COMPLETE;
            case UNKNOWN -> INVALID;
            default -> INCOMPLETE_INDENT;
        };
    }

    /** Completion candidates at {@code cursor}, and the start of the text they replace. */
    public record Completions(List<String> candidates, int replaceFrom, int replaceTo) {}

    public Completions complete(String code, int cursor) {
        int[] anchor = {cursor};
        List<Suggestion> suggestions = analysis.completionSuggestions(code, cursor, anchor);
        Set<String> out = new LinkedHashSet<>();
        for (Suggestion s : suggestions) {
            if (s.matchesType()) {
                out.add(s.continuation());
            }
        }
        for (Suggestion s : suggestions) {
            out.add(s.continuation());
        }
        return new Completions(List.copyOf(out), anchor[0], cursor);
    }

    /** Signature and javadoc of what is at the cursor, or null. */
    public String documentation(String code, int cursor) {
        // JShell documents the call being written, so move past the name under the cursor and its "(".
        int at = Math.max(0, Math.min(cursor, code.length()));
        while (at < code.length() && Character.isJavaIdentifierPart(code.charAt(at))) {
            at++;
        }
        if (at < code.length() && code.charAt(at) == '(') {
            at++;
        }
        List<SourceCodeAnalysis.Documentation> docs = analysis.documentation(code, at, true);
        if (docs.isEmpty()) {
            return null;
        }
        return docs.stream()
                .map(d -> d.javadoc() == null ? d.signature() : d.signature() + "\n" + d.javadoc())
                .collect(Collectors.joining("\n\n"));
    }

    /** The active variables as "Type name", one a line. */
    public String variables() {
        return shell.variables().filter(v -> shell.status(v).isActive())
                .map(v -> v.typeName() + " " + v.name()).collect(Collectors.joining("\n"));
    }

    /** Cancels the running cell; safe to call from any thread. */
    public void interrupt() {
        control.interruptAll();
    }

    @Override
    public void close() {
        shell.close();
    }
}
