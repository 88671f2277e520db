package gcscript.shrub;

import static gcscript.classblock.BrokenBlock.assertRow;
import static gcscript.classblock.BrokenBlock.only;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.check.Check;
import gcscript.classblock.BrokenBlock;
import gcscript.classtable.ClassEntry;
import gcscript.classtable.ShrubBillboardInfo;
import gcscript.core.LevelCore;
import gcscript.table.Scope;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * The sample's shrub class blocks broken one field at a time (the lib-side twin of the datasets module's
 * BrokenClassTest): each reader check fails on its own breakage with the exact row (check, subject, offset, expected,
 * found), and a block that cannot be read is a FormatException naming the field. Level 0's class 0 (no billboard, a
 * strip packet with two padding copies, then a packet of five list tags) and class 1 (billboard at 0x300; its
 * packet 1 has two textures, two list tags and twelve vertices) are the fixtures; their stored values are in the
 * tables of the clean read.
 */
class ShrubBrokenBlockTest {
    static final String C0 = "level[0].core.shrub[0]", C1 = "level[0].core.shrub[1]";

    static BrokenBlock<ShrubModel> block(int cls) {
        LevelCore core = Gc.sample().level(0).core();   // a disc per fixture: PIT runs mutants in one JVM
        ShrubModel m = core.shrubModel();
        ShrubClass k = m.shrubClass(cls);
        return new BrokenBlock<>(0, core.coreData(), k.entry(), k.end(), m.textureTableSize(), ShrubReader::read,
                x -> ShrubChecks.of(x).failures());
    }

    static Shrubs tables(ShrubModel m) { return new Shrubs(Scope.of(() -> m)); }

    static List<Check> rows(ShrubModel m, String check) {
        return ShrubChecks.of(m).list().stream().filter(c -> c.check().equals(check)).toList();
    }

    static Check row(ShrubModel m, String check, String subject) {
        List<Check> r = rows(m, check).stream().filter(c -> c.subject().equals(subject)).toList();
        assertEquals(1, r.size(), () -> check + " " + subject + ": " + rows(m, check));
        return r.get(0);
    }

    /** Packet {@code p}'s row of the packets table; vertex/tag rows below are looked up the same way. */
    static Row packet(ShrubModel m, int p) { return tables(m).packets().row(p); }

    static Table ofPacket(Table t, int p) { return t.where(t.intColumn("packet").isEqualTo(p)); }

    static void assertFailure(List<Check> failures, String check, String subject, long offset, String expected, String found) {
        Check c = failures.stream().filter(x -> x.check().equals(check)).findFirst()
                .orElseThrow(() -> new AssertionError(check + " did not fail; failures: " + failures));
        assertRow(c, check, subject, expected, found == null ? c.found() : found);
        assertEquals(offset, c.offset(), check + " offset");
    }

    // ---- clean rows: what each check measured ---------------------------------------------------------

