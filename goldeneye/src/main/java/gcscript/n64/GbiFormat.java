package gcscript.n64;

/** The RDP image formats (G_IM_FMT_*), with the numbers the GBI uses. */
public enum GbiFormat {
    RGBA(0), YUV(1), CI(2), IA(3), I(4);

    public final int code;

    GbiFormat(int code) { this.code = code; }

    public static GbiFormat of(int code) {
        for (GbiFormat f : values()) if (f.code == code) return f;
        throw new IllegalArgumentException("G_IM_FMT " + code);
    }
}
