package gcscript.n64;

/** The texture lookup mode of othermode-H (G_MDSFT_TEXTLUT bits 15:14). */
public enum Tlut {
    NONE(0), RGBA16(2), IA16(3);

    public final int code;

    Tlut(int code) { this.code = code; }
}
