package gcscript.kernel;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 38 item 2: the shell started directly (not through bin/gcscript) checks its words before the evaluator
 * starts: --help is the usage, an option, a second script or a missing script one line (never a stack trace).
 */
class ShellWordsTest {
    @TempDir Path tmp;

    @Test
    void wordsAreCheckedBeforeTheShellStarts() throws Exception {
        Path script = Files.writeString(tmp.resolve("ok.jsh"), "1 + 1\n");
        assertNull(Shell.refuse(new String[0]));
        assertNull(Shell.refuse(new String[] {script.toString()}));
        assertEquals(Shell.USAGE, Shell.refuse(new String[] {"--help"}));
        assertEquals(Shell.USAGE, Shell.refuse(new String[] {"-h"}));
        assertEquals("nope.jsh: no such file", Shell.refuse(new String[] {"nope.jsh"}));
        assertEquals(tmp + ": not a file", Shell.refuse(new String[] {tmp.toString()}));
        assertEquals("unknown option --bogus (usage: bin/gcscript shell [script.jsh])", Shell.refuse(new String[] {"--bogus"}));
        assertEquals("one script at most, got 2 words (usage: bin/gcscript shell [script.jsh])",
                Shell.refuse(new String[] {script.toString(), script.toString()}));
    }
}
