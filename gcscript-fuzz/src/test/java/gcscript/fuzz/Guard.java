package gcscript.fuzz;

import gcscript.bytes.FormatException;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The three promises every fuzz target checks for one input: only {@link FormatException} escapes, the call
 * finishes within {@link #TIME_LIMIT_MS}, and the bytes it allocates stay below {@code fixed + perByte * budget}
 * where {@code budget} is the input length or the caller's cap.
 *
 * <p>The call runs on a worker thread so a hang becomes a failure with the worker's stack instead of a stuck
 * build; allocation is measured on that same worker with ThreadMXBean before and after the call.
 */
public final class Guard {
    private Guard() {}

    /** Per input. Generous: a cold JVM in regression mode on a shared 2-core machine. */
    public static final long TIME_LIMIT_MS = Long.getLong("gcscript.fuzz.time_limit_ms", 5_000);
    /** Extra time for a call during which classes were loaded (see {@link #measure}). */
    static final long CLASS_LOADING_GRACE_MS = 60_000;
    /** Allowance for fixed costs: tables, problem rows, exception messages with their hex dumps. */
    public static final long FIXED_BYTES = 4L << 20;
    /**
     * Allowance per table a call builds, whatever the input: Tablesaw allocates 1.6–2.7 KB for each empty column
     * (IntColumn 1.6 KB, DoubleColumn 2.7 KB, measured on this JDK), a gameplay or moby table has 20–60 columns,
     * and Jazzer's instrumentation about doubles what the same code allocates uninstrumented. A target that builds
     * every table of an area twice (lenient and strict) needs that much before its input has cost a byte.
     */
    public static final long TABLE_BYTES = 256L << 10;

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final java.lang.management.ClassLoadingMXBean CLASSES = ManagementFactory.getClassLoadingMXBean();
    private static ExecutorService worker = newWorker();

    static {
        // Tablesaw scans the class path when Table is first initialised; do that once, unguarded, so that neither
        // the time limit nor a cancelled worker can leave the class half-initialised.
        tech.tablesaw.api.Table.create("warm-up");
    }

    /** A body that may throw only FormatException on bad input. */
    @FunctionalInterface
    public interface Body {
        void run() throws Exception;
    }

    /** Outcome of one guarded call, for tests that want to know whether the input parsed. */
    public enum Outcome { PARSED, REJECTED }

    /** {@code classesLoaded}: loading (and, when fuzzing, instrumenting) a class allocates far more than any parser. */
    private record Measured(Outcome outcome, long allocated, long nanos, boolean classesLoaded) {}

    private static ExecutorService newWorker() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "fuzz-worker");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Runs {@code body} for target {@code target}; {@code budget} is what allocation may scale with (the input
     * length, or the cap the caller passed), {@code perByte} how many bytes per budget byte are allowed.
     */
    public static Outcome check(String target, byte[] input, long budget, long perByte, Body body) {
        return check(target, input, budget, perByte, TIME_LIMIT_MS, body);
    }

    /**
     * {@link #check(String, byte[], long, long, Body)} for a call that builds {@code tables} tables: each adds
     * {@link #TABLE_BYTES} to the fixed allowance, so what may scale with the input stays {@code perByte * budget}.
     */
    public static Outcome checkTables(String target, byte[] input, long budget, long perByte, int tables, Body body) {
        return check(target, input, budget, perByte, TIME_LIMIT_MS, FIXED_BYTES + tables * TABLE_BYTES, body);
    }

    static Outcome check(String target, byte[] input, long budget, long perByte, long timeLimitMs, Body body) {
        return check(target, input, budget, perByte, timeLimitMs, FIXED_BYTES, body);
    }

    static synchronized Outcome check(String target, byte[] input, long budget, long perByte, long timeLimitMs, long fixedBytes, Body body) {
        stopWhenDue();
        long limit = fixedBytes + perByte * Math.max(0, budget);
        Measured m = measure(target, input, timeLimitMs, body);
        if (!m.classesLoaded() && m.allocated() > limit) {
            // Measured once more before failing: a lazy one-time initialisation reached first by this input (a
            // table column type's first use, a lambda's hidden class) is not the input's cost, and an input that
            // really allocates beyond its budget does so again (the parsers keep no state between calls).
            Measured again = measure(target, input, timeLimitMs, body);
            if (again.allocated() > limit) {
                throw new AssertionError(target + ": allocated " + m.allocated() + " then " + again.allocated()
                        + " bytes for an input of " + input.length + " bytes (budget " + budget + ", limit " + limit
                        + "): " + preview(input));
            }
        }
        return m.outcome();
    }

    private static Measured measure(String target, byte[] input, long timeLimitMs, Body body) {
        long classesBefore = CLASSES.getTotalLoadedClassCount();
        Future<Measured> f = worker.submit(() -> {
            long id = Thread.currentThread().getId();
            long c0 = CLASSES.getTotalLoadedClassCount();
            long a0 = THREADS.getThreadAllocatedBytes(id);
            long t0 = System.nanoTime();
            Outcome o;
            try {
                body.run();
                o = Outcome.PARSED;
            } catch (FormatException e) {
                o = Outcome.REJECTED;
            }
            long t1 = System.nanoTime();
            long a1 = THREADS.getThreadAllocatedBytes(id);
            return new Measured(o, a1 - a0, t1 - t0, CLASSES.getTotalLoadedClassCount() != c0);
        });
        try {
            try {
                return f.get(timeLimitMs, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                // A call that is still loading (and, when fuzzing, instrumenting) classes is paying a one-time cost
                // that can exceed the limit on a busy machine (hundreds of classes at 50-250 ms each): not the
                // input's. It gets CLASS_LOADING_GRACE more, once; a hang loads nothing and fails as before.
                if (CLASSES.getTotalLoadedClassCount() == classesBefore) throw e;
                return f.get(CLASS_LOADING_GRACE_MS, TimeUnit.MILLISECONDS);
            }
        } catch (TimeoutException e) {
            Thread stuck = stuckWorker();
            AssertionError err = new AssertionError(target + ": input of " + input.length + " bytes still running after "
                    + timeLimitMs + " ms: " + preview(input));
            if (stuck != null) {
                Throwable where = new Throwable("worker stack");
                where.setStackTrace(stuck.getStackTrace());
                err.addSuppressed(where);
            }
            f.cancel(true);
            // the stuck thread may never stop; later inputs get a fresh worker
            worker.shutdownNow();
            worker = newWorker();
            throw err;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(target + ": interrupted", e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            // Jazzer's own findings and assertion failures must keep their type
            if (c instanceof Error err) throw err;
            if (c instanceof RuntimeException re) throw new EscapedException(target, input, re);
            throw new EscapedException(target, input, c);
        }
    }

    /**
     * Seconds of fuzzing after which run.sh wants the JVM gone. @FuzzTest's maxDuration is a compile-time constant,
     * so the per-run budget is enforced here: the first guarded call starts the clock.
     */
    private static final long STOP_AFTER_NS = Long.getLong("gcscript.fuzz.seconds", 0) * 1_000_000_000L;
    private static long started;
    private static long executions;

    private static void stopWhenDue() {
        executions++;
        if (STOP_AFTER_NS <= 0) return;
        long now = System.nanoTime();
        if (started == 0) started = now;
        if (now - started > STOP_AFTER_NS) {
            System.out.println("FUZZ-STOP executions=" + executions);
            System.out.flush();
            // Not exit or halt: libFuzzer's atexit handler would record a "fuzz target exited" crash. SIGKILL skips it;
            // nothing is lost, findings and new corpus entries are written when they are found.
            try {
                new ProcessBuilder("kill", "-KILL", Long.toString(ProcessHandle.current().pid())).inheritIO().start().waitFor();
                Thread.sleep(60_000);
            } catch (Exception e) {
                Thread.currentThread().interrupt();
            }
            Runtime.getRuntime().halt(3);
        }
    }

    private static Thread stuckWorker() {
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().equals("fuzz-worker") && t.isAlive()) return t;
        }
        return null;
    }

    static String preview(byte[] input) {
        int n = Math.min(input.length, 64);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(String.format("%02x", input[i] & 0xff));
        if (n < input.length) sb.append("...");
        return sb.toString();
    }

    /** Anything but FormatException escaping a parser: always a bug. */
    public static final class EscapedException extends AssertionError {
        EscapedException(String target, byte[] input, Throwable cause) {
            super(target + ": " + cause.getClass().getName() + " escaped (only FormatException may): " + cause.getMessage()
                    + " for input " + preview(input), cause);
        }
    }

    static byte[] copy(byte[] b) { return Arrays.copyOf(b, b.length); }
}
