package gcscript.datasets;

import java.util.Arrays;

/** A growable little-endian byte buffer for writers: append at the end, or patch a word already written. */
public final class LeBuffer {
    private byte[] buf;
    private int len;

    public LeBuffer() { this(256); }

    public LeBuffer(int capacity) { buf = new byte[Math.max(16, capacity)]; }

    public int size() { return len; }

    private void ensure(int extra) {
        int need = len + extra;
        if (need > buf.length) buf = Arrays.copyOf(buf, Math.max(need, buf.length * 2));
    }

    public LeBuffer s32(int v) {
        ensure(4);
        putS32(buf, len, v);
        len += 4;
        return this;
    }

    public LeBuffer s16(int v) {
        ensure(2);
        buf[len] = (byte) v;
        buf[len + 1] = (byte) (v >>> 8);
        len += 2;
        return this;
    }

    public LeBuffer f32(float v) { return s32(Float.floatToRawIntBits(v)); }

    public LeBuffer u8(int v) {
        ensure(1);
        buf[len++] = (byte) v;
        return this;
    }

    public LeBuffer bytes(byte[] b) {
        ensure(b.length);
        System.arraycopy(b, 0, buf, len, b.length);
        len += b.length;
        return this;
    }

    public LeBuffer zeros(int n) {
        ensure(n);
        len += n;   // the array is zero beyond len: it only ever grows
        return this;
    }

    /** Appends a copy of {@code n} bytes already written at {@code offset}. */
    public LeBuffer copyFrom(int offset, int n) {
        if (offset < 0 || offset + n > len) throw new IndexOutOfBoundsException(offset);
        ensure(n);
        System.arraycopy(buf, offset, buf, len, n);
        len += n;
        return this;
    }

    /** Pads with zeros until the size is a multiple of {@code alignment}. */
    public LeBuffer align(int alignment) { return zeros(Sectors.align(len, alignment) - len); }

    public LeBuffer patchS32(int offset, int v) {
        if (offset < 0 || offset + 4 > len) throw new IndexOutOfBoundsException(offset);
        putS32(buf, offset, v);
        return this;
    }

    public byte[] toArray() { return Arrays.copyOf(buf, len); }

    public static void putS32(byte[] b, int off, int v) {
        b[off] = (byte) v;
        b[off + 1] = (byte) (v >>> 8);
        b[off + 2] = (byte) (v >>> 16);
        b[off + 3] = (byte) (v >>> 24);
    }

    public static int getS32(byte[] b, int off) {
        return (b[off] & 0xff) | (b[off + 1] & 0xff) << 8 | (b[off + 2] & 0xff) << 16 | (b[off + 3] & 0xff) << 24;
    }
}
