package gcscript.iso;

import gcscript.layout.Field;
import gcscript.layout.Rec;

/**
 * ECMA-119 "both-byte orders" fields (7.2.3, 7.3.3): the little-endian copy followed by the big-endian copy,
 * declared as two fields ({@link IsoLayouts}). The two halves must agree; a disagreement means the bytes are not
 * what they claim to be.
 */
final class Both {
    private Both() {}

    /** The value of the both-byte-order field {@code halves} = {little-endian, big-endian} of {@code r}, checked. */
    static long value(Rec r, Field[] halves) {
        long le = r.u(halves[0]), be = r.u(halves[1]);
        if (le != be) {
            throw r.source().error(r.pathOf(halves[0]), r.relativeOffset() + halves[1].offset(),
                    "big-endian half equal to little-endian " + le, Long.toString(be));
        }
        return le;
    }
}
