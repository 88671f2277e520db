package gcscript.image;

import gcscript.bytes.Coverage;

/**
 * What the library's readers claimed inside one file of the image: the claims on buffer {@code buffer} of
 * {@code store}, offsets in the file. {@code level} is the file's level number (-1 for none); with {@code levelPaths}
 * owners are shown from the level down ({@code level[2].data.header}), as the level coverage shows them. A file no
 * reader knows ({@link #opaque}) is owned whole, opaque: its extent is what its directory record declares.
 */
public record FileClaims(int level, Coverage store, String buffer, boolean levelPaths) {
    /** A file of the image no reader of the library decodes (SYSTEM.CNF, the boot ELF). */
    public static FileClaims opaque(int level) { return new FileClaims(level, null, null, false); }

    public boolean isOpaque() { return store == null; }
}
