package gcscript.ps2;

/**
 * The EE FPU's arithmetic on raw 32-bit words. Every method is static, allocation-free and total: any int is a
 * valid operand (there is no NaN on the PS2), and every result is a word the hardware could produce.
 *
 * <p>Word layout: sign bit 31, exponent bits 30..23 (bias 127), mantissa bits 22..0 with a hidden leading one.
 * Exponent 0 means ±0 whatever the mantissa bits (R1); exponent 255 is an ordinary, very large value.
 *
 * <p>The flagged variants ({@code ...Flagged}) return the word in the low 32 bits of a long and the overflow
 * and underflow flags above it ({@link #OVERFLOW}, {@link #UNDERFLOW}); the multiply-add family needs the
 * product's overflow flag, the accumulator keeps its own.
 */
public final class Ps2Float {
    private Ps2Float() {}

    /** The sign bit. */
    public static final int SIGN = 0x80000000;
    /** The largest magnitude, 0x7FFFFFFF (≈ 6.8e38): where overflow saturates (R2). */
    public static final int FMAX = 0x7fffffff;
    /** 1.0. */
    public static final int ONE = 0x3f800000;

    /** Flag bits of the flagged variants, above the 32-bit word. */
    public static final long OVERFLOW = 1L << 32;
    public static final long UNDERFLOW = 1L << 33;

    private static final long WORD = 0xffffffffL;

    // ---- fields -------------------------------------------------------------------------------------------

    /** The biased exponent, 0..255. */
    public static int exponent(int w) { return (w >>> 23) & 0xff; }

    /** The 24-bit significand with its hidden one (meaningful for exponent ≠ 0). */
    static int significand(int w) { return (w & 0x7fffff) | 0x800000; }

    /** True for every word the PS2 reads as ±0: exponent 0, whatever the mantissa bits (R1). */
    public static boolean isZero(int w) { return exponent(w) == 0; }

    /** The value the PS2 gives the word, as a double (exact: every PS2 value fits a double). */
    public static double toDouble(int w) {
        int e = exponent(w);
        double sign = w < 0 ? -1.0 : 1.0;
        if (e == 0) return sign * 0.0;
        return sign * Math.scalb((double) significand(w), e - 127 - 23);
    }

    /** The word of a Java float, with the PS2's reading of it: denormals are zeros, infinities and NaNs ordinary. */
    public static int bits(float f) { return Float.floatToRawIntBits(f); }

    static long packed(int w, long flags) { return (w & WORD) | flags; }

    /** The word of a flagged result. */
    public static int word(long flagged) { return (int) flagged; }

    /** True when a flagged result overflowed. */
    public static boolean overflowed(long flagged) { return (flagged & OVERFLOW) != 0; }

    /** True when a flagged result underflowed. */
    public static boolean underflowed(long flagged) { return (flagged & UNDERFLOW) != 0; }

    /** A signed result at a given biased exponent, saturated (R2): ±FMAX above 255, ±0 below 1. */
    private static long finish(int sign, int exp, int mantissa) {
        if (exp > 255) return packed(sign | FMAX, OVERFLOW);
        if (exp < 1) return packed(sign, UNDERFLOW);
        return packed(sign | (exp << 23) | (mantissa & 0x7fffff), 0);
    }

    // ---- bit operations (R10) -----------------------------------------------------------------------------

    public static int abs(int a) { return a & FMAX; }

    public static int neg(int a) { return a ^ SIGN; }

    public static int mov(int a) { return a; }

    /**
     * The order min and max use: the words as sign-magnitude integers, exponent-0 words not flushed, so
     * −0 < +0 and 0x00000001 > +0 (R10; the hardware gives min(+0, −0) = −0).
     */
    private static int magnitudeOrder(int w) { return w ^ ((w >> 31) & FMAX); }

    public static int min(int a, int b) { return magnitudeOrder(a) <= magnitudeOrder(b) ? a : b; }

    public static int max(int a, int b) { return magnitudeOrder(a) >= magnitudeOrder(b) ? a : b; }

    // ---- compares -----------------------------------------------------------------------------------------

