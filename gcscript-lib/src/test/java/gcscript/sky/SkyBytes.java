package gcscript.sky;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * A minimal sky written by hand for edge-case tests (rac2-formats-phase2 §4 layout): two 4 × 4 textures sharing one
 * CLUT, one textured shell with one cluster (3 vertices at vertex_offset 16, 2 faces, data ending the sky), and one
 * untextured shell of 0 clusters in the sky's last 16 bytes. Fields are edited in place before {@link #read}.
 */
final class SkyBytes {
    static final int DEFS = 0x40, DATA = 0x80, CLUT = 0, TEX0 = 0x400, TEX1 = 0x410;
    static final int SHELL = DATA + 0x420;                // 16-aligned, after the texels
    static final int CLUSTER = SHELL + 0x10;
    static final int CDATA = CLUSTER + 0x20;
    static final int VO = 16, VC = 3, SO = VO + 8 * VC, TO = SO + 4 * VC, TC = 2, DS = 64;   // TO + 4 TC = 56 <= 64
    static final int SHELL2 = CDATA + DS, LENGTH = SHELL2 + 0x10;
    /** Vertex positions (raw), alpha, s, t; each value its own. */
    static final int[][] VERTS = {{1024, 2048, 3072, 0x80, 100, 200}, {-5000, 7000, 300, 0x20, -300, 4096}, {9000, -11000, -700, 0x7f, 8192, -4096}};
    static final int[][] FACES = {{0, 1, 2, 0}, {2, 1, 0, 1}};

    final byte[] b;
    final ByteBuffer le;

    /** Edits of other bytes. */
    SkyBytes(byte[] b) {
        this.b = b;
        this.le = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
    }

    SkyBytes() {
        this(new byte[LENGTH]);
        le.put(0, (byte) 10).put(1, (byte) 20).put(2, (byte) 30).put(3, (byte) 0x80);
        le.putShort(0x06, (short) 2).putShort(0x0c, (short) 2);
        le.putInt(0x10, DEFS).putInt(0x14, DATA).putInt(0x18, DEFS);
        le.putInt(0x20, SHELL).putInt(0x24, SHELL2);
        for (int t = 0; t < 2; t++) le.putInt(DEFS + 16 * t, CLUT).putInt(DEFS + 16 * t + 4, t == 0 ? TEX0 : TEX1).putInt(DEFS + 16 * t + 8, 4).putInt(DEFS + 16 * t + 12, 4);
        for (int i = 0; i < 256; i++) le.putInt(DATA + CLUT + 4 * i, 0x80000000 | i * 0x010203);
        for (int i = 0; i < 32; i++) b[DATA + TEX0 + i] = (byte) (7 * i + 3);
        le.putInt(SHELL, 1).putInt(SHELL + 4, 0);
        le.putInt(SHELL2, 0).putInt(SHELL2 + 4, 1);
        le.putInt(CLUSTER + 0x10, CDATA).putShort(CLUSTER + 0x14, (short) VC).putShort(CLUSTER + 0x16, (short) TC)
          .putShort(CLUSTER + 0x18, (short) VO).putShort(CLUSTER + 0x1a, (short) SO).putShort(CLUSTER + 0x1c, (short) TO)
          .putShort(CLUSTER + 0x1e, (short) DS);
        for (int v = 0; v < VC; v++) {
            for (int q = 0; q < 4; q++) le.putShort(CDATA + VO + 8 * v + 2 * q, (short) VERTS[v][q]);
            le.putShort(CDATA + SO + 4 * v, (short) VERTS[v][4]).putShort(CDATA + SO + 4 * v + 2, (short) VERTS[v][5]);
        }
        for (int f = 0; f < TC; f++) for (int q = 0; q < 4; q++) b[CDATA + TO + 4 * f + q] = (byte) FACES[f][q];
    }

    SkyBytes s16(int at, int v) { le.putShort(at, (short) v); return this; }
    SkyBytes s32(int at, int v) { le.putInt(at, v); return this; }
    SkyBytes u8(int at, int v) { b[at] = (byte) v; return this; }

    /** Read at absolute offset {@code base} of a file called "t". */
    SkyModel read(Problems p, long base) { return SkyModel.read(ByteReader.of(ByteBuffer.wrap(b), "t", base), 0, "t.sky", p); }
    SkyModel read() { return read(Problems.lenient(), 0); }
}
