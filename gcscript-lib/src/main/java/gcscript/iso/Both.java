package gcscript.iso;

import gcscript.bytes.ByteReader;

/**
 * ECMA-119 "both-byte orders" fields (7.2.3, 7.3.3): the little-endian copy followed by the big-endian copy.
 * The two halves must agree; a disagreement means the bytes are not what they claim to be.
 */
final class Both {
    private Both() {}

    static long u32(ByteReader r, String path, long off) {
        long le = r.u32(path, off);
        long be = Integer.reverseBytes(r.s32(path, off + 4)) & 0xffffffffL;
        if (le != be) {
            throw r.error(path, off + 4, "big-endian half equal to little-endian " + le, Long.toString(be));
        }
        return le;
    }

    static int u16(ByteReader r, String path, long off) {
        int le = r.u16(path, off);
        int be = Short.reverseBytes(r.s16(path, off + 2)) & 0xffff;
        if (le != be) {
            throw r.error(path, off + 2, "big-endian half equal to little-endian " + le, Integer.toString(be));
        }
        return le;
    }
}
