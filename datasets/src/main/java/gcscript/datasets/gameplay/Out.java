package gcscript.datasets.gameplay;

import java.util.Arrays;

/** A growable little-endian buffer for this package's writers: append, align, patch. */
final class Out {
    private byte[] buf = new byte[256];
    private int len;

    int size() { return len; }

    private void ensure(int extra) {
        if (len + extra > buf.length) buf = Arrays.copyOf(buf, Math.max(len + extra, buf.length * 2));
    }

    Out s32(int v) { ensure(4); put32(buf, len, v); len += 4; return this; }
    Out f32(float v) { return s32(Float.floatToRawIntBits(v)); }
    Out u16(int v) { ensure(2); buf[len] = (byte) v; buf[len + 1] = (byte) (v >>> 8); len += 2; return this; }
    Out u8(int v) { ensure(1); buf[len++] = (byte) v; return this; }
    Out bytes(byte[] b) { ensure(b.length); System.arraycopy(b, 0, buf, len, b.length); len += b.length; return this; }
    Out zeros(int n) { ensure(n); len += n; return this; }
    Out align(int a) { int pad = (a - len % a) % a; return zeros(pad); }
    Out patch32(int at, int v) { put32(buf, at, v); return this; }

    byte[] toArray() { return Arrays.copyOf(buf, len); }

    static void put32(byte[] b, int at, int v) {
        b[at] = (byte) v; b[at + 1] = (byte) (v >>> 8); b[at + 2] = (byte) (v >>> 16); b[at + 3] = (byte) (v >>> 24);
    }

    static int get32(byte[] b, int at) {
        return (b[at] & 0xff) | (b[at + 1] & 0xff) << 8 | (b[at + 2] & 0xff) << 16 | (b[at + 3] & 0xff) << 24;
    }
}
