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

    /** Where a buffer of the store is in the file a parser opened: its buffer name there and the offset it starts at. */
    record Place(String buffer, long shift) {}

    /** The records of a level's coverage store, by {@link KsyRecord#key()} (Kaitai type ids). */
    static Map<String, At> of(Coverage store) { return of(store, file -> new Place(file, 0)); }

    /**
     * The records of the store's buffers that {@code place} places (null: another file's), keyed by where the parser
     * sees them: a WAD's second file at its offset in the WAD ({@code MPEG1.WAD} in {@code MPEG.WAD}), a decompressed
     * block under the file's name for it ({@code BONUS.WAD:bonus.goodies_images[0]}).
     */
    static Map<String, At> of(Coverage store, java.util.function.Function<String, Place> place) {
        Map<String, At> out = new LinkedHashMap<>();
        for (String name : store.files()) {
            ByteReader r = store.bytes(name);
            Place p = place.apply(name);
            if (r == null || p == null) continue;
            String file = p.buffer();
            byte[] bytes = r.toArray();
            for (Coverage.Claim c : store.claims(name)) {
                if (!(c.labels() instanceof Layout l)) continue;
                long n = c.size() / l.size();
                for (long i = 0; i < n; i++) {
                    long at = c.start() + i * l.size();
                    String key = file + "@" + (at + p.shift()) + ":" + KsyDump.upperCamel(safeId(l));
                    out.putIfAbsent(key, new At(file, at + p.shift(), l, bytes, (int) (at - r.base()), c.owner()));
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
