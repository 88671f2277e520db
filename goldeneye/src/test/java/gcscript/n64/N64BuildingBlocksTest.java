package gcscript.n64;

import gcscript.bytes.FormatException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

class N64BuildingBlocksTest {

    @Test
    void bitReaderReadsMsbFirstAcrossBytesAndStopsAtTheEnd() {
        byte[] b = {(byte) 0xA5, 0x3C, (byte) 0xFF, 0x12, 0x34, 0x56};
        MsbBitReader r = new MsbBitReader(b, 0, 3, "t");
        assertEquals(5, r.bits(3));
        assertEquals(0, r.bits(0));
        assertEquals(0x29, r.bits(8));
        assertEquals(0x1CFF, r.bits(13));
        FormatException e = assertThrows(FormatException.class, () -> r.field("x").bits(1));
        assertTrue(e.path().contains("x (bit 24)"), e.getMessage());
        MsbBitReader r24 = new MsbBitReader(b, 0, 6, "t");
        r24.bits(4);
        assertEquals(0x53CFF1, r24.bits(24));
        assertEquals(0x2, r24.bits(4));
    }

    @Test
    void endOfImageSkipsAByteWhenAligned() {
        MsbBitReader r = new MsbBitReader(new byte[8], 0, 8, "t");
        r.bits(8);
        r.endOfImage();
        assertEquals(16, r.bitPosition(), "aligned: one whole byte skipped");
        r.bits(3);
        r.endOfImage();
        assertEquals(24, r.bitPosition(), "unaligned: the buffered bits dropped");
    }

    @Test
    void swapIsItsOwnInverseAndSwapsWordPairsOfOddRows() {
        byte[] img = new byte[16];                       // RGBA16 4x2: stride 8 bytes = two words
        for (int i = 0; i < 16; i++) img[i] = (byte) i;
        byte[] s = img.clone();
        Texels.swapOddRows(s, 0, 4, 2, GbiSize.B16);
        assertArrayEquals(new byte[]{0, 1, 2, 3, 4, 5, 6, 7, 12, 13, 14, 15, 8, 9, 10, 11}, s);
        Texels.swapOddRows(s, 0, 4, 2, GbiSize.B16);
        assertArrayEquals(img, s);
        byte[] t = new byte[32];                         // RGBA32 4x2: words (0,2) and (1,3) of row 1
        for (int i = 0; i < 32; i++) t[i] = (byte) i;
        Texels.swapOddRows(t, 0, 4, 2, GbiSize.B32);
        assertEquals(24, t[16]);
        assertEquals(28, t[20]);
        assertEquals(16, t[24]);
        assertEquals(20, t[28]);
    }

    @Test
    void texelConversionGoldenValues() {
        assertEquals(0xFF0000FF, Texels.rgba5551(0xF801));
        byte[] ia4 = {(byte) 0xB0};                      // nibble 1011: I = 101 -> 182, alpha set
        byte[] out = Texels.toRgba(ia4, 0, 1, 1, GbiFormat.IA, GbiSize.B4, null, Tlut.NONE, 0);
        assertArrayEquals(new byte[]{(byte) 182, (byte) 182, (byte) 182, (byte) 255}, out);
        byte[] ci4 = {(byte) 0x5A};                      // CI4, TLUT off, tile palette 3: p = 0x35, not 5*17
        out = Texels.toRgba(ci4, 0, 1, 1, GbiFormat.CI, GbiSize.B4, null, Tlut.NONE, 3);
        assertArrayEquals(new byte[]{0x35, 0x35, 0x35, 0x35}, out);
        byte[] i4 = {(byte) 0x5A};
        out = Texels.toRgba(i4, 0, 2, 1, GbiFormat.I, GbiSize.B4, null, Tlut.NONE, 0);
        assertEquals((byte) 85, out[0]);
        assertEquals((byte) 170, out[4]);
        assertEquals(0xFFFFFFFF, Texels.rgba5551(0xFFFF));
        assertEquals(0x08080800 | 0, Texels.rgba5551(0x0842) & 0xFFFFFF00);
    }

    @Test
    void strideAndPaddingFollowTheTmemLineRule() {
        assertEquals(8, GbiSize.B4.stride(9));
        assertEquals(16, GbiSize.B4.stride(17));
        assertEquals(8, GbiSize.B8.stride(1));
        assertEquals(8, GbiSize.B16.stride(1));
        assertEquals(16, GbiSize.B32.stride(1));
        byte[] row = {(byte) 0x12, (byte) 0x3F, 9, 9, 9, 9, 9, 9};
        assertArrayEquals(new byte[]{0x12, 0x30, 0, 0, 0, 0, 0, 0}, Texels.zeroPadding(row, 0, 3, 1, GbiSize.B4));
    }
}
