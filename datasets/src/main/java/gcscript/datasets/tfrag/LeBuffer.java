package gcscript.datasets.tfrag;

import java.util.Arrays;

/** A growable little-endian byte buffer for writers; positions are absolute in the buffer. */
final class LeBuffer {
    private byte[] a = new byte[256];
    private int n;

    int tell() { return n; }

    private void ensure(int more) {
        if (n + more > a.length) a = Arrays.copyOf(a, Math.max(a.length * 2, n + more));
    }

    void u8(int v) { ensure(1); a[n++] = (byte) v; }
    void u16(int v) { u8(v); u8(v >>> 8); }
    void u32(int v) { u16(v); u16(v >>> 16); }
    void f32(float v) { u32(Float.floatToIntBits(v)); }
    void bytes(byte[] b) { ensure(b.length); System.arraycopy(b, 0, a, n, b.length); n += b.length; }
    void zeros(int k) { ensure(k); n += k; }
    void pad(int align) { while (n % align != 0) u8(0); }

    void putU8(int at, int v) { a[at] = (byte) v; }
    void putU16(int at, int v) { a[at] = (byte) v; a[at + 1] = (byte) (v >>> 8); }
    void putU32(int at, int v) { putU16(at, v); putU16(at + 2, v >>> 16); }
    void putF32(int at, float v) { putU32(at, Float.floatToIntBits(v)); }

    byte[] toArray() { return Arrays.copyOf(a, n); }
}
