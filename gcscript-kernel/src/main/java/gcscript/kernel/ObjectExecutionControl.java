package gcscript.kernel;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import jdk.jshell.execution.DirectExecutionControl;

/**
 * In-process execution: user code runs in this JVM so that the renderer receives the real result object
 * (JShell's remote protocol only carries strings). Each snippet runs on a pool thread so that an interrupt
 * can cancel it without touching the thread that drives JShell.
 *
 * <p>Extends {@code DirectExecutionControl}, not {@code LocalExecutionControl}: the latter relies on
 * {@code Thread.stop}-based machinery that breaks every cell on newer JDKs.
 */
final class ObjectExecutionControl extends DirectExecutionControl {
    /** How long a cancelled snippet may ignore its interrupt before it is stopped by force (where the JDK still allows it). */
    static final long STOP_GRACE_MILLIS = 2_000;

    private final Map<String, Object> results = new HashMap<>();
    private final AtomicLong nextKey = new AtomicLong();
    private final Set<Running> running = ConcurrentHashMap.newKeySet();
    private final ExecutorService pool = Executors.newCachedThreadPool(daemonThreads("gcscript-cell"));
    private volatile Throwable lastThrown;
    private volatile boolean interrupted;

    private record Running(Future<Object> future, Thread[] thread) {}

    @Override
    protected String invoke(Method doitMethod) throws Exception {
        if (interrupted) {
            // The interrupt came while JShell compiled this snippet: do not start it.
            throw new StoppedException();
        }
        ClassLoader loader = doitMethod.getDeclaringClass().getClassLoader();
        Thread[] holder = new Thread[1];
        Future<Object> future = pool.submit(() -> {
            Thread self = Thread.currentThread();
            synchronized (holder) {
                holder[0] = self;
            }
            self.setContextClassLoader(loader);
            try {
                return doitMethod.invoke(null);
            } finally {
                synchronized (holder) {
                    holder[0] = null;
                }
                // A stale interrupt must not leak into the next snippet that reuses this pool thread.
                Thread.interrupted();
            }
        });
        Running r = new Running(future, holder);
        running.add(r);
        if (interrupted) {
            // interruptAll sets the flag before it walks the running set, so one of the two sees this task (and
            // either one arms the watchdog: a snippet that ignores interrupts must not outlive its Ctrl-C because
            // the key came between its start and this line)
            cancel(r);
        }
        try {
            Object value = future.get();
            String key = "#gcscript-result-" + nextKey.incrementAndGet();
            synchronized (results) {
                results.put(key, value);
            }
            return key;
        } catch (CancellationException e) {
            interrupted = true;
            throw new StoppedException();
        } catch (InterruptedException e) {
            future.cancel(true);
            interrupted = true;
            Thread.currentThread().interrupt();
            throw new StoppedException();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof InvocationTargetException ite) {
                lastThrown = ite.getCause();
                throw ite;
            }
            lastThrown = cause;
            throw new InvocationTargetException(cause);
        } finally {
            running.remove(r);
        }
    }

    /** Removes and returns the object behind a key returned by {@link #invoke(Method)}. */
    Object take(String key) {
        synchronized (results) {
            return results.remove(key);
        }
    }

    boolean hasResult(String key) {
        synchronized (results) {
            return results.containsKey(key);
        }
    }

    /** Called before each cell: drops references to earlier results and the previous exception. */
    void reset() {
        synchronized (results) {
            results.clear();
        }
        lastThrown = null;
        interrupted = false;
    }

    Throwable lastThrown() {
        return lastThrown;
    }

    boolean wasInterrupted() {
        return interrupted;
    }

    /** Cancels every running snippet; one that ignores its interrupt is stopped by force after a grace period. */
    void interruptAll() {
        interrupted = true;
        for (Running r : running) cancel(r);
    }

    private static void cancel(Running r) {
        r.future().cancel(true);
        Thread watchdog = new Thread(() -> stopIfStillRunning(r), "gcscript-cell-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
    }

    /** How many times the watchdog stops a snippet that is still running (a ThreadDeath can be caught and swallowed). */
    static final int STOP_ATTEMPTS = 5;

    @SuppressWarnings({"deprecation", "removal"})
    private static void stopIfStillRunning(Running r) {
        // One ThreadDeath is not always the end: code that catches Throwable (a retry loop, a library's cleanup)
        // swallows it and goes on. So the watchdog stops the thread again after each grace period while the cell
        // still runs on it.
        for (int attempt = 0; attempt < STOP_ATTEMPTS; attempt++) {
            try {
                Thread.sleep(STOP_GRACE_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            synchronized (r.thread()) {
                Thread t = r.thread()[0];
                if (t == null) {
                    return;
                }
                try {
                    // A loop that never checks its interrupt flag would otherwise burn a core until the kernel dies.
                    t.stop();
                } catch (UnsupportedOperationException e) {
                    System.err.println("gcscript kernel: cell thread ignores interrupts and this JDK cannot stop it: " + t.getName());
                    return;
                }
            }
        }
    }

    @Override
    public void stop() {
        interruptAll();
    }

    @Override
    public void close() {
        pool.shutdownNow();
        try {
            pool.awaitTermination(100, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        super.close();
    }

    private static ThreadFactory daemonThreads(String prefix) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
