package gcscript.tie;

import static gcscript.classblock.BrokenBlock.assertRow;
import static gcscript.classblock.BrokenBlock.only;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.FormatException;
import gcscript.check.Check;
import gcscript.classblock.BrokenBlock;
import gcscript.classtable.ClassEntry;
import gcscript.core.LevelCore;
import gcscript.table.Scope;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * The sample's tie class blocks broken one field at a time (the lib-side twin of the datasets module's
 * BrokenClassTest): exact check rows, boundaries of the checks and of the reader's guards, walk messages. Level 0's
 * class 0 (block 0x800 bytes, its one vert_normals record at 0x7c0; packet tables at 0x120, 0x140, 0x160 holding 2, 2 and 1 headers; two AD-GIFs at 0x80;
 * dinky vertices only) and class 1 (fat vertices, one with a second GS address) are the fixtures; the stored values
 * the tests lean on are asserted from the clean read's tables first.
 */
class TieBrokenBlockTest {
    static final String C0 = "level[0].core.tie[0]", C1 = "level[0].core.tie[1]";
    static final int SIZE = 0x800;
    /** The two winding-byte measures fail on the sample by design (TieSampleTest): left out of the failure lists. */
    static final java.util.Set<String> MEASURES = java.util.Set.of("tie.winding_byte1_zero", "tie.winding_byte3_zero");

    static BrokenBlock<TieModel> block(int cls) {
        LevelCore core = Gc.sample().level(0).core();   // a disc per fixture: PIT runs mutants in one JVM
        TieModel m = core.tieModel();
        TieClass k = m.tieClass(cls);
        return new BrokenBlock<>(0, core.coreData(), k.entry(), k.end(), m.textureTableSize(), TieReader::read,
                x -> TieChecks.of(x).failures().stream().filter(c -> !MEASURES.contains(c.check())).toList());
    }

    static Ties tables(TieModel m) { return new Ties(Scope.of(() -> m)); }

    static Check row(TieModel m, String check, String subject) {
        List<Check> r = TieChecks.of(m).list().stream().filter(c -> c.check().equals(check) && c.subject().equals(subject)).toList();
        assertEquals(1, r.size(), () -> check + " " + subject + ": " + TieChecks.of(m).list().stream().filter(c -> c.check().equals(check)).toList());
        return r.get(0);
    }

    static void assertTexts(Check c, String expected, String found, boolean holds) {
        assertEquals(List.of(expected, found, holds), List.of(c.expected(), c.found(), c.holds()), c.check() + " " + c.subject());
    }

    static Row packet(TieModel m, int lod, int p) {
        Table t = tables(m).packets();
        return t.where(t.intColumn("lod").isEqualTo(lod).and(t.intColumn("packet").isEqualTo(p))).row(0);
    }

    static TiePacket packetOf(TieModel m, int lod, int p) {
        for (TiePacket x : m.classes().get(0).packets()) if (x.lod() == lod && x.index() == p) return x;
        throw new AssertionError("no packet " + lod + "/" + p);
    }

    /** Absolute core_data offset of packet (lod, p)'s header and body in the clean read. */
    static int header(BrokenBlock<TieModel> f, int lod, int p) { return (int) packet(f.clean(), lod, p).getLong("offset"); }
    static int body(BrokenBlock<TieModel> f, int lod, int p) { return (int) packet(f.clean(), lod, p).getLong("body_offset"); }

    static void assertFailure(List<Check> failures, String check, String subject, String expected, String found) {
        Check c = failures.stream().filter(x -> x.check().equals(check) && x.subject().equals(subject)).findFirst()
                .orElseThrow(() -> new AssertionError(check + " " + subject + " did not fail; failures: " + failures));
        assertRow(c, check, subject, expected, found);
    }

    // ---- the fixture as stored -------------------------------------------------------------------------

