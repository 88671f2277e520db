package gcscript.iso;

import java.nio.charset.StandardCharsets;

/**
 * A minimal valid image assembled field by field from ECMA-119, independent of any writer, so the hostile-input
 * tests run without external tools. Layout (sectors): 16 PVD, 17 terminator, 18-19 root directory (its last
 * record alone in the second sector, after a zero-filled tail), 20 /G, 21 SYSTEM.CNF, 22-23 G/LEVEL0.WAD,
 * 24 L path table, 25 M path table.
 */
final class TinyIso {
    private TinyIso() {}

    static final int S = 2048;
    static final int SECTORS = 26;
    static final int PVD = 16 * S;
    static final int ROOT = 18 * S;
    static final int G = 20 * S;
    static final int ROOT_G_RECORD = ROOT + 68;
    static final int ROOT_CNF_RECORD = ROOT + S;
    static final int G_LEVEL_RECORD = G + 68;
    static final byte[] CNF = "BOOT2 = cdrom0:\\SCUS_972.68;1\r\nVER = 1.01\r\n".getBytes(StandardCharsets.US_ASCII);
    static final int LEVEL_SIZE = 3000;

    static byte levelByte(int i) { return (byte) (i * 7 + 3); }

    static byte[] build() {
        byte[] b = new byte[SECTORS * S];
        b[PVD] = 1;
        ascii(b, PVD + 1, "CD001");
        b[PVD + 6] = 1;
        pad(b, PVD + 8, 32, "PLAYSTATION");
        pad(b, PVD + 40, 32, "RATCHETANDCLANK2");
        both32(b, PVD + 80, SECTORS);
        both16(b, PVD + 120, 1);
        both16(b, PVD + 124, 1);
        both16(b, PVD + 128, S);
        both32(b, PVD + 132, 10 + 10);              // two path table records of 10 bytes
        le32(b, PVD + 140, 24);
        be32(b, PVD + 148, 25);
        record(b, PVD + 156, new byte[] {0}, 18, 2 * S, 2);
        b[PVD + 881] = 1;

        b[17 * S] = (byte) 255;
        ascii(b, 17 * S + 1, "CD001");
        b[17 * S + 6] = 1;

        int p = ROOT;
        p += record(b, p, new byte[] {0}, 18, 2 * S, 2);
        p += record(b, p, new byte[] {1}, 18, 2 * S, 2);
        record(b, p, id("G"), 20, S, 2);
        record(b, ROOT_CNF_RECORD, id("SYSTEM.CNF;1"), 21, CNF.length, 0);

        p = G;
        p += record(b, p, new byte[] {0}, 20, S, 2);
        p += record(b, p, new byte[] {1}, 18, 2 * S, 2);
        record(b, p, id("LEVEL0.WAD;1"), 22, LEVEL_SIZE, 0);

        System.arraycopy(CNF, 0, b, 21 * S, CNF.length);
        for (int i = 0; i < LEVEL_SIZE; i++) b[22 * S + i] = levelByte(i);

        pathTable(b, 24 * S, false);
        pathTable(b, 25 * S, true);
        return b;
    }

    private static void pathTable(byte[] b, int at, boolean be) {
        b[at] = 1;                                   // root: identifier 0x00, padded to 10 bytes
        if (be) { be32(b, at + 2, 18); b[at + 7] = 1; } else { le32(b, at + 2, 18); b[at + 6] = 1; }
        b[at + 10] = 1;
        if (be) { be32(b, at + 12, 20); b[at + 17] = 1; } else { le32(b, at + 12, 20); b[at + 16] = 1; }
        b[at + 18] = 'G';
    }

    static byte[] id(String s) { return s.getBytes(StandardCharsets.US_ASCII); }

    /** A directory record (ECMA-119 9.1); returns its length. */
    static int record(byte[] b, int at, byte[] id, long lba, long size, int flags) {
        int len = 33 + id.length + ((id.length & 1) == 0 ? 1 : 0);
        b[at] = (byte) len;
        both32(b, at + 2, lba);
        both32(b, at + 10, size);
        b[at + 18] = 100;
        b[at + 19] = 1;
        b[at + 20] = 1;
        b[at + 25] = (byte) flags;
        both16(b, at + 28, 1);
        b[at + 32] = (byte) id.length;
        System.arraycopy(id, 0, b, at + 33, id.length);
        return len;
    }

    static void ascii(byte[] b, int at, String s) {
        byte[] t = s.getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(t, 0, b, at, t.length);
    }

    static void pad(byte[] b, int at, int len, String s) {
        for (int i = 0; i < len; i++) b[at + i] = ' ';
        ascii(b, at, s);
    }

    static void le32(byte[] b, int at, long v) { for (int i = 0; i < 4; i++) b[at + i] = (byte) (v >>> (8 * i)); }
    static void be32(byte[] b, int at, long v) { for (int i = 0; i < 4; i++) b[at + 3 - i] = (byte) (v >>> (8 * i)); }
    static void both32(byte[] b, int at, long v) { le32(b, at, v); be32(b, at + 4, v); }
    static void both16(byte[] b, int at, int v) {
        b[at] = (byte) v; b[at + 1] = (byte) (v >>> 8); b[at + 2] = (byte) (v >>> 8); b[at + 3] = (byte) v;
    }
}
