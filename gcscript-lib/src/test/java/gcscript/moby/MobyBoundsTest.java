package gcscript.moby;

import static gcscript.moby.MobyLayouts.*;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.moby.MobyDamage.Found;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Sample class blocks damaged right at a bound (a value equal to the limit, one past it, a count of exactly the
 * minimum): each side of every bound the reader tests, and the error it throws past it.
 */
class MobyBoundsTest {
    private final Disc disc = Gc.sample();

    private Found find(Predicate<MobyClass> want) { return MobyDamage.find(disc, want); }
    private Found mesh() { return find(c -> !c.meshless()); }
    private Found textured() { return find(c -> !c.meshless() && !c.packets().get(0).textures().isEmpty()); }

    private static Problem onlyProblem(Found f) { return MobyHostileTest.readProblems(f).get(0); }

    @Test
    void theBlockMustHoldAHeaderInsideCoreData() {
        Found f = mesh();
        MobyClassRef r = f.c().ref();
        // a block ending exactly at the end of core_data reads
        byte[] cut = java.util.Arrays.copyOf(f.core(), r.end());
        assertEquals(1, MobyModel.read(0, ByteReader.of(cut, "T:core_data"), List.of(r), Problems.strict()).classes().size());
        // a block of exactly a header (all zero: no mesh, nothing else) reads; one byte less does not
        byte[] zeros = new byte[0x100];
        MobyModel m = MobyModel.read(2, ByteReader.of(zeros, "T:core_data"), List.of(new MobyClassRef(7, 9, 0x40, 0x88, new int[0])), Problems.strict());
        assertEquals(1, m.classes().size());
        assertEquals(true, m.classes().get(0).meshless());
        assertEquals(0x40, m.checks().get(0).offset());       // the class's rows sit at its block
        Problems p = Problems.lenient();
        MobyModel.read(2, ByteReader.of(zeros, "T:core_data"), List.of(new MobyClassRef(7, 9, 0x40, 0x87, new int[0])), p);
        Problem e = p.rows().get(0);
        assertEquals("level[2].core.moby[7].offset_in_asset_wad", e.path());
        assertEquals(0x40, e.offset());
        assertEquals("a class block of at least 0x48 bytes inside core_data", e.expected());
        assertEquals("[0x40, 0x87)", e.actual());
        p = Problems.lenient();
        MobyModel.read(2, ByteReader.of(zeros, "T:core_data"), List.of(new MobyClassRef(7, 9, -1, 0x87, new int[0])), p);
        assertEquals(0, p.rows().get(0).offset());
        assertEquals("[" + Hex.of(-1) + ", 0x87)", p.rows().get(0).actual());
        p = Problems.lenient();
        MobyModel.read(2, ByteReader.of(zeros, "T:core_data"), List.of(new MobyClassRef(7, 9, 0x40, 0x101, new int[0])), p);
        assertEquals("[0x40, 0x101)", p.rows().get(0).actual());
    }

    @Test
    void headerOffsetsMustLieBelowTheBlockSize() {
        Found f = mesh();
        f.set(f.c().header(), COLLISION, f.size());
        f.fails("moby.header.offsets_inside", 0, f.path() + ": collision=" + Hex.of(f.size()) + " outside the block of " + Hex.of(f.size()) + " bytes");
        f = mesh();
        f.set(f.c().header(), COLLISION, f.size() - 1);
        f.holds("moby.header.offsets_inside");
        f = find(c -> c.header().i(SEQUENCE_COUNT) > 0);
        f.put(SEQUENCES_AT, 4, f.size());
        f.fails("moby.sequence.inside", SEQUENCES_AT, f.path() + ".sequence[0] = " + Hex.of(f.size()));
        f = find(c -> c.header().i(SEQUENCE_COUNT) > 0);
        f.put(SEQUENCES_AT, 4, f.size() - 1);
        f.holds("moby.sequence.inside");
        f = find(c -> c.header().i(SEQUENCE_COUNT) > 0);
        f.put(SEQUENCES_AT, 4, 0);
        f.holds("moby.sequence.inside");
    }