    @Test
    void classZeroAsStored() {
        BrokenBlock<TieModel> f = block(0);
        assertEquals(SIZE, f.end - f.start);
        Row c = tables(f.clean()).classes().row(0);
        assertEquals(List.of(288, 320, 352, 2, 2, 1, 2, 0x80), List.of(c.getInt("packets_lod0"), c.getInt("packets_lod1"), c.getInt("packets_lod2"),
                c.getInt("packet_count_lod0"), c.getInt("packet_count_lod1"), c.getInt("packet_count_lod2"), c.getInt("texture_count"),
                c.getInt("ad_gif_ofs")));
        Row p = packet(f.clean(), 0, 0);
        assertEquals(List.of(4, 24, 4, 24, 0, 25, 50, 75, 0), List.of(p.getInt("vert_ofs"), p.getInt("vert_size"), p.getInt("strip_count"),
                p.getInt("dinky_count"), p.getInt("fat_count"), p.getInt("ad_gif_dest_0"), p.getInt("ad_gif_dest_1"), p.getInt("ad_gif_dest_2"),
                p.getInt("ad_gif_dest_3")));
        assertEquals(f.start + 0x170, p.getLong("body_offset"));
        assertEquals(f.start + 0x670, body(f, 2, 0));
        assertEquals(f.start + 0x7b0, packet(f.clean(), 2, 0).getLong("control_offset"));
    }

    // ---- clean rows: what each check measured ---------------------------------------------------------

    @Test
    void cleanRowsNameTheMeasuredValues() {
        BrokenBlock<TieModel> f = block(0);
        TieModel m = f.clean();
        String[] tables = {"packets_lod0", "packets_lod1", "packets_lod2", "ad_gif_ofs"};
        int[] at = {288, 320, 352, 0x80};
        for (int i = 0; i < 4; i++) assertTexts(row(m, "tie.1.offsets_in_block", C0 + ".header." + tables[i]), "[0x80, 2048]", Integer.toString(at[i]), true);
        assertTexts(row(m, "tie.1.ad_gifs_in_block", C0 + ".header.texture_count"), "<= 2048", Integer.toString(0x80 + 2 * 0x50), true);
        assertTexts(row(m, "tie.7.distances_ordered", C0 + ".header"), "near < mid < far", "10.0 / 20.0 / 40.0", true);
        String pp = C0 + ".lod[0].packet[0]";
        assertTexts(row(m, "tie.2.body_in_block", pp + ".data"), "body in [0x80, 2048)", "368", true);
        assertTexts(row(m, "tie.2.strips_before_vertices", pp + ".vert_ofs"), "0x2c + 4 * 4 <= 16 * vert_ofs", "64", true);
        assertTexts(row(m, "tie.2.vertices_in_block", pp + ".vert_size"), "<= 2048", Integer.toString(0x170 + 16 * (4 + 24)), true);
        assertTexts(row(m, "tie.2.vert_ofs_aligned_strip_end", pp + ".vert_ofs"), "64", "64", true);
        assertTexts(row(m, "tie.4.control_bytes_end", pp + ".control"), "5 terminal bytes (0x07, 0xfc, 0xf6) inside the block", "7 bytes scanned", true);
        assertTexts(row(m, "tie.4.gs_walk", pp), "every strip and vertex consumed", "ok", true);
        assertTexts(row(m, "tie.5.dinky_count_readers_agree", pp + ".body.dinky_vertex_count"), "24", "24", true);
        assertTexts(row(m, "tie.5.vert_size_holds_counts", pp + ".vert_size"), ">= 384", "384", true);
        assertTexts(row(m, "tie.5.fat_count_readers_agree", pp + ".body.fat_vertex_count"), "0", "0", true);
        // AD-GIF 0 is always used; k = 1..3 when dest k-1 is non-zero (25, 50, 75): sources 0, 80, 0, 80
        int[] src = {0, 80, 0, 80};
        for (int s = 0; s < 4; s++) assertTexts(row(m, "tie.3.src_is_slot", pp + ".body.ad_gif_src_" + s), "multiple of 0x50 below 0x50 * 2",
                Integer.toString(src[s]), true);
        int[] dest = {0, 25, 50, 75};
        for (int s = 1; s < 4; s++) assertTexts(row(m, "tie.3.dest_increase", pp + ".body.ad_gif_dest_" + (s - 1)), "> " + dest[s - 1],
                Integer.toString(dest[s]), true);
        // packet 1 uses one AD-GIF switch only: no row for sources 2 and 3
        String p1 = C0 + ".lod[0].packet[1]";
        assertEquals(2, TieChecks.of(m).list().stream().filter(c -> c.check().equals("tie.3.src_is_slot") && c.subject().startsWith(p1)).count());
        assertEquals(24, packetOf(m, 0, 0).walkedVertices());
        assertEquals(12, packetOf(m, 0, 1).walkedVertices());
    }

