package gcscript.bytes;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/** {@link ByteReader#indexOfNonZero} finds the first non-zero byte wherever it lies against the eight-byte steps. */
class IndexOfNonZeroTest {
    @Test void firstNonZeroByteAtEveryPositionOfEveryWindow() {
        for (int at = 0; at < 40; at++) {
            byte[] b = new byte[40];
            b[at] = (byte) 0x80;
            if (at + 3 < 40) b[at + 3] = 1;   // a later one never hides the first
            ByteReader r = ByteReader.of(b, "Z");
            for (int from = 0; from <= 40; from++) {
                for (int to = from; to <= 40; to++) {
                    int want = at >= from && at < to ? at : at + 3 >= from && at + 3 < to && at + 3 < 40 ? at + 3 : -1;
                    assertEquals(want, r.indexOfNonZero(from, to), "non-zero at " + at + ", [" + from + ", " + to + ")");
                }
            }
        }
        assertEquals(-1, ByteReader.of(new byte[100], "Z").indexOfNonZero(0, 100));
        assertThrows(FormatException.class, () -> ByteReader.of(new byte[8], "Z").indexOfNonZero(4, 12));
    }
}
