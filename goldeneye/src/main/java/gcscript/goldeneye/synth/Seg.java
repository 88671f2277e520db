package gcscript.goldeneye.synth;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** A growable big-endian byte buffer for writing segments, files and display lists. */
final class Seg {
    private final ByteArrayOutputStream b = new ByteArrayOutputStream();

    int pos() { return b.size(); }
    Seg u8(int v) { b.write(v); return this; }
    Seg u16(int v) { b.write(v >> 8); b.write(v); return this; }
    Seg u32(long v) { b.write((int) (v >>> 24)); b.write((int) (v >>> 16)); b.write((int) (v >>> 8)); b.write((int) v); return this; }
    Seg f32(float f) { return u32(Float.floatToIntBits(f) & 0xFFFFFFFFL); }
    Seg bytes(byte[] x) { b.write(x, 0, x.length); return this; }
    Seg align(int a) { while (b.size() % a != 0) b.write(0); return this; }
    Seg cstring(String s) { bytes(s.getBytes(StandardCharsets.US_ASCII)); b.write(0); return this; }
    byte[] toArray() { return b.toByteArray(); }

    static void put32(byte[] a, int at, long v) {
        a[at] = (byte) (v >>> 24); a[at + 1] = (byte) (v >>> 16); a[at + 2] = (byte) (v >>> 8); a[at + 3] = (byte) v;
    }
}
