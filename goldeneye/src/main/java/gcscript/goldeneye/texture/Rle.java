package gcscript.goldeneye.texture;

import gcscript.n64.MsbBitReader;

/**
 * Rare's run-length/backreference coding: a 10-bit header (back-distance bits, run-length bits, block bits), then
 * flagged literals and runs; a run copies blocks one at a time (so it may overlap itself) and is always followed by
 * one unflagged literal. Blocks wider than 8 bits are stored as big-endian u16 in the scratch. A run may overshoot
 * the requested count, as in the game; it must stay inside the scratch buffer and must not reach before its start.
 */
final class Rle {
    private Rle() {}

    static void inflate(DecodeContext c, int total, String what) {
        MsbBitReader r = c.r;
        r.field(what + ".header");
        int bt = r.bits(3), rl = r.bits(3), bs = r.bits(4);
        int cost = bt + rl + bs + 1;
        int fudge = 0;
        while (cost > 0) { cost -= bs + 1; fudge++; }
        boolean wide = bs > 8;
        int done = 0;
        r.field(what + ".blocks");
        while (done < total) {
            if (r.bit1() == 0) {
                put(c, wide, done++, r.bits(bs));
            } else {
                int start = done - r.bits(bt) - 1;
                int len = r.bits(rl) + fudge;
                if (start < 0) throw c.fatal("a back-reference inside the decoded data", "distance reaching block " + start);
                for (int i = start; i < start + len; i++) {
                    int v = wide ? (c.scratchByte(2 * i) << 8 | c.scratchByte(2 * i + 1)) : c.scratchByte(i);
                    put(c, wide, done++, v);
                }
                put(c, wide, done++, r.bits(bs));
            }
        }
    }

    private static void put(DecodeContext c, boolean wide, int idx, int v) {
        if (wide) { c.scratchWrite(2 * idx, v >> 8); c.scratchWrite(2 * idx + 1, v); }
        else c.scratchWrite(idx, v);
    }
}