    @Test
    void cleanRowsOfClassZeroNameTheMeasuredValues() {
        BrokenBlock<ShrubModel> f = block(0);
        ShrubModel m = f.clean();
        long size = f.end - f.start;   // 0x4c0: two packets, palette at 0x3d0, six fill records
        assertEquals(0x4c0, size);
        Check normalsIn = row(m, "shrub.1.normals_in_block", C0 + ".header.normals_offset");
        assertEquals(List.of("<= " + (0x4c0 - 192), "976"), List.of(normalsIn.expected(), normalsIn.found()));
        Check fill = row(m, "shrub.1.fill_zero", C0 + ".fill");
        assertEquals(f.start + 0x3d0 + 192, fill.offset());
        assertEquals("zero", fill.found());
        // the entries end at 0x40 + 8 * 2; packet 0 [0x50, 0x130), packet 1 [0x130, 0x3d0): the palette follows
        Check first = row(m, "shrub.1.entries_before_packets", C0 + ".packet_entry[0].packet_offset");
        assertEquals(List.of(">= 80", "80"), List.of(first.expected(), first.found()));
        Check second = row(m, "shrub.1.packets_disjoint", C0 + ".packet_entry[1].packet_offset");
        assertEquals(List.of(">= 304", "304"), List.of(second.expected(), second.found()));
        Check limit = row(m, "shrub.1.packets_before_billboard_or_normals", C0 + ".header.normals_offset");
        assertEquals(List.of(">= 976", "976"), List.of(limit.expected(), limit.found()));
        assertEquals(f.start + 0x2c, limit.offset());
        assertEquals("billboard_offset 0, entry texture_width 0", row(m, "shrub.6.billboard_matches_entry", C0 + ".header.billboard_offset").found());

        // packet 0: one strip tag, six records of which the walk takes four; the stop bit on record V - 4 = 2
        Table v0 = ofPacket(tables(m).vertices(), 0);
        Check nloop = row(m, "shrub.3.nloop_walked", C0 + ".packet[0].gif_tag[0].nloop");
        assertEquals(List.of("nloop 4", "4"), List.of(nloop.expected(), nloop.found()));
        Check stop = row(m, "shrub.4.stop_bit", C0 + ".packet[0].part2");
        assertEquals(List.of("one stop bit, on record 2", "1 stop bits, last on 2"), List.of(stop.expected(), stop.found()));
        assertEquals(v0.row(0).getLong("part2_offset"), stop.offset());
        int lastWalked = v0.row(3).getInt("gs_offset");
        for (int i = 4; i < 6; i++) {
            Check pad = row(m, "shrub.4.padding_copies", C0 + ".packet[0].part1[" + i + "].gs_offset");
            assertEquals(List.of(Integer.toString(lastWalked), Integer.toString(v0.row(i).getInt("gs_offset"))), List.of(pad.expected(), pad.found()));
            assertEquals(v0.row(i).getLong("offset") + 6, pad.offset());
        }
        assertEquals(2, rows(m, "shrub.4.padding_copies").size(), "only packet 0 has padding copies");
        Check ni = row(m, "shrub.4.normal_index", C0 + ".packet[0].part2[5].n_and_stop");
        assertEquals(v0.row(5).getLong("part2_offset") + 6, ni.offset());
        assertEquals(Integer.toString(v0.row(5).getInt("normal_index")), ni.found());

        // packet 1: five list tags of six vertices, the last with EOP
        Check listLoop = row(m, "shrub.3.nloop_walked", C0 + ".packet[1].gif_tag[2].nloop");
        assertEquals(List.of("nloop 6, a multiple of 3", "6"), List.of(listLoop.expected(), listLoop.found()));
        Check eop = row(m, "shrub.3.one_eop_last", C0 + ".packet[1].gif_tag");
        assertEquals(List.of("one EOP, on tag 4", "1 EOP tags, last on 4"), List.of(eop.expected(), eop.found()));
        assertEquals("ok", row(m, "shrub.4.gs_walk", C0 + ".packet[1]").found());
        // the palette: each found is x² + y² + z² of the stored components
        Table n = tables(m).normals();
        for (int i = 0; i < 24; i++) {
            Row r = n.row(i);
            long x = r.getInt("x_raw"), y = r.getInt("y_raw"), z = r.getInt("z_raw");
            Check len = row(m, "shrub.5.normal_length", C0 + ".normal[" + i + "]");
            assertEquals(Long.toString(x * x + y * y + z * z), len.found());
            assertEquals(r.getLong("offset"), len.offset());
        }
    }

    @Test
    void cleanRowsOfClassOneNameTheMeasuredValues() {
        BrokenBlock<ShrubModel> f = block(1);
        ShrubModel m = f.clean();
        // packet 1: T = 2, G = 2, V = 12, vertex_offset 11 (= 1 + G + 4T)
        Row p1 = packet(m, 1);
        assertEquals(List.of(2, 2, 12, 11), List.of(p1.getInt("texture_count"), p1.getInt("gif_tag_count"), p1.getInt("vertex_count"),
                p1.getInt("vertex_offset")));
        String pp = C1 + ".packet[1]";
        Check vu = row(m, "shrub.3.vu_budget", pp + ".header");
        assertEquals(List.of("<= 118", Integer.toString(1 + 2 + 4 * 2 + 2 * 12)), List.of(vu.expected(), vu.found()));
        Check gs = row(m, "shrub.3.gs_budget", pp + ".header");
        assertEquals(List.of("<= 168", Integer.toString(2 + 5 * 2 + 3 * 12)), List.of(gs.expected(), gs.found()));
        assertEquals("V4_32 @0, V4_16 @11, V4_16 @23", row(m, "shrub.2.three_unpacks", pp + ".vif").expected());
        Check limit = row(m, "shrub.1.packets_before_billboard_or_normals", C1 + ".header.billboard_offset");
        assertEquals(List.of(">= " + (0x170 + 400), Integer.toString(0x300)), List.of(limit.expected(), limit.found()));
        assertEquals(f.start + 0x1c, limit.offset());
        Check normalsIn = row(m, "shrub.1.normals_in_block", C1 + ".header.normals_offset");
        assertEquals(List.of("<= " + (0x400 - 192), Integer.toString(0x340)), List.of(normalsIn.expected(), normalsIn.found()));
        // the palette ends the block: no fill record, the fill row points at the block end
        assertEquals(f.end, row(m, "shrub.1.fill_zero", C1 + ".fill").offset());
        short width = f.entry.billboard().textureWidth();
        assertTrue(width > 0);
        assertEquals("billboard_offset 768, entry texture_width " + width,
                row(m, "shrub.6.billboard_matches_entry", C1 + ".header.billboard_offset").found());
        Check addresses = row(m, "shrub.billboard_addresses", C1 + ".billboard");
        assertEquals(List.of("0x14 / 0x06 / 0x34", "14 / 6 / 34"), List.of(addresses.expected(), addresses.found()));
    }

