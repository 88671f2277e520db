package gcscript.ksy;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import gcscript.layout.Layout;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Every record the library's readers read in one level, as its coverage pass records them: each claim labelled by a
 * {@link Layout} is {@code size / layout.size()} records of that layout, at the claim's absolute offsets in its
 * buffer. So the library side of the comparison is what its readers read, where they read it, through the
 * declarations ({@code Field.get}), not a second walk of the format.
 */
final class LibraryRecords {
    private LibraryRecords() {}

    /** One record: its layout, where it is, and the path of the reader that read it. */
    record At(String buffer, long offset, Layout layout, byte[] bytes, int index, String owner) {}

    /** The records of a level's coverage store, by {@link KsyRecord#key()} (Kaitai type ids). */
    static Map<String, At> of(Coverage store) {
        Map<String, At> out = new LinkedHashMap<>();
        for (String file : store.files()) {
            ByteReader r = store.bytes(file);
            if (r == null) continue;
            byte[] bytes = r.toArray();
            for (Coverage.Claim c : store.claims(file)) {
                if (!(c.labels() instanceof Layout l)) continue;
                long n = c.size() / l.size();
                for (long i = 0; i < n; i++) {
                    long at = c.start() + i * l.size();
                    String key = file + "@" + at + ":" + KsyDump.upperCamel(safeId(l));
                    out.putIfAbsent(key, new At(file, at, l, bytes, (int) (at - r.base()), c.owner()));
                }
            }
        }
        return out;
    }

    /** The layout's Kaitai id, or its name as it is when it is no Kaitai id (reported, never exported). */
    static String safeId(Layout l) {
        try {
            return gcscript.layout.ksy.KsyNames.type(l);
        } catch (IllegalArgumentException e) {
            return l.name();
        }
    }
}
