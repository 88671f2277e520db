package gcscript.moby;

import static gcscript.moby.MobyLayouts.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.bytes.Problems;
import gcscript.check.CheckSummary;
import gcscript.disc.Disc;
import gcscript.layout.Rec;
import gcscript.moby.MobyDamage.Found;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Sample class blocks with one stored field damaged: the reader check that guards the field fails (lenient mode keeps
 * the checks of a class that cannot be read) at the damaged subject's offset, with a detail naming the subject and the
 * values it found; the undamaged block passes it. The fields are found through the declarations, so each edit says
 * which stored value it breaks.
 */
class MobyHostileTest {
    // a disc per test, not a static one: PIT runs mutants in one JVM, and cached records would hide them
    private final Disc disc = Gc.sample();

    private Found find(Predicate<MobyClass> want) { return MobyDamage.find(disc, want); }
    private Found mesh() { return find(c -> !c.meshless()); }
    private Found textured() { return find(c -> !c.meshless() && !c.packets().get(0).textures().isEmpty()); }
    private Found skinned() { return find(c -> !c.skeleton().isEmpty()); }

    @Test
    void theUndamagedBlocksPass() {
        Found f = skinned();
        for (CheckSummary s : f.read(Problems.strict()).checkSummary()) assertEquals(0, s.nBad(), s.toString());
    }

    @Test
    void headerFields() {
        Found f = mesh();
        int size = f.size();
        f.set(f.c().header(), COLLISION, size + 0x100);
        f.fails("moby.header.offsets_inside", 0, f.path() + ": collision=" + Hex.of(size + 0x100) + " outside the block of " + Hex.of(size) + " bytes");
        f = mesh();
        Rec h = f.c().header();
        int hl = h.i(HIGH_LOD_COUNT) + h.i(LOW_LOD_COUNT);
        f.set(h, METAL_BEGIN, h.i(METAL_BEGIN) + 1);
        f.fails("moby.header.metal_begin", METAL_BEGIN.offset(), f.path() + ".metal_begin = " + (hl + 1) + ", high + low = " + hl);
        f = mesh();
        f.set(f.c().header(), FORMAT_SELECTOR, 1);
        f.fails("moby.header.format_gc", FORMAT_SELECTOR.offset(), f.path() + ".rac12_byte_b = 1");
        f = find(c -> !c.gifUsage().isEmpty());
        Rec last = f.c().gifUsage().get(f.c().gifUsage().size() - 1);
        f.set(last, OFFSET_AND_TERMINATOR, last.get(OFFSET_AND_TERMINATOR) - 0x80000000L);
        int at = f.c().header().i(GIF_USAGE);
        f.fails("moby.gif_usage.terminated", at, f.path() + ".gif_usage: no entry with bit 31 in " + (f.size() - at) / 0x10);
    }

    @Test
    void sequenceOffsetsFoldToTheFirstBadOneAndACount() {
        Found f = find(c -> c.header().i(SEQUENCE_COUNT) > 1);
        int n = f.c().header().i(SEQUENCE_COUNT);
        f.put(SEQUENCES_AT, 4, 0x7fffff);
        f.fails("moby.sequence.inside", SEQUENCES_AT, f.path() + ".sequence[0] = 0x7fffff");
        f.put(SEQUENCES_AT + 4, 4, -8);
        f.fails("moby.sequence.inside", SEQUENCES_AT, f.path() + ".sequence[0] = 0x7fffff (and 1 more of " + n + ")");
        // the check table keeps the count of subjects that held
        Found g = find(c -> c.header().i(SEQUENCE_COUNT) > 1);
        var row = g.read(Problems.strict()).checks().stream().filter(c -> c.check().equals("moby.sequence.inside")).findFirst().orElseThrow();
        assertEquals("holds on " + n, row.found());
        assertEquals(g.abs(0), row.offset());
    }

