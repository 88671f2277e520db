package gcscript.ps2;

/**
 * The EE divider and square-root unit (R6, R7): a radix-2 SRT recurrence of 25 steps, digits −1, 0, +1, with the
 * partial remainder kept in carry-save form and each digit chosen from a short estimate of it. The quotient
 * is not the truncated one: it can be one unit above it (1 / 1.99999988 gives 0x3F000001).
 *
 * <p>Fixed point: the binary point of the remainder sits between bits 25 and 24, so 2^24 is one half and 2^23
 * one quarter. Written from the description of PCSX2's PS2Float divider (an SRT divider after DOI
 * 10.1109/ARITH.1995.465363); see docs/formats/ps2float.md.
 */
final class Divider {
    private Divider() {}

    private static final int LOW24 = (1 << 24) - 1;

    private static int majority(int a, int b, int c) { return (a & b) | ((a ^ b) & c); }

    /**
     * The next digit from the carry-save remainder: the estimate adds the carry to the sum's bits above 23 and
     * ORs in the sum's low 24 bits (the hardware's short adder). At least a quarter: +1; below minus a half: −1.
     */
    private static int digit(int sum, int carry) {
        int estimate = ((sum & ~LOW24) + carry) | (sum & LOW24);
        if (estimate >= 1 << 23) return 1;
        if (estimate < -(1 << 24)) return -1;
        return 0;
    }

    /** The 25-step quotient of two 24-bit significands (a result ≥ 2^24 means the quotient is ≥ 1). */
    static int divide(int dividend, int divisor) {
        int d = divisor << 2;
        int sum = dividend << 2, carry = 0;
        int quotient = 0, q = 1;   // the first digit is always +1
        for (int step = 0; step < 25; step++) {
            quotient = (quotient << 1) + q;
            int addend = q > 0 ? ~d : q < 0 ? d : 0;   // subtract d as ~d + 1, the +1 entering the carry
            if (q > 0) carry += 1;
            int s = sum ^ carry ^ addend;
            int c = majority(sum, carry, addend) << 1;
            q = q != 0 ? digit(s, c) : digit(sum, carry);
            sum = s << 1;
            carry = c << 1;
        }
        return quotient;
    }

    /**
     * The square root of a 24-bit significand (doubled once more when the unbiased exponent is odd); the
     * root's 24 bits are in bits 25..2 of the result. The same recurrence as {@link #divide}, subtracting
     * q·(2·root + q) for each new digit q.
     */
    static int squareRoot(int significand, boolean oddExponent) {
        int sum = oddExponent ? significand << 2 : significand << 1, carry = 0;
        int root = 0, q = 1;
        for (int step = 0; step < 25; step++) {
            int subtrahend = root + (q << (24 - step));
            root += q << (25 - step);
            int addend = q > 0 ? ~subtrahend : q < 0 ? subtrahend : 0;
            if (q > 0) carry += 1;
            int s = sum ^ carry ^ addend;
            int c = majority(sum, carry, addend) << 1;
            q = q != 0 ? digit(s, c) : digit(sum, carry);
            sum = s << 1;
            carry = c << 1;
        }
        return root >>> 2;
    }
}
