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
 * The joint-list block (rac2-formats-phase2 §1.12) on a hand-made class block: every stored value read, and every
 * invariant (count >= 0, lists inside the block, 4-aligned, n1, n2 >= 0, the 0xFF terminator) failing loudly when
 * broken.
 */
class MobyJointListsTest {
    static final int JOINTS = 0x50, LIST0 = 0x5c, LIST1 = 0x64, SIZE = 0x70;

    /** Header (joints = 0x50) + {2, [0x5c, 0x64]}; list 0: n1 2, n2 1, {3, 9}, {5}, 0xFF; list 1: n1 1, n2 0, {7}, 0xFF. */
    static ByteBuffer block() {
        ByteBuffer b = ByteBuffer.allocate(SIZE).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0x1c, JOINTS);
        b.putInt(JOINTS, 2).putInt(JOINTS + 4, LIST0).putInt(JOINTS + 8, LIST1);
        b.putShort(LIST0, (short) 2).putShort(LIST0 + 2, (short) 1).put(LIST0 + 4, (byte) 3).put(LIST0 + 5, (byte) 9)
                .put(LIST0 + 6, (byte) 5).put(LIST0 + 7, (byte) 0xff);
        b.putShort(LIST1, (short) 1).putShort(LIST1 + 2, (short) 0).put(LIST1 + 4, (byte) 7).put(LIST1 + 5, (byte) 0xff);
        return b;
    }

    record Read(List<MobyJointLists.JointList> lists, List<Check> checks) {}

    static Read readFolded(ByteBuffer b) {
        ByteReader blk = ByteReader.of(b.array(), "blk");
        Rec h = MobyLayouts.CLASS_HEADER.read(blk, 0, "c");
        Checks out = new Checks();
        MobyChecks ck = new MobyChecks(out, "c", 0);
        List<MobyJointLists.JointList> l = MobyJointLists.read(blk, h, "c", ck);
        ck.flush();
        return new Read(l, out.list());
    }

    static boolean holds(List<Check> checks, String name) {
        return checks.stream().filter(c -> c.check().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name + " absent")).holds();
    }

    @Test void everyStoredValueIsRead() {
        Read r = readFolded(block());
        assertEquals(2, r.lists().size());
        MobyJointLists.JointList a = r.lists().get(0), b = r.lists().get(1);
        assertEquals(0, a.list());
        assertEquals(2, a.listCount());
        assertEquals(LIST0, a.offset().i(MobyJointLists.LIST_OFFSET));
        assertEquals(JOINTS + 4, a.offset().offset());
        assertEquals(LIST0, a.head().offset());
        assertEquals(2, a.head().i(MobyJointLists.N1));
        assertEquals(1, a.head().i(MobyJointLists.N2));
        assertEquals("3 9", MobyJointLists.JointList.text(a.first()));
        assertEquals("5", MobyJointLists.JointList.text(a.second()));
        assertEquals(0xff, a.terminator());
        assertEquals(LIST1, b.offset().i(MobyJointLists.LIST_OFFSET));
        assertEquals("7", MobyJointLists.JointList.text(b.first()));
        assertEquals("", MobyJointLists.JointList.text(b.second()));
        for (String c : List.of("moby.joints.count", "moby.joints.list_inside", "moby.joints.list_aligned", "moby.joints.terminator")) {
            assertTrue(holds(r.checks(), c), c);
        }
    }

    @Test void noBlockAndAnEmptyBlockHaveNoLists() {
        ByteBuffer none = block().putInt(0x1c, 0);
        assertEquals(List.of(), readFolded(none).lists());
        ByteBuffer empty = block().putInt(JOINTS, 0);
        Read r = readFolded(empty);
        assertEquals(List.of(), r.lists());
        assertTrue(holds(r.checks(), "moby.joints.count"));
    }

    /** Reads {@code b} expecting a FormatException naming {@code path}; returns the folded check rows. */
    static List<Check> broken(ByteBuffer b, String path) {
        ByteReader blk = ByteReader.of(b.array(), "blk");
        Rec h = MobyLayouts.CLASS_HEADER.read(blk, 0, "c");
        Checks out = new Checks();
        MobyChecks ck = new MobyChecks(out, "c", 0);
        FormatException e = assertThrows(FormatException.class, () -> MobyJointLists.read(blk, h, "c", ck));
        assertEquals(path, e.path());
        ck.flush();
        return out.list();
    }

    @Test void aMissingTerminatorThrowsAndFailsItsCheck() {
        List<Check> c = broken(block().put(LIST0 + 7, (byte) 0xfe), "c.joints.list[0].terminator.terminator");
        assertFalse(holds(c, "moby.joints.terminator"));
    }

    @Test void aListOutsideTheBlockThrows() {
        assertFalse(holds(broken(block().putInt(JOINTS + 8, SIZE - 2), "c.joints.list_offset[1].list_offset"), "moby.joints.list_inside"));
        assertFalse(holds(broken(block().putInt(JOINTS + 4, -4), "c.joints.list_offset[0].list_offset"), "moby.joints.list_inside"));
    }

    @Test void aListRunningPastTheBlockOrANegativeCountThrows() {
        assertFalse(holds(broken(block().putShort(LIST1 + 2, (short) 9), "c.joints.list[1].n2"), "moby.joints.list_inside"));
        assertFalse(holds(broken(block().putShort(LIST0, (short) -1), "c.joints.list[0].n1"), "moby.joints.list_inside"));
    }

    @Test void aNegativeOrOversizedListCountThrows() {
        assertFalse(holds(broken(block().putInt(JOINTS, -1), "c.joints.list_count"), "moby.joints.count"));
        assertFalse(holds(broken(block().putInt(JOINTS, (SIZE - JOINTS - 4) / 4 + 1), "c.joints.list_count"), "moby.joints.count"));
    }

    @Test void anUnalignedListIsReportedNotThrown() {
        // list 1 moved one byte on (its bytes with it): still a readable list, at an offset the writer never uses
        ByteBuffer b = block();
        b.putInt(JOINTS + 8, LIST1 + 1);
        b.putShort(LIST1 + 1, (short) 1).putShort(LIST1 + 3, (short) 0).put(LIST1 + 5, (byte) 7).put(LIST1 + 6, (byte) 0xff);
        Read r = readFolded(b);
        assertEquals(2, r.lists().size());
        assertEquals("7", MobyJointLists.JointList.text(r.lists().get(1).first()));
        assertFalse(holds(r.checks(), "moby.joints.list_aligned"));
        assertTrue(holds(r.checks(), "moby.joints.terminator"));
    }
}
