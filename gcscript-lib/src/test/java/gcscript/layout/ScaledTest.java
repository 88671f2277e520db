package gcscript.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gcscript.bytes.ByteReader;
import org.junit.jupiter.api.Test;

class ScaledTest {
    static final Layout V = new Layout("scaled_test_vertex", 8, "test");
    static final Field X_RAW = V.s16("x_raw", 0, "");
    static final Field S_RAW = V.u16("s", 2, "");
    static final Field NIB = V.signedBits("nib", 4, Type.U32, 4, 4, "");
    static final Scaled X = Scaled.of(X_RAW, "x", 1024, "x_raw * scale / 1024");
    static final Scaled S = Scaled.of(S_RAW, "u", 4096, "s / 4096");

    @Test void decodesAndInverts() {
        byte[] b = {(byte) 0x00, (byte) 0xfc, (byte) 0x00, (byte) 0x0c, (byte) 0x70, 0, 0, 0};   // x_raw -1024, s 0x0c00
        Rec r = V.read(ByteReader.of(b, "t"), 0, "v");
        assertEquals(-1.0, X.value(r));
        assertEquals(0.75, S.value(r));
        assertEquals(-3.0, X.value(-1024, 3.0));
        assertEquals(-1024, X.raw(-3.0, 3.0));
        assertEquals(0x0c00, S.raw(0.75));
        assertEquals(0.75, S.value(V.view(ByteReader.of(b, "t"), 0, 1, "v"), 0));
        assertEquals("x = x_raw / 1024", X.toString());
    }

    @Test void refusesValuesTheFieldCannotHold() {
        assertThrows(IllegalArgumentException.class, () -> X.raw(32.0));          // 32768 > s16 max
        assertEquals(32767, X.raw(32767 / 1024.0));
        assertEquals(-32768, X.raw(-32.0));
        assertThrows(IllegalArgumentException.class, () -> S.raw(-0.001));       // u16 is not negative
        assertThrows(IllegalArgumentException.class, () -> X.raw(1.0, 0.0));     // no raw decodes under a zero scale
        assertThrows(IllegalArgumentException.class, () -> Scaled.of(X_RAW, "bad", 0, ""));
    }

    @Test void fieldRanges() {
        assertEquals(-8, NIB.minValue());
        assertEquals(7, NIB.maxValue());
        assertEquals(0xffff, S_RAW.maxValue());
        assertEquals(0, S_RAW.minValue());
        assertEquals(Short.MIN_VALUE, X_RAW.minValue());
    }
}
