package gcscript.memo;

import java.util.function.Supplier;

/**
 * A value made on first use, at most once, and shared by every thread that asks (the whole-disc commands judge and
 * read levels on several threads at once). A read after the first is one volatile load, no lock: the lock is taken
 * only while the value is missing, so threads asking at the same moment wait for one computation instead of each
 * making its own. The value may be null. A computation that throws stores nothing, so the next call tries again
 * (a strict read that failed fails the same way each time it is asked). The supplier is dropped once it has run.
 */
public final class Memo<T> {
    /** The value of a memo whose value is not made yet (null is a value, so it cannot mean "missing"). */
    private static final Object MISSING = new Object();

    private Supplier<? extends T> make;
    private volatile Object value = MISSING;

    private Memo(Supplier<? extends T> make) { this.make = make; }

    /** A memo of {@code make}'s value, made on the first {@link #get()}. */
    public static <T> Memo<T> of(Supplier<? extends T> make) {
        if (make == null) throw new NullPointerException("make");
        return new Memo<>(make);
    }

    /** The value, made now if no call has made it yet. */
    @SuppressWarnings("unchecked")
    public T get() {
        Object v = value;
        if (v == MISSING) {
            synchronized (this) {
                v = value;
                if (v == MISSING) {
                    v = make.get();
                    value = v;
                    make = null;
                }
            }
        }
        return (T) v;
    }

    /** Whether the value has been made (without making it). */
    public boolean done() { return value != MISSING; }
}
