package gcscript.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gcscript.bytes.ByteReader;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TexelHitsTest {
    static int[] naive(byte[] b, int from, int to) {
        int n = 0, first = -1;
        for (int i = from; i + 4 <= to; i++) {
            if (b[i] == 0x18 && b[i + 1] == 0x18 && b[i + 2] == 0x18 && b[i + 3] == (byte) 0x80) {
                if (first < 0) first = i;
                n++;
            }
        }
        return new int[] {n, first};
    }

    @Test
    void findsEveryOccurrenceInsideTheRangeOnly() {
        byte[] b = {0x18, 0x18, 0x18, 0x18, (byte) 0x80, 0, 0x18, 0x18, 0x18, (byte) 0x80, 0x18, 0x18, 0x18};
        ByteReader r = ByteReader.of(b, "cd");
        assertEquals(new AnalysisClaims.Hits(2, 1), AnalysisClaims.hits(r, 0, b.length));
        assertEquals(new AnalysisClaims.Hits(1, 6), AnalysisClaims.hits(r, 2, b.length));
        assertEquals(new AnalysisClaims.Hits(1, 1), AnalysisClaims.hits(r, 0, 9));     // the second one ends at 10
        assertEquals(new AnalysisClaims.Hits(0, -1), AnalysisClaims.hits(r, 0, 4));
        Random rnd = new Random(3);
        for (int round = 0; round < 200; round++) {
            byte[] x = new byte[rnd.nextInt(90)];
            for (int i = 0; i < x.length; i++) x[i] = (byte) (rnd.nextInt(3) == 0 ? 0x80 : rnd.nextInt(5) == 0 ? 7 : 0x18);
            int from = x.length == 0 ? 0 : rnd.nextInt(x.length), to = from + (x.length == from ? 0 : rnd.nextInt(x.length - from + 1));
            int[] want = naive(x, from, to);
            assertEquals(new AnalysisClaims.Hits(want[0], want[1]), AnalysisClaims.hits(ByteReader.of(x, "cd"), from, to), "round " + round);
        }
    }
}
