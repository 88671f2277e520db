package gcscript.kernel;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * {@code Shell --warm-up}: what a first shell session does (the first table, a wide table fitted, a typo, a
 * column-type mistake, Tab, the line editor), so that {@code -XX:ArchiveClassesAtExit} records those classes into
 * the shell's class-data archive (kernel-config/jshell.sh) and later starts map them instead of loading them.
 */
final class ShellWarmUp {
    private ShellWarmUp() {}

    static final String SESSION = """
            disc.level(0).core().tfrags().positions()
            disc.level(0).gameplay().mobyInstances()
            disc.level(0).core().mobyClases()
            disc.levels().table().intColumn("file")
            int warm = 1 +
              1;
            /vars
            """;

    static void run(Shell shell) throws IOException {
        Shell.runText(shell, SESSION);
        TerminalInput.candidates(shell.evaluator(), "", "disc.level(0).co", 16);
        // the line editor on an in-memory terminal: its classes, not a real keyboard
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        try (Terminal t = TerminalBuilder.builder().system(false).dumb(true)
                .streams(new ByteArrayInputStream("disc\n".getBytes(StandardCharsets.UTF_8)), screen).build()) {
            LineReader r = LineReaderBuilder.builder().terminal(t).parser(SnippetLine.PARSER).build();
            r.readLine("gc> ");
        } catch (UncheckedIOException | org.jline.reader.EndOfFileException e) {
            // a warm-up that cannot build the editor still records everything else
        }
    }
}