    @Test
    void packetEntryFields() {
        Found f = mesh();
        Rec e = f.c().packets().get(0).entry();
        String p = f.path() + ".packet[0]";
        long vlo = e.get(VIF_LIST_OFFSET), vo = e.get(VERTEX_OFFSET);
        int n = e.i(TRANSFER_VERTEX_COUNT), vls = e.i(VIF_LIST_SIZE);
        long er = e.relativeOffset();
        f.set(e, VIF_LIST_OFFSET, vlo + 4);
        f.fails("moby.packet.vif_aligned", er, p + ".vif_list_offset = " + Hex.of(vlo + 4));
        f = mesh();
        f.set(e, UNKNOWN_D, e.i(UNKNOWN_D) + 1);
        f.fails("moby.packet.unknown_d", er + 0xd, p + ".unknown_d = " + ((15 + 6 * n) / 16 + 1) + ", (15 + 6n)/16 = " + (15 + 6 * n) / 16);
        f = mesh();
        f.set(e, UNKNOWN_E, e.i(UNKNOWN_E) + 1);
        f.fails("moby.packet.unknown_e", er + 0xe, p + ".unknown_e = " + ((3 + n) / 4 + 1) + ", (3 + n)/4 = " + (3 + n) / 4);
        f = mesh();
        f.set(e, VIF_LIST_SIZE, vls + 1);
        f.fails("moby.packet.list_end_is_vertex_header", er + 8, p + ".vertex_offset = " + Hex.of(vo) + ", list end " + Hex.of(vo + 16));
        f = mesh();
        f.set(e, TRANSFER_VERTEX_COUNT, n + 1);
        f.fails("moby.packet.transfer_counts", er + 0xf, p + ": ST NUM " + n + ", entry " + (n + 1) + ", header " + n + ", 2-way + 3-way + main + dup " + n);
        f = textured();
        Rec t = f.c().packets().get(0).entry();
        f.set(t, VIF_LIST_TEXTURE_UNPACK_OFFSET, 0);
        f.fails("moby.packet.texture_unpack_offset", t.relativeOffset() + 6, f.path() + ".packet[0].vif_list_texture_unpack_offset = 0 with a texture UNPACK");
        f = find(c -> !c.meshless() && c.packets().size() > 1 && c.packets().get(1).lod().equals(c.packets().get(0).lod()));
        Rec e0 = f.c().packets().get(0).entry(), e1 = f.c().packets().get(1).entry();
        f.set(e1, VIF_LIST_OFFSET, e1.get(VIF_LIST_OFFSET) + 0x10);
        f.fails("moby.packet.chain", e1.relativeOffset(), f.path() + ".packet[1].vif_list_offset = " + Hex.of(e1.get(VIF_LIST_OFFSET) + 0x10)
                + ", previous vertex data ends at " + Hex.of(e0.get(VERTEX_OFFSET) + 16L * e0.i(VERTEX_DATA_SIZE)));
        assertEquals(0, e0.get(VIF_LIST_OFFSET) % 16);
    }

    /** Offset (class-relative) of packet p's index header: after the ST UNPACK code and its n pairs, and the index code. */
    static long indexHeader(MobyPacket p) {
        return p.entry().get(VIF_LIST_OFFSET) + 4 + (long) ST_PAIR.size() * p.entry().i(TRANSFER_VERTEX_COUNT) + 4;
    }

