package gcscript.wad;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.testing.TestData;
import gcscript.wad.Inputs.Shape;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** Damaged streams: the decoder either decodes within its bound or throws FormatException, nothing else. */
class WadLzHardeningTest {
    record Valid(byte[] stream, int size) {}

    static List<Valid> corpus() throws IOException {
        List<Valid> v = new ArrayList<>();
        long seed = 7;
        for (Shape s : Shape.values()) {
            for (int size : new int[]{40, 3000, 70000}) {
                byte[] data = Inputs.make(s, size, seed++);
                v.add(new Valid(WadLz.compress(data, "h"), size));
            }
        }
        for (WadLzConformanceTest.Row r : WadLzConformanceTest.manifest()) {
            if (!r.bad() && r.size() <= 70000) {
                v.add(new Valid(TestData.bytes(WadLzConformanceTest.SET, r.file()), r.size()));
            }
        }
        return v;
    }

    static void setSize(byte[] s, int size) {
        for (int i = 0; i < 4; i++) s[3 + i] = (byte) (size >>> (8 * i));
    }

    static byte[] mutate(Random rnd, byte[] valid) {
        byte[] s = valid.clone();
        switch (rnd.nextInt(6)) {
            case 0 -> {
                // bit flips in the packet stream, header intact
                if (s.length > 16) for (int k = 1 + rnd.nextInt(8); k > 0; k--) s[16 + rnd.nextInt(s.length - 16)] ^= (byte) (1 << rnd.nextInt(8));
            }
            case 1 -> {
                // bit flips anywhere, the header included
                for (int k = 1 + rnd.nextInt(4); k > 0; k--) s[rnd.nextInt(s.length)] ^= (byte) (1 << rnd.nextInt(8));
            }
            case 2 -> s = Arrays.copyOf(s, rnd.nextInt(s.length));
            case 3 -> {
                // truncated, with the header's size made to agree
                s = Arrays.copyOf(s, 16 + rnd.nextInt(s.length - 15));
                setSize(s, s.length);
            }
            case 4 -> {
                // a valid header over random packets
                s = Arrays.copyOf(s, 16 + rnd.nextInt(4000));
                for (int i = 16; i < s.length; i++) s[i] = (byte) rnd.nextInt();
                setSize(s, s.length);
            }
            default -> {
                // a random run of bytes overwritten
                if (s.length > 16) {
                    int at = 16 + rnd.nextInt(s.length - 16);
                    int n = Math.min(s.length - at, 1 + rnd.nextInt(64));
                    for (int i = at; i < at + n; i++) s[i] = (byte) rnd.nextInt();
                }
            }
        }
        return s;
    }

    @Tag("slow")   // seconds per run: left out of mutation testing (pom profile pit), run by every mvn test
    @Test
    void mutatedStreamsDecodeWithinBoundsOrThrowFormatException() throws IOException {
        List<Valid> corpus = corpus();
        Random rnd = new Random(20261130);
        int decoded = 0;
        int rejected = 0;
        long stopAt = System.nanoTime() + 3_000_000_000L;
        for (int i = 0; i < 20000 && (i < 2000 || System.nanoTime() < stopAt); i++) {
            Valid v = corpus.get(rnd.nextInt(corpus.size()));
            byte[] s = mutate(rnd, v.stream());
            int cap = rnd.nextBoolean() ? v.size() + rnd.nextInt(1000) : rnd.nextInt(1 << 20);
            try {
                byte[] out = WadLz.decompressCapped(ByteReader.of(s, "mutant"), cap);
                assertTrue(out.length <= cap, "output " + out.length + " > cap " + cap);
                decoded++;
            } catch (FormatException e) {
                assertEquals("mutant", e.file());
                rejected++;
            } catch (RuntimeException | Error e) {
                fail("mutant " + i + " (" + s.length + " bytes, cap " + cap + ") threw " + e, e);
            }
            try {
                byte[] out = WadLz.decompress(ByteReader.of(s, "mutant"), v.size());
                assertEquals(v.size(), out.length);
            } catch (FormatException e) {
                assertTrue(e.path().startsWith("wad."), e.path());
            } catch (RuntimeException | Error e) {
                fail("mutant " + i + " (exact " + v.size() + ") threw " + e, e);
            }
        }
        // both outcomes must actually occur, or the mutations test nothing
        assertTrue(decoded > 100, "decoded " + decoded);
        assertTrue(rejected > 100, "rejected " + rejected);
    }

    @Test
    void outputBoundsComeBeforeAllocation() {
        byte[] z = WadLz.compress(new byte[1000], "z");
        // 1000 zeros take a few big matches; the size a stream this short can reach is far below 2^31
        FormatException e = assertThrows(FormatException.class,
                () -> WadLz.decompress(ByteReader.of(z, "z"), Integer.MAX_VALUE));
        assertEquals("wad.decompressed_size", e.path());
        assertThrows(FormatException.class, () -> WadLz.decompress(ByteReader.of(z, "z"), -1));
        assertThrows(IllegalArgumentException.class, () -> WadLz.decompressCapped(ByteReader.of(z, "z"), -1));
        assertEquals(1000, WadLz.decompressCapped(ByteReader.of(z, "z"), Integer.MAX_VALUE).length);
        assertEquals(0, WadLz.decompressCapped(ByteReader.of(WadLz.compress(new byte[0], ""), "e"), 0).length);
        FormatException capped = assertThrows(FormatException.class, () -> WadLz.decompressCapped(ByteReader.of(z, "z"), 999));
        assertEquals("wad.packet", capped.path());
    }

    @Test
    void longOutputGrowsPastTheFirstGuess() {
        // 4 MB of zeros compress about 70:1, so the capped decoder must grow its buffer several times
        byte[] data = new byte[4 << 20];
        data[data.length - 1] = 9;
        byte[] z = WadLz.compress(data, "z");
        assertTrue(z.length * 16L < data.length);
        assertTrue(Arrays.equals(data, WadLz.decompressCapped(ByteReader.of(z, "z"), data.length)));
    }

    @Test
    void errorsCarryTheAbsoluteOffsetOfTheStreamInItsFile() {
        // a bad stream at 0x100 inside a larger file: the offset names the file position, not the stream position
        byte[] file = new byte[0x100 + 18];
        byte[] bad = {'W', 'A', 'D', 18, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x40, 0x05};
        System.arraycopy(bad, 0, file, 0x100, bad.length);
        ByteReader r = ByteReader.of(file, "LEVEL0.WAD").slice("core_data", 0x100, bad.length);
        FormatException e = assertThrows(FormatException.class, () -> WadLz.decompressCapped(r, 100));
        assertEquals("LEVEL0.WAD", e.file());
        assertEquals(0x110, e.offset());
    }
}
