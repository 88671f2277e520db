package gcscript.collision;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import gcscript.bytes.Problems;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The totals walk under a recording reader (the coverage pass) owns each octant's header, vertices, faces and fourth
 * indices under the octant's path, whether the store keeps it as its y node's prefix and a suffix made once for the
 * octant's index or, past those indices, as the path built whole: one x row of 600 entries with octants at x[1] and
 * x[599].
 */
class OctantOwnerTest {
    static final int MESH = 0x40, X_COUNT = 600, WORDS = 20, OCT_A = 0x980, OCT_B = 0x9a0;

    /** Root (one z node) at mesh + 0, z node at + 8, y node at + 16, x words at + 20, two octants after them. */
    static byte[] block() {
        ByteBuffer b = ByteBuffer.allocate(MESH + OCT_B + 0x20).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0, MESH).putInt(4, 0);
        b.putShort(MESH, (short) 7).putShort(MESH + 2, (short) 1).putShort(MESH + 4, (short) (8 / 4));
        b.putShort(MESH + 8, (short) -3).putShort(MESH + 10, (short) 1).putInt(MESH + 12, 16);
        b.putShort(MESH + 16, (short) 2).putShort(MESH + 18, (short) X_COUNT);
        b.putInt(MESH + WORDS + 4, OCT_A << 8 | 1).putInt(MESH + WORDS + 4 * (X_COUNT - 1), OCT_B << 8 | 2);
        // x[1]: 1 vertex, 1 triangle; x[599]: 2 vertices, 2 faces, 1 quad
        b.putShort(MESH + OCT_A, (short) 1).put(MESH + OCT_A + 2, (byte) 1).put(MESH + OCT_A + 3, (byte) 0);
        b.putShort(MESH + OCT_B, (short) 2).put(MESH + OCT_B + 2, (byte) 2).put(MESH + OCT_B + 3, (byte) 1);
        return b.array();
    }

    @Test void everyPartOfEveryOctantIsOwnedUnderItsPath() {
        assertTrue(X_COUNT > OctantSuffixes.CACHED, "x[599] is past the suffixes made once");
        Coverage store = new Coverage();
        ByteReader r = ByteReader.of(block(), "COLL.BIN").recording(store);
        CollisionModel.Counts c = CollisionModel.counts(r, 2, "t.collision", Problems.strict());
        assertEquals(2, c.octants());
        assertEquals(3, c.vertices());
        assertEquals(3, c.faces());
        List<String> owned = store.claims("COLL.BIN").stream()
                .filter(x -> x.owner().contains(".x["))
                .map(x -> x.owner() + " [" + x.start() + ", " + x.end() + ") " + x.kind() + " " + (x.labels() == null ? "-" : ((gcscript.layout.Layout) x.labels()).name()))
                .toList();
        int a = MESH + OCT_A, b = MESH + OCT_B;
        String p = "t.collision.z[0].y[0].x[";
        assertEquals(List.of(
                p + "1] [" + a + ", " + (a + 4) + ") DECODED collision_octant",
                p + "1].vertices [" + (a + 4) + ", " + (a + 8) + ") DECODED collision_vertex",
                p + "1].faces [" + (a + 8) + ", " + (a + 12) + ") DECODED collision_face",
                p + "599] [" + b + ", " + (b + 4) + ") DECODED collision_octant",
                p + "599].vertices [" + (b + 4) + ", " + (b + 12) + ") DECODED collision_vertex",
                p + "599].faces [" + (b + 12) + ", " + (b + 20) + ") DECODED collision_face",
                p + "599].v3 [" + (b + 20) + ", " + (b + 21) + ") DECODED collision_quad_v3"), owned);
    }

    @Test void theSuffixesNameTheirIndex() {
        assertEquals("0]", OctantSuffixes.HEADER[0]);
        assertEquals("511].vertices", OctantSuffixes.VERTICES[511]);
        assertEquals("37].faces", OctantSuffixes.FACES[37]);
        assertEquals("5].v3", OctantSuffixes.V3[5]);
        assertEquals(OctantSuffixes.CACHED, OctantSuffixes.V3.length);
    }
}
