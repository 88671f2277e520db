package gcscript.kernel;

/** The cell was interrupted by the user; snippets after the interrupted one did not run. */
public final class CellInterruptedException extends RuntimeException {
    public CellInterruptedException() {
        super("cell interrupted", null, false, false);
    }
}