    @Test
    void cleanRowsOfTheFatClass() {
        BrokenBlock<TieModel> f = block(1);
        TieModel m = f.clean();
        Row p = packet(m, 0, 0);
        assertEquals(List.of(26, 38, 17, 6), List.of(p.getInt("vert_size"), p.getInt("dinky_vertices_size_plus_four"), p.getInt("dinky_vertex_count"),
                p.getInt("fat_vertex_count")));
        String pp = C1 + ".lod[0].packet[0]";
        assertTexts(row(m, "tie.5.vert_size_holds_counts", pp + ".vert_size"), ">= " + (16 * 17 + 24 * 6), Integer.toString(16 * 26), true);
        assertTexts(row(m, "tie.5.fat_count_readers_agree", pp + ".body.fat_vertex_count"), Integer.toString((16 * 26 - 16 * 17) / 24), "6", true);
        assertTexts(row(m, "tie.5.dinky_count_readers_agree", pp + ".body.dinky_vertex_count"), "17", "17", true);
        // vertex 10 is written twice (second GS address 56): the walk takes 24 addresses for 23 records
        TiePacket k = packetOf(m, 0, 0);
        assertEquals(24, k.walkedVertices());
        assertEquals(23, k.vertexCount());
        // raw positions: dinky then fat records, as the vertices table has them
        Table v = tables(m).vertices();
        v = v.where(v.intColumn("lod").isEqualTo(0).and(v.intColumn("packet").isEqualTo(0)));
        for (int r : new int[] {0, 16, 17, 22}) {
            Row x = v.row(r);
            assertEquals(List.of(x.getInt("x_raw"), x.getInt("y_raw"), x.getInt("z_raw")), List.of(k.raw(r, 0), k.raw(r, 1), k.raw(r, 2)), "record " + r);
        }
        assertEquals("fat", v.row(17).getString("kind"));
        assertNotEquals(k.raw(17, 0), k.raw(17, 1));
    }

    // ---- each check fails on its breakage (and holds at its bound) ----------------------------------------

    @Test
    void headerChecksAtTheirBounds() {
        BrokenBlock<TieModel> f = block(0);
        String h = C0 + ".header.";
        assertRow(only(f.failures(b -> b.putFloat(f.at(0x14), 10f))), "tie.7.distances_ordered", C0 + ".header", "near < mid < far", "10.0 / 10.0 / 40.0");
        assertRow(only(f.failures(b -> b.putFloat(f.at(0x18), 20f))), "tie.7.distances_ordered", C0 + ".header", "near < mid < far", "10.0 / 20.0 / 20.0");
        // LOD 2 without packets: its table offset is only checked against the block, from 0x80 to the block end inclusive
        Consumer<ByteBuffer> noLod2 = b -> b.put(f.at(0x0e), (byte) 0);
        assertEquals(List.of(), f.failures(noLod2.andThen(b -> b.putInt(f.at(0x08), 0x80))));
        assertEquals(List.of(), f.failures(noLod2.andThen(b -> b.putInt(f.at(0x08), SIZE))));
        assertRow(only(f.failures(noLod2.andThen(b -> b.putInt(f.at(0x08), 0x7f)))), "tie.1.offsets_in_block", h + "packets_lod2", "[0x80, 2048]", "127");
        assertRow(only(f.failures(noLod2.andThen(b -> b.putInt(f.at(0x08), 0)))), "tie.1.offsets_in_block", h + "packets_lod2", "[0x80, 2048]", "0");
        // (past the block end, even an empty table is a read error: the record array's offset is range-checked)
        TieModel none = f.read(noLod2.andThen(b -> b.putInt(f.at(0x08), SIZE)));
        assertEquals(4, none.classes().get(0).packets().size(), "LOD 2's table is not read");
        // no AD-GIF: the array may start at the block end
        TieModel noTex = f.read(b -> b.put(f.at(0x0f), (byte) 0).putInt(f.at(0x1c), SIZE));
        assertTexts(row(noTex, "tie.1.offsets_in_block", h + "ad_gif_ofs"), "[0x80, 2048]", "2048", true);
        assertTexts(row(noTex, "tie.1.ad_gifs_in_block", h + "texture_count"), "<= 2048", "2048", true);
    }

