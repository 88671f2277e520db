package gcscript.kernel;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import org.jline.reader.Candidate;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * The shell's keyboard when it runs in a terminal (JLine): line editing, history kept in a file, Tab completion of
 * the fluent chain through JShell's own analysis ({@code disc.level(0).co<Tab>} lists the methods of the type that
 * {@code level(0)} returns), and Ctrl-C: while a snippet runs it stops that snippet only (the variables stay), while
 * typing it drops the unfinished input.
 */
final class TerminalInput implements Shell.Input {
    private final Terminal terminal;
    private final LineReader reader;

    /** {@code pending}: the unfinished snippet's earlier lines, completion's context. */
    TerminalInput(Evaluator ev, Path history, Supplier<String> pending, Runnable onInterrupt) throws IOException {
        terminal = TerminalBuilder.builder().system(true).nativeSignals(true).build();
        terminal.handle(Terminal.Signal.INT, s -> onInterrupt.run());
        reader = LineReaderBuilder.builder().terminal(terminal).appName("gcscript")
                .parser(SnippetLine.PARSER)
                .completer((r, line, candidates) -> candidates.addAll(candidates(ev, pending.get(), line.line(), line.cursor())))
                .variable(LineReader.HISTORY_FILE, history)
                // Java's "!" is not history expansion
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
                .build();
    }

    /** What Tab offers at {@code cursor} of {@code line}, with the snippet's earlier lines before it. */
    static List<Candidate> candidates(Evaluator ev, String pending, String line, int cursor) {
        Evaluator.Completions c = ev.complete(pending + line, pending.length() + cursor);
        // never a space after a name: "level(" goes on with its argument, "core()" with a dot
        return c.candidates().stream().distinct().map(s -> new Candidate(s, s, null, null, null, null, false)).toList();
    }

    @Override
    public String read(String prompt) throws IOException {
        try {
            return reader.readLine(prompt);
        } catch (UserInterruptException e) {
            throw new InterruptedIOException("Ctrl-C");
        } catch (EndOfFileException e) {
            return null;
        }
    }

    @Override
    public int width() { return terminal.getWidth(); }

    @Override
    public void close() throws IOException {
        reader.getHistory().save();
        terminal.close();
    }
}
