package gcscript.tfrag;

import gcscript.bytes.ByteReader;

/**
 * One 0x50-byte tfrag texture primitive: five A+D qwords TEX0_1, TEX1_1, CLAMP_1, MIPTBP1_1, MIPTBP2_1, each
 * s32 data_lo, s32 data_hi, u8 register. On disc these are packed fields (docs/formats/texture.md correction):
 * TEX0 data_lo = texture index; TEX1 data_lo = K (16-bit two's complement, 1/16 units), data_hi = MMIN;
 * CLAMP data_lo/data_hi = wrap S/T.
 */
public record AdGif(long offset, int[] lo, int[] hi, int[] reg) {
    public static final int SIZE = 0x50;
    public static final int[] EXPECTED_REGS = {0x06, 0x14, 0x08, 0x34, 0x36};
    public static final String[] REG_NAMES = {"tex0", "tex1", "clamp", "miptbp1", "miptbp2"};

    public static AdGif read(ByteReader b, int at, String path) {
        b.requireRange(path, at, SIZE);
        int[] lo = new int[5], hi = new int[5], reg = new int[5];
        for (int q = 0; q < 5; q++) {
            lo[q] = b.s32(path, at + 16L * q);
            hi[q] = b.s32(path, at + 16L * q + 4);
            reg[q] = b.u8(path, at + 16L * q + 8);
        }
        return new AdGif(b.absolute(at), lo, hi, reg);
    }

    public int texture() { return lo[0]; }
    /** K as Wrench writes it: the low 16 bits of TEX1 data_lo, two's complement. */
    public int kRaw() { return (short) lo[1]; }
    /** The notes' reading: the low 12 bits sign-extended (same value in the retail range). */
    public int kRaw12() { return (lo[1] << 20) >> 20; }
    public double k() { return kRaw() / 16.0; }
    public int mmin() { return hi[1]; }
    public int clampS() { return lo[2]; }
    public int clampT() { return hi[2]; }
    public boolean registersAsExpected() {
        for (int q = 0; q < 5; q++) if (reg[q] != EXPECTED_REGS[q]) return false;
        return true;
    }
}
