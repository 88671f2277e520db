package gcscript.wad;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.wad.Inputs.Shape;
import java.nio.ByteBuffer;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A stream in a heap array is decoded in place, at its offset in that array; a stream in any other buffer from a
 * copy. Both must give the same bytes and, for a broken stream, the same error at the same file offset: the
 * 0x1000 pad blocks and every message count from the stream's own start, not from the array's.
 */
class WadLzInPlaceTest {
    /** The stream at an odd offset of a larger file, behind and before bytes that would decode as packets if read. */
    private static byte[] embed(byte[] stream, int at) {
        byte[] file = new byte[at + stream.length + 333];
        java.util.Arrays.fill(file, (byte) 0x01);
        System.arraycopy(stream, 0, file, at, stream.length);
        return file;
    }

    private static ByteReader heap(byte[] file, int at, int len) {
        return ByteReader.of(file, "LEVEL.WAD").slice("core_data", at, len);
    }

    private static ByteReader copied(byte[] file, int at, int len) {
        return ByteReader.of(ByteBuffer.wrap(file).asReadOnlyBuffer(), "LEVEL.WAD", 0).slice("core_data", at, len);
    }

    @Test void aSliceAtAnOffsetDecodesInPlaceAsFromACopy() {
        for (Shape shape : Shape.values()) {
            for (int size : new int[] {0, 5, 3000, 70000}) {
                byte[] data = Inputs.make(shape, size, 11);
                byte[] z = WadLz.compress(data, "t");
                int at = 0x801 + size % 7;
                byte[] file = embed(z, at);
                assertArrayEquals(data, WadLz.decompress(heap(file, at, z.length), size), shape + " " + size);
                assertArrayEquals(data, WadLz.decompress(copied(file, at, z.length), size), shape + " " + size);
                assertArrayEquals(data, WadLz.decompressCapped(heap(file, at, z.length), size), shape + " " + size);
            }
        }
    }

    @Test void padPacketsCountFromTheStreamStart() {
        // a pad packet right after the header skips to stream offset 0x1010, whatever the stream's offset in its array
        byte[] s = new byte[0x1010 + 6];
        s[0] = 'W';
        s[1] = 'A';
        s[2] = 'D';
        s[3] = (byte) s.length;
        s[4] = (byte) (s.length >> 8);
        s[16] = 0x12;   // pad: size field 2, R = 0
        s[0x1010] = 0x02;   // a literal of 5 bytes
        for (int i = 1; i <= 5; i++) s[0x1010 + i] = (byte) (0x30 + i);
        for (int at : new int[] {0, 1, 0x7FF, 0x1003}) {
            byte[] file = embed(s, at);
            assertArrayEquals(new byte[] {0x31, 0x32, 0x33, 0x34, 0x35}, WadLz.decompress(heap(file, at, s.length), 5), "at " + at);
        }
    }

    @Test void brokenStreamsFailAlikeInPlaceAndFromACopy() {
        Random rnd = new Random(36);
        byte[] data = Inputs.make(Shape.LEVEL, 20000, 5);
        byte[] z = WadLz.compress(data, "t");
        int failures = 0;
        for (int i = 0; i < 100; i++) {
            byte[] m = z.clone();
            for (int k = 1 + rnd.nextInt(4); k > 0; k--) m[16 + rnd.nextInt(m.length - 16)] = (byte) rnd.nextInt();
            int at = 1 + rnd.nextInt(5000);
            byte[] file = embed(m, at);
            int cap = rnd.nextBoolean() ? data.length : rnd.nextInt(data.length);
            String heapOutcome = outcome(() -> WadLz.decompressCapped(heap(file, at, m.length), cap));
            assertEquals(outcome(() -> WadLz.decompressCapped(copied(file, at, m.length), cap)), heapOutcome, "mutant " + i);
            assertEquals(outcome(() -> WadLz.decompress(copied(file, at, m.length), data.length)),
                    outcome(() -> WadLz.decompress(heap(file, at, m.length), data.length)), "mutant " + i);
            if (heapOutcome.startsWith("error")) failures++;
        }
        assertTrue(failures > 10, failures + " of 100 mutants failed");
    }

    @Test void anErrorNamesTheFileOffsetOfTheBadPacket() {
        byte[] data = Inputs.make(Shape.RECORDS, 4000, 2);
        byte[] z = WadLz.compress(data, "t");
        z[16] = 0x48;   // a little match as the first packet: its distance reaches before the output's start
        byte[] file = embed(z, 0x321);
        FormatException e = assertThrows(FormatException.class, () -> WadLz.decompress(heap(file, 0x321, z.length), 4000));
        assertEquals("LEVEL.WAD", e.file());
        assertEquals(0x321 + 16, e.offset());
        assertEquals("core_data.wad.packet", e.path());
    }

    private static String outcome(java.util.function.Supplier<byte[]> decode) {
        try {
            return "decoded " + java.util.Base64.getEncoder().encodeToString(decode.get());
        } catch (FormatException e) {
            return "error " + e.getMessage();
        }
    }
}
