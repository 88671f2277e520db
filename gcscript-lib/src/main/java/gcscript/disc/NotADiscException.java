package gcscript.disc;

import gcscript.bytes.FormatException;

/**
 * Bytes that are no disc at all: neither an ISO-9660 image nor a level file (a text file, a zip, a PNG given as DISC).
 * A format error like any other, but not a damaged disc: lenient reading has nothing to read past, so the command
 * line does not suggest {@code --lenient} for it.
 */
public final class NotADiscException extends FormatException {
    NotADiscException(FormatException e) {
        super(e.file(), e.path(), e.offset(), e.expected(), e.actual(), e.dump());
    }
}
