package gcscript.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import gcscript.bytes.ByteReader;
import gcscript.wad.WadLz;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LzPairedTest {
    @Test
    void theMedianOfAnOddCountIsTheMiddleOfAnEvenOneTheMeanOfTheTwoMiddle() {
        assertEquals(5, LzPaired.median(new long[] {9, 1, 5}));
        assertEquals(6, LzPaired.median(new long[] {9, 1, 5, 7}));
        assertEquals(14177, LzPaired.median(new long[] {14177}));
        assertEquals(1.25, LzPaired.median(new double[] {2.0, 0.5, 1.0, 1.5}), 1e-12);
        assertEquals(0.9, LzPaired.median(new double[] {3.0, 0.9, 0.2}), 1e-12);
    }

    @Test
    void pairsTheCProgramWithTheJavaDecoderOnTheSameStream(@TempDir Path dir) throws IOException {
        Path exe = NativeBaseline.program(dir.resolve("native"));
        assumeTrue(exe != null, "no C compiler here");
        byte[] data = gcscript.testing.LevelLikeData.generate(1 << 20, 36);
        byte[] packed = WadLz.compress(data, "t");
        Path stream = dir.resolve("t.wad");
        Files.write(stream, packed);
        LzPaired.Result r = LzPaired.run(exe, stream, ByteReader.of(packed, "t.wad"), data.length, 3, 3, dir.resolve("c"));
        assertEquals(3, r.rounds());
        assertTrue(r.cNanos() > 0 && r.shippedNanos() > 0 && r.reusedNanos() > 0, r.toString());
        // each side decoded a megabyte in well under a second, and neither is a thousand times the other
        assertTrue(r.cNanos() < 1_000_000_000L && r.shippedNanos() < 1_000_000_000L, r.toString());
        assertTrue(r.shippedRatio() > 0.001 && r.shippedRatio() < 1000, r.toString());
        assertTrue(r.reusedRatio() > 0.001 && r.reusedRatio() < 1000, r.toString());
        // a size the stream does not decode to: the C program refuses it, and the run says so
        assertThrows(IOException.class, () -> LzPaired.run(exe, stream, ByteReader.of(packed, "t.wad"), data.length + 1, 1, 1, dir.resolve("d")));
    }
}
