package gcscript.kernel;

/** A snippet that JShell rejected; the message carries the compiler diagnostics with the offending source. */
public final class CompilationException extends RuntimeException {
    public CompilationException(String message) {
        super(message, null, false, false);
    }
}
