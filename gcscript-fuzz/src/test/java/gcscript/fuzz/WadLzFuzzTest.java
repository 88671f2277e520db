package gcscript.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.wad.WadLz;
import java.util.Arrays;

/** The WAD-LZ decoder (docs/formats/wad.md) on arbitrary streams, and the encoder's round trip. */
class WadLzFuzzTest {
    /** Decoding may expand 72x; the output array grows by doubling and is copied once to size. */
    static final long DECODE_BYTES_PER_BUDGET = 4;

    /** Input: u24 cap, then the stream. */
    @FuzzTest
    void decodeCapped(byte[] data) {
        if (data.length < 3) return;
        int cap = (data[0] & 0xff) | (data[1] & 0xff) << 8 | (data[2] & 0xff) << 16;
        byte[] stream = Arrays.copyOfRange(data, 3, data.length);
        long budget = Math.min(cap, 72L * stream.length) + stream.length;
        Guard.check("wad.decodeCapped", data, budget, DECODE_BYTES_PER_BUDGET,
                () -> WadLz.decompressCapped(ByteReader.of(stream, "fuzz.wad"), cap));
    }

    /** Input: s24 expected size (sign-extended, so negative sizes occur), then the stream. */
    @FuzzTest
    void decodeExact(byte[] data) {
        if (data.length < 3) return;
        int expected = ((data[0] & 0xff) | (data[1] & 0xff) << 8 | data[2] << 16);
        byte[] stream = Arrays.copyOfRange(data, 3, data.length);
        long budget = Math.min(Math.max(expected, 0), 72L * stream.length) + stream.length;
        Guard.check("wad.decodeExact", data, budget, DECODE_BYTES_PER_BUDGET,
                () -> WadLz.decompress(ByteReader.of(stream, "fuzz.wad"), expected));
    }

    /** Any bytes compress to a stream that decodes back to them (the encoder also proves this itself). */
    @FuzzTest
    void roundTrip(byte[] data) {
        // the encoder's hash chains cost a few arrays of the input's size
        Guard.check("wad.roundTrip", data, data.length + (1 << 16), 64, () -> {
            byte[] packed = WadLz.compress(data, "fuzz");
            assertArrayEquals(data, WadLz.decompress(ByteReader.of(packed, "fuzz.wad"), data.length));
        });
    }
}