    @Test
    void aPacketTableAtTheBlockEndIsAnError() {
        Found f = mesh();
        f.set(f.c().header(), PACKET_TABLE_OFFSET, f.size());
        Problem e = onlyProblem(f);
        assertEquals(f.path() + ".packet_table_offset", e.path());
        assertEquals(f.abs(0), e.offset());
        assertEquals("0 or an offset inside the class block of " + Hex.of(f.size()), e.expected());
        assertEquals(Hex.of(f.size()), e.actual());
    }

    @Test
    void aGifUsageTableAtTheBlockEndOrAtZeroIsNone() {
        Found f = find(c -> !c.gifUsage().isEmpty());
        f.set(f.c().header(), GIF_USAGE, f.size());
        MobyModel m = f.read(Problems.strict());
        assertEquals(1, m.classes().size());
        assertEquals(0, m.classes().get(0).gifUsage().size());
        f = find(c -> !c.gifUsage().isEmpty());
        f.set(f.c().header(), GIF_USAGE, 0);
        m = f.read(Problems.strict());
        assertEquals(0, m.classes().get(0).gifUsage().size());
        assertEquals(0, f.check("moby.gif_usage.terminated").nOk() + f.check("moby.gif_usage.terminated").nBad());
    }

    @Test
    void rac1FormatClassesKeepTheirPacketEntriesByLod() {
        Found f = find(c -> !c.meshless() && c.header().i(LOW_LOD_COUNT) > 0 && c.header().i(HIGH_LOD_COUNT) > 0);
        int high = f.c().header().i(HIGH_LOD_COUNT), low = f.c().header().i(LOW_LOD_COUNT);
        f.set(f.c().header(), FORMAT_SELECTOR, 2);
        MobyClass c = f.read(Problems.strict()).classes().get(0);
        assertEquals("rac1", c.format());
        assertEquals(high + low, c.packets().size());
        for (int p = 0; p < high + low; p++) {
            MobyPacket x = c.packets().get(p);
            assertEquals(p < high ? "high" : "low", x.lod(), "packet " + p);
            assertEquals(p, x.index());
            assertEquals(null, x.vertexHeader());
            assertEquals(f.c().packets().get(p).entry().get(VERTEX_OFFSET), x.entry().get(VERTEX_OFFSET));
        }
        assertEquals(0, c.vertexCount());
    }

    @Test
    void theEpilogueHoldsOneToSixRecords() {
        for (int e : new int[] {0, 1, 6, 7}) {
            Found f = mesh();
            MobyPacket p = f.c().packets().get(0);
            f.set(p.entry(), VERTEX_DATA_SIZE, p.entry().i(VERTEX_DATA_SIZE) - p.epilogue() + e);
            if (e >= 1 && e <= 6) f.holds("moby.vertex.epilogue");
            else assertEquals(1, f.check("moby.vertex.epilogue").nBad(), "E = " + e);
        }
        // the table may start exactly at vertex_data_size qwords (then no record fits: the epilogue fails)
        Found f = mesh();
        MobyPacket p = f.c().packets().get(0);
        f.set(p.vertexHeader(), VERTEX_TABLE_OFFSET, 16L * p.entry().i(VERTEX_DATA_SIZE));
        f.holds("moby.vertex.table_offset");
        assertEquals(1, f.check("moby.vertex.epilogue").nBad());
    }

    @Test
    void transfersAndDuplicatesMustFitBeforeTheVertexTable() {
        Found f = find(c -> !c.meshless() && c.packets().get(0).vertexHeader().i(MATRIX_TRANSFER_COUNT) > 0);
        MobyPacket p = f.c().packets().get(0);
        int vto = p.vertexHeader().i(VERTEX_TABLE_OFFSET), mt = p.vertexHeader().i(MATRIX_TRANSFER_COUNT), dup = p.vertexHeader().i(DUPLICATES);
        // move the table to header + 0x10 and shrink vertex_data_size alike: E and the offset checks still hold
        f.set(p.vertexHeader(), VERTEX_TABLE_OFFSET, 0x10);
        f.set(p.entry(), VERTEX_DATA_SIZE, p.entry().i(VERTEX_DATA_SIZE) - vto / 16 + 1);
        Problem e = onlyProblem(f);
        long need = (0x10 + 2L * mt + 7) / 8 * 8 + 2L * dup;
        assertEquals(f.path() + ".packet[0].vertex_table.vertex_table_offset", e.path());
        assertEquals(f.abs(p.vertexHeader().relativeOffset() + 0xc), e.offset());
        assertEquals("at least " + Hex.of(need) + " (transfers and duplicates come first)", e.expected());
        assertEquals("0x10", e.actual());
    }

