package gcscript.core;

import java.util.function.Supplier;

/** A memoised value computed at most once, on first use, under a lock (so threads may share a LevelCore). */
final class Lazy<T> {
    private Supplier<T> supplier;
    private T value;
    private boolean done;

    Lazy(Supplier<T> supplier) { this.supplier = supplier; }

    /** Whether the value has been computed (without computing it). */
    synchronized boolean done() { return done; }

    synchronized T get() {
        if (!done) {
            value = supplier.get();
            done = true;
            supplier = null;
        }
        return value;
    }
}
