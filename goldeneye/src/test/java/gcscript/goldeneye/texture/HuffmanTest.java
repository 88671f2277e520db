package gcscript.goldeneye.texture;

import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** Hand-worked trees, so the test does not just re-run the decoder's own tree builder. */
class HuffmanTest {

    private static DecodeContext ctx(int... bytes) {
        byte[] b = new byte[bytes.length + 1];
        for (int i = 0; i < bytes.length; i++) b[i + 1] = (byte) bytes[i];
        return new DecodeContext("t", b, Problems.strict());
    }

    @Test
    void twoEqualFrequencies() {
        // freq [1,1]: the scan picks i2 = 0 then i1 = 1; slot 1 becomes the root with 0 -> symbol 1, 1 -> symbol 0.
        DecodeContext c = ctx(1, 1, 0b0110_0000);
        Huffman.inflate(c, 0, 4, 2, "h");
        assertArrayEquals(new byte[]{1, 0, 0, 1}, java.util.Arrays.copyOf(c.scratch, 4));
    }

    @Test
    void threeSymbolsOneTwoThree() {
        // freq [1,2,3]: codes 2 = "0", 1 = "10", 0 = "11". Symbols 0,1,2,2 = 11 10 0 0.
        DecodeContext c = ctx(1, 2, 3, 0b1110_0000);
        Huffman.inflate(c, 0, 4, 3, "h");
        assertArrayEquals(new byte[]{0, 1, 2, 2}, java.util.Arrays.copyOf(c.scratch, 4));
    }

    @Test
    void zeroFrequenciesStillGetCodes() {
        // freq [5,0,0,1]: merges (1,2) -> slot 1 {L1, L2}; (1,3) -> slot 3 {L3, 1}; (3,0) -> slot 0 {L0, 3}.
        // Codes: 0 = "0", 3 = "10", 1 = "110", 2 = "111". Symbols 1,2,3,0 = 110 111 10 0.
        DecodeContext c = ctx(5, 0, 0, 1, 0b1101_1110, 0b0000_0000);
        Huffman.inflate(c, 0, 4, 4, "h");
        assertArrayEquals(new byte[]{1, 2, 3, 0}, java.util.Arrays.copyOf(c.scratch, 4));
    }

    @Test
    void oneEntryAlphabetIsRefused() {
        DecodeContext c = ctx(7, 0);
        assertThrows(FormatException.class, () -> Huffman.inflate(c, 0, 1, 1, "h"));
    }
}