    @Test
    void aMisalignedTransferAddressFailsAtItsByte() {
        Found f = find(c -> !c.meshless() && c.packets().get(0).vertexHeader().i(MATRIX_TRANSFER_COUNT) > 0);
        MobyPacket p = f.c().packets().get(0);
        long t = p.vertexHeader().relativeOffset() + VERTEX_HEADER.size();
        int a = f.core()[(int) f.abs(t + 1)] & 0xff;
        f.put(t + 1, 1, a + 1);
        f.fails("moby.skin.address_aligned", t + 1, f.path() + ".packet[0].matrix_transfer[0].vu0_dest_addr = " + (a + 1));
    }

    @Test
    void theWalkRejectsTheFirstVertexPastTheCache() {
        Found f = textured();
        MobyPacket p = f.c().packets().get(0);
        int n = p.entry().i(TRANSFER_VERTEX_COUNT);
        long at = MobyHostileTest.indexHeader(p) + INDEX_HEADER.size();
        f.put(at, 1, n + 1);                    // pushes vertex n = V + dup, with a kick
        String pp = f.path() + ".packet[0]";
        f.fails("moby.walk.index_in_cache", at, pp + ".index[0] = " + (n + 1) + ": vertex " + n + " of " + n);
        Problem e = onlyProblem(f);
        assertEquals(pp + ".index[0]", e.path());
        assertEquals(f.abs(at), e.offset());
        assertEquals("a vertex below V + dup = " + n, e.expected());
        assertEquals("vertex " + n, e.actual());
    }

    @Test
    void aWalkWithoutAStopFails() {
        Found f = textured();
        MobyPacket p = f.c().packets().get(0);
        long ih = MobyHostileTest.indexHeader(p);
        for (int i = INDEX_HEADER.size(); i < p.indexBytes(); i++) f.put(ih + i, 1, 0x81);
        String pp = f.path() + ".packet[0]";
        f.fails("moby.walk.stops", ih, pp + ".index: no stop (zero byte with secret index 0) in " + p.indexBytes() + " bytes");
        assertEquals("no stop", onlyProblem(f).actual());
        // the last secret index not 0: the walk runs out of texture switches instead of stopping
        f = textured();
        int T = p.textures().size();
        f.put(p.textures().get(0).relativeOffset() + 0x10L * (T - 1) + 0xc, 1, 0x81);
        f.fails("moby.walk.stops", ih, pp + ".index: no stop (zero byte with secret index 0) in " + p.indexBytes() + " bytes");
    }

    @Test
    void threeKicksAreTheLeastAStoppedWalkHolds() {
        Predicate<MobyPacket> plain = x -> x.records() != null && x.textures().isEmpty() && x.indexBytes() >= 10;
        Found f = find(c -> c.packets().stream().anyMatch(plain));
        MobyPacket p = f.c().packets().stream().filter(plain).findFirst().get();
        long ih = MobyHostileTest.indexHeader(p);
        for (int i = 0; i < 5; i++) f.put(ih + INDEX_HEADER.size() + i, 1, 1);   // three triangles: the dummy kicks
        f.put(ih + INDEX_HEADER.size() + 5, 1, 0);
        f.put(ih + 2, 1, 0);                                                    // secret_index_0 = 0: stop
        f.holds("moby.walk.stops");
        MobyClass c = f.read(Problems.strict()).classes().get(0);
        int before = 0, after = 0;
        for (int t : f.c().tPacket) if (t == p.index()) before++;
        for (int t : c.tPacket) if (t == p.index()) after++;
        assertEquals(true, before > 0, "the packet drew triangles before");
        assertEquals(0, after);
        assertEquals(f.c().triangleCount() - before, c.triangleCount());
    }
}
