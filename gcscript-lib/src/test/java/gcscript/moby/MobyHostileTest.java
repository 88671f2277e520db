package gcscript.moby;

import static gcscript.moby.MobyLayouts.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.check.CheckSummary;
import gcscript.disc.Disc;
import gcscript.layout.Field;
import gcscript.layout.Rec;
import gcscript.level.Level;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Sample class blocks with one stored field damaged: the reader check that guards the field fails (lenient mode keeps
 * the checks of a class that cannot be read), and the undamaged block passes it. The fields are found through the
 * declarations, so each edit says which stored value it breaks.
 */
class MobyHostileTest {
    private record Found(Level level, MobyClass c, byte[] core) {}

    // a disc per test, not a static one: PIT runs mutants in one JVM, and cached records would hide them
    private final Disc disc = Gc.sample();

    private Found find(Predicate<MobyClass> want) {
        for (Level l : disc.levels()) {
            for (MobyClass c : l.core().mobies().model().classes()) {
                if (want.test(c)) {
                    ByteReader cd = l.core().coreData();
                    return new Found(l, c, cd.bytes("copy", 0, cd.length()));
                }
            }
        }
        throw new AssertionError("no such class on the sample");
    }

    private static void put(byte[] b, long at, int bytes, long v) {
        for (int i = 0; i < bytes; i++) b[(int) at + i] = (byte) (v >>> (8 * i));
    }

    /** Writes {@code v} into field {@code f} of record {@code r} (class-relative) of the found class's block. */
    private static void set(Found f, Rec r, Field field, long v) {
        put(f.core, f.c.ref().offset() + r.relativeOffset() + field.offset(), field.type().size, v);
    }

    private static CheckSummary check(Found f, String check) {
        MobyClassRef ref = f.c.ref();
        MobyModel m = MobyModel.read(f.level.number(), ByteReader.of(f.core, "T:core_data"), List.of(ref), Problems.lenient());
        for (CheckSummary s : m.checkSummary()) if (s.check().equals(check)) return s;
        throw new AssertionError(check + " not in " + m.checkSummary());
    }

    private static void fails(Found f, String check) {
        CheckSummary s = check(f, check);
        assertTrue(s.nBad() > 0, check + " should fail: " + s);
        assertNotNull(s.detail());
    }

    private Found mesh() { return find(c -> !c.meshless()); }
    private Found textured() { return find(c -> !c.meshless() && !c.packets().get(0).textures().isEmpty()); }
    private Found skinned() { return find(c -> !c.skeleton().isEmpty()); }

    @Test
    void theUndamagedBlocksPass() {
        Found f = skinned();
        for (CheckSummary s : MobyModel.read(f.level.number(), ByteReader.of(f.core, "T:core_data"), List.of(f.c.ref()),
                Problems.strict()).checkSummary()) {
            assertEquals(0, s.nBad(), s.toString());
        }
    }

    @Test
    void headerFields() {
        Found f = mesh();
        set(f, f.c.header(), COLLISION, f.c.ref().end() - f.c.ref().offset() + 0x100);
        fails(f, "moby.header.offsets_inside");
        f = mesh();
        set(f, f.c.header(), METAL_BEGIN, f.c.header().i(METAL_BEGIN) + 1);
        fails(f, "moby.header.metal_begin");
        f = mesh();
        set(f, f.c.header(), FORMAT_SELECTOR, 1);
        fails(f, "moby.header.format_gc");
        f = find(c -> c.header().i(SEQUENCE_COUNT) > 0);
        put(f.core, f.c.ref().offset() + SEQUENCES_AT, 4, 0x7fffff);
        fails(f, "moby.sequence.inside");
        f = find(c -> !c.gifUsage().isEmpty());
        Rec last = f.c.gifUsage().get(f.c.gifUsage().size() - 1);
        set(f, last, OFFSET_AND_TERMINATOR, last.get(OFFSET_AND_TERMINATOR) - 0x80000000L);
        fails(f, "moby.gif_usage.terminated");
    }

    @Test
    void packetEntryFields() {
        Found f = mesh();
        Rec e = f.c.packets().get(0).entry();
        set(f, e, VIF_LIST_OFFSET, e.get(VIF_LIST_OFFSET) + 4);
        fails(f, "moby.packet.vif_aligned");
        f = mesh();
        set(f, e, UNKNOWN_D, e.i(UNKNOWN_D) + 1);
        fails(f, "moby.packet.unknown_d");
        f = mesh();
        set(f, e, UNKNOWN_E, e.i(UNKNOWN_E) + 1);
        fails(f, "moby.packet.unknown_e");
        f = mesh();
        set(f, e, VIF_LIST_SIZE, e.i(VIF_LIST_SIZE) + 1);
        fails(f, "moby.packet.list_end_is_vertex_header");
        f = mesh();
        set(f, e, TRANSFER_VERTEX_COUNT, e.i(TRANSFER_VERTEX_COUNT) + 1);
        fails(f, "moby.packet.transfer_counts");
        f = textured();
        Rec t = f.c.packets().get(0).entry();
        set(f, t, VIF_LIST_TEXTURE_UNPACK_OFFSET, 0);
        fails(f, "moby.packet.texture_unpack_offset");
        f = find(c -> !c.meshless() && c.packets().size() > 1 && c.packets().get(1).lod().equals(c.packets().get(0).lod()));
        Rec e0 = f.c.packets().get(0).entry(), e1 = f.c.packets().get(1).entry();
        set(f, e1, VIF_LIST_OFFSET, e1.get(VIF_LIST_OFFSET) + 0x10);
        fails(f, "moby.packet.chain");
        assertEquals(0, e0.get(VIF_LIST_OFFSET) % 16);
    }

