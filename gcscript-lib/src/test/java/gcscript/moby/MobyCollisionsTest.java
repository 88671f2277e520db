package gcscript.moby;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.check.Check;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The moby collision block (rac2-formats-phase2 §1.12) on a hand-made class block: header, first part, vertices of
 * the second part (/ 1024) and the third part read as stored; sizes that run past the block throw, a second part that
 * is not whole vertices is reported.
 */
class MobyCollisionsTest {
    static final int AT = 0x50, SIZE = 0x90;
    static final int FIRST = 3, SECOND = 16, THIRD = 5;

    /** Header {0x11, 0x22, 3, 5, 16} at 0x50; first {1, 2, 3}; vertices (1024, -2048, 512, 0), (-7, 300, 9000, 0); third {9..13}. */
    static ByteBuffer block() {
        ByteBuffer b = ByteBuffer.allocate(SIZE).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0x10, AT);
        b.putShort(AT, (short) 0x11).putShort(AT + 2, (short) 0x22).putInt(AT + 4, FIRST).putInt(AT + 8, THIRD).putInt(AT + 12, SECOND);
        int p = AT + 0x10;
        for (int i = 0; i < FIRST; i++) b.put(p + i, (byte) (1 + i));
        p += FIRST;
        b.putShort(p, (short) 1024).putShort(p + 2, (short) -2048).putShort(p + 4, (short) 512);
        b.putShort(p + 8, (short) -7).putShort(p + 10, (short) 300).putShort(p + 12, (short) 9000);
        p += SECOND;
        for (int i = 0; i < THIRD; i++) b.put(p + i, (byte) (9 + i));
        return b;
    }

    record Read(MobyCollisions.Collision c, List<Check> checks) {}

    static Read read(ByteBuffer b) {
        ByteReader blk = ByteReader.of(b.array(), "blk");
        Rec h = MobyLayouts.CLASS_HEADER.read(blk, 0, "c");
        Checks out = new Checks();
        MobyChecks ck = new MobyChecks(out, "c", 0);
        MobyCollisions.Collision c = MobyCollisions.read(blk, h, "c", ck);
        ck.flush();
        return new Read(c, out.list());
    }

    static boolean holds(List<Check> checks, String name) {
        return checks.stream().filter(c -> c.check().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name + " absent")).holds();
    }

    @Test void everyPartIsRead() {
        Read r = read(block());
        MobyCollisions.Collision c = r.c();
        assertEquals(0x11, c.header().i(MobyClassBlocks.COLLISION_UNKNOWN[0]));
        assertEquals(0x22, c.header().i(MobyClassBlocks.COLLISION_UNKNOWN[1]));
        assertEquals(FIRST, c.header().i(MobyClassBlocks.FIRST_SIZE));
        assertEquals(THIRD, c.header().i(MobyClassBlocks.THIRD_SIZE));
        assertEquals(SECOND, c.header().i(MobyClassBlocks.SECOND_SIZE));
        assertArrayEquals(new byte[] {1, 2, 3}, c.first());
        assertArrayEquals(new byte[] {9, 10, 11, 12, 13}, c.third());
        assertEquals(2, c.vertices().count());
        assertEquals(AT + 0x10 + FIRST, c.vertices().offset(0));
        assertEquals(1.0, MobyCollisions.X_POS.value(c.vertices().i(0, MobyCollisions.X)));
        assertEquals(-2.0, MobyCollisions.Y_POS.value(c.vertices().i(0, MobyCollisions.Y)));
        assertEquals(0.5, MobyCollisions.Z_POS.value(c.vertices().i(0, MobyCollisions.Z)));
        assertEquals(-7, c.vertices().i(1, MobyCollisions.X));
        assertEquals(9000 / 1024.0, MobyCollisions.Z_POS.value(c.vertices().i(1, MobyCollisions.Z)));
        assertTrue(holds(r.checks(), "moby.collision.parts_inside"));
        assertTrue(holds(r.checks(), "moby.collision.second_whole"));
    }

    @Test void noBlockIsNone() {
        assertNull(read(block().putInt(0x10, 0)).c());
    }

    @Test void partsPastTheBlockOrANegativeSizeThrow() {
        for (int[] edit : new int[][] {{AT + 8, SIZE}, {AT + 4, -1}, {AT + 12, -8}}) {
            ByteBuffer b = block().putInt(edit[0], edit[1]);
            ByteReader blk = ByteReader.of(b.array(), "blk");
            Rec h = MobyLayouts.CLASS_HEADER.read(blk, 0, "c");
            Checks out = new Checks();
            MobyChecks ck = new MobyChecks(out, "c", 0);
            FormatException e = assertThrows(FormatException.class, () -> MobyCollisions.read(blk, h, "c", ck));
            assertTrue(e.path().startsWith("c.collision."), e.path());
            ck.flush();
            assertFalse(holds(out.list(), "moby.collision.parts_inside"), "size " + edit[1] + " at " + edit[0]);
        }
    }

    @Test void aSecondPartOfNoWholeVerticesIsReported() {
        // 12 bytes: one vertex and 4 bytes left; the third part follows 4 bytes earlier than written
        Read r = read(block().putInt(AT + 12, 12));
        assertFalse(holds(r.checks(), "moby.collision.second_whole"));
        assertEquals(1, r.c().vertices().count());
        assertEquals(THIRD, r.c().third().length);
    }
}
