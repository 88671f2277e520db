package gcscript.texture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import org.junit.jupiter.api.Test;

class ClutTest {
    @Test
    void csm1SwapsBitsThreeAndFour() {
        assertEquals(16, Clut.csm1(8));
        assertEquals(8, Clut.csm1(16));
        assertEquals(23, Clut.csm1(15));
        assertEquals(24, Clut.csm1(24));   // both bits set: unchanged
        assertEquals(7, Clut.csm1(7));     // neither: unchanged
        assertEquals(0x33, Clut.csm1(0x2b));   // 0b101011 -> 0b110011
        assertEquals(0xe8, Clut.csm1(0xf0));   // high bits kept
        for (int i = 0; i < 256; i++) assertEquals(i, Clut.csm1(Clut.csm1(i)), "involution at " + i);
    }

    @Test
    void alphaExpansion() {
        assertEquals(0, Clut.expandAlpha(0));
        assertEquals(2, Clut.expandAlpha(1));
        assertEquals(0x80, Clut.expandAlpha(0x40));
        assertEquals(0xfe, Clut.expandAlpha(0x7f));
        assertEquals(255, Clut.expandAlpha(0x80));
        assertEquals(255, Clut.expandAlpha(0xff));
    }

    @Test
    void readsThroughTheSwapAtAPaletteOffset() {
        byte[] gs = new byte[0x100 + 0x400];
        int base = 0x100;
        put(gs, base + 4 * 16, 0xff, 0x00, 0x00, 0x80);   // stored slot 16 = logical 8
        put(gs, base + 4 * 8, 0x00, 0xff, 0x00, 0x40);    // stored slot 8 = logical 16
        put(gs, base + 4 * 3, 0x12, 0x34, 0x56, 0x00);    // slot 3 unchanged
        int[] c = Clut.read(ByteReader.of(gs, "gs"), "clut", base);
        assertEquals(0xffff0000, c[8]);
        assertEquals(0x8000ff00, c[16]);
        assertEquals(0x00123456, c[3]);
    }

    @Test
    void clutPastGsRamIsAFormatException() {
        FormatException e = assertThrows(FormatException.class,
                () -> Clut.read(ByteReader.of(new byte[0x500], "gs"), "core.x.palette", 0x200));
        assertEquals("core.x.palette", e.path());
        assertEquals(0x200, e.offset());
    }

    static void put(byte[] b, int at, int r, int g, int bl, int a) {
        b[at] = (byte) r; b[at + 1] = (byte) g; b[at + 2] = (byte) bl; b[at + 3] = (byte) a;
    }
}
