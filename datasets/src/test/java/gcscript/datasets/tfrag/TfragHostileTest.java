package gcscript.datasets.tfrag;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.tfrag.TfragBlock;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Hostile counts and offsets in otherwise valid blocks: FormatException with a path, never anything else. */
class TfragHostileTest {

    private static byte[] block(int seed, int patches) { return TfragWriter.write(new Random(seed), patches).block(); }

    private static void put16(byte[] b, int at, int v) { ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putShort(at, (short) v); }
    private static void put32(byte[] b, int at, int v) { ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(at, v); }

    @Test
    void hugeCount() {
        byte[] b = block(1, 4);
        put32(b, 4, 0x7fffffff);
        FormatException e = assertThrows(FormatException.class,
                () -> new TfragBlock(ByteReader.of(b, "core_data"), 0, Problems.lenient()));
        assertEquals("core.tfrags.tfrag_count", e.path());
        assertEquals(0x40, e.offset());
    }

    @Test
    void tableOffsetOutside() {
        byte[] b = block(1, 4);
        put32(b, 0, b.length + 16);
        FormatException e = assertThrows(FormatException.class,
                () -> new TfragBlock(ByteReader.of(b, "core_data"), 0, Problems.strict()));
        assertEquals("core.tfrags.table_offset", e.path());
        assertEquals(0, e.offset());
    }

    @Test
    void badLod0OfsNamesTheField() {
        byte[] b = block(2, 16);
        int h = 0x40 + 12 * 0x40;
        put16(b, h + 0x1a, 0xffff);
        FormatException e = assertThrows(FormatException.class,
                () -> new TfragBlock(ByteReader.of(b, "core_data"), 0, Problems.strict()));
        assertEquals("core.tfrags[12].lod_0_ofs", e.path());
        assertEquals(h + 0x1a, e.offset());
        assertEquals("0xffff", e.actual());

        Problems lenient = Problems.lenient();
        TfragBlock tb = new TfragBlock(ByteReader.of(b, "core_data"), 0, lenient);
        assertEquals(15, tb.patchList().size());
        assertEquals(1, tb.failedPatches());
        assertEquals(1, lenient.rows().size());
        assertEquals("core.tfrags[12].lod_0_ofs", lenient.rows().get(0).path());
        var pt = tb.patches();
        assertEquals(16, pt.rowCount());
        assertEquals(12, pt.intColumn("patch").get(12));
        assertFalse(pt.booleanColumn("decoded").get(12));
        assertEquals(0xffff, pt.intColumn("lod_0_ofs").get(12));
        assertTrue(pt.intColumn("positions_decoded").isMissing(12));
        assertTrue(pt.booleanColumn("decoded").get(13));
    }

    @Test
    void dataOffsetOutside() {
        byte[] b = block(2, 5);
        int h = 0x40 + 3 * 0x40;
        put32(b, h + 0x10, -0x100);
        FormatException e = assertThrows(FormatException.class,
                () -> new TfragBlock(ByteReader.of(b, "core_data"), 0, Problems.strict()));
        assertEquals("core.tfrags[3].data", e.path());
        assertEquals(h + 0x10, e.offset());
    }

    @Test
    void truncatedAndCorruptedBlocksOnlyThrowFormatException() {
        Random rnd = new Random(99);
        long until = System.nanoTime() + 3_000_000_000L;
        int runs = 0, parsed = 0;
        while (runs < 30 || System.nanoTime() < until) {
            byte[] b = block(rnd.nextInt(1000), 1 + rnd.nextInt(6));
            if (rnd.nextBoolean()) {
                b = Arrays.copyOf(b, rnd.nextInt(b.length));
            } else {
                int flips = 1 + rnd.nextInt(8);
                for (int k = 0; k < flips; k++) b[rnd.nextInt(b.length)] = (byte) rnd.nextInt(256);
            }
            for (Problems pr : new Problems[] {Problems.strict(), Problems.lenient()}) {
                try {
                    TfragBlock tb = new TfragBlock(ByteReader.of(b, "core_data"), 0, pr);
                    tb.patches(); tb.positions(); tb.vertexInfo(); tb.strips(); tb.triangles();
                    tb.adgifs(); tb.colours(); tb.lights(); tb.unpacks(); tb.vuHeaders();
                    parsed++;
                } catch (FormatException expected) {
                    assertNotNull(expected.path());
                }
            }
            runs++;
        }
        System.out.println("tfrag fuzz: " + runs + " corrupted blocks, " + parsed + " parsed");
        assertTrue(parsed > 0);
    }
}
