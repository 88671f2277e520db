package gcscript.kernel;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The README's first code block, line by line, in the shell's evaluator on the sample, as a user types it (issue 38
 * item 9): every line compiles and runs, and every table but problems() has rows. Only the first line is not run: it
 * opens the user's own disc; the shell has the sample preopened as {@code disc} instead.
 */
class ReadmeExamplesTest {
    static Evaluator ev;
    static final List<Path> WRITTEN = List.of(Path.of("level0.glb"), Path.of("moved.iso"));

    @BeforeAll
    static void start() throws Exception {
        ev = new Evaluator();
        Path config = Path.of("..", "kernel-config");
        assertEquals(0, ev.runScript("imports.jsh", Files.readString(config.resolve("imports.jsh")), System.err));
        for (String script : Shell.SCRIPTS) assertEquals(0, ev.runScript(script, Files.readString(config.resolve(script)), System.err));
    }

    @AfterAll
    static void stop() throws Exception {
        ev.close();
        for (Path p : WRITTEN) Files.deleteIfExists(p);
    }

    static List<String> firstBlock() throws Exception {
        List<String> out = new ArrayList<>();
        boolean in = false;
        for (String line : Files.readAllLines(Path.of("..", "README.md"))) {
            if (!in && line.equals("```java")) { in = true; continue; }
            if (in && line.equals("```")) break;
            if (in) out.add(line);
        }
        return out;
    }

    @Test
    void everyLineOfTheFirstBlockRunsOnTheSampleAndShowsRows() throws Exception {
        List<String> lines = firstBlock();
        assertTrue(lines.size() >= 20 && lines.get(0).startsWith("Disc disc = Gc.open("), lines.toString());
        int tables = 0;
        for (String line : lines.subList(1, lines.size())) {
            int comment = line.indexOf("//");
            String code = (comment < 0 ? line : line.substring(0, comment)).strip();
            Object v = assertDoesNotThrow(() -> ev.eval(code), code);
            if (v instanceof Table t) {
                tables++;
                if (!code.equals("disc.problems()")) assertTrue(t.rowCount() > 0, code + " shows no rows");
            }
            if (code.startsWith("disc.diff(")) assertEquals(3, ((Table) v).rowCount(), "the moved moby's x, y and z: " + v);
        }
        assertTrue(tables >= 18, tables + " tables");
        for (Path p : WRITTEN) assertTrue(Files.size(p) > 0, p + " written");
    }
}