    /**
     * The VU and GS budgets at their bounds: packet 0 of class 0 (T = 1, G = 1) with V raised to 54..57 (the views
     * then take records past the packet, still inside the block) needs 1 + 1 + 4 + 2V VU qwords and 1 + 5 + 3V GS qwords.
     */
    @Test
    void theBudgetsHoldUpToTheirBound() {
        BrokenBlock<ShrubModel> f = block(0);
        int v = f.at(0x50) + 16 + 8;   // the packet header's vertex_count, after the VIF preamble and UNPACK #1's code
        String pp = C0 + ".packet[0].header";
        for (int n = 54; n <= 57; n++) {
            int count = n;
            ShrubModel m = f.read(b -> b.putInt(v, count));
            int vu = 6 + 2 * n, gs = 6 + 3 * n;
            assertTexts(row(m, "shrub.3.vu_budget", pp), "<= 118", vu, vu <= 118);
            assertTexts(row(m, "shrub.3.gs_budget", pp), "<= 168", gs, gs <= 168);
        }
    }

    static void assertTexts(Check c, String expected, int found, boolean holds) {
        assertEquals(List.of(expected, Integer.toString(found), holds), List.of(c.expected(), c.found(), c.holds()), c.check() + " " + found);
    }

    // ---- each check fails on its breakage ----------------------------------------------------------------

    @Test
    void eachClassCheckFailsOnItsBreakage() {
        BrokenBlock<ShrubModel> f = block(0);
        int e0 = f.at(0x40), e1 = f.at(0x48);
        assertRow(only(f.failures(b -> b.putShort(f.at(0x24), (short) 9))), "shrub.1.o_class_matches_entry", C0 + ".header.header_o_class",
                Integer.toString(f.entry.oClass()), "9");
        assertFailure(f.failures(b -> b.putInt(e0, 0x40)), "shrub.1.entries_before_packets", C0 + ".packet_entry[0].packet_offset", e0,
                ">= 80", "64");
        assertFailure(f.failures(b -> b.putInt(e0, 0x54)), "shrub.1.packet_aligned", C0 + ".packet_entry[0].packet_offset", e0,
                "a multiple of 16", "84");
        assertFailure(f.failures(b -> b.putInt(e1, 0x120)), "shrub.1.packets_disjoint", C0 + ".packet_entry[1].packet_offset", e1,
                ">= 304", "288");
        // the palette moved before the last packet's end (0x3d0): the limit is normals_offset, the block has no billboard
        assertFailure(f.failures(b -> b.putInt(f.at(0x2c), 0x300)), "shrub.1.packets_before_billboard_or_normals",
                C0 + ".header.normals_offset", f.at(0x2c), ">= 976", "768");
        // a non-zero byte in fill record 2 (of six): the row points at that record
        assertFailure(f.failures(b -> b.put(f.at(0x490 + 8 * 2 + 3), (byte) 1)), "shrub.1.fill_zero", C0 + ".fill", f.at(0x490 + 16),
                "zero bytes to the block end", "non-zero record");
        assertFailure(f.failures(b -> b.put(f.at(0x490 + 8 * 5 + 7), (byte) 1)), "shrub.1.fill_zero", C0 + ".fill", f.at(0x490 + 40),
                "zero bytes to the block end", "non-zero record");
        ClassEntry withBillboard = new ClassEntry(f.entry.kind(), f.entry.record(), f.entry.offset(), f.entry.offsetInAssetWad(),
                f.entry.oClass(), 0, 0, f.entry.textures(), info(32));
        assertRow(only(f.failures(b -> {}, withBillboard)), "shrub.6.billboard_matches_entry", C0 + ".header.billboard_offset",
                "billboard_offset != 0 exactly when the entry's texture_width != 0", "billboard_offset 0, entry texture_width 32");
    }

    static ShrubBillboardInfo info(int width) {
        return new ShrubBillboardInfo((short) width, (short) width, (short) 0, (short) 0, (short) 0, (short) 0, (short) 0, (short) 0);
    }

