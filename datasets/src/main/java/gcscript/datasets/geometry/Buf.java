package gcscript.datasets.geometry;

import java.util.Arrays;

/** A growable little-endian byte buffer; positions are absolute in the buffer. */
public final class Buf {
    private byte[] a = new byte[512];
    private int n;

    public int tell() { return n; }
    private void ensure(int end) { if (end > a.length) a = Arrays.copyOf(a, Math.max(a.length * 2, end)); }

    public void u8(int v) { ensure(n + 1); a[n++] = (byte) v; }
    public void u16(int v) { u8(v); u8(v >>> 8); }
    public void u32(int v) { u16(v); u16(v >>> 16); }
    public void f32(float v) { u32(Float.floatToIntBits(v)); }
    public void zeros(int k) { ensure(n + k); n += k; }
    public void pad(int align) { while (n % align != 0) u8(0); }
    /** Zero bytes until {@code tell() % m == r}. */
    public void padTo(int m, int r) { while (n % m != r) u8(0); }

    public void putU8(int at, int v) { ensure(at + 1); a[at] = (byte) v; n = Math.max(n, at + 1); }
    public void putU16(int at, int v) { putU8(at, v); putU8(at + 1, v >>> 8); }
    public void putU32(int at, int v) { putU16(at, v); putU16(at + 2, v >>> 16); }
    public void putF32(int at, float v) { putU32(at, Float.floatToIntBits(v)); }

    public byte[] toArray() { return Arrays.copyOf(a, n); }
}
