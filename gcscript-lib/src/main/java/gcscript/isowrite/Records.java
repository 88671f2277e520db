package gcscript.isowrite;

import static gcscript.isowrite.Ecma119.SECTOR;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Directory records (ECMA-119 9.1) and their placement in directory extents (6.8.1.1). */
final class Records {
    private Records() {}

    static final byte[] SELF = {0};
    static final byte[] PARENT = {1};
    static final int FLAG_DIRECTORY = 0x02;

    /** 9.1: 33 fixed bytes, the identifier, and a pad byte when the identifier length is even. */
    static int length(int idLen) { return 33 + idLen + ((idLen & 1) == 0 ? 1 : 0); }

    /**
     * Sectors a directory needs for ".", "..", then {@code identifiers}: a record that would cross a sector
     * boundary starts the next sector instead (6.8.1.1).
     */
    static long directorySectors(List<String> identifiers) {
        List<Integer> lens = new ArrayList<>();
        lens.add(length(1));
        lens.add(length(1));
        for (String id : identifiers) lens.add(length(id.length()));
        long sectors = 1;
        int used = 0;
        for (int len : lens) {
            if (used + len > SECTOR) {
                sectors++;
                used = 0;
            }
            used += len;
        }
        return sectors;
    }

    /** Writes one record at {@code at}; returns its length. */
    static int write(byte[] b, int at, byte[] id, long lba, long size, boolean directory) {
        int len = length(id.length);
        Ecma119.u8(b, at, len);
        Ecma119.u8(b, at + 1, 0);                        // extended attribute record length
        Ecma119.both32(b, at + 2, lba);                  // location of extent
        Ecma119.both32(b, at + 10, size);                // data length
        recordingDate(b, at + 18);
        Ecma119.u8(b, at + 25, directory ? FLAG_DIRECTORY : 0);
        Ecma119.u8(b, at + 26, 0);                       // file unit size
        Ecma119.u8(b, at + 27, 0);                       // interleave gap size
        Ecma119.both16(b, at + 28, 1);                   // volume sequence number
        Ecma119.u8(b, at + 32, id.length);
        System.arraycopy(id, 0, b, at + 33, id.length);
        return len;
    }

    /** 9.1.5: seven bytes; fixed at 2000-01-01 00:00:00 GMT so images are reproducible. */
    static void recordingDate(byte[] b, int at) {
        b[at] = 100;      // years since 1900
        b[at + 1] = 1;
        b[at + 2] = 1;
        b[at + 3] = 0;
        b[at + 4] = 0;
        b[at + 5] = 0;
        b[at + 6] = 0;    // offset from GMT in 15-minute units
    }

    static byte[] ascii(String s) { return s.getBytes(StandardCharsets.US_ASCII); }

    /**
     * 9.3 ordering: by name, then extension (shorter padded with spaces), then version descending. A directory
     * identifier is all name.
     */
    static int compareIdentifiers(String a, String b) {
        String[] pa = split(a);
        String[] pb = split(b);
        int c = comparePadded(pa[0], pb[0]);
        if (c != 0) return c;
        c = comparePadded(pa[1], pb[1]);
        if (c != 0) return c;
        return Integer.compare(Integer.parseInt(pb[2]), Integer.parseInt(pa[2]));
    }

    private static String[] split(String id) {
        int semi = id.indexOf(';');
        String version = semi < 0 ? "0" : id.substring(semi + 1);
        String rest = semi < 0 ? id : id.substring(0, semi);
        int dot = rest.indexOf('.');
        if (dot < 0) return new String[] {rest, "", version};
        return new String[] {rest.substring(0, dot), rest.substring(dot + 1), version};
    }

    private static int comparePadded(String a, String b) {
        int n = Math.max(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            int ca = i < a.length() ? a.charAt(i) : ' ';
            int cb = i < b.length() ? b.charAt(i) : ' ';
            if (ca != cb) return Integer.compare(ca, cb);
        }
        return 0;
    }
}