    @Test
    void indexBytesAndWalk() {
        Found f = textured();
        MobyPacket p = f.c().packets().get(0);
        String pp = f.path() + ".packet[0]";
        long ih = indexHeader(p);
        int num = f.core()[(int) f.abs(ih - 2)] & 0xff;      // NUM of the index UNPACK code
        int textures = p.textures().size(), n = p.entry().i(TRANSFER_VERTEX_COUNT);
        f.put(ih + 3, 1, 1);
        f.fails("moby.index.header", ih, pp + ".index_header: byte1 = " + num + ", byte3 = 1 (NUM " + num + ", " + textures + " textures)");
        f = textured();
        f.put(ih + INDEX_HEADER.size(), 1, 0xff);   // vertex 126
        f.fails("moby.walk.index_in_cache", ih + INDEX_HEADER.size(), pp + ".index[0] = -1: vertex 126 of " + n);
        f = textured();
        long bytes = ih + INDEX_HEADER.size();
        for (int i = 0; i < 3; i++) f.put(bytes + i, 1, 0x81);    // no kicks before the first switch...
        f.put(bytes + 3, 1, 0);                                    // ...and an early zero: the walk ends wrong
        f.put(ih + 2, 1, 0);                                       // secret_index_0 = 0: stop at the first zero
        f.fails("moby.walk.stops", ih, pp + ".index: stopped after 0 texture switches of " + textures + ", 0 triangles");
        List<gcscript.bytes.Problem> rows = readProblems(f);
        assertEquals(pp + ".index", rows.get(0).path());
        assertEquals(f.abs(ih), rows.get(0).offset());
        assertEquals("index bytes ending 1, 1, 1, 0 with the last secret index 0 after " + textures + " switches", rows.get(0).expected());
        assertEquals("0 switches, 0 triangles", rows.get(0).actual());
    }

    /** The problems of reading the damaged class leniently: the class is dropped, its error kept. */
    static List<gcscript.bytes.Problem> readProblems(Found f) {
        Problems problems = Problems.lenient();
        assertEquals(0, f.read(problems).classes().size());
        assertEquals(1, problems.rows().size());
        return problems.rows();
    }

    @Test
    void vertexTableFields() {
        Found f = mesh();
        MobyPacket p = f.c().packets().get(0);
        String pp = f.path() + ".packet[0]";
        Rec vh = p.vertexHeader();
        int vto = vh.i(VERTEX_TABLE_OFFSET), vds = p.entry().i(VERTEX_DATA_SIZE), v = p.storedVertices();
        f.set(vh, VERTEX_TABLE_OFFSET, vto + 8);
        f.fails("moby.vertex.table_offset", vh.relativeOffset() + 0xc, pp + ".vertex_table.vertex_table_offset = " + Hex.of(vto + 8) + ", vertex_data_size " + vds);
        f = mesh();
        f.set(p.entry(), VERTEX_DATA_SIZE, vds + 10);
        f.fails("moby.vertex.epilogue", p.entry().relativeOffset() + 0xc,
                pp + ": E = vertex_data_size " + (vds + 10) + " - vertex_table_offset/16 " + vto / 16 + " - V " + v + " = " + (p.epilogue() + 10));
        List<gcscript.bytes.Problem> rows = readProblems(f);
        assertEquals(pp + ".vertex_data_size", rows.get(0).path());
        assertEquals("E = " + (p.epilogue() + 10), rows.get(0).actual());
        assertEquals("1 <= E <= 6 epilogue records (E = vertex_data_size - vertex_table_offset/16 - V, V = " + v + ")", rows.get(0).expected());
        f = mesh();
        f.put(p.records().relativeOffset(0), 1, 1);          // record 0's id_bits = 1
        f.fails("moby.vertex.id_pipelined", p.records().relativeOffset(0), pp + ".vertex[0].id_bits = 1 (record i holds the ID of vertex i - 7)");
        f.put(p.records().relativeOffset(3), 1, 2);
        f.fails("moby.vertex.id_pipelined", p.records().relativeOffset(0),
                pp + ".vertex[0].id_bits = 1 (record i holds the ID of vertex i - 7) (and 1 more of " + idRecords(f.c()) + ")");
        f = find(c -> c.packets().stream().anyMatch(x -> x.vertexHeader() != null && x.vertexHeader().i(DUPLICATES) > 0));
        MobyPacket d = f.c().packets().stream().filter(x -> x.vertexHeader() != null && x.vertexHeader().i(DUPLICATES) > 0).findFirst().get();
        java.util.Set<Integer> used = new java.util.HashSet<>();
        for (int id : f.c().vId) used.add(id);
        int free = 0;
        while (used.contains(free)) free++;
        // the duplicates sit 8-aligned after the matrix transfers
        long dupAt = (d.vertexHeader().relativeOffset() + VERTEX_HEADER.size() + 2L * d.vertexHeader().i(MATRIX_TRANSFER_COUNT) + 7) / 8 * 8;
        f.put(dupAt, 2, (long) free << 7);
        f.fails("moby.vertex.duplicate_written", dupAt, f.path() + ".packet[" + d.index() + "].duplicate[0] = slot " + free + ", not written earlier in this LOD list");
    }

