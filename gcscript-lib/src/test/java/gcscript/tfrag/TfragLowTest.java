package gcscript.tfrag;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

class TfragLowTest {

    private static ByteBuffer le(int n) { return ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN); }

    @Test
    void tex1KReadings() {
        ByteBuffer b = le(0x50);
        b.putInt(0x00, 17);            // TEX0 data_lo: texture index
        b.put(0x08, (byte) 0x06);
        b.putInt(0x10, 0xff92);        // TEX1 data_lo: Wrench's (u32)(u16)(s16) -110
        b.putInt(0x14, 4);             // TEX1 data_hi: MMIN
        b.put(0x18, (byte) 0x14);
        b.putInt(0x20, 1);             // CLAMP S
        b.putInt(0x24, 0);             // CLAMP T
        b.put(0x28, (byte) 0x08);
        b.put(0x38, (byte) 0x34);
        b.put(0x48, (byte) 0x36);
        AdGif g = AdGif.read(ByteReader.of(b.array(), "t"), 0, "adgif");
        assertEquals(17, g.texture());
        assertEquals(-110, g.kRaw());
        assertEquals(-6.875, g.k());
        assertEquals(-110, g.kRaw12());
        assertEquals(4, g.mmin());
        assertEquals(1, g.clampS());
        assertEquals(0, g.clampT());
        assertTrue(g.registersAsExpected());

        b.putInt(0x10, 0x0f77);        // only the low 12 bits set: the two readings part
        AdGif h = AdGif.read(ByteReader.of(b.array(), "t"), 0, "adgif");
        assertEquals(3959, h.kRaw());
        assertEquals(-137, h.kRaw12());
    }

    @Test
    void stRuleHalvesNegatives() {
        assertEquals(1.0, TfragBlock.st(4096));
        assertEquals(-1.0, TfragBlock.st(-8192));
        assertEquals(0.0, TfragBlock.st(0));
    }

    @Test
    void emptyBlock() {
        ByteBuffer b = le(0x40);
        b.putInt(0, 0x40);
        b.putInt(4, 0);
        b.putFloat(8, 32f);
        b.putInt(12, 0x1234);
        TfragBlock t = new TfragBlock(ByteReader.of(b.array(), "core_data"), 3, Problems.strict());
        assertEquals(0, t.count());
        assertEquals(0x1234, t.headerRecord().mysteriousSecondThingy());
        assertArrayEquals(new float[] {192f, 128f, 64f}, t.headerRecord().switchDistances());
        assertEquals(0, t.patches().rowCount());
        assertEquals(0, t.positions().rowCount());
    }

    @Test
    void tableMustFit() {
        ByteBuffer b = le(0x50);
        b.putInt(0, 0x40);
        b.putInt(4, 1);                // one 0x40-byte header needs up to 0x80
        FormatException e = assertThrows(FormatException.class,
                () -> new TfragBlock(ByteReader.of(b.array(), "core_data"), 0, Problems.lenient()));
        assertEquals("core.tfrags.tfrag_count", e.path());

        b.putInt(4, -1);
        e = assertThrows(FormatException.class, () -> new TfragBlock(ByteReader.of(b.array(), "core_data"), 0, Problems.lenient()));
        assertEquals("core.tfrags.tfrag_count", e.path());
        assertEquals(4, e.offset());

        b.putInt(0, 8);                // inside the header itself
        e = assertThrows(FormatException.class, () -> new TfragBlock(ByteReader.of(b.array(), "core_data"), 0, Problems.lenient()));
        assertEquals("core.tfrags.table_offset", e.path());
    }

    @Test
    void truncatedHeader() {
        FormatException e = assertThrows(FormatException.class,
                () -> new TfragBlock(ByteReader.of(new byte[10], "core_data"), 0, Problems.strict(), "chunk[1].tfrags"));
        assertEquals("chunk[1].tfrags.header", e.path());
    }
}
