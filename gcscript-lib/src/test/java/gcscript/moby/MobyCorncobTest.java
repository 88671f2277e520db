package gcscript.moby;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.FormatException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The corncob block (rac2-formats-phase2 §1.12) on a hand-made class block: kernel offsets at qword 3, a kernel in slot
 * 2 with two records (the count over the first record's w) and one in slot 9 whose zero vector has none. Kernels or
 * records past the block, and a negative count, throw.
 */
class MobyCorncobTest {
    static final int HEAD = 0x30, K1 = 0x40, K2 = 0x60, SIZE = 0x70;

    static ByteBuffer block() {
        ByteBuffer b = ByteBuffer.allocate(SIZE).order(ByteOrder.LITTLE_ENDIAN);
        b.putShort(0x2e, (short) (HEAD / 16));
        for (int s = 0; s < 16; s++) b.put(HEAD + s, (byte) 0xff);
        b.put(HEAD + 2, (byte) 1).put(HEAD + 9, (byte) 3);
        b.putFloat(K1, 1.5f).putFloat(K1 + 4, -2f).putFloat(K1 + 8, 0.25f).putFloat(K1 + 12, 1f);
        b.putShort(K1 + 0x10, (short) 10).putShort(K1 + 0x12, (short) -20).putShort(K1 + 0x14, (short) 30).putShort(K1 + 0x16, (short) 2);
        b.putShort(K1 + 0x18, (short) 40).putShort(K1 + 0x1a, (short) 50).putShort(K1 + 0x1c, (short) -60).putShort(K1 + 0x1e, (short) 70);
        return b;
    }

    static final BlockChecks CHECKS = new BlockChecks();

    static List<MobyCorncob.Kernel> read(ByteBuffer b) { return CHECKS.read(b, (blk, h, ck) -> MobyCorncob.read(blk, h, "c", ck)); }

    @Test void kernelsAndTheirRecordsAreRead() {
        List<MobyCorncob.Kernel> k = read(block());
        assertEquals(2, k.size());
        MobyCorncob.Kernel a = k.get(0), z = k.get(1);
        assertEquals(2, a.slot());
        assertEquals(1, a.stored());
        assertEquals(9, z.slot());
        assertEquals(3, z.stored());
        assertEquals(K1, a.vec().offset());
        assertEquals(-2f, a.vec().f(MobyCorncob.VEC[1]));
        assertEquals(1f, a.vec().f(MobyCorncob.VEC[3]));
        assertEquals(2, a.vertices().count());
        assertEquals(K1 + 0x18, a.vertices().offset(1));
        assertEquals(-20, a.vertices().i(0, MobyCorncob.Y));
        assertEquals(2, a.vertices().i(0, MobyCorncob.W));
        assertEquals(-60, a.vertices().i(1, MobyCorncob.Z));
        assertEquals(70, a.vertices().i(1, MobyCorncob.W));
        assertEquals(0, z.vertices().count());
        assertTrue(CHECKS.holds("moby.corncob.kernel_inside"));
    }

    @Test void noCorncobIsNoKernel() {
        assertTrue(read(block().putShort(0x2e, (short) 0)).isEmpty());
    }

    @Test void aKernelPastTheBlockThrows() {
        FormatException e = assertThrows(FormatException.class, () -> read(block().put(HEAD + 9, (byte) 0x20)));
        assertEquals("c.corncob[9]", e.path());
        assertFalse(CHECKS.holds("moby.corncob.kernel_inside"));
    }

    @Test void aNegativeCountOrRecordsPastTheBlockThrow() {
        for (short n : new short[] {-1, 5}) {
            FormatException e = assertThrows(FormatException.class, () -> read(block().putShort(K1 + 0x16, n)), "count " + n);
            assertEquals("c.corncob.kernel[2].vertex_count", e.path());
            assertFalse(CHECKS.holds("moby.corncob.kernel_inside"));
        }
    }
}
