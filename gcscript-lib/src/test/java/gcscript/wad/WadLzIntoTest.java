package gcscript.wad;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.wad.Inputs.Shape;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Decoding into a caller's buffer, and the per-thread pooled input: same bytes, same errors, no write past the size. */
class WadLzIntoTest {
    @Test
    void intoALongerBufferWritesExactlyTheOutputAndNothingAfterIt() {
        for (Shape shape : Shape.values()) {
            for (int size : new int[] {0, 1, 19, 4096, 70000, 300000}) {
                byte[] data = Inputs.make(shape, size, 7);
                ByteReader z = ByteReader.of(WadLz.compress(data, "t"), "t.wad");
                byte[] dst = new byte[size + 1000];
                Arrays.fill(dst, (byte) 0x5A);
                assertSame(dst, WadLz.decompress(z, size, dst));
                assertArrayEquals(data, Arrays.copyOf(dst, size), shape + " " + size);
                for (int i = size; i < dst.length; i++) assertEquals(0x5A, dst[i], shape + " " + size + " byte " + i);
                // the same buffer again, after a decode of another stream through the pooled input
                WadLz.decompress(ByteReader.of(WadLz.compress(Inputs.make(shape, 5000, 8), "u"), "u.wad"), 5000);
                assertArrayEquals(data, Arrays.copyOf(WadLz.decompress(z, size, dst), size));
            }
        }
    }

    @Test
    void aStreamLongerThanTheExpectedSizeFailsEvenWithRoomInTheBuffer() {
        byte[] data = Inputs.make(Shape.values()[0], 100000, 3);
        ByteReader z = ByteReader.of(WadLz.compress(data, "t"), "t.wad");
        byte[] dst = new byte[200000];
        FormatException e = assertThrows(FormatException.class, () -> WadLz.decompress(z, 50000, dst));
        assertEquals(e.getMessage(), assertThrows(FormatException.class, () -> WadLz.decompress(z, 50000)).getMessage());
        for (int i = 50000; i < dst.length; i++) assertEquals(0, dst[i], "byte " + i + " written past the expected size");
    }

    @Test
    void aShortBufferIsTheCallersError() {
        byte[] data = Inputs.make(Shape.values()[0], 1000, 3);
        ByteReader z = ByteReader.of(WadLz.compress(data, "t"), "t.wad");
        assertThrows(IllegalArgumentException.class, () -> WadLz.decompress(z, 1000, new byte[999]));
    }
}
