package gcscript.goldeneye.texture;

import gcscript.n64.MsbBitReader;

/**
 * Rare's Huffman coding: the stream stores only one 8-bit frequency per symbol; both ends build the same tree
 * with the same two-minima scan and tie rule. Slots whose frequency reaches 9999 count as used, so a table whose
 * running sums reach 9999 leaves part of the alphabet without codes; that is reproduced. The tree lives in arrays
 * of the alphabet size (leaf n is encoded as n + 10000, as in the game); anything that would make the game read
 * outside its arrays is refused.
 */
final class Huffman {
    private static final int USED = 9999;
    private static final int LEAF = 10000;

    private Huffman() {}

    /** Decodes {@code count} symbols into the scratch at {@code dst} (bytes, or big-endian u16 when size > 256). */
    static void inflate(DecodeContext c, int dst, int count, int size, String what) {
        MsbBitReader r = c.r;
        int width = size > 256 ? 2 : 1;
        if ((long) dst + (long) count * width > DecodeContext.SCRATCH) {
            throw c.fatal(count + " symbols within the 0x2000-byte scratch", "needs " + ((long) dst + (long) count * width) + " bytes");
        }
        r.field(what + ".frequencies");
        int[] freq = new int[size];
        for (int i = 0; i < size; i++) freq[i] = r.bits(8);
        if (size < 2) throw c.fatal("an alphabet of at least 2 symbols (the tree builder uses an unset index otherwise)", "size " + size);
        int[] n0 = new int[size];
        int[] n1 = new int[size];
        java.util.Arrays.fill(n0, -1);
        java.util.Arrays.fill(n1, -1);

        int m1 = USED, m2 = USED, i1 = -1, i2 = -1;
        for (int i = 0; i < size; i++) {
            int f = freq[i];
            if (f < m1) {
                if (m2 < m1) { m1 = f; i1 = i; } else { m2 = f; i2 = i; }
            } else if (f < m2) { m2 = f; i2 = i; }
        }
        int root = -1;
        while (true) {
            int sum = (freq[i1] + freq[i2]) & 0xFFFF;
            if (sum == 0) sum = 1;
            freq[i1] = USED;
            freq[i2] = USED;
            boolean leaf1 = n0[i1] < 0 && n1[i1] < 0;
            boolean leaf2 = n0[i2] < 0 && n1[i2] < 0;
            if (leaf1) {
                n0[i1] = i1 + LEAF; root = i1; freq[i1] = sum;
                n1[i1] = leaf2 ? i2 + LEAF : i2;
            } else if (leaf2) {
                n0[i2] = i2 + LEAF; root = i2; freq[i2] = sum;
                n1[i2] = i1; // i1 is not a leaf slot here
            } else {
                int k = 0;
                while (k < size && (n0[k] >= 0 || n1[k] >= 0 || freq[k] < USED)) k++;
                if (k == size) throw c.fatal("a free tree slot below the alphabet size", "none (the game would read past its table)");
                root = k; freq[k] = sum; n0[k] = i1; n1[k] = i2;
            }
            m1 = USED; m2 = USED;
            for (int i = 0; i < size; i++) {
                int f = freq[i];
                if (f < m1) {
                    if (m1 > m2) { m1 = f; i1 = i; } else { m2 = f; i2 = i; }
                } else if (f < m2) { m2 = f; i2 = i; }
            }
            if (m1 == USED || m2 == USED) break;
        }

        r.field(what + ".symbols");
        int limit = size + 1;
        for (int i = 0; i < count; i++) {
            int v = root;
            int steps = 0;
            while (v < LEAF) {
                int child = r.bit1() == 0 ? n0[v] : n1[v];
                if (child < 0 || ++steps > limit) throw c.fatal("a path to a leaf of the Huffman tree", "a dead end at node " + v);
                v = child;
            }
            int sym = v - LEAF;
            if (width == 1) c.scratchWrite(dst + i, sym);
            else { c.scratchWrite(dst + 2 * i, sym >> 8); c.scratchWrite(dst + 2 * i + 1, sym); }
        }
    }
}
