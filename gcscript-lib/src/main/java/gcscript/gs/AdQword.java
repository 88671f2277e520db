package gcscript.gs;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;

/**
 * The three stored fields of one A+D qword in a record ({@code GifAdData16}: s32 data_lo @0, s32 data_hi @4, u8
 * address @8) and what the level formats keep in them on disc, decoded here once for every area: TEX0 data_lo =
 * the texture slot; TEX1 data_lo = K (low 16 bits, two's complement, 1/16 units), data_hi = MMIN; CLAMP data_lo /
 * data_hi = wrap mode S / T. {@code register} is the GS register the qword is for (tex0, tex1, clamp, miptbp1,
 * miptbp2), whose address the address byte should hold.
 */
public record AdQword(String register, Field dataLo, Field dataHi, Field address) {

    /** Declares {@code prefix_data_lo}, {@code prefix_data_hi}, {@code prefix_address} in {@code l} at {@code offset}. */
    public static AdQword declare(Layout l, String prefix, int offset, String register) {
        return new AdQword(register,
                l.s32(prefix + "_data_lo", offset, register + " A+D data, low word (as stored)"),
                l.s32(prefix + "_data_hi", offset + 4, register + " A+D data, high word (as stored)"),
                l.u8(prefix + "_address", offset + 8, register + " A+D register address (expected 0x"
                        + Integer.toHexString(GsAd.address(register)) + ")"));
    }

    public int lo(Rec r) { return r.i(dataLo); }
    public int hi(Rec r) { return r.i(dataHi); }
    public int address(Rec r) { return r.i(address); }
    /** Whether the address byte names this qword's register. */
    public boolean addressOk(Rec r) { return address(r) == GsAd.address(register); }

    /** TEX0: the texture slot (data_lo). */
    public int slot(Rec r) { return lo(r); }
    /** TEX1: K as stored, the low 16 bits of data_lo as two's complement (1/16 units). */
    public int kRaw(Rec r) { return GsAd.kRaw(lo(r)); }
    /** TEX1: K in LOD units. */
    public double k(Rec r) { return GsAd.k(lo(r)); }
    /** TEX1: MMIN (data_hi). */
    public int mmin(Rec r) { return hi(r); }
    /** CLAMP: wrap mode S (data_lo). */
    public int wrapS(Rec r) { return lo(r); }
    /** CLAMP: wrap mode T (data_hi). */
    public int wrapT(Rec r) { return hi(r); }
}
