package gcscript.ps2;

import static gcscript.ps2.Ps2Float.*;
import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/** The vectors quoted with rules R1–R10 (format reference §9.3), and the model values of R6a. */
class SpecVectorsTest {
    private static void is(int expected, int actual) {
        assertEquals(String.format("%08x", expected), String.format("%08x", actual));
    }

    @Test
    void r1ExponentZeroIsZeroAndExponent255IsOrdinary() {
        is(0x7f800001, add(0x7f800001, 0x3f800000));
        is(0x3f800000, add(0x00000001, 0x3f800000));
        assertTrue(isZero(0x00001337));
        assertEquals(Math.scalb(1.0, 128), toDouble(0x7f800000));
    }

    @Test
    void r2Saturates() {
        is(0x7fffffff, add(0x7f800000, 0x7f800000));
        is(0x7fffffff, mul(0x7fffffff, 0x7fffffff));
        is(0x00000000, div(0x3f800000, 0x7f800001));
        assertTrue(overflowed(addFlagged(0x7f800000, 0x7f800000)));
        assertTrue(underflowed(divFlagged(0x3f800000, 0x7f800001)));
    }

    @Test
    void r3AdderAlignsAndTruncates() {
        is(0x403fffff, add(0x3fffffff, 0x3f800000));   // IEEE: 0x40400000
        is(0x3f7ffffe, sub(0x3fffffff, 0x3f800000));
        // gap 25: the larger operand comes back unchanged
        is(0x4c000000, add(0x4c000000, 0x3f800000 | 0x7fffff));
    }

    @Test
    void r4ZeroSigns() {
        is(0x80000000, add(0x80000000, 0x80000000));
        is(0x00000000, add(0x00000000, 0x80000000));
        is(0x80000000, sub(0x80000000, 0x00000000));
        assertEquals(0x80000000, new Accumulator().adda(0x80000000, 0x80000000).word());
    }

    @Test
    void r5MultiplyDependsOnOperandOrder() {
        is(0x3ffffffe, mul(0x3f800000, 0x3fffffff));
        is(0x3fffffff, mul(0x3fffffff, 0x3f800000));
        is(0x7ffffffe, mul(0x3f800000, 0x7fffffff));
        is(0x407ffffe, mul(0x3fffffff, 0x3fffffff));
        is(0x00000000, mul(0x00000001, 0x3f800000));
    }

    @Test
    void r6DivideCanLandAboveTruncation() {
        is(0x3f000001, div(0x3f800000, 0x3fffffff));
        is(0x7fffffff, div(0x3f800000, 0x00000000));
        is(0xffffffff, div(0x80000000, 0x00000000));
        is(0x7fffffff, div(0x3f800000, 0x00000001));
    }

    @Test
    void r6aModelValues() {
        is(0x3eaaaaab, div(ONE, 0x40400000));   // 1/3, above 1/3 as in IEEE
        is(0x3e4ccccd, div(ONE, 0x40a00000));   // 1/5
        is(0x3dba2e8b, div(ONE, 0x41300000));   // 1/11 (IEEE 0x3dba2e8c)
    }

    @Test
    void r7Sqrt() {
        is(0x3fb504f3, sqrt(0x40000000));
        is(0x3fddb3d7, sqrt(0x40400000));
        is(0x3f800000, sqrt(0xbf800000));
        is(0x5fb504f3, sqrt(0x7fffffff));
    }

    @Test
    void r8RsqrtIsSqrtThenDivide() {
        is(0x3e4ccccd, rsqrt(0x3f800000, 0x41c80000));
        is(0x3fb504f3, rsqrt(0x40000000, 0x40000000));
        is(0x3f800000, rsqrt(0x3f800000, 0xbf800000));
        is(0x5fb504f2, rsqrt(0x7fffffff, 0x7fffffff));
    }

    @Test
    void r9ConversionsTruncateAndSaturate() {
        is(0xffffffff, cvtWS(0xbfc00000));
        is(0x7fffffff, cvtWS(0x4f000000));
        is(0x7fffffff, cvtWS(0x7f800000));
        is(0x4effffff, cvtSW(0x7fffffff));
    }

    @Test
    void r10MinMaxAreSignMagnitudeIntegers() {
        is(0x00000001, min(0x00000001, 0x3f800000));
        is(0x80000000, min(0x00000000, 0x80000000));
        is(0x00000000, max(0x80000000, 0x00000000));
        is(0x80000000, neg(0x00000000));
        // compares, unlike min/max, read exponent-0 words as zero (hardware rows; R10 says otherwise)
        assertTrue(eq(0x00000000, 0x00000001));
        assertFalse(lt(0x00000000, 0x80000000));
    }

    @Test
    void multiplyAddSaturatesOnAnOverflowedProductAndKeepsAnOverflowedAcc() {
        Accumulator acc = new Accumulator(0xffffffff);
        is(0x7fffffff, acc.madd(0x7fffffff, 0x7fffffff));          // hardware row: not −FMAX + FMAX = 0
        acc.mula(0x7f000000, 0x7f000000);                          // overflows: ACC = FMAX, flagged
        assertTrue(acc.overflow());
        is(0x7fffffff, acc.madd(0xbf800000, 0x40000000));          // kept, not FMAX − 2
        acc.load(0x7fffffff);
        assertFalse(acc.overflow());
        is(add(0x7fffffff, 0xc0000000), acc.madd(0xbf800000, 0x40000000));
    }
}
