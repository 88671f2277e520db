package gcscript.isowrite;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** Field encoders for ECMA-119 (7.1-7.3 numbers, 7.4 character fields) writing into a sector buffer. */
final class Ecma119 {
    private Ecma119() {}

    static final int SECTOR = 2048;

    static void u8(byte[] b, int at, int v) { b[at] = (byte) v; }

    static void le16(byte[] b, int at, int v) { b[at] = (byte) v; b[at + 1] = (byte) (v >>> 8); }

    static void be16(byte[] b, int at, int v) { b[at] = (byte) (v >>> 8); b[at + 1] = (byte) v; }

    static void le32(byte[] b, int at, long v) {
        for (int i = 0; i < 4; i++) b[at + i] = (byte) (v >>> (8 * i));
    }

    static void be32(byte[] b, int at, long v) {
        for (int i = 0; i < 4; i++) b[at + i] = (byte) (v >>> (8 * (3 - i)));
    }

    /** 7.2.3: both-byte orders, little-endian first. */
    static void both16(byte[] b, int at, int v) { le16(b, at, v); be16(b, at + 2, v); }

    /** 7.3.3: both-byte orders, little-endian first. */
    static void both32(byte[] b, int at, long v) { le32(b, at, v); be32(b, at + 4, v); }

    /** A fixed-length character field, padded with spaces (0x20) as 8.4 requires for a- and d-character fields. */
    static void text(byte[] b, int at, int len, String s) {
        byte[] t = s.getBytes(StandardCharsets.US_ASCII);
        if (t.length > len) throw new IllegalArgumentException("\"" + s + "\" is longer than " + len + " bytes");
        Arrays.fill(b, at, at + len, (byte) ' ');
        System.arraycopy(t, 0, b, at, t.length);
    }

    static boolean isDChars(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
        }
        return true;
    }

    static long sectors(long bytes) { return (bytes + SECTOR - 1) / SECTOR; }
}