    @Test
    void theNormalLengthBoundIsInclusive() {
        BrokenBlock<ShrubModel> f = block(0);
        int n0 = f.at(0x3d0);
        Consumer<ByteBuffer> atBound = b -> b.putShort(n0, (short) 32765).putShort(n0 + 2, (short) 252).putShort(n0 + 4, (short) 45);
        assertEquals(List.of(), f.failures(atBound), "|n|² = 32767² - 65535 holds");
        long justOut = 32762L * 32762 + 470 * 470 + 203 * 203;   // 32767² - 65536
        assertRow(only(f.failures(b -> b.putShort(n0, (short) 32762).putShort(n0 + 2, (short) 470).putShort(n0 + 4, (short) 203))),
                "shrub.5.normal_length", C0 + ".normal[0]", "within 65535 of 1073676289", Long.toString(justOut));
        assertRow(only(f.failures(b -> b.putShort(n0, (short) 32767).putShort(n0 + 2, (short) 256).putShort(n0 + 4, (short) 0))),
                "shrub.5.normal_length", C0 + ".normal[0]", "within 65535 of 1073676289", Long.toString(32767L * 32767 + 65536));
    }

    @Test
    void billboardChecksFailOnTheirBreakage() {
        BrokenBlock<ShrubModel> f = block(1);
        int bb = f.at(0x300);
        assertRow(only(f.failures(b -> b.put(bb + 0x28, (byte) 0))), "shrub.billboard_addresses", C1 + ".billboard",
                "0x14 / 0x06 / 0x34", "14 / 0 / 34");
        assertRow(only(f.failures(b -> b.put(bb + 0x38, (byte) 0x35))), "shrub.billboard_addresses", C1 + ".billboard",
                "0x14 / 0x06 / 0x34", "14 / 6 / 35");
        // the billboard moved inside packet 1 ([0x170, 0x300)): the limit is billboard_offset
        assertFailure(f.failures(b -> b.putInt(f.at(0x1c), 0x200)), "shrub.1.packets_before_billboard_or_normals",
                C1 + ".header.billboard_offset", f.at(0x1c), ">= " + (0x170 + 400), "512");
        for (ShrubBillboardInfo none : new ShrubBillboardInfo[] {info(0), null}) {
            ClassEntry e = new ClassEntry(f.entry.kind(), f.entry.record(), f.entry.offset(), f.entry.offsetInAssetWad(), f.entry.oClass(),
                    0, 0, f.entry.textures(), none);
            assertRow(only(f.failures(b -> {}, e)), "shrub.6.billboard_matches_entry", C1 + ".header.billboard_offset",
                    "billboard_offset != 0 exactly when the entry's texture_width != 0", "billboard_offset 768, entry texture_width 0");
        }
    }

