package gcscript.moby;

import static gcscript.moby.MobyLayouts.*;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.layout.RecArray;
import gcscript.moby.MobyDamage.Found;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The §1.8 matrix-slot state machine on sample records with their load/store addresses rewired: what a vertex stores
 * (its joint, or its blend) is what a later vertex loading that slot gets; blends of one slot merge; LOD lists start
 * with no slot set; failing skin checks name the vertex and the bad addresses or weights.
 */
class MobySkinStateTest {
    private final Disc disc = Gc.sample();

    /** The skinned class with a three-way and at least two main vertices in packet 0. */
    private Found skinned() {
        return MobyDamage.find(disc, c -> !c.skeleton().isEmpty() && c.packets().get(0).vertexHeader().i(THREE_WAY) > 0
                && c.packets().get(0).vertexHeader().i(TWO_WAY) > 1 && c.packets().get(0).vertexHeader().i(MAIN) > 1);
    }

    private static MobyPacket p0(Found f) { return f.c().packets().get(0); }
    private static int two(Found f) { return p0(f).vertexHeader().i(TWO_WAY); }
    private static int firstMain(Found f) { return two(f) + p0(f).vertexHeader().i(THREE_WAY); }
    private static long rec(Found f, int i) { return p0(f).records().relativeOffset(i); }
    private static int b(Found f, int i, gcscript.layout.Field field) { return p0(f).records().i(i, field); }

    /** The {@code n}-th (0-based) matrix address no record or transfer of packet 0 names: a slot only the test sets. */
    private static int freeAddr(Found f, int n) {
        java.util.Set<Integer> used = new java.util.HashSet<>();
        MobyPacket p = p0(f);
        for (int i = 0; i < p.storedVertices(); i++) for (var x : new gcscript.layout.Field[] {B2, B3, B6, B7}) used.add(b(f, i, x) / 4);
        for (int i = 0; i < p.storedVertices(); i++) used.add(b(f, i, HIGH7) / 2);
        RecArray tr = transfers(f);
        for (int k = 0; k < tr.count(); k++) used.add(tr.i(k, TRANSFER_ADDR) / 4);
        for (int s = 0; s < MATRIX_SLOTS; s++) if (!used.contains(s) && n-- == 0) return 4 * s;
        throw new AssertionError("no free matrix slot");
    }

    private static RecArray transfers(Found f) {
        return MATRIX_TRANSFER.view(gcscript.bytes.ByteReader.of(f.core(), "T"), f.abs(p0(f).vertexHeader().relativeOffset() + VERTEX_HEADER.size()),
                p0(f).vertexHeader().i(MATRIX_TRANSFER_COUNT), "t");
    }

    /** Sets the joint bits (9-15) of record i, keeping its ID bits. */
    private static void joint(Found f, int i, int joint) { f.put(rec(f, i), 2, (long) joint << 9 | b(f, i, LOW9)); }

    /** Packet-0 vertex i's skin (joints, then weights) as read from the damaged block. */
    private static int[][] skinOf(Found f, int i) {
        MobyClass c = f.read(Problems.lenient()).classes().get(0);
        return new int[][] {Arrays.copyOfRange(c.skinJ, 3 * i, 3 * i + 3), Arrays.copyOfRange(c.skinW, 3 * i, 3 * i + 3)};
    }

    @Test
    void aMainVertexStoreFeedsTheNextLoad() {
        Found f = skinned();
        int m = firstMain(f), a = freeAddr(f, 0);
        f.put(rec(f, m) + B3.offset(), 1, a);        // store to a free slot ...
        joint(f, m, 5);                              // ... joint 5
        f.put(rec(f, m + 1) + B2.offset(), 1, a);
        int[][] s = skinOf(f, m + 1);
        assertArrayEquals(new int[] {5, -1, -1}, s[0]);
        assertArrayEquals(new int[] {256, 0, 0}, s[1]);
    }

    @Test
    void aTwoWayVertexStoresItsJointAndPutsItsBlend() {
        Found f = skinned();
        int t = two(f) - 1, m = firstMain(f);
        int hi = b(f, t, HIGH7);
        f.put(rec(f, t) + B6.offset(), 1, freeAddr(f, 0));      // store to a slot nothing else uses
        f.put(rec(f, m) + B2.offset(), 1, freeAddr(f, 0));
        int[][] s = skinOf(f, m);
        assertArrayEquals(new int[] {hi, -1, -1}, s[0]);
        assertArrayEquals(new int[] {256, 0, 0}, s[1]);
        f = skinned();
        f.put(rec(f, t) + B7.offset(), 1, freeAddr(f, 1));      // the blend to another
        f.put(rec(f, m) + B2.offset(), 1, freeAddr(f, 1));
        int[][] blended = skinOf(f, t);
        assertEquals(2, Arrays.stream(blended[0]).filter(j -> j >= 0).count());
        assertArrayEquals(blended[0], skinOf(f, m)[0]);
        assertArrayEquals(blended[1], skinOf(f, m)[1]);
    }

    @Test
    void aThreeWayVertexPutsItsBlend() {
        Found f = skinned();
        int u = firstMain(f) - 1, m = firstMain(f);
        f.put(rec(f, u) + B7.offset(), 1, freeAddr(f, 0));
        f.put(rec(f, m) + B2.offset(), 1, freeAddr(f, 0));
        int[][] blended = skinOf(f, u);
        assertArrayEquals(blended[0], skinOf(f, m)[0]);
        assertArrayEquals(blended[1], skinOf(f, m)[1]);
        assertEquals(256, blended[1][0] + blended[1][1] + blended[1][2]);
    }

