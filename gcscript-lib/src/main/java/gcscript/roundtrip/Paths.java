package gcscript.roundtrip;

import gcscript.bytes.Coverage.Claim;
import gcscript.layout.Layout;
import java.util.List;

/** The path a round trip names for a differing byte: the owner, the record and the field. */
final class Paths {
    private Paths() {}

    /**
     * The innermost record that declares a field at absolute {@code offset} ({@code owner[i].field}); else the
     * innermost Layout record holding it ({@code owner[i]+0x3 (undeclared in layout, after field)}); else
     * {@code fallback} (the region's owner, e.g. a padding claim).
     */
    static String at(List<Claim> claims, long offset, String fallback) {
        Claim declaring = null, holding = null;
        for (Claim c : claims) {
            if (c.start() > offset) break;
            if (c.end() <= offset || !(c.labels() instanceof Layout)) continue;
            holding = c;
            if (c.field(offset) != null) declaring = c;
        }
        if (declaring != null) return record(declaring, offset) + "." + declaring.field(offset);
        if (holding != null) {
            Layout l = (Layout) holding.labels();
            int in = (int) ((offset - holding.start()) % l.size());
            String before = null;
            for (int k = in - 1; k >= 0 && before == null; k--) before = l.fieldAt(k);
            return record(holding, offset) + "+0x" + Integer.toHexString(in) + " (undeclared in " + l.name()
                    + (before != null ? ", after " + before : "") + ")";
        }
        return fallback.isEmpty() ? "padding" : fallback;
    }

    /** The claim's owner, with the record index when it holds several records. */
    private static String record(Claim c, long offset) {
        int size = c.labels().recordSize();
        return c.size() > size ? c.owner() + "[" + (offset - c.start()) / size + "]" : c.owner();
    }
}