    /** Offset (class-relative) of packet p's index header: after the ST UNPACK code and its n pairs, and the index code. */
    private static long indexHeader(MobyPacket p) {
        return p.entry().get(VIF_LIST_OFFSET) + 4 + (long) ST_PAIR.size() * p.entry().i(TRANSFER_VERTEX_COUNT) + 4;
    }

    @Test
    void indexBytesAndWalk() {
        Found f = textured();
        MobyPacket p = f.c.packets().get(0);
        put(f.core, f.c.ref().offset() + indexHeader(p) + 3, 1, 1);
        fails(f, "moby.index.header");
        f = textured();
        put(f.core, f.c.ref().offset() + indexHeader(p) + INDEX_HEADER.size(), 1, 0xff);   // vertex 126
        fails(f, "moby.walk.index_in_cache");
        f = textured();
        long bytes = f.c.ref().offset() + indexHeader(p) + INDEX_HEADER.size();
        for (int i = 0; i < 3; i++) put(f.core, bytes + i, 1, 0x81);    // no kicks before the first switch...
        put(f.core, bytes + 3, 1, 0);                                    // ...and an early zero: the walk ends wrong
        put(f.core, f.c.ref().offset() + indexHeader(p) + 2, 1, 0);      // secret_index_0 = 0: stop at the first zero
        fails(f, "moby.walk.stops");
    }

    @Test
    void vertexTableFields() {
        Found f = mesh();
        MobyPacket p = f.c.packets().get(0);
        set(f, p.vertexHeader(), VERTEX_TABLE_OFFSET, p.vertexHeader().i(VERTEX_TABLE_OFFSET) + 8);
        fails(f, "moby.vertex.table_offset");
        f = mesh();
        set(f, p.entry(), VERTEX_DATA_SIZE, p.entry().i(VERTEX_DATA_SIZE) + 10);
        fails(f, "moby.vertex.epilogue");
        f = mesh();
        put(f.core, f.c.ref().offset() + p.records().relativeOffset(0), 1, 1);          // record 0's id_bits = 1
        fails(f, "moby.vertex.id_pipelined");
        f = find(c -> c.packets().stream().anyMatch(x -> x.vertexHeader() != null && x.vertexHeader().i(DUPLICATES) > 0));
        MobyPacket d = f.c.packets().stream().filter(x -> x.vertexHeader() != null && x.vertexHeader().i(DUPLICATES) > 0).findFirst().get();
        java.util.Set<Integer> used = new java.util.HashSet<>();
        for (int id : f.c.vId) used.add(id);
        int free = 0;
        while (used.contains(free)) free++;
        // the duplicates sit 8-aligned after the matrix transfers
        long dupAt = (d.vertexHeader().relativeOffset() + VERTEX_HEADER.size() + 2L * d.vertexHeader().i(MATRIX_TRANSFER_COUNT) + 7) / 8 * 8;
        put(f.core, f.c.ref().offset() + dupAt, 2, (long) free << 7);
        fails(f, "moby.vertex.duplicate_written");
    }

    @Test
    void skinFields() {
        Found f = skinned();
        MobyPacket p = f.c.packets().get(0);
        int two = -1, main = -1;
        for (int i = 0; i < p.storedVertices(); i++) {
            if (i < p.vertexHeader().i(TWO_WAY) && two < 0) two = i;
            if (i >= p.vertexHeader().i(TWO_WAY) + p.vertexHeader().i(THREE_WAY) && main < 0) main = i;
        }
        long rec = f.c.ref().offset() + p.records().relativeOffset(two);
        put(f.core, rec + B4.offset(), 1, p.records().i(two, B4) + 1);
        fails(f, "moby.skin.weight_sum");
        f = skinned();
        long m = f.c.ref().offset() + p.records().relativeOffset(main);
        put(f.core, m + B2.offset(), 1, 1);
        fails(f, "moby.skin.address_aligned");
        f = skinned();
        put(f.core, m + B2.offset(), 1, 4 * 50);      // slot 50: nothing stores there
        fails(f, "moby.skin.load_set");
        f = skinned();
        put(f.core, rec + B2.offset(), 1, 0x80);      // the slot blended matrices go to
        put(f.core, rec + B3.offset(), 1, 0x80);
        CheckSummary s = check(f, "moby.skin.rigid_sources");
        assertTrue(s.nBad() > 0 || check(f, "moby.skin.load_set").nBad() > 0, s.toString());
    }

    @Test
    void aMisalignedBlockIsReported() {
        Found f = mesh();
        byte[] shifted = new byte[f.core.length + 0x10];
        System.arraycopy(f.core, 0, shifted, 0x10, f.core.length);
        MobyClassRef r = f.c.ref();
        MobyClassRef moved = new MobyClassRef(r.index(), r.oClass(), r.offset() + 0x10, r.end() + 0x10, r.textures());
        MobyModel m = MobyModel.read(f.level.number(), ByteReader.of(shifted, "T:core_data"), List.of(moved), Problems.lenient());
        CheckSummary s = m.checkSummary().stream().filter(x -> x.check().equals("moby.block.aligned")).findFirst().get();
        assertTrue(s.nBad() > 0, s.toString());
        assertEquals(1, m.classes().size());
        assertEquals(f.c.vertexCount(), m.classes().get(0).vertexCount());
    }
}