    @Test
    void packetChecksFailOnTheirBreakage() {
        BrokenBlock<TieModel> f = block(0);
        int hdr0 = header(f, 0, 0), body0 = body(f, 0, 0), hdr2 = header(f, 2, 0);
        String pp = C0 + ".lod[0].packet[0]", p2 = C0 + ".lod[2].packet[0]";
        // vert_ofs 3: 0x2c + 4 * 4 = 60 bytes of strips do not fit in 48
        assertFailure(f.failures(b -> b.put(hdr0 + 8, (byte) 3)), "tie.2.strips_before_vertices", pp + ".vert_ofs", "0x2c + 4 * 4 <= 16 * vert_ofs", "48");
        assertFailure(f.failures(b -> b.putInt(body0 + 0x10, 160)), "tie.3.src_is_slot", pp + ".body.ad_gif_src_0", "multiple of 0x50 below 0x50 * 2", "160");
        assertFailure(f.failures(b -> b.putInt(body0 + 0x10, 40)), "tie.3.src_is_slot", pp + ".body.ad_gif_src_0", "multiple of 0x50 below 0x50 * 2", "40");
        assertFailure(f.failures(b -> b.putInt(body0 + 4, 25)), "tie.3.dest_increase", pp + ".body.ad_gif_dest_1", "> 25", "25");
        // LOD 2's packet body starts at 0x670: its vertices may end at the block end (16 * (4 + 21)), not one qword past it
        TieModel atEnd = f.read(b -> b.put(hdr2 + 9, (byte) 21));
        assertTexts(row(atEnd, "tie.2.vertices_in_block", p2 + ".vert_size"), "<= 2048", "2048", true);
        assertFailure(f.failures(b -> b.put(hdr2 + 9, (byte) 22)), "tie.2.vertices_in_block", p2 + ".vert_size", "<= 2048", "2064");
        // the slot's texture must be below the table size (3 on level 0)
        assertEquals(3, f.textureTableSize);
        byte[] slots = f.entry.textures().clone();
        slots[0] = 3;
        ClassEntry e = new ClassEntry(f.entry.kind(), f.entry.record(), f.entry.offset(), f.entry.offsetInAssetWad(), f.entry.oClass(),
                f.entry.unknown8(), f.entry.unknownC(), slots, null);
        assertFailure(f.failures(b -> {}, e), "tie.texture_slot_in_entry", pp + ".strip[0]", "slot -> entry texture < 3", "slot 0 -> 3");
        slots[0] = 2;
        ClassEntry last = new ClassEntry(f.entry.kind(), f.entry.record(), f.entry.offset(), f.entry.offsetInAssetWad(), f.entry.oClass(),
                f.entry.unknown8(), f.entry.unknownC(), slots, null);
        assertTrue(f.failures(b -> {}, last).stream().noneMatch(c -> c.check().equals("tie.texture_slot_in_entry")));
    }

    @Test
    void aBodyEndingAtTheBlockEndIsInside() {
        BrokenBlock<TieModel> f = block(0);
        int hdr2 = header(f, 2, 0);
        // LOD 2's packet moved to the block's last 0x2c bytes (zeroed: no strip, no vertex), vert_ofs and vert_size 0
        TieModel m = f.read(b -> {
            b.putInt(hdr2, SIZE - 0x2c - 352).put(hdr2 + 8, (byte) 0).put(hdr2 + 9, (byte) 0);
            for (int i = SIZE - 0x2c; i < SIZE; i++) b.put(f.at(i), (byte) 0);
        });
        assertTexts(row(m, "tie.2.body_in_block", C0 + ".lod[2].packet[0].data"), "body in [0x80, 2048)", Integer.toString(SIZE - 0x2c), true);
        assertEquals(0, packetOf(m, 2, 0).triangleCount());
    }

    @Test
    void vertSizeMustHoldTheCounts() {
        BrokenBlock<TieModel> f = block(1);
        int hdr = header(f, 0, 0);
        String pp = C1 + ".lod[0].packet[0]";
        List<Check> short1 = f.failures(b -> b.put(hdr + 9, (byte) 25));
        assertFailure(short1, "tie.5.vert_size_holds_counts", pp + ".vert_size", ">= 416", "400");
        assertFailure(short1, "tie.5.fat_count_readers_agree", pp + ".body.fat_vertex_count", Integer.toString((16 * 25 - 16 * 17) / 24), "6");
    }

