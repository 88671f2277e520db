package gcscript.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.level.Level;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The round trip (docs/writing.md) of a mutated level file: the coverage pass, every buffer rebuilt from its declared
 * records and compared, the table. Anything but a FormatException, a hang or an oversized allocation is a finding.
 * The fuzz target takes level files sparse (see {@link Sparse}); {@link #mutatedSampleLevels} runs the same body on
 * the bundled sample's level files with bytes flipped, zeroed and spliced, deterministically.
 */
class RoundTripFuzzTest {
    @FuzzTest
    void levelFile(byte[] data) {
        byte[] file = Sparse.expand(data, LevelFuzzTest.MAX_FILE);
        Guard.check("roundtrip.levelFile", data, file.length, LevelFuzzTest.DECODING_BYTES_PER_BYTE, () -> roundTrip(file));
    }

    /** Mutations of the sample's level files: every outcome a FormatException (caught as a problem) or a table. */
    @Test
    void mutatedSampleLevels() {
        Random rnd = new Random(26);
        int runs = 0, parsed = 0;
        for (Level l : Gc.sample().levels()) {
            byte[] original = l.bytes().toArray();
            for (int m = 0; m < 12; m++) {
                byte[] file = original.clone();
                int at = rnd.nextInt(file.length);
                switch (m % 3) {
                    case 0 -> { for (int i = 0; i < 1 + rnd.nextInt(8); i++) file[rnd.nextInt(file.length)] ^= (byte) (1 << rnd.nextInt(8)); }
                    case 1 -> java.util.Arrays.fill(file, at, Math.min(file.length, at + 1 + rnd.nextInt(256)), (byte) 0);
                    default -> System.arraycopy(original, rnd.nextInt(file.length - 64), file, Math.min(at, file.length - 64), 64);
                }
                if (Guard.check("roundtrip.sample", file, file.length, LevelFuzzTest.DECODING_BYTES_PER_BYTE,
                        () -> roundTrip(file)) == Guard.Outcome.PARSED) parsed++;
                runs++;
            }
        }
        assertTrue(runs >= 24, runs + " runs");
        assertTrue(parsed > runs / 2, parsed + " of " + runs + " mutated levels read far enough to be rebuilt (lenient reads)");
    }

    private static void roundTrip(byte[] file) {
        Level level = new Level(0, ByteReader.of(file, "LEVEL0.WAD"), Problems.lenient());
        level.roundTrip();
        level.roundTripResult().identical();
    }
}
