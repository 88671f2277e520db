package gcscript.kernel;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code bin/gcscript shell} as a new user meets it (issue 12, items 1, 2 and 6). */
class ShellTest {
    static Evaluator ev;
    static String imports;

    @BeforeAll
    static void start() throws Exception {
        ev = new Evaluator();
        Path config = Path.of("..", "kernel-config");
        imports = Files.readString(config.resolve("imports.jsh"));
        assertEquals(0, ev.runScript("imports.jsh", imports, System.err));
        assertEquals(0, ev.runScript("startup.jsh", Files.readString(config.resolve("startup.jsh")), System.err));
        assertEquals(0, ev.runScript("shell.jsh", Files.readString(config.resolve("shell.jsh")), System.err));
    }

    @AfterAll
    static void stop() { ev.close(); }

    record Typed(String out, String err) {}

    static Typed type(String text) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        Shell shell = new Shell(ev, imports, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        Shell.runText(shell, text);
        return new Typed(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void readmesFirstLineWithAMissingFileIsOneLineAndKeepsTheDisc() throws Exception {
        Object before = ev.eval("disc");
        assertNotNull(before);
        Typed t = type("Disc disc = Gc.open(Path.of(\"rac2.iso\"));\n");
        assertEquals("error: rac2.iso: no such file or folder\nnote: disc is unchanged: " + before + "\n", t.err());
        assertSame(before, ev.eval("disc"));
        // a later cell is not broken either
        Typed levels = type("disc.levels().table().rowCount()\n");
        assertEquals("", levels.err());
        assertTrue(Integer.parseInt(levels.out().strip()) > 0, levels.out());
    }

    @Test
    void aBareTableExpressionPrintsTheNotebookWay() throws Exception {
        Typed t = type("disc.levels().extents()\n");
        assertEquals("", t.err());
        // every row up to the cap, no JShell "$1 ==>" cut, offsets in hex
        assertFalse(t.out().contains("==>"), t.out());
        assertTrue(t.out().contains("0x"), t.out());
        String expected = new TableView((tech.tablesaw.api.Table) ev.eval("disc.levels().extents()"), TableView.DEFAULT_MAX_ROWS).text();
        assertEquals(expected + "\n", t.out());
    }

    @Test
    void theShellHasTheKernelsImportsAndListsThem() throws Exception {
        Typed t = type("TextureKind.TFRAG.id() + \" \" + Charts.class.getSimpleName() + \" \" + Path.of(\"x\")\n/imports\n");
        assertEquals("", t.err());
        assertTrue(t.out().startsWith("tfrag Charts x\n"), t.out());
        assertTrue(t.out().contains("gcscript.texture.TextureKind\n"), t.out());
        assertTrue(t.out().contains("gcscript.chart.Charts\n"), t.out());
        // the kernel reads the same file (bundled in its jar)
        assertEquals(imports, GcKernel.imports(null, System.err));
    }

    @Test
    void multiLineSnippetsAndExitStatus() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Shell shell = new Shell(ev, imports, new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        Integer status = Shell.runText(shell, "int n = 1 +\n  2;\n/exit n == 3 ? 7 : 1\nSystem.out.println(\"not reached\");\n");
        assertEquals(7, status);
        assertFalse(out.toString(StandardCharsets.UTF_8).contains("not reached"));
    }

    @Test
    void aBugInTheCellStillShowsItsTrace() throws Exception {
        Typed t = type("Object o = null; o.hashCode()\n");
        assertTrue(t.err().startsWith("java.lang.NullPointerException"), t.err());
    }
}
