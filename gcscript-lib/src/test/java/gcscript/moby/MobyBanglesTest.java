package gcscript.moby;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.FormatException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bangle block (rac2-formats-phase2 §1.12) on a hand-made class block: at qword 5, entry 0 with one high-LOD packet
 * at table index 2 and entry 3 with two low-LOD packets from index 4; their vectors at +64 + 16·entry. Vectors past the
 * block throw; bangle packets before the metal packets' end are reported.
 */
class MobyBanglesTest {
    static final int AT = 0x50, SIZE = 0xD0;

    static ByteBuffer block() {
        ByteBuffer b = ByteBuffer.allocate(SIZE).order(ByteOrder.LITTLE_ENDIAN);
        b.put(0x04, (byte) 1).put(0x05, (byte) 0).put(0x06, (byte) 1).put(0x07, (byte) 1);   // high 1, low 0, metal 1 at 1
        b.put(0x2c, (byte) (AT / 16));
        b.put(AT + 4, (byte) 2).put(AT + 5, (byte) 1);                       // entry 0: high 2, 1
        b.put(AT + 4 + 12 + 2, (byte) 4).put(AT + 4 + 12 + 3, (byte) 2);    // entry 3: low 4, 2
        for (int k = 0; k < 8; k++) {
            b.putShort(AT + 64 + 2 * k, (short) (100 + k));
            b.putShort(AT + 64 + 48 + 2 * k, (short) (-200 - k));
        }
        return b;
    }

    static final BlockChecks CHECKS = new BlockChecks();

    static List<MobyBangles.Bangle> read(ByteBuffer b) { return CHECKS.read(b, (blk, h, ck) -> MobyBangles.read(blk, h, "c", ck)); }

    static boolean holds(String name) { return CHECKS.holds(name); }

    @Test void bangleEntriesAndVectorsAreRead() {
        List<MobyBangles.Bangle> g = read(block());
        assertEquals(2, g.size());
        MobyBangles.Bangle a = g.get(0), d = g.get(1);
        assertEquals(List.of(0, 2, 1, 0, 0), List.of(a.entry(), a.highBegin(), a.highCount(), a.lowBegin(), a.lowCount()));
        assertEquals(List.of(3, 0, 0, 4, 2), List.of(d.entry(), d.highBegin(), d.highCount(), d.lowBegin(), d.lowCount()));
        assertTrue(a.hasHigh() && !a.hasLow() && d.hasLow() && !d.hasHigh());
        assertEquals(AT + 64, a.vectors().offset());
        assertEquals(100, a.vectors().i(MobyBangles.VECTOR_1[0]));
        assertEquals(107, a.vectors().i(MobyBangles.VECTOR_2[3]));
        assertEquals(AT + 64 + 48, d.vectors().offset());
        assertEquals(-202, d.vectors().i(MobyBangles.VECTOR_1[2]));
        assertTrue(holds("moby.bangle.vectors_inside"));
        assertTrue(holds("moby.bangle.after_metal"));
    }

    @Test void noBlockOrNoPacketsIsNoBangle() {
        assertTrue(read(block().put(0x2c, (byte) 0)).isEmpty());
        // a begin of 0 is no list (Wrench), and so is a count of 0
        assertEquals(1, read(block().put(AT + 4, (byte) 0)).size());
        assertEquals(1, read(block().put(AT + 4 + 12 + 3, (byte) 0)).size());
    }

    @Test void bangleVectorsPastTheBlockThrow() {
        ByteBuffer b = block();
        b.put(AT + 4 + 4 * 14, (byte) 6).put(AT + 4 + 4 * 14 + 1, (byte) 1);   // entry 14: vectors at +64 + 224, past 0xD0
        FormatException e = assertThrows(FormatException.class, () -> read(b));
        assertEquals("c.bangles[14]", e.path());
        assertFalse(holds("moby.bangle.vectors_inside"));
    }

    @Test void banglePacketsBeforeTheMetalEndAreReported() {
        read(block().put(AT + 4, (byte) 1));    // entry 0's high list at index 1: the metal packet's
        assertFalse(holds("moby.bangle.after_metal"));
        assertEquals(2, read(block().put(AT + 4, (byte) 1)).size());
    }
}
