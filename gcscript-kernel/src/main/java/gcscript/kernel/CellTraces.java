package gcscript.kernel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Stack traces of user exceptions cut after their last cell frame (class {@code REPL.*}): what lies below is
 * reflection, the pool thread and this kernel, the same under every cell and noise in a notebook.
 */
final class CellTraces {
    private CellTraces() {}

    /** Cuts the trace of {@code t} and of each of its causes in place; a trace without cell frames is kept. */
    static <T extends Throwable> T trimToCell(T t) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Throwable x = t; x != null && seen.add(x); x = x.getCause()) {
            StackTraceElement[] st = x.getStackTrace();
            int end = cellEnd(st);
            if (end < st.length) {
                x.setStackTrace(Arrays.copyOf(st, end));
            }
        }
        return t;
    }

    private static int cellEnd(StackTraceElement[] st) {
        for (int i = st.length - 1; i >= 0; i--) {
            if (st[i].getClassName().startsWith("REPL.")) {
                return i + 1;
            }
        }
        return st.length;
    }

    /** The trace of {@code t} and its causes as text lines, each cut after its last cell frame. */
    static List<String> lines(Throwable t) {
        List<String> lines = new ArrayList<>();
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        String prefix = "";
        while (t != null && seen.add(t)) {
            lines.add(prefix + t);
            StackTraceElement[] st = t.getStackTrace();
            int end = cellEnd(st);
            for (int i = 0; i < end; i++) {
                lines.add("\tat " + st[i]);
            }
            t = t.getCause();
            prefix = "Caused by: ";
        }
        return lines;
    }
}
