package gcscript.layout.ksy;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import java.util.regex.Pattern;

/**
 * Kaitai identifiers of declared names: a field's name with the dots of its grouping replaced by underscores
 * ({@code moby_classes.count} → {@code moby_classes_count}); Kaitai allows {@code [a-z][a-z0-9_]*} only, so any
 * other name is refused rather than changed silently.
 */
public final class KsyNames {
    private KsyNames() {}

    private static final Pattern ID = Pattern.compile("[a-z][a-z0-9_]*");

    /** The attribute id of a stored field. */
    public static String id(Field f) { return id(f.name()); }

    /** The type id of a record type. */
    public static String type(Layout l) { return id(l.name()); }

    /** A number as Kaitai expressions write offsets and sizes: {@code 0x40}. */
    public static String hex(long v) { return "0x" + Long.toHexString(v); }

    /** {@code name} as a Kaitai id. */
    public static String id(String name) {
        String s = name.replace('.', '_');
        if (!ID.matcher(s).matches()) throw new IllegalArgumentException(name + " is no Kaitai identifier ([a-z][a-z0-9_]*)");
        return s;
    }
}
