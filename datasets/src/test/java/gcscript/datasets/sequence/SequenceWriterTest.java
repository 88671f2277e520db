package gcscript.datasets.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.datasets.geometry.Buf;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The header's frame_count is a u8: 255 frames are written as 255, 256 are refused instead of stored as 0. */
class SequenceWriterTest {
    private static SeqSpec withFrames(int n) {
        List<SeqSpec.Frame> frames = new ArrayList<>();
        for (int i = 0; i < n; i++) frames.add(SeqSpec.Frame.special(i, n - i, new byte[] {1, 2, 3, 4}));
        SeqSpec.Special sp = new SeqSpec.Special(new int[] {0, 4, 4}, new int[][] {{1, 2, 3}}, new long[0], new long[0]);
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

    @Test void moreFramesThanAU8HoldsAreRefused() {
        var e = assertThrows(IllegalArgumentException.class, () -> SequenceWriter.write(new Buf(), withFrames(256), 0));
        assertTrue(e.getMessage().startsWith("256 frames"), e.getMessage());
    }
}
