package gcscript.goldeneye.synth;

import java.io.ByteArrayOutputStream;

/** MSB-first bit writer for the generator's texture encoder (independent of the reader's bit reader). */
final class BitWriter {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private int acc;
    private int n;

    void bits(int value, int count) {
        for (int i = count - 1; i >= 0; i--) {
            acc = (acc << 1) | ((value >>> i) & 1);
            if (++n == 8) { out.write(acc); acc = 0; n = 0; }
        }
    }

    /** The texture format's end-of-image rule as a writer sees it: pad to a byte; if already aligned, one more byte. */
    void endImage() {
        if (n == 0) { out.write(0); return; }
        while (n != 0) bits(0, 1);
    }

    void bytes(byte[] b) {
        if (n != 0) throw new IllegalStateException("unaligned");
        out.write(b, 0, b.length);
    }

    boolean aligned() { return n == 0; }

    byte[] toByteArray() {
        if (n != 0) throw new IllegalStateException("unaligned end");
        return out.toByteArray();
    }
}
