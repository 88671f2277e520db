package gcscript.kernel;

/**
 * Carries a checked exception or an {@code Error} thrown by user code: the kernel's eval may only throw
 * unchecked exceptions, and an {@code Error} would kill the shell thread. Runtime exceptions are rethrown as is.
 */
public final class EvaluationException extends RuntimeException {
    public EvaluationException(Throwable cause) {
        super(cause.toString(), cause, false, false);
    }
}
