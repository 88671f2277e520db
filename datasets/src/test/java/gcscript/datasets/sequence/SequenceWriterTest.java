package gcscript.datasets.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.datasets.geometry.Buf;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The header's frame_count is a u8: 255 frames are written as 255, 256 are refused instead of stored as 0. A special
 * frame's body and its part offsets are laid out as W's write_moby_sequence writes them.
 */
class SequenceWriterTest {
    private static SeqSpec withFrames(int n) {
        List<SeqSpec.Frame> frames = new ArrayList<>();
        SeqSpec.Body body = new SeqSpec.Body(new byte[][] {{1}, {2, 3}, {}}, new byte[] {4}, new int[0], new byte[0][]);
        for (int i = 0; i < n; i++) frames.add(SeqSpec.Frame.special(i, n - i, body));
        SeqSpec.Special sp = new SeqSpec.Special(new int[] {1, 3, 3}, new int[][] {{1, 2, 3}}, new long[0], new long[0]);
        return new SeqSpec(new float[] {1, 2, 3, 4}, 0xff, 0, 0, new long[0], null, 1, frames, sp);
    }

    @Test void twoHundredFiftyFiveFramesAreStoredAsSuch() {
        Buf b = new Buf();
        SequenceWriter.Placed p = SequenceWriter.write(b, withFrames(255), 0);
        byte[] bytes = b.toArray();
        assertEquals(255, bytes[p.at() + 0x10] & 0xff);
        assertEquals(255, p.frameOffsets().length);
        assertTrue(p.frameOffsets()[254] > p.frameOffsets()[0]);
    }

    @Test void aSpecialBodyIsItsPartsMaskAndEntriesPaddedToFour() {
        SeqSpec.Body b = new SeqSpec.Body(new byte[][] {{(byte) 0xa1}, {(byte) 0xb1, (byte) 0xb2}, {(byte) 0xc1}}, new byte[] {3},
                new int[] {0x39, 0xff}, new byte[][] {{(byte) 0xe1, (byte) 0xe2, (byte) 0xe3}, {}});
        // flag 0x39: sizes 1, 2, 3 -> 1 + 2 + 0 extra bytes; 0xff: 3, 3, 3 -> none
        assertEquals(1, SeqSpec.Body.extra(0x39, 0));
        assertEquals(2, SeqSpec.Body.extra(0x39, 1));
        assertEquals(0, SeqSpec.Body.extra(0x39, 2));
        assertEquals(10, b.length());
        assertEquals(List.of(0xa1, 0xb1, 0xb2, 0xc1, 3, 0x39, 0xe1, 0xe2, 0xe3, 0xff, 0, 0), unsigned(b.bytes()));
    }

    @Test void thePackedWordHoldsTheOffsetsOfPartsTwoToFourMinusFour() {
        SeqSpec.Special sp = SeqDraw.special(new java.util.Random(1), 2, new int[] {5, 0, 3});
        // part 1 at frame offset 4 (5 bytes), part 2 at 9 (empty), part 3 at 9 (3 bytes), part 4 at 12: stored minus 4
        assertEquals(List.of(5, 5, 8), java.util.Arrays.stream(sp.partOffsets()).boxed().toList());
        assertEquals(5L | 5L << 10 | 8L << 21, sp.packed());
    }

    private static List<Integer> unsigned(byte[] b) {
        List<Integer> out = new ArrayList<>();
        for (byte x : b) out.add(x & 0xff);
        return out;
    }

    @Test void moreFramesThanAU8HoldsAreRefused() {
        var e = assertThrows(IllegalArgumentException.class, () -> SequenceWriter.write(new Buf(), withFrames(256), 0));
        assertTrue(e.getMessage().startsWith("256 frames"), e.getMessage());
    }
}
