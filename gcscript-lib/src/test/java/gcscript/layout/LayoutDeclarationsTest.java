package gcscript.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import org.junit.jupiter.api.Test;

/**
 * Every declarator of {@link Layout} read back from hand-laid bytes: the value, its place in the record, its type,
 * its text; the bounds of a declaration; and the on-demand {@link RecArray} against whole records.
 */
class LayoutDeclarationsTest {
    static final Layout R = new Layout("decl_test", 0x20, "test fixture");
    static final Field U8 = R.u8("u8", 0x00, "an unsigned byte");
    static final Field S8 = R.s8("s8", 0x01, "a signed byte");
    static final Field U16 = R.u16("u16", 0x02, "");
    static final Field S16 = R.s16("s16", 0x04, "");
    static final Field U16BE = R.u16be("u16be", 0x06, "");
    static final Field U32 = R.u32("u32", 0x08, "");
    static final Field S32 = R.s32("s32", 0x0c, "");
    static final Field F32 = R.f32("f32", 0x10, "");
    static final Field U32BE = R.u32be("u32be", 0x14, "");
    static final Field S64 = R.s64("s64", 0x18, "");
    static final Field HIGH = R.bits("high", 0x08, Type.U32, 28, 4, "top nibble of u32");
    static final Field LOW_SIGNED = R.signedBits("low_signed", 0x08, Type.U32, 0, 4, "low nibble, two's complement");
    static final Field METRES = R.field("metres", 0x0c, Type.S32, "m", "a unit");

    static byte[] bytes() {
        byte[] b = new byte[0x40];
        int[] v = {0xfe, 0x80, 0x34, 0x12, 0xff, 0xff, 0x12, 0x34,          // u8 254, s8 -128, u16 0x1234, s16 -1, u16be 0x1234
                   0x0d, 0x00, 0x00, 0xa0, 0xfe, 0xff, 0xff, 0xff,          // u32 0xa000000d, s32 -2
                   0x00, 0x00, 0xc0, 0x3f, 0x01, 0x02, 0x03, 0x04,          // f32 1.5, u32be 0x01020304
                   0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x81};         // s64
        for (int i = 0; i < v.length; i++) b[i] = (byte) v[i];
        b[0x20] = 7;                                                         // a second record: u8 = 7
        return b;
    }

    @Test void everyDeclaratorReadsItsValue() {
        Rec r = R.read(ByteReader.of(bytes(), "t"), 0, "rec");
        assertEquals(254, r.get(U8));
        assertEquals(-128, r.get(S8));
        assertEquals(0x1234, r.get(U16));
        assertEquals(-1, r.get(S16));
        assertEquals(0x1234, r.get(U16BE));
        assertEquals(0xa000000dL, r.u(U32));
        assertEquals(-2, r.i(S32));
        assertEquals(1.5f, r.f(F32));
        assertEquals(1.5, r.d(F32));
        assertEquals(0x01020304L, r.get(U32BE));
        assertEquals(0x8102030405060708L, r.get(S64));
        assertEquals(0xa, r.get(HIGH));
        assertEquals(-3, r.get(LOW_SIGNED));        // 0xd as 4-bit two's complement
        assertEquals(-2, r.get(METRES));
        assertEquals(0xdL, LOW_SIGNED.from(0xdL) & 0xf);
        assertEquals(5, HIGH.from(0x5000_0000L));
    }

    @Test void declarationsKnowThemselves() {
        assertSame(U16, R.field("u16"));
        assertEquals("decl_test", R.name());
        assertEquals(0x20, R.size());
        assertEquals("test fixture", R.source());
        assertEquals(13, R.fieldCount());
        assertSame(R, U8.layout());
        assertEquals(0, U8.index());
        assertEquals("an unsigned byte", U8.doc());
        assertEquals("m", METRES.unit());
        assertEquals("", U8.unit());
        assertEquals(0x0c, S32.offset());
        assertEquals(Type.U16BE, U16BE.type());
        assertTrue(HIGH.isBits());
        assertEquals(28, HIGH.shift());
        assertEquals(4, HIGH.width());
        assertFalse(HIGH.wide());                    // a bit field fits an int whatever its word
        assertTrue(U32.wide());
        assertTrue(U32BE.wide());
        assertTrue(S64.wide());
        assertFalse(S32.wide());
        assertFalse(U16BE.wide());
        assertTrue(F32.isFloat());
        assertFalse(HIGH.isFloat());
        assertEquals("u16be", Type.U16BE.lower());
        assertEquals("s32 @0xc s32", S32.toString());
        assertEquals("high @0x8 u32[28:32]", HIGH.toString());
        assertEquals("decl_test (0x20 bytes, 13 fields)", R.toString());
        assertThrows(IllegalArgumentException.class, () -> R.field("nope"));
        String text = R.read(ByteReader.of(bytes(), "t"), 0, "rec").toString();
        assertTrue(text.startsWith("decl_test @0x0 { u8=254 s8=-128"), text);
        assertTrue(text.contains("f32=1.5"), text);
    }

