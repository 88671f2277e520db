package gcscript.gs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

class AdQwordTest {
    private static final Layout L = new Layout("test_ad_gifs", 0x30, "test");
    private static final AdQword TEX1 = AdQword.declare(L, "tex1", 0x00, "tex1");
    private static final AdQword CLAMP = AdQword.declare(L, "clamp", 0x10, "clamp");
    private static final AdQword TEX0 = AdQword.declare(L, "tex0", 0x20, "tex0");

    private static Rec rec(int[][] qwords) {
        ByteBuffer b = ByteBuffer.allocate(0x30).order(ByteOrder.LITTLE_ENDIAN);
        for (int q = 0; q < 3; q++) {
            b.putInt(16 * q, qwords[q][0]);
            b.putInt(16 * q + 4, qwords[q][1]);
            b.put(16 * q + 8, (byte) qwords[q][2]);
            b.put(16 * q + 9, (byte) 0x77);
        }
        return L.read(ByteReader.of(b.array(), "t"), 0, "t");
    }

    @Test
    void fieldsAndDecodes() {
        Rec r = rec(new int[][] {{0x1234fff0, 4, 0x14}, {1, 2, 0x08}, {9, -3, 0x07}});
        assertEquals("tex1_data_lo", TEX1.dataLo().name());
        assertEquals("tex1_data_hi", TEX1.dataHi().name());
        assertEquals("tex1_address", TEX1.address().name());
        assertEquals(4, TEX1.dataHi().offset());
        assertEquals(0x18, CLAMP.address().offset());
        assertEquals(0x1234fff0, TEX1.lo(r));
        assertEquals(4, TEX1.hi(r));
        assertEquals(-16, TEX1.kRaw(r));
        assertEquals(-1.0, TEX1.k(r));
        assertEquals(4, TEX1.mmin(r));
        assertEquals(1, CLAMP.wrapS(r));
        assertEquals(2, CLAMP.wrapT(r));
        assertEquals(9, TEX0.slot(r));
        assertEquals(-3, TEX0.hi(r));
        assertEquals(0x14, TEX1.address(r));
        assertTrue(TEX1.addressOk(r));
        assertTrue(CLAMP.addressOk(r));
        assertFalse(TEX0.addressOk(r), "0x07 is not TEX0_1 (0x06)");
        assertEquals("tex0", TEX0.register());
        assertTrue(TEX1.address().doc().contains("0x14"));
    }

    @Test
    void registerAddresses() {
        assertEquals(0x06, GsAd.address("tex0"));
        assertEquals(0x14, GsAd.address("tex1"));
        assertEquals(0x08, GsAd.address("clamp"));
        assertEquals(0x34, GsAd.address("miptbp1"));
        assertEquals(0x36, GsAd.address("miptbp2"));
        assertThrows(IllegalArgumentException.class, () -> GsAd.address("xyz"));
        assertEquals(0x7fff, GsAd.kRaw(0x10007fff));
        assertEquals(-0x8000, GsAd.kRaw(0x8000));
        assertEquals(2.5, GsAd.k(40));
    }
}
