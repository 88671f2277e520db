package gcscript.tfrag;

import gcscript.bytes.ByteReader;
import gcscript.gs.GsAd;
import gcscript.layout.Rec;

/**
 * One 0x50-byte tfrag texture primitive ({@link TfragLayouts#AD_GIF}): five A+D qwords TEX0_1, TEX1_1, CLAMP_1,
 * MIPTBP1_1, MIPTBP2_1, each s32 data_lo, s32 data_hi, u8 register. On disc these are packed fields
 * (docs/formats/texture.md correction): TEX0 data_lo = texture index; TEX1 data_lo = K (16-bit two's complement,
 * 1/16 units), data_hi = MMIN; CLAMP data_lo/data_hi = wrap S/T.
 */
public record AdGif(long offset, int[] lo, int[] hi, int[] reg, int kRaw12) {
    public static final int SIZE = 0x50;
    public static final String[] REG_NAMES = TfragLayouts.REG_NAMES;
    public static final int[] EXPECTED_REGS = java.util.Arrays.stream(REG_NAMES).mapToInt(GsAd::address).toArray();

    public static AdGif read(ByteReader b, int at, String path) {
        Rec r = TfragLayouts.AD_GIF.read(b, at, path);
        int[] lo = new int[5], hi = new int[5], reg = new int[5];
        for (int q = 0; q < 5; q++) {
            lo[q] = r.i(TfragLayouts.AD[q][0]);
            hi[q] = r.i(TfragLayouts.AD[q][1]);
            reg[q] = r.i(TfragLayouts.AD[q][2]);
        }
        return new AdGif(r.offset(), lo, hi, reg, r.i(TfragLayouts.TEX1_K12));
    }

    public int texture() { return lo[0]; }
    /** K as Wrench writes it: the low 16 bits of TEX1 data_lo, two's complement. */
    public int kRaw() { return GsAd.kRaw(lo[1]); }
    public double k() { return GsAd.k(lo[1]); }
    public int mmin() { return hi[1]; }
    public int clampS() { return lo[2]; }
    public int clampT() { return hi[2]; }
    public boolean registersAsExpected() {
        for (int q = 0; q < 5; q++) if (reg[q] != EXPECTED_REGS[q]) return false;
        return true;
    }
}