    @Test
    void eachPacketCheckFailsOnItsBreakage() {
        BrokenBlock<ShrubModel> f = block(0);
        ShrubModel m = f.clean();
        Shrubs t = tables(m);
        int p0 = f.at(0x50), hdr0 = p0 + 16, e0 = f.at(0x40);
        String pp = C0 + ".packet[0]";
        Table v0 = ofPacket(t.vertices(), 0);
        int tag0 = (int) t.gifTags().row(0).getLong("offset");
        assertEquals(hdr0 + 16, tag0);

        assertFailure(f.failures(b -> b.putInt(p0, 0x01000101)), "shrub.2.vif_preamble", pp + ".vif", p0,
                "01000404 00000000 05000000", "01000101 00000000 05000000");
        // T + 1: UNPACK #1 holds 1 + G + 4T = 6 qwords, the header now asks for 10
        assertFailure(f.failures(b -> b.putInt(hdr0, 2)), "shrub.2.unpack1_num", pp + ".vif.unpack1", p0 + 12, "10", "6");
        assertFailure(f.failures(b -> b.putInt(hdr0 + 12, 7)), "shrub.2.vertex_offset", pp + ".header.vertex_offset", hdr0 + 12, "6", "7");
        assertFailure(f.failures(b -> b.putInt(hdr0 + 12, 7)), "shrub.2.three_unpacks", pp + ".vif", p0 + 12,
                "V4_32 @0, V4_16 @7, V4_16 @13", null);
        assertFailure(f.failures(b -> b.putInt(hdr0 + 8, 5)), "shrub.2.unpack23_num", pp + ".vif.unpack2", v0.row(0).getLong("offset") - 4,
                "NUM 5 and 5", "6 and 6");
        assertFailure(f.failures(b -> b.putInt(e0 + 4, 224 + 4)), "shrub.2.size_ends_at_unpack3", C0 + ".packet_entry[0].packet_size", e0 + 4,
                "224", "228");
        // PRIM type 5: the check names it and the walk stops at the tag
        List<Check> type5 = f.failures(b -> b.putInt(tag0 + 4, (b.getInt(tag0 + 4) & ~(7 << 15)) | (5 << 15)));
        assertFailure(type5, "shrub.3.prim_type", pp + ".gif_tag[0].prim_type", tag0 + 4, "3 or 4", "5");
        assertFailure(type5, "shrub.4.gs_walk", pp, p0, "clean walk", "GIF tag 0 PRIM type 5 (3 list or 4 strip)");
        assertFailure(f.failures(b -> b.putInt(tag0, b.getInt(tag0) & ~0x8000)), "shrub.3.one_eop_last", pp + ".gif_tag", hdr0,
                "one EOP, on tag 0", "0 EOP tags, last on -1");
        assertFailure(f.failures(b -> b.putInt(tag0 + 8, 0x413)), "shrub.3.gif_regs", pp + ".gif_tag[0]", tag0,
                "regs 0x412, nreg 3, flg 0, pre 1", "regs 0x413, nreg 3, flg 0, pre 1");
        assertFailure(f.failures(b -> b.putInt(tag0, b.getInt(tag0) + 1)), "shrub.3.nloop_walked", pp + ".gif_tag[0].nloop", tag0,
                "nloop 5", "4");
        // the stop bit of record V - 4 = 2 cleared, then set on record 3 as well
        int stop2 = (int) v0.row(2).getLong("part2_offset") + 6, stop3 = (int) v0.row(3).getLong("part2_offset") + 6;
        long part2 = v0.row(0).getLong("part2_offset");
        assertFailure(f.failures(b -> b.putShort(stop2, (short) (b.getShort(stop2) & 0x7fff))), "shrub.4.stop_bit", pp + ".part2", part2,
                "one stop bit, on record 2", "0 stop bits, last on -1");
        assertFailure(f.failures(b -> b.putShort(stop3, (short) (b.getShort(stop3) | 0x8000))), "shrub.4.stop_bit", pp + ".part2", part2,
                "one stop bit, on record 2", "2 stop bits, last on 3");
        // normal_index: 23 is the last palette entry, 24 is past it
        int ni5 = (int) v0.row(5).getLong("part2_offset") + 6;
        assertEquals(List.of(), f.failures(b -> b.putShort(ni5, (short) 23)));
        assertFailure(f.failures(b -> b.putShort(ni5, (short) 24)), "shrub.4.normal_index", pp + ".part2[5].n_and_stop", ni5, "< 24", "24");
        // the second padding copy moved: the walk still stops at the first, the copy check names the second
        int pad5 = (int) v0.row(5).getLong("offset") + 6;
        String last = Integer.toString(v0.row(3).getInt("gs_offset"));
        assertRow(only(f.failures(b -> b.putShort(pad5, (short) 99))), "shrub.4.padding_copies", pp + ".part1[5].gs_offset", last, "99");
    }

    @Test
    void theTextureSlotMustMapToATextureOfTheTable() {
        BrokenBlock<ShrubModel> f = block(0);
        assertEquals(2, f.textureTableSize);
        for (int slot0 : new int[] {2, 0xff}) {
            byte[] slots = f.entry.textures().clone();
            slots[0] = (byte) slot0;
            ClassEntry e = new ClassEntry(f.entry.kind(), f.entry.record(), f.entry.offset(), f.entry.offsetInAssetWad(), f.entry.oClass(),
                    0, 0, slots, f.entry.billboard());
            List<Check> failures = f.failures(b -> {}, e);
            assertEquals(6, failures.size(), "every tag of both packets uses slot 0: " + failures);
            assertRow(failures.get(0), "shrub.4.texture_slot_in_entry", C0 + ".packet[0].gif_tag[0]", "slot -> entry texture < 2",
                    "slot 0 -> " + (slot0 == 2 ? 2 : -1));
        }
        byte[] one = f.entry.textures().clone();
        one[0] = 1;
        ClassEntry e = new ClassEntry(f.entry.kind(), f.entry.record(), f.entry.offset(), f.entry.offsetInAssetWad(), f.entry.oClass(),
                0, 0, one, f.entry.billboard());
        assertEquals(List.of(), f.failures(b -> {}, e), "texture 1 is the table's last");
    }

    // ---- the VIF list -------------------------------------------------------------------------------------

