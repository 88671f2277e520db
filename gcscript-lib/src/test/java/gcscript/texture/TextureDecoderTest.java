package gcscript.texture;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import java.awt.image.BufferedImage;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hand-laid texture entries, texels and CLUTs (docs/formats/texture.md): every level of the notes' mip model decoded
 * pixel by pixel, the levels left out when they do not fit, and the errors of a level 0 that does not.
 */
class TextureDecoderTest {
    static final int PALETTE = 2, MIPMAP = 0xe, PAD = 0xf, TEXEL = 0x10;

    /** Logical CLUT index i: r = i, g = 255 - i, b = i ^ 0x55, alpha i (PS2 units) below 0x80, else opaque; 0 is all zero. */
    static int colour(int i) {
        if (i == 0) return 0;
        int a = i < 0x80 ? 2 * i : 255;
        return a << 24 | i << 16 | (255 - i) << 8 | (i ^ 0x55);
    }

    /** GS RAM of 0x1000 bytes: the CLUT at PALETTE (stored in CSM1 order), level 2 at MIPMAP, level 3 at PAD. */
    static byte[] gsRam(int level2Index, int level3Index) {
        byte[] gs = new byte[0x1000];
        for (int i = 1; i < 256; i++) {
            int at = PALETTE * 0x100 + 4 * Clut.csm1(i);
            gs[at] = (byte) i; gs[at + 1] = (byte) (255 - i); gs[at + 2] = (byte) (i ^ 0x55); gs[at + 3] = (byte) Math.min(i, 0x80);
        }
        java.util.Arrays.fill(gs, MIPMAP * 0x100, MIPMAP * 0x100 + 4, (byte) level2Index);
        gs[PAD * 0x100] = (byte) level3Index;
        return gs;
    }

