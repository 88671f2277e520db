package gcscript.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class GcKernelTest {
    private static String plain(List<String> lines) {
        return String.join("\n", lines).replaceAll("\u001b\\[[0-9;]*m", "");
    }

    @Test
    void compilationErrorIsShownWithoutAStackTrace() {
        GcKernel kernel = GcKernel.builder().build();
        String shown = plain(kernel.formatError(new CompilationException("error: cannot find symbol\nfoo()\n^")));
        assertEquals("error: cannot find symbol\nfoo()\n^", shown);
    }

    @Test
    void userExceptionTraceKeepsCellFramesAndDropsKernelFrames() {
        RuntimeException e = new IllegalStateException("deep");
        e.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("REPL.$JShell$12", "f", "$JShell$12.java", 6),
            new StackTraceElement("REPL.$JShell$13", "do_it$", "$JShell$13.java", 7),
            new StackTraceElement(null, "java.base", null, "jdk.internal.reflect.NativeMethodAccessorImpl", "invoke0", null, -2),
            new StackTraceElement(null, "java.base", null, "java.lang.reflect.Method", "invoke", "Method.java", 569),
            new StackTraceElement("gcscript.kernel.ObjectExecutionControl", "lambda$invoke$0", "ObjectExecutionControl.java", 52),
            new StackTraceElement(null, "java.base", null, "java.util.concurrent.FutureTask", "run", "FutureTask.java", 264),
            new StackTraceElement(null, "java.base", null, "java.lang.Thread", "run", "Thread.java", 840),
        });
        String shown = plain(GcKernel.builder().build().formatError(e));
        assertTrue(shown.startsWith("java.lang.IllegalStateException: deep\n"), shown);
        assertTrue(shown.contains("REPL.$JShell$12.f($JShell$12.java:6)"), shown);
        assertTrue(shown.contains("REPL.$JShell$13.do_it$"), shown);
        assertFalse(shown.contains("reflect"), shown);
        assertFalse(shown.contains("gcscript.kernel"), shown);
        assertFalse(shown.contains("FutureTask"), shown);
        assertFalse(shown.contains("Thread.run"), shown);
    }

    @Test
    void causesAreShownCutAtTheirOwnLastCellFrame() {
        RuntimeException cause = new IllegalArgumentException("inner");
        cause.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("gcscript.wad.WadLz", "decompress", "WadLz.java", 40),
            new StackTraceElement("REPL.$JShell$5", "do_it$", "$JShell$5.java", 3),
            new StackTraceElement("gcscript.kernel.ObjectExecutionControl", "lambda$invoke$0", "ObjectExecutionControl.java", 52),
        });
        RuntimeException outer = new IllegalStateException("outer", cause);
        outer.setStackTrace(new StackTraceElement[] {new StackTraceElement("REPL.$JShell$5", "do_it$", "$JShell$5.java", 4)});
        List<String> lines = CellTraces.lines(outer);
        assertEquals(List.of(
                "java.lang.IllegalStateException: outer",
                "\tat REPL.$JShell$5.do_it$($JShell$5.java:4)",
                "Caused by: java.lang.IllegalArgumentException: inner",
                "\tat gcscript.wad.WadLz.decompress(WadLz.java:40)",
                "\tat REPL.$JShell$5.do_it$($JShell$5.java:3)"), lines);
    }

    @Test
    void wrappedCheckedExceptionIsShownAsItself() {
        String shown = plain(GcKernel.builder().build().formatError(new EvaluationException(new java.io.IOException("disk"))));
        assertTrue(shown.startsWith("java.io.IOException: disk"), shown);
    }

    @Test
    void aLibraryErrorIsTheCommandLinesOneLine() {
        RuntimeException e = org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class,
                () -> gcscript.Gc.open(java.nio.file.Path.of("rac2.iso")));
        String shown = plain(GcKernel.builder().build().formatError(e));
        assertEquals("rac2.iso: no such file or folder", shown.strip());
    }
}
