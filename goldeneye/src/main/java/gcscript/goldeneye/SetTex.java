package gcscript.goldeneye;

/**
 * Rare's G_SETTEX (0xC0) by the corrected layout (reference §4.2, erratum T1): w0 cms [23:22], cmt [21:20],
 * offset [19:18], shifts [17:14], shiftt [13:10], type [2:0]; w1 minlevel [31:24], detail texture id [23:12],
 * texture id [11:0]. cms/cmt are GoldenEye's mode codes (0 wrap, 1 clamp, 2 mirror), not raw G_TX bits.
 */
public record SetTex(long w0, long w1) {
    public int cms() { return (int) (w0 >> 22) & 3; }
    public int cmt() { return (int) (w0 >> 20) & 3; }
    public int offset() { return (int) (w0 >> 18) & 3; }
    public int shifts() { return (int) (w0 >> 14) & 15; }
    public int shiftt() { return (int) (w0 >> 10) & 15; }
    public int unused() { return (int) (w0 >> 3) & 0x7F; }
    public int type() { return (int) w0 & 7; }
    public int minlevel() { return (int) (w1 >> 24) & 0xFF; }
    public int detailId() { return (int) (w1 >> 12) & 0xFFF; }
    public int textureId() { return (int) w1 & 0xFFF; }

    /** The bit positions the port notes give (erratum T1), for comparison: type [3:0], shiftt [9:6], shifts [13:10], tile [17:16], cmt [19:18], cms [21:20]. */
    public int notesTile() { return (int) (w0 >> 16) & 3; }
}