    @Test
    void aShortVifListKeepsItsCommandsAndNamesWhatIsMissing() {
        BrokenBlock<ShrubModel> f = block(0);
        int e0s = f.at(0x44), p0 = f.at(0x50);
        String pp = C0 + ".packet[0]";
        // the list cut after UNPACK #1's payload (16 + 6 qwords): the preamble is whole, one UNPACK
        List<Check> cut = f.failures(b -> b.putInt(e0s, 16 + 16 * 6));
        assertTrue(cut.stream().noneMatch(c -> c.check().equals("shrub.2.vif_preamble")), cut.toString());
        assertFailure(cut, "shrub.2.three_unpacks", pp + ".vif", p0, "three UNPACKs", "1 UNPACKs (W requires exactly 3)");
        // three commands: the preamble's words are named but a preamble needs the UNPACK after it
        List<Check> three = f.failures(b -> b.putInt(e0s, 12));
        assertFailure(three, "shrub.2.vif_preamble", pp + ".vif", p0, "01000404 00000000 05000000", "01000404 00000000 05000000");
        assertFailure(three, "shrub.2.three_unpacks", pp + ".vif", p0, "three UNPACKs", "0 UNPACKs (W requires exactly 3)");
        assertFailure(f.failures(b -> b.putInt(e0s, 8)), "shrub.2.vif_preamble", pp + ".vif", p0, "01000404 00000000 05000000", "2 commands");
        // an invalid command after UNPACK #1: the error names it (not the UNPACK count)
        int bad = p0 + 16 + 16 * 6;
        List<Check> invalid = f.failures(b -> b.putInt(bad, 0x08000000));
        assertFailure(invalid, "shrub.2.three_unpacks", pp + ".vif", p0, "three UNPACKs", "VIF command invalid at 0x" + Integer.toHexString(bad));
        ShrubModel m = f.read(b -> b.putInt(bad, 0x08000000));
        Row r = packet(m, 0);
        assertFalse(r.getBoolean("walk_ok"));
        assertEquals("VIF command invalid at 0x" + Integer.toHexString(bad), r.getString("error"));
        assertEquals(List.of(1, 0, 0, 0, 0), List.of(r.getInt("unpack_count"), r.getInt("texture_count"), r.getInt("vertex_count"),
                r.getInt("walked_vertices"), r.getInt("triangle_count")));
    }

    // ---- the GS walk ---------------------------------------------------------------------------------------

    @Test
    void theWalkNamesWhereItStopped() {
        BrokenBlock<ShrubModel> f = block(0);
        Shrubs t = tables(f.clean());
        int prim0 = (int) t.primitives().row(0).getLong("offset"), tag0 = (int) t.gifTags().row(0).getLong("offset");
        int v0 = (int) t.vertices().row(0).getLong("offset");
        String pp = C0 + ".packet[0]";
        int p0 = f.at(0x50);
        // the texture primitive at GS qword 0 moved to 20: nothing is at qword 0
        assertFailure(f.failures(b -> b.putInt(prim0 + 0x0c, 20)), "shrub.4.gs_walk", pp, p0, "clean walk",
                "GS qword 0 is no GIF tag (next 5), no texture (next 20) and no vertex (next 6)");
        // nothing at qword 0 and vertex 0 three qwords before it: no padding stop before a vertex was walked
        assertFailure(f.failures(b -> { b.putInt(prim0 + 0x0c, 20); b.putShort(v0 + 6, (short) -3); }), "shrub.4.gs_walk", pp, p0, "clean walk",
                "GS qword 0 is no GIF tag (next 5), no texture (next 20) and no vertex (next -3)");
        // vertex 1 moved away after the only tag and texture were walked: both are named as none
        Consumer<ByteBuffer> v1away = b -> b.putShort(v0 + 8 + 6, (short) 50);
        assertFailure(f.failures(v1away), "shrub.4.gs_walk", pp, p0, "clean walk",
                "GS qword 9 is no GIF tag (next none), no texture (next none) and no vertex (next 50)");
        Row stopped = packet(f.read(v1away), 0);
        assertEquals(List.of(false, "GS qword 9 is no GIF tag (next none), no texture (next none) and no vertex (next 50)", 1),
                List.of(stopped.getBoolean("walk_ok"), stopped.getString("error"), stopped.getInt("walked_vertices")));
        assertEquals(List.of(true, ""), List.of(packet(f.clean(), 0).getBoolean("walk_ok"), packet(f.clean(), 0).getString("error")));
        // the tag the walk never reached has no slot and no vertices
        Row tag = tables(f.read(b -> b.putInt(prim0 + 0x0c, 20))).gifTags().row(0);
        assertEquals(List.of(-1, 0, -1), List.of(tag.getInt("texture_slot"), tag.getInt("walked_vertices"), tag.getInt("texture")));
        // the tag moved away and vertex 0 put at qword 5: a vertex before any tag
        assertFailure(f.failures(b -> { b.putInt(tag0 + 0x0c, 99); b.putShort(v0 + 6, (short) 5); }), "shrub.4.gs_walk", pp, p0, "clean walk",
                "vertex 0 at GS qword 5 before any GIF tag");
    }

