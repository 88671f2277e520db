package gcscript.isowrite;

import java.util.List;

/** Path tables (ECMA-119 9.4): L with little-endian numbers, M with big-endian ones, same records otherwise. */
final class PathTables {
    private PathTables() {}

    /** 9.4: 8 fixed bytes, the identifier, a pad byte when the identifier length is odd. */
    static int recordLength(byte[] id) { return 8 + id.length + (id.length & 1); }

    static void write(byte[] b, int at, List<Layout.Dir> dirs, boolean bigEndian) {
        int pos = at;
        for (Layout.Dir d : dirs) {
            byte[] id = d.identifier().isEmpty() ? Records.SELF : Records.ascii(d.identifier());
            Ecma119.u8(b, pos, id.length);
            Ecma119.u8(b, pos + 1, 0);               // extended attribute record length
            if (bigEndian) {
                Ecma119.be32(b, pos + 2, d.lba());
                Ecma119.be16(b, pos + 6, d.parent());
            } else {
                Ecma119.le32(b, pos + 2, d.lba());
                Ecma119.le16(b, pos + 6, d.parent());
            }
            System.arraycopy(id, 0, b, pos + 8, id.length);
            pos += recordLength(id);
        }
    }
}
