package gcscript.goldeneye.texture;

import gcscript.n64.GbiFormat;
import gcscript.n64.GbiSize;
import gcscript.n64.Tlut;

/**
 * GoldenEye's internal texture formats (TEXFORMAT 0..12) with what the decoder's tables say about each: planar
 * channel count and channel alphabet size, whether a separate 1-bit alpha plane follows, bits per lookup-table
 * entry, and the RDP format, size and TLUT mode the texture is drawn with.
 */
public enum GeTexFormat {
    RGBA32(0, "rgba32", 4, false, 256, 32, GbiFormat.RGBA, GbiSize.B32, Tlut.NONE),
    RGBA16(1, "rgba16", 3, true, 32, 16, GbiFormat.RGBA, GbiSize.B16, Tlut.NONE),
    RGB24(2, "rgb24", 3, false, 256, 24, GbiFormat.RGBA, GbiSize.B32, Tlut.NONE),
    RGB15(3, "rgb15", 3, false, 32, 15, GbiFormat.RGBA, GbiSize.B16, Tlut.NONE),
    IA16(4, "ia16", 2, false, 256, 16, GbiFormat.IA, GbiSize.B16, Tlut.NONE),
    IA8(5, "ia8", 2, false, 16, 8, GbiFormat.IA, GbiSize.B8, Tlut.NONE),
    IA4(6, "ia4", 1, true, 8, 4, GbiFormat.IA, GbiSize.B4, Tlut.NONE),
    I8(7, "i8", 1, false, 256, 8, GbiFormat.I, GbiSize.B8, Tlut.NONE),
    I4(8, "i4", 1, false, 16, 4, GbiFormat.I, GbiSize.B4, Tlut.NONE),
    RGBA16_CI8(9, "ci8rgba", 1, false, 256, 16, GbiFormat.CI, GbiSize.B8, Tlut.RGBA16),
    RGBA16_CI4(10, "ci4rgba", 1, false, 16, 16, GbiFormat.CI, GbiSize.B4, Tlut.RGBA16),
    IA16_CI8(11, "ci8ia", 1, false, 256, 16, GbiFormat.CI, GbiSize.B8, Tlut.IA16),
    IA16_CI4(12, "ci4ia", 1, false, 16, 16, GbiFormat.CI, GbiSize.B4, Tlut.IA16);

    public final int id;
    public final String label;
    public final int channels;
    public final boolean alphaPlane;
    public final int channelSize;
    public final int bitsPerPixel;
    public final GbiFormat gbiFormat;
    public final GbiSize gbiSize;
    public final Tlut tlut;

    GeTexFormat(int id, String label, int channels, boolean alphaPlane, int channelSize, int bitsPerPixel,
                GbiFormat gbiFormat, GbiSize gbiSize, Tlut tlut) {
        this.id = id;
        this.label = label;
        this.channels = channels;
        this.alphaPlane = alphaPlane;
        this.channelSize = channelSize;
        this.bitsPerPixel = bitsPerPixel;
        this.gbiFormat = gbiFormat;
        this.gbiSize = gbiSize;
        this.tlut = tlut;
    }

    private static final GeTexFormat[] BY_ID = values();

    /** The format with this id, or null when the id is outside 0..12. */
    public static GeTexFormat byId(int id) { return id >= 0 && id < BY_ID.length ? BY_ID[id] : null; }

    public boolean paletted() { return gbiFormat == GbiFormat.CI; }

    public int stride(int width) { return gbiSize.stride(width); }
}
