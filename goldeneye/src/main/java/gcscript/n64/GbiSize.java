package gcscript.n64;

/** The RDP texel sizes (G_IM_SIZ_*): 4, 8, 16 or 32 bits. */
public enum GbiSize {
    B4(0, 4), B8(1, 8), B16(2, 16), B32(3, 32);

    public final int code;
    public final int bits;

    GbiSize(int code, int bits) { this.code = code; this.bits = bits; }

    /** As the conformance files and the SDK write it: {@code 4b}, {@code 16b}. */
    public String label() { return bits + "b"; }

    /** Row stride in RAM/TMEM: every row starts on an 8-byte (one TMEM line) boundary. */
    public int stride(int width) {
        switch (this) {
            case B32: return ((width + 3) & ~3) * 4;
            case B16: return ((width + 3) & ~3) * 2;
            case B8: return (width + 7) & ~7;
            default: return ((width + 15) & ~15) / 2;
        }
    }

    public static GbiSize of(int code) {
        for (GbiSize s : values()) if (s.code == code) return s;
        throw new IllegalArgumentException("G_IM_SIZ " + code);
    }
}