    @Test
    void controlBytesRunningToTheBlockEndDoNotEnd() {
        BrokenBlock<TieModel> f = block(0);
        int control = f.at(0x7b0);
        // non-terminal control bytes from the list's start to the block end (over the vert_normals record after it)
        Consumer<ByteBuffer> continues = b -> { for (int i = 0; i < SIZE - 0x7b0; i++) b.put(control + i, (byte) 0x03); };
        String p2 = C0 + ".lod[2].packet[0]";
        assertFailure(f.failures(continues), "tie.4.control_bytes_end", p2 + ".control", "5 terminal bytes (0x07, 0xfc, 0xf6) inside the block",
                (SIZE - 0x7b0) + " bytes scanned");
        assertEquals("03".repeat(SIZE - 0x7b0), packet(f.read(continues), 2, 0).getString("control_bytes"));
    }

    // ---- the GS walk ---------------------------------------------------------------------------------------

    @Test
    void aWalkThatStopsAtTheStartLeavesEveryStripWithoutSlot() {
        BrokenBlock<TieModel> f = block(0);
        int strip0 = body(f, 0, 0) + 0x2c;
        Consumer<ByteBuffer> moved = b -> b.put(strip0 + 2, (byte) 5);
        assertFailure(f.failures(moved), "tie.4.gs_walk", C0 + ".lod[0].packet[0]", "every strip and vertex consumed",
                "GS qword 6 is no strip GIF tag (next 5), no vertex (next 7) and no AD-GIF (next 25)");
        Table s = tables(f.read(moved)).strips();
        s = s.where(s.intColumn("lod").isEqualTo(0).and(s.intColumn("packet").isEqualTo(0)));
        assertEquals(4, s.rowCount());
        for (Row r : s) assertEquals(List.of(-1, 0, -1), List.of(r.getInt("texture_slot"), r.getInt("walked_vertices"), r.getInt("texture")));
        assertEquals(0, packetOf(f.read(moved), 0, 0).walkedVertices());
    }

    @Test
    void aStripLeftAfterTheLastVertexIsNamed() {
        BrokenBlock<TieModel> f = block(0);
        int body = body(f, 0, 0);
        // a fifth strip (the zero word before the vertices) and a fourth AD-GIF destination at the qword after the last
        // vertex (97 + 3): the destination is past the three switches the walk knows, so nothing is at qword 100
        Consumer<ByteBuffer> fifth = b -> { b.put(body + 0x23, (byte) 5); b.putInt(body + 0x0c, 100); };
        assertEquals(0, ByteBuffer.wrap(f.copy().array()).getInt(body + 0x3c), "the word after the fourth strip is zero");
        assertFailure(f.failures(fifth), "tie.4.gs_walk", C0 + ".lod[0].packet[0]", "every strip and vertex consumed",
                "GS qword 100 is no strip GIF tag (next 0), no vertex (next none) and no AD-GIF (next none)");
        assertEquals(24, packetOf(f.read(fifth), 0, 0).walkedVertices());
    }

    @Test
    void aFatVertexsSecondAddressIsWalked() {
        BrokenBlock<TieModel> f = block(1);
        Table v = tables(f.clean()).vertices();
        Row fat0 = v.where(v.intColumn("lod").isEqualTo(0).and(v.intColumn("packet").isEqualTo(0)).and(v.stringColumn("kind").isEqualTo("fat"))).row(0);
        assertEquals(List.of(17, 10, 0), List.of(fat0.getInt("record"), fat0.getInt("gs_addr"), fat0.getInt("gs_addr_2")));
        int at = (int) fat0.getLong("offset") + 0x16;
        // a second address past every other (the last vertex is at 77): after it the walk finds nothing at qword 80
        assertFailure(f.failures(b -> b.putShort(at, (short) 200)), "tie.4.gs_walk", C1 + ".lod[0].packet[0]", "every strip and vertex consumed",
                "GS qword 80 is no strip GIF tag (next none), no vertex (next 200) and no AD-GIF (next 0)");
        // the same address as the first is no copy
        assertEquals(List.of(), f.failures(b -> b.putShort(at, (short) 10)).stream().filter(c -> c.check().equals("tie.4.gs_walk")).toList());
    }

    // ---- unreadable blocks ---------------------------------------------------------------------------------

