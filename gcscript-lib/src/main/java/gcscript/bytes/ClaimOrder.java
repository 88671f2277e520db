package gcscript.bytes;

/**
 * The order of a buffer's claims (by start, then longest first, then as recorded) on one long key per claim: start in
 * the high bits, the distance of the end below the largest end in the low bits. A stable LSD radix sort by the start
 * bits, then each run of equal starts ordered by end. A full-size level records ≈ 0.3 M claims in a few thousand
 * ascending runs; the comparison merge sort the radix sort replaced was ≈ 8 % of the coverage pass, the radix sort of
 * the whole key ≈ 9 % of a warm one (three 16-bit passes).
 */
final class ClaimOrder {
    private ClaimOrder() {}

    /** The widest digit of the sort by start (a 256 KB count table): starts varying in 32 bits take two passes. */
    static final int MAX_DIGIT = 16;
    /** A run of equal starts longer than this is ordered by a sort rather than by insertion. */
    static final int INSERTION = 24;

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
        // sorted by start alone (the high bits), then each run of equal starts by end (the low bits): a buffer's
        // starts vary in ≈ 24 bits, two passes of ≈ 12-bit digits with a count table that stays in the first-level
        // cache, where the whole key took three passes of 16 bits (the ends' bits too) and a 256 KB table
        long varying = (or ^ and) >>> endBits;   // the start bits some keys differ in
        if (varying != 0) {
            int low = Long.numberOfTrailingZeros(varying), bits = 64 - Long.numberOfLeadingZeros(varying) - low;
            int passes = (bits + MAX_DIGIT - 1) / MAX_DIGIT, width = (bits + passes - 1) / passes, digit = (1 << width) - 1;
            int[] count = new int[1 << width];
            for (int shift = endBits + low, p = 0; p < passes; p++, shift += width) {
                if (p > 0) java.util.Arrays.fill(count, 0);
                for (int i = 0; i < n; i++) count[(int) (key[i] >>> shift) & digit]++;
                for (int d = 0, sum = 0; d <= digit; d++) {
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
        }
        if (endBits > 0) byEnd(key, order, endBits);
        return new Sorted(order, key, endBits, maxEnd);
    }

    /**
     * Orders each run of equal starts by end, longest first (ascending low bits), keeping the recorded order of equal
     * keys: most runs are one claim or already ordered (a container recorded before its first part).
     */
    private static void byEnd(long[] key, int[] order, int endBits) {
        int n = key.length;
        for (int g = 0; g < n; ) {
            long start = key[g] >>> endBits;
            int h = g + 1;
            boolean ordered = true;
            for (; h < n && key[h] >>> endBits == start; h++) ordered &= key[h] >= key[h - 1];
            if (!ordered) {
                if (h - g <= INSERTION) insertion(key, order, g, h);
                else sorted(key, order, g, h);
            }
            g = h;
        }
    }

    /** A stable insertion sort of {@code [from, to)} by key. */
    private static void insertion(long[] key, int[] order, int from, int to) {
        for (int i = from + 1; i < to; i++) {
            long k = key[i];
            int o = order[i], j = i - 1;
            for (; j >= from && key[j] > k; j--) {
                key[j + 1] = key[j];
                order[j + 1] = order[j];
            }
            key[j + 1] = k;
            order[j + 1] = o;
        }
    }

    /**
     * {@code [from, to)} by key, equal keys in their present order: each key's low 31 bits (the end's distance below
     * the largest end; the start is the same) joined to its place, so the sort meets no two equal values.
     */
    private static void sorted(long[] key, int[] order, int from, int to) {
        int m = to - from;
        long[] packed = new long[m];
        long high = key[from] & ~0x7fffffffL;
        for (int i = 0; i < m; i++) packed[i] = (key[from + i] & 0x7fffffffL) << 32 | i;
        java.util.Arrays.sort(packed);
        int[] o = java.util.Arrays.copyOfRange(order, from, to);
        for (int i = 0; i < m; i++) {
            int at = (int) packed[i];
            key[from + i] = high | packed[i] >>> 32;
            order[from + i] = o[at];
        }
    }
}
