package gcscript.bytes;

/**
 * The order of a buffer's claims (by start, then longest first, then as recorded) by a stable LSD radix sort on one
 * long key per claim: start in the high bits, the distance of the end below the largest end in the low bits. A
 * full-size level records ≈ 0.3 M claims in a few thousand ascending runs; the comparison merge sort this replaces
 * was ≈ 8 % of the coverage pass.
 */
final class ClaimOrder {
    private ClaimOrder() {}

    /**
     * Digit width: 16 bits (three passes over a full-size level's ≈ 46-bit keys, a 256 KB count table) for large
     * buffers, 11 bits (five passes, 8 KB) below {@link #WIDE_FROM} claims, where clearing the larger table would cost
     * more than the passes it saves.
     */
    static final int NARROW = 11, WIDE = 16, WIDE_FROM = 1 << 16;

    /**
     * The claims' order and their keys in that order: claim {@code order[i]} has key {@code key[i]}, from which its
     * extent comes back (start = key >>> endBits, end = maxEnd - the low endBits), so the sorted snapshot keeps the
     * keys instead of copying starts and ends.
     */
    record Sorted(int[] order, long[] key, int endBits, long maxEnd) {}

    /** The claims in order, or null when their extents do not fit the key (negative or past 2^31). */
    static Sorted radix(Coverage.Buffer b) {
        int n = b.n;
        long maxEnd = Math.max(0, b.maxEnd);   // the buffer keeps its extremes as claims come: no pass to find them
        if (n > 0 && (b.minStart < 0 || maxEnd > Integer.MAX_VALUE)) return null;
        int endBits = 64 - Long.numberOfLeadingZeros(maxEnd);
        long[] key = new long[n], keyTmp = new long[n];
        int[] order = new int[n], orderTmp = new int[n];
        long or = 0, and = -1;
        // chunk by chunk: the claims' arrays in order, not a chunk look-up per claim
        for (int c = 0, i = 0; i < n; c++) {
            Coverage.Buffer.Chunk ch = b.chunks[c];
            for (int k = 0; k < Coverage.Buffer.CHUNK && i < n; k++, i++) {
                long v = ch.start[k] << endBits | (maxEnd - ch.end[k]);
                key[i] = v;
                order[i] = i;
                or |= v;
                and &= v;
            }
        }
        long varying = or ^ and;   // the bits some keys differ in: a digit none differ in needs no pass
        int bits = n >= WIDE_FROM ? WIDE : NARROW, radix = 1 << bits, digit = radix - 1;
        int[] count = new int[radix];
        for (int shift = 0; shift < 64; shift += bits) {
            if ((varying >>> shift & digit) == 0) continue;
            java.util.Arrays.fill(count, 0);
            for (int i = 0; i < n; i++) count[(int) (key[i] >>> shift) & digit]++;
            for (int d = 0, sum = 0; d < radix; d++) {
                int c = count[d];
                count[d] = sum;
                sum += c;
            }
            for (int i = 0; i < n; i++) {
                int at = count[(int) (key[i] >>> shift) & digit]++;
                keyTmp[at] = key[i];
                orderTmp[at] = order[i];
            }
            long[] k = key; key = keyTmp; keyTmp = k;
            int[] o = order; order = orderTmp; orderTmp = o;
        }
        return new Sorted(order, key, endBits, maxEnd);
    }
}