    @Test
    void theWalkReportsWhatIsLeftAfterThePaddingStop() {
        BrokenBlock<ShrubModel> f = block(1);
        Shrubs t = tables(f.clean());
        // packet 1: texture 0 at qword 0, tag 0 at 5, vertices 0..5 at 6..21, texture 1 at 24, tag 1 at 29, vertices 6..11 at 30..
        Table prims = ofPacket(t.primitives(), 1), tags = ofPacket(t.gifTags(), 1), vs = ofPacket(t.vertices(), 1);
        assertEquals(List.of(0, 24), List.of(prims.row(0).getInt("gs_packet_offset"), prims.row(1).getInt("gs_packet_offset")));
        assertEquals(List.of(5, 29), List.of(tags.row(0).getInt("gs_packet_offset"), tags.row(1).getInt("gs_packet_offset")));
        assertEquals(21, vs.row(5).getInt("gs_offset"));
        int prim1 = (int) prims.row(1).getLong("offset"), tag1 = (int) tags.row(1).getLong("offset"), v6 = (int) vs.row(6).getLong("offset");
        int p1 = (int) packet(f.clean(), 1).getLong("offset");
        String pp = C1 + ".packet[1]";
        // texture 1 moved away and vertex 6 a copy of vertex 5's address: the padding stop at qword 24 leaves tag 1 and texture 1
        List<Check> left = f.failures(b -> { b.putInt(prim1 + 0x0c, 99); b.putShort(v6 + 6, (short) 21); });
        assertFailure(left, "shrub.4.gs_walk", pp, p1, "clean walk", "the walk stopped with 1 GIF tags and 1 textures left");
        // vertices 6..11 continue tag 0's list at 24..39 while texture 1 and tag 1 sit far off: every vertex is walked, then
        // nothing is at qword 42
        Consumer<ByteBuffer> allInTagZero = b -> {
            b.putInt(prim1 + 0x0c, 99);
            b.putInt(tag1 + 0x0c, 100);
            for (int i = 6; i < 12; i++) b.putShort((int) vs.row(i).getLong("offset") + 6, (short) (24 + 3 * (i - 6)));
        };
        assertFailure(f.failures(allInTagZero), "shrub.4.gs_walk", pp, p1, "clean walk",
                "GS qword 42 is no GIF tag (next 100), no texture (next 99) and no vertex (next none)");
        ShrubModel m = f.read(allInTagZero);
        Row r = packet(m, 1);
        assertEquals(List.of(12, 4), List.of(r.getInt("walked_vertices"), r.getInt("triangle_count")));
        Table tr = ofPacket(tables(m).triangles(), 1);
        for (Row x : tr) assertEquals(List.of(0, 3), List.of(x.getInt("primitive"), x.getInt("prim_type")));
        assertEquals(List.of(9, 10, 11), List.of(tr.row(3).getInt("v0"), tr.row(3).getInt("v1"), tr.row(3).getInt("v2")));
    }

    // ---- unreadable blocks -------------------------------------------------------------------------------

    @Test
    void anUnreadableClassIsAFormatExceptionNamingTheField() {
        BrokenBlock<ShrubModel> f = block(0);
        FormatException neg = f.unreadable(b -> b.putShort(f.at(0x28), (short) -1));
        assertTrue(neg.getMessage().contains(C0 + ".header.packet_count"), neg.getMessage());
        assertTrue(neg.getMessage().contains("packet_count >= 0"), neg.getMessage());
        // no packets at all reads (every packet check then has no subject)
        ShrubModel none = f.read(b -> b.putShort(f.at(0x28), (short) 0));
        assertEquals(List.of(), none.classes().get(0).packets());
        // normals_offset: 0x40 is the first allowed, the block length the last (then the palette itself runs out)
        ShrubModel at40 = f.read(b -> b.putInt(f.at(0x2c), 0x40));
        assertEquals(f.start + 0x40, at40.classes().get(0).normals().offset(0));
        for (int bad : new int[] {0x3f, 0x4c1, -1}) {
            FormatException x = f.unreadable(b -> b.putInt(f.at(0x2c), bad));
            assertTrue(x.getMessage().contains(C0 + ".header.normals_offset"), x.getMessage());
            assertTrue(x.getMessage().contains("normals_offset inside the block [0x40, 0x4c0]"), x.getMessage());
        }
        FormatException atEnd = f.unreadable(b -> b.putInt(f.at(0x2c), 0x4c0));
        assertTrue(atEnd.getMessage().contains(C0 + ".normal"), atEnd.getMessage());
        assertFalse(atEnd.getMessage().contains("normals_offset inside the block"), atEnd.getMessage());
    }