    /**
     * The order the compares use. The hardware rows show that c.eq/c.lt/c.le read exponent-0 words as zero
     * (c.eq(+0, 0x00000001) is true) and ±0 as equal (c.lt(+0, −0) and c.lt(−0, +0) are false), otherwise
     * sign-magnitude, exponent 255 included. R10 says compares do not flush; the recorded rows say they do.
     */
    private static int compareKey(int w) {
        if (exponent(w) == 0) return 0;
        int m = w & FMAX;
        return w < 0 ? -m : m;
    }

    public static boolean eq(int a, int b) { return compareKey(a) == compareKey(b); }

    public static boolean lt(int a, int b) { return compareKey(a) < compareKey(b); }

    public static boolean le(int a, int b) { return compareKey(a) <= compareKey(b); }

    /** c.f.s: the always-false condition. */
    public static boolean f(int a, int b) { return false; }

    // ---- add and subtract (R1–R4) -------------------------------------------------------------------------

    public static int add(int a, int b) { return (int) addFlagged(a, b); }

    public static int sub(int a, int b) { return (int) addFlagged(a, b ^ SIGN); }

    public static long subFlagged(int a, int b) { return addFlagged(a, b ^ SIGN); }

    /**
     * Addition. A zero operand (exponent 0) gives the other operand unchanged; two zeros give −0 only when both
     * are negative (R4). Otherwise the operand with the smaller exponent is first cut down to one bit below the
     * larger operand's last mantissa bit (or dropped entirely for a gap of 25 or more), then the two
     * significands are added exactly with six guard bits and the magnitude is truncated to 24 bits (R3). An
     * exact cancellation is +0.
     */
    public static long addFlagged(int a, int b) {
        int ea = exponent(a), eb = exponent(b);
        if (ea == 0 || eb == 0) {
            if (ea != 0) return packed(a, 0);
            if (eb != 0) return packed(b, 0);
            return packed(a & b & SIGN, 0);
        }
        // big has the larger exponent; on a tie the first operand (the sum is the same either way)
        int big = a, small = b, eBig = ea, gap = ea - eb;
        if (gap < 0) { big = b; small = a; eBig = eb; gap = -gap; }
        if (gap >= 25) return packed(big, 0);
        if (gap > 0) small &= -1 << (gap - 1);

        int sBig = significand(big) << 6;
        int sSmall = (significand(small) << 6) >> gap;   // exact: the mask cleared every bit this shift drops
        int sum = (big < 0 ? -sBig : sBig) + (small < 0 ? -sSmall : sSmall);
        if (sum == 0) return packed(0, 0);
        int sign = sum & SIGN;
        int mag = Math.abs(sum);
        int msb = 31 - Integer.numberOfLeadingZeros(mag);
        int mantissa = msb >= 23 ? mag >>> (msb - 23) : mag << (23 - msb);   // truncation, never rounding
        return finish(sign, eBig - 6 + (msb - 23), mantissa);
    }

    // ---- multiply (R5) ------------------------------------------------------------------------------------

    public static int mul(int a, int b) { return (int) mulFlagged(a, b); }

    /**
     * Multiplication: a zero operand gives a zero with the sign of the product. Otherwise the significand
     * product comes from {@link Multiplier} (exact except for the lost carry that makes some results 1 ULP
     * low, depending on operand order) and is truncated to 24 bits.
     */
    public static long mulFlagged(int a, int b) {
        int sign = (a ^ b) & SIGN;
        int ea = exponent(a), eb = exponent(b);
        if (ea == 0 || eb == 0) return packed(sign, 0);
        long product = Multiplier.product(significand(a), significand(b));
        long m = product >>> 23;
        int exp = ea + eb - 127;
        if (m > 0xffffff) { m >>>= 1; exp++; }
        return finish(sign, exp, (int) m);
    }

    // ---- divide, square root (R6–R8) ----------------------------------------------------------------------

    public static int div(int a, int b) { return (int) divFlagged(a, b); }

