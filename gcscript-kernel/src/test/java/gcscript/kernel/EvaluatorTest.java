package gcscript.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import tech.tablesaw.api.Table;

@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EvaluatorTest {
    private final Evaluator ev = new Evaluator();

    @AfterAll
    void close() {
        ev.close();
    }

    @Test
    void splitsCellIntoSnippetsAndReturnsLastExpression() {
        assertEquals(6, ev.eval("int a = 2;\nint b = 3;\na * b"));
        assertEquals(8, ev.eval("int c = 7; c + 1"));
        assertEquals("x-y", ev.eval("String join(String p, String q) {\n  return p + \"-\" + q;\n}\njoin(\"x\", \"y\")"));
    }

    @Test
    void aVariableThatLosesItsValueToARecompileIsReported() {
        ev.eval("String greet() { return \"hi\"; }\nvar kept = greet();");
        assertEquals("hi", ev.eval("kept"));
        PrintStream old = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            ev.eval("String greet() { return \"hello\"; }");
        } finally {
            System.setErr(old);
        }
        Object after = ev.eval("kept");
        String said = err.toString(StandardCharsets.UTF_8);
        // in-process execution either kept the value or said that it lost it: never a silent null
        assertTrue("hi".equals(after) || said.contains("variable kept was recompiled"), "value " + after + ", stderr: " + said);
        if (after == null) assertTrue(said.contains("run the cell that assigns it again"), said);
    }

    @Test
    void declarationsAndStatementsHaveNoValue() {
        assertNull(ev.eval("int d = 4;"));
        assertNull(ev.eval("d + 1; int e = 5;"));
        assertNull(ev.eval("System.out.print(\"\")"));
        assertNull(ev.eval("   // only a comment\n"));
    }

    @Test
    void expressionValueIsTheRealObject() {
        Object v = ev.eval("new java.util.ArrayList<>(java.util.List.of(1, 2, 3))");
        assertInstanceOf(java.util.ArrayList.class, v);
        assertEquals(List.of(1, 2, 3), v);
        Object t = ev.eval("tech.tablesaw.api.Table.create(\"t\", tech.tablesaw.api.IntColumn.create(\"n\", new int[] {4, 5}))");
        Table table = assertInstanceOf(Table.class, t);
        assertEquals(2, table.rowCount());
        assertEquals(5, table.intColumn("n").get(1));
    }

    @Test
    void rejectedSnippetReportsDiagnosticsAndStopsTheCell() {
        ev.eval("int r = 1;");
        CompilationException e = assertThrows(CompilationException.class, () -> ev.eval("int q = \"text\"; r = 5;"));
        assertTrue(e.getMessage().startsWith("error: "), e.getMessage());
        assertTrue(e.getMessage().contains("incompatible types"), e.getMessage());
        assertTrue(e.getMessage().contains("int q = \"text\";"), "source line shown: " + e.getMessage());
        assertTrue(e.getMessage().contains("^"), "caret shown: " + e.getMessage());
        assertEquals(1, ev.eval("r"), "snippets after the rejected one must not run");
    }

    @Test
    void unknownSymbolIsACompilationError() {
        CompilationException e = assertThrows(CompilationException.class, () -> ev.eval("noSuchVariable + 1"));
        assertTrue(e.getMessage().contains("cannot find symbol"), e.getMessage());
    }

    @Test
    void incompleteCellIsRejected() {
        CompilationException e = assertThrows(CompilationException.class, () -> ev.eval("int f = 1;\nint g = (f +"));
        assertTrue(e.getMessage().startsWith("incomplete input"), e.getMessage());
    }

    @Test
    void runtimeExceptionPropagatesAsTheRealObject() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ev.eval("int h = 1;\nif (h == 1) throw new IllegalStateException(\"boom \" + h);"));
        assertEquals("boom 1", e.getMessage());
        StackTraceElement[] st = e.getStackTrace();
        assertTrue(st.length > 0 && st[st.length - 1].getClassName().startsWith("REPL."),
                "trace ends at the cell: " + java.util.Arrays.toString(st));
        ArithmeticException a = assertThrows(ArithmeticException.class, () -> ev.eval("int zero = 0; 10 / zero"));
        assertEquals("/ by zero", a.getMessage());
    }

    @Test
    void checkedExceptionAndErrorAreWrapped() {
        EvaluationException e = assertThrows(EvaluationException.class,
                () -> ev.eval("void fail() throws java.io.IOException { throw new java.io.IOException(\"disk\"); }\nfail();"));
        IOException io = assertInstanceOf(IOException.class, e.getCause());
        assertEquals("disk", io.getMessage());
        EvaluationException err = assertThrows(EvaluationException.class, () -> ev.eval("throw new AssertionError(\"bad\");"));
        assertInstanceOf(AssertionError.class, err.getCause());
    }

    @Test
    void exceptionInVariableInitializerPropagates() {
        assertThrows(NumberFormatException.class, () -> ev.eval("var parsed = Integer.parseInt(\"zz\");"));
    }

    @Test
    void interruptStopsALoopThatSleeps() throws Exception {
        assertInterrupted("sleepy", "while (true) { %s; Thread.sleep(5); }");
    }

    @Test
    void interruptStopsABusyLoopThatIgnoresInterrupts() throws Exception {
        assertInterrupted("busy", "long spins = 0; while (spins >= 0) { %s; spins = (spins + 1) & 0xffffff; }");
    }

    /** The loop announces through a system property (same JVM) that it runs, so compile time does not matter. */
    private void assertInterrupted(String name, String loopTemplate) throws Exception {
        String flag = "gcscript.kernel.test." + name;
        System.clearProperty(flag);
        String loop = String.format(loopTemplate, "System.setProperty(\"" + flag + "\", \"running\")");
        CompletableFuture<Object> cell = CompletableFuture.supplyAsync(() -> ev.eval(loop));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.getProperty(flag) == null && System.nanoTime() < deadline && !cell.isDone()) {
            Thread.sleep(20);
        }
        assertEquals("running", System.getProperty(flag), "loop never started");
        Thread.sleep(100);
        assertTrue(!cell.isDone(), "loop must still be running before the interrupt");
        long t0 = System.nanoTime();
        ev.interrupt();
        ExecutionException e = assertThrows(ExecutionException.class, () -> cell.get(10, TimeUnit.SECONDS));
        assertInstanceOf(CellInterruptedException.class, e.getCause());
        assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(5), "interrupt took too long");
        assertEquals(2, ev.eval("1 + 1"), "kernel usable after an interrupt");
        if (name.equals("busy")) {
            // The loop ignores its interrupt: it must be stopped by force after the grace period.
            System.clearProperty(flag);
            Thread.sleep(ObjectExecutionControl.STOP_GRACE_MILLIS + 1_000);
            System.clearProperty(flag);
            Thread.sleep(300);
            assertNull(System.getProperty(flag), "busy loop still running after the grace period");
        }
    }

    @Test
    void isCompleteDistinguishesCompleteIncompleteAndEmpty() {
        assertEquals(Evaluator.COMPLETE, ev.isComplete("1 + 1"));
        assertEquals(Evaluator.COMPLETE, ev.isComplete("int i = 0;\ni++;"));
        assertEquals(Evaluator.COMPLETE, ev.isComplete(""));
        assertEquals(Evaluator.INCOMPLETE_INDENT, ev.isComplete("for (int i = 0; i < 3; i++) {"));
        assertEquals(Evaluator.INCOMPLETE_INDENT, ev.isComplete("String s = \"a\" +"));
    }

    @Test
    void completesMembersAtTheCursor() {
        ev.eval("String word = \"abc\";");
        String code = "word.len";
        Evaluator.Completions c = ev.complete(code, code.length());
        assertTrue(c.candidates().contains("length()"), c.candidates().toString());
        assertEquals(5, c.replaceFrom());
        assertEquals(code.length(), c.replaceTo());
    }

    @Test
    void documentsTheMethodUnderTheCursor() {
        ev.eval("String docWord = \"abc\";");
        String doc = ev.documentation("docWord.length()", 10);
        assertTrue(doc != null && doc.startsWith("int String.length()"), String.valueOf(doc));
    }

    @Test
    void scriptKeepsGoingPastFailuresAndCountsThem() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream log = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int failed = ev.runScript("test.jsh",
                "import java.util.zip.*;\nvar broken = no.such.Type.make();\nvar afterwards = new CRC32();\n", log);
        assertEquals(1, failed);
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("test.jsh") && text.contains("no.such.Type"), text);
        assertInstanceOf(java.util.zip.CRC32.class, ev.eval("afterwards"));
    }
}
