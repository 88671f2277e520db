package gcscript.goldeneye.texture;

import gcscript.n64.GbiFormat;
import gcscript.n64.GbiSize;
import gcscript.n64.Texels;
import gcscript.n64.Tlut;

import java.awt.image.BufferedImage;
import java.util.List;

/**
 * A decoded GoldenEye texture blob: its header byte, its levels as the game's decoder lays them out, and the
 * palette for zlib (colour-indexed) textures. Texel accessors return the linear image (before the game's odd-row
 * RAM pre-swap) with padding zeroed; {@link #ramTexels(int)} gives the swapped form the game leaves in RAM.
 */
public final class GeTexture {
    private final String name;
    private final int headerByte;
    private final List<GeLevel> levels;
    private final byte[] out;
    private final int[] palette;         // zlib only: the ncol palette entries (u16), else null
    private final int outputSize;
    private final int bytesUsed;
    private final int blobLength;
    private final List<String> quirks;
    private final byte[][] intended;     // per level: the intended image where the game's differs (IA4 quirk)
    private final boolean complete;

    GeTexture(String name, int headerByte, List<GeLevel> levels, byte[] out, int[] palette, int outputSize,
              int bytesUsed, int blobLength, List<String> quirks, byte[][] intended, boolean complete) {
        this.name = name;
        this.headerByte = headerByte;
        this.levels = List.copyOf(levels);
        this.out = out;
        this.palette = palette;
        this.outputSize = outputSize;
        this.bytesUsed = bytesUsed;
        this.blobLength = blobLength;
        this.quirks = List.copyOf(quirks);
        this.intended = intended;
        this.complete = complete;
    }

    public String name() { return name; }
    public int headerByte() { return headerByte; }
    /** Header bit 7: LOD images are stored in the blob. */
    public int u() { return headerByte >> 7 & 1; }
    /** Header bit 6: the zlib (colour-indexed) path. */
    public int z() { return headerByte >> 6 & 1; }
    /** Header bits 0-5: the LOD field (not clamped). */
    public int lodField() { return headerByte & 0x3F; }
    public String path() { return z() == 1 ? "zlib" : "nonzlib"; }
    public List<GeLevel> levels() { return levels; }
    public GeLevel level(int lod) { return levels.get(lod); }
    public int levelCount() { return levels.size(); }
    /** The format of the first image (what the game records for the texture). */
    public GeTexFormat format() { return levels.isEmpty() ? null : levels.get(0).format(); }
    public int width() { return levels.isEmpty() ? 0 : levels.get(0).width(); }
    public int height() { return levels.isEmpty() ? 0 : levels.get(0).height(); }
    /** Bytes the game's decoder returns (images, plus the palette rounded up to 8 on the zlib path). */
    public int outputSize() { return outputSize; }
    /** Blob bytes the decoder consumed (including the header byte and the end-of-image skip byte). */
    public int bytesUsed() { return bytesUsed; }
    public int blobLength() { return blobLength; }
    /** Names of the game's decoder quirks this blob exercises ({@code rgb24-lookup-alpha0}, ...). */
    public List<String> quirks() { return quirks; }
    /** False when decoding stopped at an error (lenient mode): the levels are those decoded before it. */
    public boolean complete() { return complete; }

    /** The palette entries (zlib path), as u16 values; empty otherwise. */
    public int[] palette() { return palette == null ? new int[0] : palette.clone(); }

    /** The palette as the decoder appends it to its output: big-endian u16s. */
    public byte[] paletteBytes() {
        if (palette == null) return new byte[0];
        byte[] b = new byte[palette.length * 2];
        for (int i = 0; i < palette.length; i++) { b[2 * i] = (byte) (palette[i] >> 8); b[2 * i + 1] = (byte) palette[i]; }
        return b;
    }

    /** The level's texel bytes, linear rows at the RAM stride, padding zeroed (the conformance set's convention). */
    public byte[] texels(int lod) {
        GeLevel l = levels.get(lod);
        return Texels.zeroPadding(out, l.offset(), l.width(), l.height(), l.format().gbiSize);
    }

    /** The intended image where the game's output differs from it (IA4 channel paths); else {@link #texels}. */
    public byte[] intendedTexels(int lod) {
        if (intended != null && intended[lod] != null) {
            GeLevel l = levels.get(lod);
            return Texels.zeroPadding(intended[lod], 0, l.width(), l.height(), l.format().gbiSize);
        }
        return texels(lod);
    }

    /** The level as it sits in RAM after the game's odd-row pre-swap (equal to {@link #texels} when not swapped). */
    public byte[] ramTexels(int lod) {
        byte[] t = texels(lod);
        GeLevel l = levels.get(lod);
        if (l.swapped()) Texels.swapOddRows(t, 0, l.width(), l.height(), l.format().gbiSize);
        return t;
    }

    /** RGBA8888, row-major, no padding; CI textures through the TLUT they ask for (palette 0). */
    public byte[] rgba(int lod) { return rgbaOf(texels(lod), levels.get(lod)); }

    public byte[] intendedRgba(int lod) { return rgbaOf(intendedTexels(lod), levels.get(lod)); }

    private byte[] rgbaOf(byte[] t, GeLevel l) {
        GeTexFormat f = l.format();
        return Texels.toRgba(t, 0, l.width(), l.height(), f.gbiFormat, f.gbiSize, palette, f.tlut, 0);
    }

    /** CI textures drawn with the TLUT off (G_TT_NONE): the raw index as intensity and alpha. */
    public byte[] rgbaTlutOff(int lod) {
        GeLevel l = levels.get(lod);
        GeTexFormat f = l.format();
        return Texels.toRgba(texels(lod), 0, l.width(), l.height(), f.gbiFormat, f.gbiSize, palette, Tlut.NONE, 0);
    }

    public BufferedImage image(int lod) {
        GeLevel l = levels.get(lod);
        return Texels.image(rgba(lod), l.width(), l.height());
    }

    public GbiFormat gbiFormat() { return format() == null ? null : format().gbiFormat; }
    public GbiSize gbiSize() { return format() == null ? null : format().gbiSize; }

    @Override
    public String toString() {
        return name + ": " + path() + " " + (format() == null ? "?" : format().label) + " " + width() + "x" + height()
                + ", " + levels.size() + " level(s)";
    }
}
