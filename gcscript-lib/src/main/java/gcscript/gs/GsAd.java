package gcscript.gs;

/**
 * One A+D qword of a GIF packet as the level formats store it ({@code GifAdData16}, rac2-formats §7.3,
 * phase-2 §2.4/§3.2): s32 data_lo @0, s32 data_hi @4, u8 address @8, pad. On disc the data words hold packed
 * fields the game patches at run time rather than GS register images: TEX0 data_lo = a texture slot, TEX1
 * data_lo = K (16-bit two's complement, 1/16 units) and data_hi = MMIN, CLAMP data_lo/hi = wrap mode S/T.
 * Records declare their qwords with {@link AdQword#declare}, which decodes these fields.
 */
public final class GsAd {
    private GsAd() {}

    /** GS register addresses (the A+D address byte). */
    public static final int TEX0_1 = 0x06, CLAMP_1 = 0x08, TEX1_1 = 0x14, MIPTBP1_1 = 0x34, MIPTBP2_1 = 0x36;

    /** The expected register address of a register name (tex0, tex1, clamp, miptbp1, miptbp2). */
    public static int address(String register) {
        return switch (register) {
            case "tex0" -> TEX0_1;
            case "tex1" -> TEX1_1;
            case "clamp" -> CLAMP_1;
            case "miptbp1" -> MIPTBP1_1;
            case "miptbp2" -> MIPTBP2_1;
            default -> throw new IllegalArgumentException(register);
        };
    }

    /** K as Wrench writes it: the low 16 bits of TEX1 data_lo, two's complement (1/16 units). */
    public static int kRaw(int tex1Lo) { return (short) tex1Lo; }

    /** K in LOD units. */
    public static double k(int tex1Lo) { return kRaw(tex1Lo) / 16.0; }
}
