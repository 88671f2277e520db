package gcscript.edit;

import gcscript.bytes.FormatException;

/**
 * An edit refused before anything is written: a column that is not stored and declares no inverse, a value outside
 * its field's range or type, a key matching no row or several, an output path equal to the input. {@code path} names
 * the chain and column, {@code actual} the value.
 */
public final class EditException extends FormatException {
    public EditException(String where, String path, long offset, String expected, String actual) {
        super(where, path, offset, expected, actual, null);
    }
}
