package gcscript.ps2;

/**
 * The significand product of the EE multiplier (R5).
 *
 * <p>The hardware multiplies 24-bit significands with radix-4 Booth recoding of the second operand and a
 * carry-save adder tree. The model takes the product as exact except for bit 15: the eight partial products
 * of the second operand's low 16 bits are summed the way the tree sums them (some low bits of two partial
 * products and five of the "+1"s that complete a Booth negation never enter the tree), the sum and carry
 * vectors lose their bits below 15 before the final add, and bit 15 of that final add replaces bit 15 of the
 * exact product. When they differ the product is 2^15 lower, which after truncation to 24 bits makes the
 * result one ULP low for some operand pairs and depends on operand order: 1.0 × 1.99999988 is 0x3FFFFFFE
 * but 1.99999988 × 1.0 is 0x3FFFFFFF.
 *
 * <p>Facts from the description of PCSX2's PS2Float multiplier (see docs/formats/ps2float.md); written anew.
 */
final class Multiplier {
    private Multiplier() {}

    /** The Booth window of digit d: multiplier bits 2d+1, 2d, 2d−1 (bit −1 = 0). */
    private static int window(int multiplier, int digit) { return ((multiplier << 1) >>> (2 * digit)) & 7; }

    /**
     * The partial product of one radix-4 digit: 0, ±1 or ±2 times the multiplicand at bit 2d; a negative digit
     * is the ones' complement from bit 2d up, its "+1" kept apart ({@link #negationBit}).
     */
    private static int partial(int multiplicand, int window, int digit) {
        if (window == 0 || window == 7) return 0;
        int shifted = multiplicand << (2 * digit);
        if (window == 3 || window == 4) shifted <<= 1;          // ±2 × multiplicand
        if (window >= 4) shifted ^= -(1 << (2 * digit));        // negative digits: ones' complement from bit 2d up
        return shifted;
    }

    /** The "+1" completing a negative digit's two's complement, at bit 2d (0 for non-negative digits). */
    private static int negationBit(int window, int digit) {
        return window >= 4 && window <= 6 ? 1 << (2 * digit) : 0;
    }

    private static int majority(int a, int b, int c) { return (a & b) | ((a ^ b) & c); }

    /** The 48-bit product of two 24-bit significands as the EE multiplier forms it. */
    static long product(int a, int b) {
        long exact = (long) a * b;
        if ((b & 0xffff) == 0) return exact & ~0x8000L;   // every digit 0: the tree's sum is 0
        int w5 = window(b, 5), w6 = window(b, 6), w7 = window(b, 7);
        int p0 = partial(a, window(b, 0), 0), p1 = partial(a, window(b, 1), 1), p2 = partial(a, window(b, 2), 2);
        int p3 = partial(a, window(b, 3), 3), p4 = partial(a, window(b, 4), 4);
        int p5 = partial(a, w5, 5), p6 = partial(a, w6, 6), p7 = partial(a, w7, 7);

        // first rank: two 3:2 compressors; the second one sees p4 and p5 without their low bits, and the
        // bits it missed (p5's bits 10 and 11, the negation bits of digits 5 and 6) rejoin one rank later
        int s1 = p1 ^ p2 ^ p3;
        int c1 = majority(p1, p2, p3) << 1;
        int q4 = p4 & ~0x7ff, q5 = p5 & ~0xfff;
        int s2 = q4 ^ q5 ^ p6;
        int c2 = (majority(q4, q5, p6) << 1) | negationBit(w6, 6) | (p5 & 0x800);
        int p7x = p7 | ((p5 & 0x400) + negationBit(w5, 5));

        // second rank
        int s3 = p0 ^ s1 ^ c1;
        int c3 = majority(p0, s1, c1) << 1;
        int s4 = p7x ^ s2 ^ c2;
        int c4 = majority(p7x, s2, c2) << 1;
        // third and fourth ranks
        int s5 = c3 ^ s4 ^ c4;
        int c5 = majority(c3, s4, c4) << 1;
        int s6 = s3 ^ s5 ^ c5;
        int c6 = (majority(s3, s5, c5) << 1) + negationBit(w7, 7);

        // the final adder only sees bits 15 and up
        int low = (s6 & ~0x7fff) + (c6 & ~0x7fff);
        return exact - ((low ^ exact) & 0x8000L);
    }
}