    @Test void aDeclarationMustFitItsRecord() {
        Layout l = new Layout("fit_test", 8, "test");
        assertEquals(4, l.u32("last_word", 4, "").offset());        // ends exactly at the record's end
        assertThrows(IllegalArgumentException.class, () -> l.u32("past_end", 5, ""));
        assertThrows(IllegalArgumentException.class, () -> l.u8("negative", -1, ""));
        assertThrows(IllegalArgumentException.class, () -> l.u32("last_word", 0, ""));   // declared twice
        assertEquals(28, l.bits("top", 0, Type.U32, 28, 4, "").shift());                // bits 28..31 fit a word
        assertThrows(IllegalArgumentException.class, () -> l.bits("over", 0, Type.U32, 29, 4, ""));
        assertThrows(IllegalArgumentException.class, () -> l.bits("float_bits", 0, Type.F32, 0, 4, ""));
        assertThrows(IllegalArgumentException.class, () -> l.bits("neg", 0, Type.U16, -1, 4, ""));
        assertThrows(IllegalArgumentException.class, () -> new Layout("empty", 0, ""));
        assertEquals(1, new Layout("one", 1, "").size());
        Field[] a = l.array("pair", 0, Type.U16, "", "a", "b");
        assertEquals("pair_b", a[1].name());
        assertEquals(2, a[1].offset());
        l.read(ByteReader.of(new byte[8], "t"), 0, "r");
        assertThrows(IllegalStateException.class, () -> l.u8("late", 0, ""));            // sealed once read
    }

    @Test void arraysReadOnDemandAsWholeRecordsDo() {
        ByteReader r = ByteReader.of(bytes(), "t");
        RecArray a = R.view(r, 0, 2, "recs");
        assertSame(R, a.layout());
        assertEquals(2, a.count());
        assertEquals(0x20, a.relativeOffset(1));
        assertEquals(0x20, a.offset(1));
        assertEquals("recs[1]", a.path(1));
        assertEquals(7, a.get(1, U8));
        assertEquals(-2, a.i(0, S32));
        assertEquals(1.5f, a.f(0, F32));
        assertEquals(1.5, a.d(0, F32));
        assertEquals(254.0, a.d(0, U8));
        assertEquals(-3, a.get(0, LOW_SIGNED));
        Rec whole = a.rec(1);
        assertEquals("recs[1]", whole.path());
        assertEquals(7, whole.get(U8));
        assertEquals(0x20, whole.offset());
        assertEquals(0x20 + 0x0c, whole.offsetOf(S32));
        assertEquals("recs[1].s32", whole.pathOf(S32));
        assertThrows(IllegalArgumentException.class, () -> a.get(0, ScaledTest.X_RAW));   // a field of another layout
        assertThrows(FormatException.class, () -> R.view(r, 0, 3, "too_many"));
        assertEquals(2, R.readArray(r, 0, 2, "recs").size());
    }

    @Test void scaledValuesKnowTheirField() {
        assertSame(ScaledTest.X_RAW, ScaledTest.X.field());
        assertEquals("x", ScaledTest.X.name());
        assertEquals(1024.0, ScaledTest.X.divisor());
        assertEquals("x_raw * scale / 1024", ScaledTest.X.doc());
        assertEquals(2.0, ScaledTest.X.value(2048));
        assertThrows(IllegalArgumentException.class, () -> Scaled.of(F32, "f", 2, ""));       // floats are not scaled
        assertThrows(IllegalArgumentException.class, () -> Scaled.of(U8, "inf", Double.POSITIVE_INFINITY, ""));
        assertThrows(IllegalArgumentException.class, () -> Scaled.of(U8, "neg", -4, ""));
        assertEquals("u = s / 0.5", Scaled.of(U16, "u", 0.5, "").toString().replace("u16", "s"));
    }
}