    @Test
    void aPacketOutsideTheBlockIsAFormatException() {
        BrokenBlock<ShrubModel> f = block(0);
        int e0 = f.at(0x40);
        for (int[] bad : new int[][] {{-16, 224}, {0x50, -1}, {0x50, 0x4c0 - 0x50 + 1}}) {
            FormatException x = f.unreadable(b -> b.putInt(e0, bad[0]).putInt(e0 + 4, bad[1]));
            assertTrue(x.getMessage().contains(C0 + ".packet_entry[0].packet_size"), x.getMessage());
            assertTrue(x.getMessage().contains("packet [offset, offset + size) inside the block [0x0, 0x4c0)"), x.getMessage());
        }
        assertTrue(f.unreadable(b -> b.putInt(e0 + 4, 0x4c0 - 0x50 + 1)).getMessage().contains("[0x50, 0x4c1)"));
        // offset 0 and size 0 are inside: an empty VIF list, no UNPACK
        ShrubModel m = f.read(b -> b.putInt(e0, 0).putInt(e0 + 4, 0));
        ShrubPacket p = m.classes().get(0).packets().get(0);
        assertEquals(List.of(), p.vif());
        assertEquals("0 UNPACKs (W requires exactly 3)", p.vifError());
        assertEquals(f.start, p.start());
        // the last byte of the block is inside too
        ShrubModel lastByte = f.read(b -> b.putInt(e0, 0x4bc).putInt(e0 + 4, 4));
        assertEquals(f.start + 0x4bc, lastByte.classes().get(0).packets().get(0).start());
    }

    /**
     * Packets may not add up to more than twice the block. Class 1's packet 1 (two tags, two textures, twelve records)
     * costs 16·2 + 64·2 + 16·12 + 16 = 368 bytes; six entries pointing at it cost 2208, so a block of 1104 bytes holds
     * them exactly and one of 1103 does not (the window's end is moved; the entries overwrite the unused packet 0).
     */
    @Test
    void packetsAddingUpToMoreThanTwiceTheBlockAreAFormatException() {
        BrokenBlock<ShrubModel> f = block(1);
        Consumer<ByteBuffer> six = b -> {
            b.putShort(f.at(0x28), (short) 6);
            for (int i = 0; i < 6; i++) b.putInt(f.at(0x40 + 8 * i), 0x170).putInt(f.at(0x44 + 8 * i), 400);
        };
        ShrubModel m = f.withEnd(six, f.start + 1104).clean();
        assertEquals(6, m.classes().get(0).packets().size());
        for (ShrubPacket p : m.classes().get(0).packets()) assertEquals(f.start + 0x170, p.start());
        FormatException x = f.withEnd(six, f.start + 1103).unreadable(b -> {});
        assertTrue(x.getMessage().contains(C1 + ".packet_entry[5].packet_offset"), x.getMessage());
        assertTrue(x.getMessage().contains("packets adding up to at most 2 x the block (2206 bytes)"), x.getMessage());
        assertTrue(x.getMessage().contains("more: packets overlap"), x.getMessage());
    }

    // ---- tables over a class whose entry has no billboard info ---------------------------------------------

    @Test
    void theBillboardTableTakesTheEntryInfoOrZeros() {
        BrokenBlock<ShrubModel> f = block(1);
        ShrubBillboardInfo i = f.entry.billboard();
        Row with = tables(f.clean()).billboards().row(0);
        assertEquals(List.of((int) i.textureWidth(), (int) i.textureHeight(), (int) i.maximumMipmapLevel(), (int) i.paletteOffset(),
                        (int) i.textureOffset()),
                List.of(with.getInt("texture_width"), with.getInt("texture_height"), with.getInt("maximum_mipmap_level"),
                        with.getInt("palette_offset"), with.getInt("texture_offset")));
        ClassEntry none = new ClassEntry(f.entry.kind(), f.entry.record(), f.entry.offset(), f.entry.offsetInAssetWad(), f.entry.oClass(),
                0, 0, f.entry.textures(), null);
        Row without = tables(f.read(f.copy(), none, Problems.strict())).billboards().row(0);
        assertEquals(List.of(0, 0, 0, 0, 0), List.of(without.getInt("texture_width"), without.getInt("texture_height"),
                without.getInt("maximum_mipmap_level"), without.getInt("palette_offset"), without.getInt("texture_offset")));
        assertEquals(with.getLong("offset"), without.getLong("offset"));
    }

    @Test
    void previewAndSheetDefaults() {
        Shrubs s = tables(block(1).clean());
        assertEquals(512, s.preview(1).getWidth());
        assertEquals(512 + gcscript.chart.Wireframe.HEADER, s.preview(1).getHeight(), "a titled picture: the header above the views");
        assertEquals(List.of(192, 192 + gcscript.chart.Wireframe.HEADER), List.of(s.sheet().getWidth(), s.sheet().getHeight()),
                "one class: one 192-pixel cell under the header");
    }
}
