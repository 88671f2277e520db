package gcscript.bytes;

public enum Severity {
    /** Reading went on but a declared number disagrees with the bytes (e.g. a clamped extent). */
    WARNING,
    /** The structure could not be read; rows from it are missing. */
    ERROR
}