    static TextureEntry entry(TextureKind kind, int record, int w, int h, int mipmap, int pad) {
        ByteBuffer b = ByteBuffer.allocate(TextureEntry.SIZE).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0).putShort((short) w).putShort((short) h).putShort((short) 3).putShort((short) PALETTE)
                .putShort((short) mipmap).putShort((short) pad);
        return new TextureEntry(kind, record, TextureEntry.LAYOUT.read(ByteReader.of(b.array(), "T:core_index"), 0, "entry"));
    }

    /** core_data: TEXEL bytes of padding, then an 8 x 8 level 0 (index 4y + x + 1), then the 4 x 4 level 1 (index 200 + i). */
    static byte[] texels() {
        byte[] t = new byte[TEXEL + 64 + 16];
        for (int i = 0; i < 64; i++) t[TEXEL + i] = (byte) (4 * (i / 8) + i % 8 + 1);
        for (int i = 0; i < 16; i++) t[TEXEL + 64 + i] = (byte) (200 + i);
        return t;
    }

    static Texture decode(TextureEntry e, byte[] texels, byte[] gs, boolean stashed) {
        return TextureDecoder.decode(e, ByteReader.of(texels, "T:core_data"), TEXEL, stashed, ByteReader.of(gs, "T:gs_ram"), "core.tex[5]");
    }

    @Test
    void everyLevelOfTheNotesModel() {
        Texture t = decode(entry(TextureKind.TIE, 5, 8, 8, MIPMAP, PAD), texels(), gsRam(0x7f, 0x80), false);
        int[] p = t.argb();
        assertEquals(64, p.length);
        for (int i = 0; i < 64; i++) assertEquals(colour(4 * (i / 8) + i % 8 + 1), p[i], "pixel " + i);
        List<Texture.Level> mips = t.mipLevels();
        assertEquals(3, mips.size());
        assertEquals(List.of(1, 2, 3), mips.stream().map(Texture.Level::level).toList());
        assertEquals(List.of(4, 2, 1), mips.stream().map(Texture.Level::width).toList());
        assertEquals(List.of(4, 2, 1), mips.stream().map(Texture.Level::height).toList());
        for (int i = 0; i < 16; i++) assertEquals(colour(200 + i), mips.get(0).argb()[i]);
        assertArrayEquals(new int[] {colour(0x7f), colour(0x7f), colour(0x7f), colour(0x7f)}, mips.get(1).argb());
        assertArrayEquals(new int[] {colour(0x80)}, mips.get(2).argb());
        List<BufferedImage> images = t.mips();
        assertEquals(3, images.size());
        assertEquals(2, images.get(1).getWidth());
        assertEquals(colour(0x80), images.get(2).getRGB(0, 0));
        // the entry and where the texels were
        assertEquals(TextureKind.TIE, t.kind());
        assertEquals(5, t.index());
        assertEquals(8, t.width());
        assertEquals(8, t.height());
        assertEquals(TEXEL, t.texelOffset());
        assertFalse(t.stashed());
        assertEquals("core_data", t.source());
        assertEquals(3, t.entry().type());
        assertEquals(MIPMAP, t.entry().mipmap());
        assertEquals(PAD, t.entry().pad());
        assertEquals(PALETTE, t.entry().palette());
        assertEquals(0, t.entry().dataOffset());
    }

    @Test
    void theMipSourcesOfTheModel() {
        List<TextureDecoder.MipSource> s = TextureDecoder.mipSources(entry(TextureKind.TFRAG, 0, 16, 8, 3, 9), 0x40);
        assertEquals(List.of(new TextureDecoder.MipSource(1, false, 0x40 + 128, 8, 4), new TextureDecoder.MipSource(2, true, 0x300, 4, 2),
                new TextureDecoder.MipSource(3, true, 0x900, 2, 1)), s);
        assertEquals(2, TextureDecoder.mipSources(entry(TextureKind.TFRAG, 0, 16, 8, 3, -1), 0x40).size());
        assertEquals(0, TextureDecoder.mipSources(entry(TextureKind.TFRAG, 0, 16, 8, -1, 9), 0x40).size());
    }

    @Test
    void levelsThatDoNotFitAreLeftOut() {
        // no level 3 without pad; none for a stashed texture; none without mipmap
        assertEquals(2, decode(entry(TextureKind.TIE, 5, 8, 8, MIPMAP, -1), texels(), gsRam(1, 2), false).mipLevels().size());
        assertEquals(0, decode(entry(TextureKind.MOBY, 5, 8, 8, MIPMAP, PAD), texels(), gsRam(1, 2), true).mipLevels().size());
        assertEquals("gs_ram", decode(entry(TextureKind.MOBY, 5, 8, 8, MIPMAP, PAD), texels(), gsRam(1, 2), true).source());
        assertEquals(0, decode(entry(TextureKind.TIE, 5, 8, 8, -1, PAD), texels(), gsRam(1, 2), false).mipLevels().size());
        // level 1 one byte short of core_data: nothing after level 0 (the walk stops at the first misfit)
        byte[] shortTexels = java.util.Arrays.copyOf(texels(), TEXEL + 64 + 15);
        assertEquals(0, decode(entry(TextureKind.TIE, 5, 8, 8, MIPMAP, PAD), shortTexels, gsRam(1, 2), false).mipLevels().size());
        // level 2 past GS RAM: level 1 only
        assertEquals(1, decode(entry(TextureKind.TIE, 5, 8, 8, 0x10, PAD), texels(), gsRam(1, 2), false).mipLevels().size());
        // level 3 (1 x 1 at PAD) ending exactly at the end of GS RAM fits; one byte less, it is left out
        assertEquals(3, decode(entry(TextureKind.TIE, 5, 8, 8, MIPMAP, PAD), texels(), java.util.Arrays.copyOf(gsRam(1, 2), PAD * 0x100 + 1), false).mipLevels().size());
        assertEquals(2, decode(entry(TextureKind.TIE, 5, 8, 8, MIPMAP, PAD), texels(), java.util.Arrays.copyOf(gsRam(1, 2), PAD * 0x100), false).mipLevels().size());
        // 8 x 2 and 2 x 8: level 2 would be 2 x 0 and 0 x 2, which end the list
        assertEquals(1, decode(entry(TextureKind.TIE, 5, 8, 2, MIPMAP, PAD), texels(), gsRam(1, 2), false).mipLevels().size());
        assertEquals(1, decode(entry(TextureKind.TIE, 5, 2, 8, MIPMAP, PAD), texels(), gsRam(1, 2), false).mipLevels().size());
        // a 2 x 2 texture: level 1 is 1 x 1, level 2 would be 0 x 0 and ends the list
        Texture small = decode(entry(TextureKind.TIE, 5, 2, 2, MIPMAP, PAD), texels(), gsRam(1, 2), false);
        assertEquals(1, small.mipLevels().size());
        assertEquals(1, small.mipLevels().get(0).width());
        assertArrayEquals(new int[] {colour(5)}, small.mipLevels().get(0).argb());   // the texel at TEXEL + 4
    }

    @Test
    void badLevelZerosAreFormatExceptions() {
        FormatException e = assertThrows(FormatException.class, () -> decode(entry(TextureKind.TIE, 5, -1, 2, -1, -1), texels(), gsRam(1, 2), false));
        assertEquals("core.tex[5].width", e.path());
        assertEquals("non-negative width and height", e.expected());
        assertEquals("-1 x 2", e.actual());
        e = assertThrows(FormatException.class, () -> decode(entry(TextureKind.TIE, 5, 2, -3, -1, -1), texels(), gsRam(1, 2), false));
        assertEquals("2 x -3", e.actual());
        e = assertThrows(FormatException.class, () -> decode(entry(TextureKind.TIE, 5, 9, 9, -1, -1), texels(), gsRam(1, 2), false));
        assertEquals("core.tex[5].data_offset", e.path());
        assertEquals(TEXEL, e.offset());
        // a width of 0 is an empty level 0, not an error
        Texture empty = decode(entry(TextureKind.TIE, 5, 0, 2, -1, -1), texels(), gsRam(1, 2), false);
        assertEquals(0, empty.argb().length);
        assertEquals(0, decode(entry(TextureKind.TIE, 5, 3, 0, -1, -1), texels(), gsRam(1, 2), false).argb().length);
        assertEquals(0.0, empty.opaqueFraction());
        assertEquals(1, empty.image().getWidth());
        assertEquals(2, empty.image().getHeight());     // a 0-wide image is drawn 1 wide
    }

    @Test
    void pixelsAsImagesBytesAndCounts() {
        // 4 x 2 from the 8 x 8 fixture's first 8 texels: indices 1..8 (all translucent), then a row of opaque ones
        byte[] tx = texels();
        tx[TEXEL + 6] = (byte) 0x90;
        tx[TEXEL + 7] = (byte) 0x90;
        tx[TEXEL + 5] = 0;          // CLUT entry 0 is all zero
        Texture t = decode(entry(TextureKind.SHRUB, 1, 4, 2, -1, -1), tx, gsRam(1, 2), false);
        int[] want = {colour(1), colour(2), colour(3), colour(4), colour(5), 0, colour(0x90), colour(0x90)};
        assertArrayEquals(want, t.argb());
        assertEquals(2.0 / 8, t.opaqueFraction());
        assertEquals(7, t.distinctColours());
        BufferedImage img = t.image();
        assertEquals(4, img.getWidth());
        assertEquals(2, img.getHeight());
        assertEquals(colour(4), img.getRGB(3, 0));
        assertEquals(colour(0x90), img.getRGB(3, 1));
        byte[] rgba = t.rgba();
        assertEquals(32, rgba.length);
        assertArrayEquals(new byte[] {2, (byte) 253, (byte) (2 ^ 0x55), 4}, java.util.Arrays.copyOfRange(rgba, 4, 8));
        assertArrayEquals(new byte[] {(byte) 0x90, 0x6f, (byte) (0x90 ^ 0x55), (byte) 255}, java.util.Arrays.copyOfRange(rgba, 28, 32));
        assertArrayEquals(t.level0().rgba(), rgba);
        // the level's pixels are a copy: changing them changes nothing
        t.level0().argb()[0] = 7;
        assertEquals(colour(1), t.argb()[0]);
    }

    @Test
    void theHashIsSha256OfTheRgbaBytes() throws Exception {
        Texture t = decode(entry(TextureKind.TFRAG, 1, 2, 2, -1, -1), texels(), gsRam(1, 2), false);
        byte[] rgba = new byte[16];
        int[] idx = {1, 2, 3, 4};
        for (int i = 0; i < 4; i++) {
            int c = colour(idx[i]);
            rgba[4 * i] = (byte) (c >> 16); rgba[4 * i + 1] = (byte) (c >> 8); rgba[4 * i + 2] = (byte) c; rgba[4 * i + 3] = (byte) (c >>> 24);
        }
        assertEquals(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(rgba)), t.rgbaSha256());
    }

    @Test
    void anEntryKnowsWhereItIsStored() {
        byte[] idx = new byte[0x30];
        idx[0x24] = 8;      // entry 2's width
        TextureEntry e = new TextureEntry(TextureKind.TFRAG, 2, TextureEntry.LAYOUT.read(ByteReader.of(idx, "T:core_index"), 0x20, "entry"));
        assertEquals(0x20, e.offset());
        assertEquals(8, e.width());
    }

    @Test
    void kinds() {
        assertEquals(TextureKind.MOBY, TextureKind.parse(" Moby "));
        assertEquals("shrub_textures", TextureKind.SHRUB.tableName());
        assertEquals("fx", TextureKind.FX.id());
        assertTrue(TextureKind.TFRAG.isStandard());
        assertFalse(TextureKind.PART.isStandard());
        assertFalse(TextureKind.FX.isStandard());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TextureKind.parse("sky"));
        assertEquals("unknown texture kind 'sky': the kinds are tfrag, moby, tie, shrub, part, fx", e.getMessage());
    }

    @Test
    void contactSheetCellsLabelsAndBlending() {
        byte[] tx = texels();
        tx[TEXEL] = (byte) 0x90;         // pixel (0, 0) opaque
        tx[TEXEL + 1] = 0;               // pixel (1, 0) fully transparent
        tx[TEXEL + 2] = 0x40;            // pixel (2, 0): alpha 0x80 of 255
        Texture t = decode(entry(TextureKind.TIE, 7, 4, 4, -1, -1), tx, gsRam(1, 2), false);
        BufferedImage one = ContactSheet.of(List.of(t));
        assertEquals(72, one.getWidth());
        assertEquals(86, one.getHeight());
        assertEquals(0xff202020, one.getRGB(0, 0));
        // 4 texels over 64 pixels: each texel is 16 x 16; the checkerboard is 0x9a on even 8 x 8 squares, 0x6a on odd
        assertEquals(colour(0x90), one.getRGB(4, 4));
        assertEquals(0xff6a6a6a, one.getRGB(4 + 16 + 8, 4));
        assertEquals(0xff9a9a9a, one.getRGB(4 + 16, 4));
        int a = 0x80, bg = 0x9a;
        int r = (0x40 * a + bg * (255 - a)) / 255, g = ((255 - 0x40) * a + bg * (255 - a)) / 255, b = ((0x40 ^ 0x55) * a + bg * (255 - a)) / 255;
        assertEquals(0xff000000 | r << 16 | g << 8 | b, one.getRGB(4 + 32, 4));
        // label "7" under the cell: its glyph's top row is lit, the first pixel of its second row is not
        assertEquals(0xffffffff, one.getRGB(4, 4 + 64 + 2));
        assertEquals(0xffffffff, one.getRGB(4 + 5, 4 + 64 + 2));
        assertEquals(0xff202020, one.getRGB(4, 4 + 64 + 4));
        assertEquals(0xffffffff, one.getRGB(4 + 4, 4 + 64 + 4));
        BufferedImage five = ContactSheet.of(List.of(t, t, t, t, t));
        assertEquals(3 * 72, five.getWidth());
        assertEquals(2 * 86, five.getHeight());
        assertEquals(colour(0x90), five.getRGB(72 + 4, 86 + 4));
        assertEquals(0xff202020, five.getRGB(2 * 72 + 4, 86 + 4));     // no sixth texture
        BufferedImage none = ContactSheet.of(List.of());
        assertEquals(72, none.getWidth());
        assertEquals(86, none.getHeight());
    }
}
