package gcscript.isowrite;

import static gcscript.isowrite.Ecma119.SECTOR;

/** Sectors 0 .. metadataSectors-1: system area, volume descriptors (ECMA-119 8), path tables, directories. */
final class Metadata {
    private Metadata() {}

    /** 8.4.26.1 date-and-time: 16 digits and a GMT offset byte; fixed for reproducible images. */
    private static final String CREATED = "2000010100000000";
    private static final String UNSPECIFIED = "0000000000000000";

    static byte[] build(Layout layout, String volumeId, String systemId) {
        long size = layout.metadataSectors() * SECTOR;
        byte[] b = new byte[(int) size];
        primary(b, 16 * SECTOR, layout, volumeId, systemId);
        terminator(b, 17 * SECTOR);
        PathTables.write(b, (int) (layout.lPathTableLba() * SECTOR), layout.dirs(), false);
        PathTables.write(b, (int) (layout.mPathTableLba() * SECTOR), layout.dirs(), true);
        for (Layout.Dir d : layout.dirs()) directory(b, layout, d);
        return b;
    }

    private static void header(byte[] b, int at, int type) {
        Ecma119.u8(b, at, type);
        System.arraycopy(Records.ascii("CD001"), 0, b, at + 1, 5);
        Ecma119.u8(b, at + 6, 1);                                  // descriptor version
    }

    /** 8.4: primary volume descriptor. */
    private static void primary(byte[] b, int at, Layout layout, String volumeId, String systemId) {
        header(b, at, 1);
        Ecma119.text(b, at + 8, 32, systemId);                     // system identifier (a-characters)
        Ecma119.text(b, at + 40, 32, volumeId);                    // volume identifier (d-characters)
        Ecma119.both32(b, at + 80, layout.totalSectors());         // volume space size
        Ecma119.both16(b, at + 120, 1);                            // volume set size
        Ecma119.both16(b, at + 124, 1);                            // volume sequence number
        Ecma119.both16(b, at + 128, SECTOR);                       // logical block size
        Ecma119.both32(b, at + 132, layout.pathTableSize());
        Ecma119.le32(b, at + 140, layout.lPathTableLba());
        Ecma119.le32(b, at + 144, 0);                              // optional L table: none
        Ecma119.be32(b, at + 148, layout.mPathTableLba());
        Ecma119.be32(b, at + 152, 0);                              // optional M table: none
        Layout.Dir root = layout.root();
        Records.write(b, at + 156, Records.SELF, root.lba(), root.sectors() * SECTOR, true);
        Ecma119.text(b, at + 190, 128, "");                        // volume set identifier
        Ecma119.text(b, at + 318, 128, "");                        // publisher
        Ecma119.text(b, at + 446, 128, "");                        // data preparer
        Ecma119.text(b, at + 574, 128, "");                        // application
        Ecma119.text(b, at + 702, 37, "");                         // copyright file
        Ecma119.text(b, at + 739, 37, "");                         // abstract file
        Ecma119.text(b, at + 776, 37, "");                         // bibliographic file
        date(b, at + 813, CREATED);                                // creation
        date(b, at + 830, CREATED);                                // modification
        date(b, at + 847, UNSPECIFIED);                            // expiration
        date(b, at + 864, UNSPECIFIED);                            // effective
        Ecma119.u8(b, at + 881, 1);                                // file structure version
    }

    private static void date(byte[] b, int at, String digits) {
        System.arraycopy(Records.ascii(digits), 0, b, at, 16);
        b[at + 16] = 0;
    }

    /** 8.3: volume descriptor set terminator. */
    private static void terminator(byte[] b, int at) { header(b, at, 255); }

    private static void directory(byte[] b, Layout layout, Layout.Dir d) {
        int start = (int) (d.lba() * SECTOR);
        Layout.Dir parent = layout.dirs().get(d.parent() - 1);
        int pos = Records.write(b, start, Records.SELF, d.lba(), d.sectors() * SECTOR, true);
        pos += Records.write(b, start + pos, Records.PARENT, parent.lba(), parent.sectors() * SECTOR, true);
        for (Layout.Child c : d.children()) {
            byte[] id = Records.ascii(c.identifier());
            pos = next(pos, Records.length(id.length));
            if (c.dir() != null) {
                pos += Records.write(b, start + pos, id, c.dir().lba(), c.dir().sectors() * SECTOR, true);
            } else {
                pos += Records.write(b, start + pos, id, c.file().lba(), c.file().data().length, false);
            }
        }
        if (pos > d.sectors() * SECTOR) throw new IllegalStateException("directory " + d.path() + " outgrew its extent");
    }

    /** Moves to the next sector when a record of {@code len} bytes would cross a boundary (6.8.1.1). */
    private static int next(int pos, int len) {
        int inSector = pos % SECTOR;
        return inSector + len > SECTOR ? pos - inSector + SECTOR : pos;
    }
}
