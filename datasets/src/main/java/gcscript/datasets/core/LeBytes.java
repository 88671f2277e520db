package gcscript.datasets.core;

import java.util.Arrays;

/** A growable little-endian byte image for the writers: append, align, and patch at fixed offsets. */
final class LeBytes {
    private byte[] b = new byte[256];
    private int size;

    int size() { return size; }

    private void ensure(int n) {
        if (n > b.length) b = Arrays.copyOf(b, Math.max(n, b.length * 2));
        if (n > size) size = n;
    }

    void put8(int at, int v) { ensure(at + 1); b[at] = (byte) v; }
    void put16(int at, int v) { ensure(at + 2); b[at] = (byte) v; b[at + 1] = (byte) (v >> 8); }
    void put32(int at, int v) {
        ensure(at + 4);
        for (int i = 0; i < 4; i++) b[at + i] = (byte) (v >> (8 * i));
    }
    void put(int at, byte[] src) { ensure(at + src.length); System.arraycopy(src, 0, b, at, src.length); }

    /** Grows the image with zeros so that it is {@code n} bytes long (never shrinks). */
    void extendTo(int n) { ensure(n); }

    /** Pads with zeros to a multiple of {@code a} and returns the new size. */
    int align(int a) {
        int n = (size + a - 1) / a * a;
        ensure(n);
        return n;
    }

    byte[] toArray() { return Arrays.copyOf(b, size); }
}