    @Test
    void threeLoadsOfOneRigidSlotMergeIntoOneJoint() {
        Found f = skinned();
        RecArray tr = transfers(f);
        int u = two(f);
        java.util.Set<Integer> stored = new java.util.HashSet<>();
        for (int i = 0; i < u; i++) { stored.add(b(f, i, B6) / 4); stored.add(b(f, i, B7) / 4); }
        int k = 0;
        while (tr.i(k, TRANSFER_ADDR) == 0 || stored.contains(tr.i(k, TRANSFER_ADDR) / 4)) k++;
        int a = tr.i(k, TRANSFER_ADDR), j = tr.i(k, TRANSFER_JOINT);
        f.put(rec(f, u) + B2.offset(), 1, a);
        f.put(rec(f, u) + B3.offset(), 1, a);
        joint(f, u, a / 2);                          // load_addr_3 = 2 x the joint bits
        int[][] s = skinOf(f, u);
        assertArrayEquals(new int[] {j, -1, -1}, s[0]);
        assertArrayEquals(new int[] {256, 0, 0}, s[1]);
        f.holds("moby.skin.rigid_sources");
    }

    @Test
    void failingSkinChecksNameTheVertex() {
        String pp = skinned().path() + ".packet[0]";
        Found f = skinned();
        int u = two(f);
        int b4 = b(f, u, B4), b5 = b(f, u, B5), b6 = b(f, u, B6);
        f.put(rec(f, u) + B4.offset(), 1, b4 + 1);
        f.fails("moby.skin.weight_sum", rec(f, u) + 4, pp + ".vertex[" + u + "]: weights " + (b4 + 1) + " + " + b5 + " + " + b6 + " = 257");
        f = skinned();
        int b7 = b(f, u, B7);
        f.put(rec(f, u) + B7.offset(), 1, b7 + 1);
        f.fails("moby.skin.address_aligned", rec(f, u), pp + ".vertex[" + u + "]: matrix addresses " + (b7 + 1) + ", " + b(f, u, B2) + ", "
                + b(f, u, B3) + ", " + 2 * b(f, u, HIGH7) + " not all multiples of 4");
        f = skinned();
        f.put(rec(f, 0) + B6.offset(), 1, b(f, 0, B6) + 1);
        f.fails("moby.skin.address_aligned", rec(f, 0), pp + ".vertex[0]: matrix addresses " + (b(f, 0, B6) + 1) + ", " + b(f, 0, B7) + ", "
                + b(f, 0, B2) + ", " + b(f, 0, B3) + " not all multiples of 4");
        f = skinned();
        f.put(rec(f, 0) + B3.offset(), 1, 200);
        f.fails("moby.skin.load_set", rec(f, 0) + 2, pp + ".vertex[0]: load_addr_2 200 (slot 50) is unset");
        f = skinned();
        f.put(rec(f, 1) + B2.offset(), 1, b(f, 0, B7));    // vertex 0's blend
        f.fails("moby.skin.rigid_sources", rec(f, 1) + 2, pp + ".vertex[1]: load_addr_1 loads a blended matrix");
    }

    @Test
    void eachLodListStartsWithNoSlotSet() {
        Found f = MobyDamage.find(disc, c -> !c.meshless() && c.header().i(LOW_LOD_COUNT) > 0 && lastHighIsMain(c)
                && c.packets().get(c.header().i(HIGH_LOD_COUNT)).vertexHeader().i(MAIN) > 0);
        int high = f.c().header().i(HIGH_LOD_COUNT);
        MobyPacket ph = f.c().packets().get(high - 1), pl = f.c().packets().get(high);
        long last = ph.records().relativeOffset(ph.storedVertices() - 1);
        f.put(last + B3.offset(), 1, 240);      // the high list's last vertex stores slot 60 and loads it back
        f.put(last + B2.offset(), 1, 240);
        int mm = pl.vertexHeader().i(TWO_WAY) + pl.vertexHeader().i(THREE_WAY);
        long at = pl.records().relativeOffset(mm);
        f.put(at + B2.offset(), 1, 240);
        f.fails("moby.skin.load_set", at + 2, f.path() + ".packet[" + high + "].vertex[" + mm + "]: load_addr_1 240 (slot 60) is unset");
    }

    private static boolean lastHighIsMain(MobyClass c) {
        int high = c.header().i(HIGH_LOD_COUNT);
        if (high == 0) return false;
        MobyPacket p = c.packets().get(high - 1);
        return p.vertexHeader().i(MAIN) > 0;
    }

    @Test
    void bindPoseDividesByTheWeightsStored() {
        Found f = skinned();
        f.put(rec(f, 0) + B4.offset(), 1, b(f, 0, B4) + 40);   // weights no longer sum to 256
        MobyClass c = f.read(Problems.lenient()).classes().get(0);
        MobyMesh mesh = MobyMesh.of(0, c);
        assertTrue(c.skinW[0] + c.skinW[1] + c.skinW[2] != 256);
        MobySampleChecksTest.assertBindPose(c, mesh);
    }
}
