package gcscript.datasets.geometry;

import java.util.Arrays;

/** A growable little-endian byte image: write at fixed offsets, grow with zeros, align. */
public final class Le {
    private byte[] b = new byte[512];
    private int size;

    public int size() { return size; }

    private void ensure(int n) {
        if (n > b.length) b = Arrays.copyOf(b, Math.max(n, b.length * 2));
        if (n > size) size = n;
    }

    public void u8(int at, int v) { ensure(at + 1); b[at] = (byte) v; }
    public void u16(int at, int v) { ensure(at + 2); b[at] = (byte) v; b[at + 1] = (byte) (v >> 8); }
    public void u32(int at, int v) { ensure(at + 4); for (int i = 0; i < 4; i++) b[at + i] = (byte) (v >> (8 * i)); }
    public void f32(int at, float v) { u32(at, Float.floatToIntBits(v)); }
    public void extendTo(int n) { ensure(n); }

    /** Pads with zeros to a multiple of {@code a}; returns the new size. */
    public int align(int a) {
        int n = (size + a - 1) / a * a;
        ensure(n);
        return n;
    }

    public byte[] toArray() { return Arrays.copyOf(b, size); }
}