    /**
     * Division: 0/x = ±0, x/0 = ±FMAX, 0/0 = ±FMAX (an exponent-0 divisor is 0); otherwise the 24-bit quotient
     * of {@link Divider#divide}, which can be one above the truncated quotient (R6).
     */
    public static long divFlagged(int a, int b) {
        int sign = (a ^ b) & SIGN;
        int ea = exponent(a), eb = exponent(b);
        if (eb == 0) return packed(sign | FMAX, 0);
        if (ea == 0) return packed(sign, 0);
        int q = Divider.divide(significand(a), significand(b));
        int exp = ea - eb + 126;
        if (q >= 1 << 24) { q >>>= 1; exp++; }
        return finish(sign, exp, q);
    }

    /** Square root: the sign is ignored, an exponent-0 input gives +0 (R7). */
    public static int sqrt(int a) {
        int e = exponent(a);
        if (e == 0) return 0;
        // An even biased exponent means an odd unbiased one: shift the significand once more so the root's
        // exponent is a whole number.
        int root = Divider.squareRoot(significand(a), (e & 1) == 0);
        return (((e + 127) >> 1) << 23) | (root & 0x7fffff);
    }

    /** rsqrt.s: a / sqrt(|b|), two separately quantised steps (R8). */
    public static int rsqrt(int a, int b) { return div(a, sqrt(b)); }

    // ---- conversions (R9) ---------------------------------------------------------------------------------

    /** cvt.w.s: float word to integer, truncating toward zero, saturating to 0x7FFFFFFF / 0x80000000. */
    public static int cvtWS(int w) {
        int e = exponent(w);
        if (e == 0 || e < 127) return 0;
        if (e >= 158) return w < 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        int shift = e - 150;
        int v = shift >= 0 ? significand(w) << shift : significand(w) >>> -shift;
        return w < 0 ? -v : v;
    }

    /** cvt.s.w: integer to float word, truncating the magnitude to 24 bits (0x7FFFFFFF gives 0x4EFFFFFF). */
    public static int cvtSW(int i) {
        if (i == 0) return 0;
        if (i == Integer.MIN_VALUE) return 0xcf000000;
        int mag = Math.abs(i);
        int msb = 31 - Integer.numberOfLeadingZeros(mag);
        int mantissa = msb >= 23 ? mag >>> (msb - 23) : mag << (23 - msb);
        return (i & SIGN) | ((127 + msb) << 23) | (mantissa & 0x7fffff);
    }

    // ---- multiply-add (the ACC forms) ---------------------------------------------------------------------

    /**
     * The word the accumulator holds after it is loaded with {@code w} the way an EE program sets it
     * ({@code adda.s w, -0}): exponent-0 words become a signed zero, every other word is kept.
     */
    public static int accumulatorLoad(int w) { return exponent(w) == 0 ? w & SIGN : w; }

    /** madd.s: acc + a·b, the accumulator (not overflowed) left as it is. */
    public static int madd(int acc, int a, int b) { return (int) multiplyAccumulate(acc, false, a, b, false); }

    /** msub.s: acc − a·b. */
    public static int msub(int acc, int a, int b) { return (int) multiplyAccumulate(acc, false, a, b, true); }

    /**
     * acc ± a·b with the multiply-add unit's overflow rule: the product is formed and added (or subtracted) as
     * by {@link #mul} and {@link #add}; a product that overflowed makes the result ±FMAX on the side of the term
     * being added; an accumulator that had overflowed before stays as it is unless the product overflowed too.
     * Returns the flagged result (its overflow flag is the accumulator's new flag for madda/msuba).
     */
    public static long multiplyAccumulate(int acc, boolean accOverflow, int a, int b, boolean subtract) {
        long p = mulFlagged(a, b);
        int product = (int) p;
        boolean productOverflow = overflowed(p);
        int saturated = (product < 0) != subtract ? SIGN | FMAX : FMAX;
        if (productOverflow) return packed(saturated, OVERFLOW);
        if (accOverflow) return packed(acc, OVERFLOW);
        return subtract ? subFlagged(acc, product) : addFlagged(acc, product);
    }
}