    /** Records checked for a pipelined 0 ID: the first min(7, V + E) of every packet. */
    private static int idRecords(MobyClass c) {
        int n = 0;
        for (MobyPacket x : c.packets()) if (x.records() != null) n += Math.min(7, x.records().count());
        return n;
    }

    @Test
    void skinFields() {
        Found f = skinned();
        MobyPacket p = f.c().packets().get(0);
        String pp = f.path() + ".packet[0]";
        int two = -1, main = -1;
        for (int i = 0; i < p.storedVertices(); i++) {
            if (i < p.vertexHeader().i(TWO_WAY) && two < 0) two = i;
            if (i >= p.vertexHeader().i(TWO_WAY) + p.vertexHeader().i(THREE_WAY) && main < 0) main = i;
        }
        long rec = p.records().relativeOffset(two), m = p.records().relativeOffset(main);
        int b4 = p.records().i(two, B4), b5 = p.records().i(two, B5);
        f.put(rec + B4.offset(), 1, b4 + 1);
        f.fails("moby.skin.weight_sum", rec + 4, pp + ".vertex[" + two + "]: weights " + (b4 + 1) + " + " + b5 + " = 257");
        f = skinned();
        f.put(m + B2.offset(), 1, 1);
        f.fails("moby.skin.address_aligned", m, pp + ".vertex[" + main + "]: matrix addresses " + p.records().i(main, B3) + ", 1, 0, 0 not all multiples of 4");
        f = skinned();
        f.put(m + B2.offset(), 1, 4 * 50);      // slot 50: nothing stores there
        f.fails("moby.skin.load_set", m + 2, pp + ".vertex[" + main + "]: load_addr_1 200 (slot 50) is unset");
        f = skinned();
        f.put(rec + B2.offset(), 1, 0x80);      // the slot blended matrices go to
        f.put(rec + B3.offset(), 1, 0x80);
        CheckSummary s = f.check("moby.skin.rigid_sources");
        assertTrue(s.nBad() > 0 || f.check("moby.skin.load_set").nBad() > 0, s.toString());
    }

    @Test
    void aMisalignedBlockIsReported() {
        Found f = mesh();
        byte[] shifted = new byte[f.core().length + 0x10];
        System.arraycopy(f.core(), 0, shifted, 0x10, f.core().length);
        MobyClassRef r = f.c().ref();
        MobyClassRef moved = new MobyClassRef(r.index(), r.oClass(), r.offset() + 0x10, r.end() + 0x10, r.textures());
        MobyModel m = MobyModel.read(f.level().number(), ByteReader.of(shifted, "T:core_data"), List.of(moved), Problems.lenient());
        CheckSummary s = m.checkSummary().stream().filter(x -> x.check().equals("moby.block.aligned")).findFirst().get();
        assertEquals(1, s.nBad(), s.toString());
        assertEquals(r.offset() + 0x10, s.firstBadOffset());
        assertEquals(f.path() + ": expected " + MobyChecks.DOCS.get("moby.block.aligned") + ", found " + f.path() + ".offset_in_asset_wad = "
                + Hex.of(r.offset() + 0x10), s.detail());
        assertEquals(1, m.classes().size());
        assertEquals(f.c().vertexCount(), m.classes().get(0).vertexCount());
    }
}
