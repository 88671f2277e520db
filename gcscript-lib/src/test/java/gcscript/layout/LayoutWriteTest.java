package gcscript.layout;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The encoders, the inverse of every read: each type's extremes written and read back, the bytes they leave
 * (endianness, two's complement), F32 bit-exact, bit fields beside one another, and out-of-range values refused
 * with the field named and nothing written. The fixture is {@link LayoutDeclarationsTest}'s record of every type.
 */
class LayoutWriteTest {
    static final Layout R = LayoutDeclarationsTest.R;

    /** Encodes {@code v} as {@code f} into a fresh record and reads it back through the declaration. */
    private static long roundTrip(Field f, long v) {
        byte[] b = new byte[R.size()];
        f.encode(b, 0, v);
        return R.read(ByteReader.of(b, "t"), 0, "rec").get(f);
    }

    @Test void extremesOfEveryTypeRoundTrip() {
        Field[] whole = {LayoutDeclarationsTest.U8, LayoutDeclarationsTest.S8, LayoutDeclarationsTest.U16,
                LayoutDeclarationsTest.S16, LayoutDeclarationsTest.U16BE, LayoutDeclarationsTest.U32,
                LayoutDeclarationsTest.S32, LayoutDeclarationsTest.F32, LayoutDeclarationsTest.U32BE,
                LayoutDeclarationsTest.S64, LayoutDeclarationsTest.HIGH, LayoutDeclarationsTest.LOW_SIGNED};
        for (Field f : whole) {
            for (long v : new long[] {f.minValue(), f.maxValue(), f.minValue() + 1, f.maxValue() - 1, 0, 1}) {
                if (v < f.minValue() || v > f.maxValue()) continue;
                assertEquals(v, roundTrip(f, v), f + " = " + v);
            }
        }
    }

    @Test void bytesAreLaidOutAsStored() {
        byte[] b = new byte[R.size()];
        LayoutDeclarationsTest.S8.encode(b, 0, -128);
        LayoutDeclarationsTest.U16.encode(b, 0, 0x1234);
        LayoutDeclarationsTest.S16.encode(b, 0, -1);
        LayoutDeclarationsTest.U16BE.encode(b, 0, 0x1234);
        LayoutDeclarationsTest.U32BE.encode(b, 0, 0x01020304L);
        LayoutDeclarationsTest.S64.encode(b, 0, 0x8102030405060708L);
        byte[] want = LayoutDeclarationsTest.bytes();
        assertEquals((byte) 0x80, b[1]);
        assertArrayEquals(Arrays.copyOfRange(want, 2, 8), Arrays.copyOfRange(b, 2, 8));
        assertArrayEquals(Arrays.copyOfRange(want, 0x14, 0x20), Arrays.copyOfRange(b, 0x14, 0x20));
    }

    @Test void wholeRecordOfTheFixtureReEncodesToItsBytes() {
        byte[] src = LayoutDeclarationsTest.bytes();
        Rec r = R.read(ByteReader.of(src, "t"), 0, "rec");
        byte[] out = new byte[0x40];
        R.write(out, 0, r.values());
        assertArrayEquals(Arrays.copyOf(src, R.size()), Arrays.copyOf(out, R.size()));
        assertTrue(Arrays.equals(new byte[0x20], Arrays.copyOfRange(out, 0x20, 0x40)), "nothing past the record");
        // the same through a ByteBuffer of the other byte order at a second record's place
        ByteBuffer bb = ByteBuffer.allocate(0x40).order(ByteOrder.BIG_ENDIAN);
        R.write(bb, 0x20, r);
        assertArrayEquals(Arrays.copyOf(src, R.size()), Arrays.copyOfRange(bb.array(), 0x20, 0x40));
        assertEquals(0, bb.position(), "absolute writes leave the position alone");
    }

    @Test void reencodeWritesWhatWriteWritesFromTheValuesRead() {
        byte[] src = LayoutDeclarationsTest.bytes();
        byte[] viaWrite = new byte[0x40], viaReencode = new byte[0x40];
        R.write(viaWrite, 0x20, R.read(ByteReader.of(src, "t"), 0, "rec").values());
        byte[] shifted = new byte[0x40];
        System.arraycopy(src, 0, shifted, 0x20, R.size());
        R.reencode(shifted, 0x20, viaReencode);
        assertArrayEquals(viaWrite, viaReencode);                 // bit fields beside their word, big-endian types, f32 bits
        assertArrayEquals(Arrays.copyOf(src, R.size()), Arrays.copyOfRange(viaReencode, 0x20, 0x20 + R.size()));
        assertTrue(Arrays.equals(new byte[0x20], Arrays.copyOf(viaReencode, 0x20)), "nothing before the record");
        assertThrows(IllegalArgumentException.class, () -> R.reencode(shifted, 0x21, new byte[0x40]));
    }

    @Test void floatsAreBitExact() {
        Field f = LayoutDeclarationsTest.F32;
        for (int bits : new int[] {0x80000000, 0x7fc00001, 0xffbfffff, 0x7f800000, 0x00000001, 0x3fc00000}) {
            byte[] b = new byte[R.size()];
            f.encodeFloat(ByteBuffer.wrap(b), 0, Float.intBitsToFloat(bits));
            assertEquals(bits, ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).getInt(0x10), Integer.toHexString(bits));
            assertEquals(bits & 0xffffffffL, roundTrip(f, bits & 0xffffffffL));
        }
        assertThrows(IllegalArgumentException.class, () -> LayoutDeclarationsTest.U32.encodeFloat(ByteBuffer.allocate(0x20), 0, 1f));
    }

    @Test void aBitFieldLeavesItsWordsOtherBitsAlone() {
        byte[] b = new byte[R.size()];
        LayoutDeclarationsTest.U32.encode(b, 0, 0x5555_5555L);
        LayoutDeclarationsTest.HIGH.encode(b, 0, 0xa);            // bits 28..31
        LayoutDeclarationsTest.LOW_SIGNED.encode(b, 0, -3);       // bits 0..3 = 0xd
        assertEquals(0xa555_555dL, R.read(ByteReader.of(b, "t"), 0, "rec").get(LayoutDeclarationsTest.U32));
        LayoutDeclarationsTest.LOW_SIGNED.encode(b, 0, 7);
        assertEquals(0xa555_5557L, R.read(ByteReader.of(b, "t"), 0, "rec").get(LayoutDeclarationsTest.U32));
        assertEquals(0xa, R.read(ByteReader.of(b, "t"), 0, "rec").get(LayoutDeclarationsTest.HIGH));
    }

    @Test void outOfRangeValuesAreRefusedNamingTheField() {
        long[][] bad = {{0, 256}, {0, -1}, {1, 128}, {1, -129}, {3, 32768}, {4, 0x10000}, {5, 1L << 32}, {6, 1L << 31},
                {7, -1}, {10, 16}, {11, 8}, {11, -9}};
        for (long[] c : bad) {
            Field f = R.fields().get((int) c[0]);
            byte[] b = new byte[R.size()];
            FormatException e = assertThrows(FormatException.class, () -> f.encode(b, 0, c[1]), f + " = " + c[1]);
            assertEquals("decl_test." + f.name(), e.path());
            assertEquals(Long.toString(c[1]), e.actual());
            assertArrayEquals(new byte[R.size()], b, "nothing written");
        }
    }

    @Test void aRecordWithOneBadValueWritesNothing() {
        Rec r = R.read(ByteReader.of(LayoutDeclarationsTest.bytes(), "t"), 0, "rec");
        long[] v = r.values();
        v[LayoutDeclarationsTest.S16.index()] = 40000;
        byte[] b = new byte[R.size()];
        FormatException e = assertThrows(FormatException.class, () -> R.write(b, 0, v));
        assertEquals("decl_test.s16", e.path());
        assertArrayEquals(new byte[R.size()], b);
        v[LayoutDeclarationsTest.S16.index()] = -1;
        r.values()[0] = 1;                                         // a copy: the record keeps its values
        assertEquals(254, r.get(LayoutDeclarationsTest.U8));
    }

    @Test void aRecordThatDoesNotFitIsTheCallersError() {
        assertThrows(IllegalArgumentException.class, () -> LayoutDeclarationsTest.U32.encode(new byte[0x0b], 0, 1));
        assertThrows(IllegalArgumentException.class, () -> LayoutDeclarationsTest.U8.encode(new byte[0x20], -1, 1));
        assertThrows(IllegalArgumentException.class, () -> R.write(new byte[0x20], 0, new long[3]));
    }

    @Test void arrayViewsGiveTheValuesWriteTakes() {
        byte[] src = LayoutDeclarationsTest.bytes();
        RecArray a = R.window(ByteReader.of(src, "t"), 0, 2, "recs");
        byte[] out = new byte[0x40];
        for (int i = 0; i < 2; i++) R.write(out, a.relativeOffset(i), a.values(i));
        assertArrayEquals(src, out);
    }
}