    @Test
    void aPacketTableOrBodyOutsideTheBlockIsAFormatException() {
        BrokenBlock<TieModel> f = block(0);
        for (int table : new int[] {SIZE, -1}) {
            FormatException x = f.unreadable(b -> b.putInt(f.at(0x08), table));
            assertTrue(x.getMessage().contains(C0 + ".header.packets_lod2"), x.getMessage());
            assertTrue(x.getMessage().contains("a packet table inside the block [0x0, 0x800)"), x.getMessage());
        }
        int hdr2 = header(f, 2, 0);
        for (int data : new int[] {SIZE - 352, -353}) {
            FormatException x = f.unreadable(b -> b.putInt(hdr2, data));
            assertTrue(x.getMessage().contains(C0 + ".lod[2].packet[0].data"), x.getMessage());
            assertTrue(x.getMessage().contains("a packet body inside the block [0x0, 0x800)"), x.getMessage());
        }
    }

    /**
     * Packet bodies may add up to three times the block (LODs may share them), no more. LOD 0's packet 1 (two strips,
     * twelve dinky vertices) costs 0x2c + 4·2 + 16·12 = 244 bytes; fifteen copies of its header in LOD 0's table (LODs 1
     * and 2 emptied) cost 3660 = 3 × 1220, so a block window of 1220 bytes holds them exactly and one of 1219 does not.
     */
    @Test
    void packetBodiesAddingUpToMoreThanThreeTimesTheBlockAreAFormatException() {
        BrokenBlock<TieModel> f = block(0);
        int table = f.at(0x120), hdr1 = header(f, 0, 1);
        assertEquals(table + 16, hdr1);
        byte[] copy = new byte[16];
        ByteBuffer.wrap(f.copy().array()).get(hdr1, copy);
        Consumer<ByteBuffer> fifteen = b -> {
            b.put(f.at(0x0c), (byte) 15).put(f.at(0x0d), (byte) 0).put(f.at(0x0e), (byte) 0);
            b.putShort(f.at(0x38), (short) 0);     // no vert_normals: the record at 0x7c0 is past the narrowed window
            for (int i = 0; i < 15; i++) b.put(table + 16 * i, copy);
        };
        TieModel m = f.withEnd(fifteen, f.start + 1220).clean();
        assertEquals(15, m.classes().get(0).packets().size());
        for (TiePacket p : m.classes().get(0).packets()) assertEquals(f.start + 0x340, p.bodyStart());
        FormatException x = f.withEnd(fifteen, f.start + 1219).unreadable(b -> {});
        assertTrue(x.getMessage().contains(C0 + ".lod[0].packet[14].data"), x.getMessage());
        assertTrue(x.getMessage().contains("packet bodies adding up to at most 3 x the block (3657 bytes; LODs may share packets)"), x.getMessage());
    }

    /** vert_normals (N's reader): a count past the block or a negative one throws, naming the header field. */
    @Test
    void vertNormalsOutsideTheBlockAreAFormatException() {
        BrokenBlock<TieModel> f = block(0);
        Table n = tables(f.clean()).vertNormals();
        assertEquals(1, n.rowCount());
        assertEquals(f.start + 0x7c0, n.longColumn("offset").get(0));
        assertEquals(0, tables(f.read(b -> b.putShort(f.at(0x38), (short) 0))).vertNormals().rowCount());
        // 8 records from 0x7c0 end at the block end; 9 do not
        assertEquals(8, tables(f.read(b -> b.putShort(f.at(0x38), (short) 8))).vertNormals().rowCount());
        FormatException x = f.unreadable(b -> b.putShort(f.at(0x38), (short) 9));
        assertTrue(x.getMessage().contains(C0 + ".header.vert_normals"), x.getMessage());
        FormatException neg = f.unreadable(b -> b.putShort(f.at(0x38), (short) -1));
        assertTrue(neg.getMessage().contains(C0 + ".header.vert_normal_count"), neg.getMessage());
    }

    @Test
    void previewAndSheetDefaults() {
        Ties t = tables(block(0).clean());
        assertEquals(List.of(512, 512 + gcscript.chart.Wireframe.HEADER), List.of(t.preview(0).getWidth(), t.preview(0).getHeight()),
                "a titled picture: the header above the views");
        assertEquals(List.of(192, 192 + gcscript.chart.Wireframe.HEADER), List.of(t.sheet().getWidth(), t.sheet().getHeight()),
                "one class: one 192-pixel cell under the header");
    }
}
