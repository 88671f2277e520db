package gcscript.datasets;

/** A little-endian byte image written at explicit offsets (grows as needed; gaps are zero). */
public final class LeImage {
    private byte[] b = new byte[256];
    private int size;

    public int size() { return size; }
    private void ensure(int n) {
        if (n > b.length) b = java.util.Arrays.copyOf(b, Math.max(n, b.length * 2));
        size = Math.max(size, n);
    }
    public void u8(int at, int v) { ensure(at + 1); b[at] = (byte) v; }
    public void u16(int at, int v) { ensure(at + 2); b[at] = (byte) v; b[at + 1] = (byte) (v >> 8); }
    public void u32(int at, int v) { ensure(at + 4); for (int i = 0; i < 4; i++) b[at + i] = (byte) (v >> (8 * i)); }
    public void f32(int at, float v) { u32(at, Float.floatToRawIntBits(v)); }
    public void put(int at, byte[] src) { ensure(at + src.length); System.arraycopy(src, 0, b, at, src.length); }
    public void extendTo(int n) { ensure(n); }
    public static int align(int v, int a) { return (v + a - 1) / a * a; }
    public byte[] toArray() { return java.util.Arrays.copyOf(b, size); }
}
