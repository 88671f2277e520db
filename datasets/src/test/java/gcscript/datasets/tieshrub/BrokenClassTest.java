package gcscript.datasets.tieshrub;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.check.Check;
import gcscript.classtable.ClassEntry;
import gcscript.classtable.ClassKind;
import gcscript.classtable.ShrubBillboardInfo;
import gcscript.datasets.shrub.ShrubClassWriter;
import gcscript.datasets.tie.TieClassWriter;
import gcscript.shrub.ShrubChecks;
import gcscript.shrub.ShrubModel;
import gcscript.shrub.ShrubReader;
import gcscript.tie.TieChecks;
import gcscript.tie.TieModel;
import gcscript.tie.TieReader;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * A writer's class block, broken one field at a time: each reader check must fail on its own breakage with a
 * message naming the field's path, and a breakage that makes the block unreadable must be a FormatException
 * naming the path (strict) or a problem row (lenient).
 */
class BrokenClassTest {
    static final int AT = 0x40;   // the block's offset in the test's core_data
    static final int O_CLASS = 321;

    // ---- ties --------------------------------------------------------------------------------------

    record TieFixture(byte[] data, ClassEntry entry, TieModel clean) {}

    static TieFixture tie(int variant) {
        TieClassWriter.Result r = TieClassWriter.write(new Random(variant), "t", variant, 4, O_CLASS);
        byte[] data = new byte[AT + r.bytes().length];
        System.arraycopy(r.bytes(), 0, data, AT, r.bytes().length);
        ClassEntry e = new ClassEntry(ClassKind.TIE, 0, 0, AT, O_CLASS, 0, 0, slots(r.textureCount()), null);
        return new TieFixture(data, e, readTie(data, e, Problems.strict()));
    }

    static byte[] slots(int n) {
        byte[] t = new byte[16];
        java.util.Arrays.fill(t, (byte) 0xff);
        for (int i = 0; i < n; i++) t[i] = (byte) i;
        return t;
    }

    static TieModel readTie(byte[] data, ClassEntry e, Problems p) {
        return TieReader.read(7, ByteReader.of(data, "LEVEL7.WAD:core_data"), List.of(e), x -> data.length, 4, p);
    }

    static ByteBuffer le(byte[] d) { return ByteBuffer.wrap(d).order(ByteOrder.LITTLE_ENDIAN); }

    /** Applies {@code breakIt} to a copy of a clean fixture and returns the failed checks. */
    static List<Check> tieFailures(TieFixture f, Consumer<ByteBuffer> breakIt, byte[] entryTextures) {
        byte[] d = f.data().clone();
        breakIt.accept(le(d));
        ClassEntry e = entryTextures == null ? f.entry()
                : new ClassEntry(ClassKind.TIE, 0, 0, AT, O_CLASS, 0, 0, entryTextures, null);
        Problems p = Problems.lenient();
        TieModel m = readTie(d, e, p);
        assertEquals(List.of(), p.rows(), "the broken class still reads");
        return TieChecks.of(m).failures();
    }

    static void assertFails(List<Check> failures, String check, String pathPart) {
        Check c = failures.stream().filter(x -> x.check().equals(check)).findFirst()
                .orElseThrow(() -> new AssertionError(check + " did not fail; failures: " + failures));
        assertTrue(c.subject().contains(pathPart), c.subject() + " names " + pathPart);
        assertTrue(c.subject().startsWith("level[7].core.tie[0]"), c.subject());
        assertFalse(c.expected().isEmpty());
        assertNotEquals(c.expected(), c.found());
    }

    /** Packet table row of LOD 0 packet {@code p}: absolute offsets of its header and body. */
    static Row packet(TieModel m, int lod, int p) {
        Table t = new gcscript.tie.Ties(gcscript.table.Scope.of(() -> m)).packets();
        for (Row r : t) if (r.getInt("lod") == lod && r.getInt("packet") == p) return r;
        throw new AssertionError("no packet " + lod + "/" + p);
    }

    @Test
    void cleanTieBlocksPassEveryCheck() {
        for (int v = 0; v < 6; v++) {
            TieFixture f = tie(v);
            // the writer sets N's winding byte on odd strips and W's RC3/4 byte on some others: those two measures of
            // whether the readers' winding bytes agree report them, as intended; every other check holds
            assertEquals(List.of(), TieChecks.of(f.clean()).failures().stream()
                    .filter(c -> !c.check().equals("tie.winding_byte1_zero") && !c.check().equals("tie.winding_byte3_zero")).toList(),
                    "variant " + v);
        }
    }

    @Test
    void eachTieCheckFailsOnItsBreakage() {
        TieFixture f = tie(1);   // a cylinder with fat vertices and several textures
        TieModel m = f.clean();
        Row p0 = packet(m, 0, 0);
        int hdr = (int) p0.getLong("offset"), body = (int) p0.getLong("body_offset");
        int strip0 = body + 0x2c;
        int vert = body + 16 * p0.getInt("vert_ofs");
        int control = (int) p0.getLong("control_offset");
        Row withSwitch = null;
        for (Row r : new gcscript.tie.Ties(gcscript.table.Scope.of(() -> m)).packets()) if (r.getInt("ad_gif_dest_1") != 0) { withSwitch = r; break; }
        assertNotNull(withSwitch, "a packet with two texture switches");
        int swBody = (int) withSwitch.getLong("body_offset");

        assertFails(tieFailures(f, b -> b.putShort(AT + 0x44, (short) 99), null), "tie.1.o_class_matches_entry", ".header_o_class");
        assertFails(tieFailures(f, b -> b.putInt(AT + 0x1c, 0x40), null), "tie.1.offsets_in_block", ".ad_gif_ofs");
        assertFails(tieFailures(f, b -> b.putFloat(AT + 0x10, 1000f), null), "tie.7.distances_ordered", ".header");
        assertFails(tieFailures(f, b -> b.putInt(AT + 0x20, 5), null), "tie.instance_index_zero", ".instance_index");
        assertFails(tieFailures(f, b -> b.putShort(AT + 0x2a, (short) 0), null), "tie.rgba_remap_ofs_nonzero", ".rgba_remap_ofs_lod0");
        assertFails(tieFailures(f, b -> b.putShort(AT + 0x64, (short) 99), null), "tie.6.lod_strip_count", ".lod0_strip_count");
        assertFails(tieFailures(f, b -> b.putShort(AT + 0x62, (short) 999), null), "tie.6.lod_tri_count", ".lod0_tri_count");
        assertFails(tieFailures(f, b -> b.putShort(AT + 0x60, (short) 999), null), "tie.6.lod_vert_count", ".lod0_vert_count");
        assertFails(tieFailures(f, b -> b.put(hdr + 8, (byte) 2), null), "tie.2.strips_before_vertices", ".lod[0].packet[0].vert_ofs");
        assertFails(tieFailures(f, b -> b.put(hdr + 8, (byte) (p0.getInt("vert_ofs") + 1)), null), "tie.2.vert_ofs_aligned_strip_end", ".vert_ofs");
        assertFails(tieFailures(f, b -> b.putInt(body + 0x10, 0x28), null), "tie.3.src_is_slot", ".ad_gif_src_0");
        assertFails(tieFailures(f, b -> b.putInt(swBody + 4, b.getInt(swBody)), null), "tie.3.dest_increase", ".ad_gif_dest_1");
        assertFails(tieFailures(f, b -> b.put(strip0 + 2, (byte) (b.get(strip0 + 2) + 1)), null), "tie.4.gs_walk", ".lod[0].packet[0]");
        assertFails(tieFailures(f, b -> b.put(control, (byte) 0x55), null), "tie.4.control_bytes_end", ".control");
        assertFails(tieFailures(f, b -> b.put(body + 0x28, (byte) (b.get(body + 0x28) + 2)), null), "tie.5.dinky_count_readers_agree", ".dinky_vertex_count");
        assertFails(tieFailures(f, b -> b.put(hdr + 9, (byte) 1), null), "tie.5.vert_size_holds_counts", ".vert_size");
        assertFails(tieFailures(f, b -> b.put(body + 0x2b, (byte) (b.get(body + 0x2b) + 1)), null), "tie.5.fat_count_readers_agree", ".fat_vertex_count");
        assertFails(tieFailures(f, b -> b.put(strip0, (byte) (b.get(strip0) + 1)), null), "tie.strip_vertex_count", ".strip[0].vertex_count");
        assertFails(tieFailures(f, b -> b.put(strip0 + 1, (byte) 1), null), "tie.winding_byte1_zero", ".strip[0].winding_byte1");
        assertFails(tieFailures(f, b -> b.put(strip0 + 3, (byte) 1), null), "tie.winding_byte3_zero", ".strip[0].winding_byte3");
        assertFails(tieFailures(f, b -> {}, slots(0)), "tie.texture_slot_in_entry", ".strip[");
        assertTrue(vert > body);
    }

    @Test
    void anUnreadableTieBlockIsAFormatExceptionNamingThePath() {
        TieFixture f = tie(0);
        int hdr = (int) packet(f.clean(), 0, 0).getLong("offset");
        byte[] d = f.data().clone();
        le(d).putInt(hdr, 0x7fff0000);
        FormatException x = assertThrows(FormatException.class, () -> readTie(d, f.entry(), Problems.strict()));
        assertTrue(x.getMessage().contains("level[7].core.tie[0].lod[0].packet[0].data"), x.getMessage());
        Problems lenient = Problems.lenient();
        TieModel m = readTie(d, f.entry(), lenient);
        assertEquals(0, m.classes().size());
        assertEquals(1, lenient.rows().size());
        byte[] d2 = f.data().clone();
        le(d2).put(AT + 0x0f, (byte) 200);   // texture_count: the AD-GIF array runs past the block
        FormatException y = assertThrows(FormatException.class, () -> readTie(d2, f.entry(), Problems.strict()));
        assertTrue(y.getMessage().contains("level[7].core.tie[0].ad_gif"), y.getMessage());
    }

    // ---- shrubs ------------------------------------------------------------------------------------

    record ShrubFixture(byte[] data, ClassEntry entry, ShrubModel clean, boolean billboard) {}

    static ShrubBillboardInfo info(boolean on) {
        short w = (short) (on ? 32 : 0);
        return new ShrubBillboardInfo(w, w, (short) 0, (short) 0, (short) 0, (short) 0, (short) 0, (short) 0);
    }

    static ShrubFixture shrub(int variant) {
        ShrubClassWriter.Result r = ShrubClassWriter.write(new Random(variant), "s", variant, 4, AT);
        byte[] data = new byte[AT + r.bytes().length];
        System.arraycopy(r.bytes(), 0, data, AT, r.bytes().length);
        le(data).putShort(AT + ShrubClassWriter.O_CLASS_AT, (short) O_CLASS);
        ClassEntry e = new ClassEntry(ClassKind.SHRUB, 0, 0, AT, O_CLASS, 0, 0, slots(r.textureCount()), info(r.billboard()));
        return new ShrubFixture(data, e, readShrub(data, e, Problems.strict()), r.billboard());
    }

    static ShrubModel readShrub(byte[] data, ClassEntry e, Problems p) {
        return ShrubReader.read(7, ByteReader.of(data, "LEVEL7.WAD:core_data"), List.of(e), x -> data.length, 4, p);
    }

    static List<Check> shrubFailures(ShrubFixture f, Consumer<ByteBuffer> breakIt, ClassEntry entry) {
        byte[] d = f.data().clone();
        breakIt.accept(le(d));
        Problems p = Problems.lenient();
        ShrubModel m = readShrub(d, entry == null ? f.entry() : entry, p);
        assertEquals(List.of(), p.rows(), "the broken class still reads");
        return ShrubChecks.of(m).failures();
    }

    static void assertShrubFails(List<Check> failures, String check, String pathPart) {
        Check c = failures.stream().filter(x -> x.check().equals(check)).findFirst()
                .orElseThrow(() -> new AssertionError(check + " did not fail; failures: " + failures));
        assertTrue(c.subject().contains(pathPart), c.subject() + " names " + pathPart);
        assertTrue(c.subject().startsWith("level[7].core.shrub[0]"), c.subject());
        assertNotEquals(c.expected(), c.found());
    }

    @Test
    void cleanShrubBlocksPassEveryCheck() {
        for (int v = 0; v < 6; v++) {
            ShrubFixture f = shrub(v);
            assertEquals(List.of(), ShrubChecks.of(f.clean()).failures(), "variant " + v);
        }
    }

    @Test
    void eachShrubCheckFailsOnItsBreakage() {
        ShrubFixture f = shrub(5);   // rock, billboard, a padded one-triangle list packet
        assertTrue(f.billboard());
        var sh = new gcscript.shrub.Shrubs(gcscript.table.Scope.of(f::clean));
        Table pk = sh.packets(), tags = sh.gifTags(), v = sh.vertices(), bb = sh.billboards(), cls = sh.classes();
        assertTrue(pk.rowCount() >= 3);
        int e0 = AT + 0x40, e1 = AT + 0x48;
        int p0 = (int) pk.row(0).getLong("offset");
        int hdr0 = p0 + 16;   // the packet header: the UNPACK #1 payload after STCYCL, NOP, STMOD, UNPACK
        int tag0 = (int) tags.row(0).getLong("offset");
        Row lastTag = tags.where(tags.intColumn("packet").isEqualTo(0)).row(tags.where(tags.intColumn("packet").isEqualTo(0)).rowCount() - 1);
        int v0 = (int) v.row(0).getLong("offset"), v0p2 = (int) v.row(0).getLong("part2_offset");
        int n0 = (int) sh.normals().row(0).getLong("offset");
        int normalsOfs = cls.row(0).getInt("normals_offset");
        int vCount0 = pk.row(0).getInt("vertex_count");

        assertShrubFails(shrubFailures(f, b -> b.putShort(AT + 0x24, (short) 9), null), "shrub.1.o_class_matches_entry", ".header_o_class");
        assertShrubFails(shrubFailures(f, b -> b.putInt(e0, 0x40), null), "shrub.1.entries_before_packets", ".packet_entry[0].packet_offset");
        assertShrubFails(shrubFailures(f, b -> b.putInt(e0, b.getInt(e0) + 4), null), "shrub.1.packet_aligned", ".packet_entry[0].packet_offset");
        assertShrubFails(shrubFailures(f, b -> b.putInt(e1, b.getInt(e0)), null), "shrub.1.packets_disjoint", ".packet_entry[1].packet_offset");
        assertShrubFails(shrubFailures(f, b -> b.putInt(AT + 0x1c, b.getInt(e0) + 0x10), null), "shrub.1.packets_before_billboard_or_normals", ".billboard_offset");
        assertShrubFails(shrubFailures(f, b -> b.putShort(n0, (short) 1000), null), "shrub.5.normal_length", ".normal[0]");
        assertShrubFails(shrubFailures(f, b -> b.putInt(p0, 0x01000101), null), "shrub.2.vif_preamble", ".packet[0].vif");
        assertShrubFails(shrubFailures(f, b -> b.put(p0 + 15, (byte) 0x05), null), "shrub.2.three_unpacks", ".packet[0].vif");
        assertShrubFails(shrubFailures(f, b -> b.putInt(hdr0, b.getInt(hdr0) + 1), null), "shrub.2.unpack1_num", ".packet[0].vif.unpack1");
        assertShrubFails(shrubFailures(f, b -> b.putInt(hdr0 + 12, b.getInt(hdr0 + 12) + 1), null), "shrub.2.vertex_offset", ".packet[0].header.vertex_offset");
        assertShrubFails(shrubFailures(f, b -> b.putInt(hdr0 + 8, vCount0 - 1), null), "shrub.2.unpack23_num", ".packet[0].vif.unpack2");
        assertShrubFails(shrubFailures(f, b -> b.putInt(e0 + 4, b.getInt(e0 + 4) + 4), null), "shrub.2.size_ends_at_unpack3", ".packet_entry[0].packet_size");
        assertShrubFails(shrubFailures(f, b -> b.putInt(tag0 + 4, (b.getInt(tag0 + 4) & ~(7 << 15)) | (5 << 15)), null), "shrub.3.prim_type", ".gif_tag[0].prim_type");
        int lt = (int) lastTag.getLong("offset");
        assertShrubFails(shrubFailures(f, b -> b.putInt(lt, b.getInt(lt) & ~0x8000), null), "shrub.3.one_eop_last", ".packet[0].gif_tag");
        assertShrubFails(shrubFailures(f, b -> b.putInt(tag0 + 8, 0x413), null), "shrub.3.gif_regs", ".gif_tag[0]");
        assertShrubFails(shrubFailures(f, b -> b.putInt(tag0, b.getInt(tag0) + 1), null), "shrub.3.nloop_walked", ".gif_tag[0].nloop");
        assertShrubFails(shrubFailures(f, b -> b.putShort(v0 + 6, (short) (b.getShort(v0 + 6) + 1)), null), "shrub.4.gs_walk", ".packet[0]");
        assertShrubFails(shrubFailures(f, b -> b.putShort(v0p2 + 6, (short) 30), null), "shrub.4.normal_index", ".part2[0].n_and_stop");
        int stopAt = v0p2 + 8 * (vCount0 - 4) + 6;
        assertShrubFails(shrubFailures(f, b -> b.putShort(stopAt, (short) (b.getShort(stopAt) & 0x7fff)), null), "shrub.4.stop_bit", ".packet[0].part2");
        assertShrubFails(shrubFailures(f, b -> {}, new ClassEntry(ClassKind.SHRUB, 0, 0, AT, O_CLASS, 0, 0, slots(0), info(true))),
                "shrub.4.texture_slot_in_entry", ".gif_tag[0]");
        assertShrubFails(shrubFailures(f, b -> {}, new ClassEntry(ClassKind.SHRUB, 0, 0, AT, O_CLASS, 0, 0, slots(4), info(false))),
                "shrub.6.billboard_matches_entry", ".billboard_offset");
        int bbAt = (int) bb.row(0).getLong("offset");
        assertShrubFails(shrubFailures(f, b -> b.put(bbAt + 0x18, (byte) 0), null), "shrub.billboard_addresses", ".billboard");
        Row pad = null;
        for (Row r : v) if (r.getBoolean("padding")) { pad = r; break; }
        assertNotNull(pad, "a padding vertex");
        int padAt = (int) pad.getLong("offset");
        // a padding copy moved to another address is no longer a padding stop: the walk reports it
        assertShrubFails(shrubFailures(f, b -> b.putShort(padAt + 6, (short) 200), null), "shrub.4.gs_walk", ".packet[");
        if (f.data().length - AT > normalsOfs + 192) {
            int fillAt = AT + normalsOfs + 192;
            assertShrubFails(shrubFailures(f, b -> b.put(fillAt, (byte) 1), null), "shrub.1.fill_zero", ".fill");
        }
    }

    @Test
    void anUnreadableShrubBlockIsAFormatExceptionNamingThePath() {
        ShrubFixture f = shrub(2);
        byte[] d = f.data().clone();
        le(d).putInt(AT + 0x2c, d.length);   // normals_offset: the palette runs past the block
        FormatException x = assertThrows(FormatException.class, () -> readShrub(d, f.entry(), Problems.strict()));
        assertTrue(x.getMessage().contains("level[7].core.shrub[0]"), x.getMessage());
        byte[] d2 = f.data().clone();
        le(d2).putInt(AT + 0x44, 0x10000);   // packet size past the block
        FormatException y = assertThrows(FormatException.class, () -> readShrub(d2, f.entry(), Problems.strict()));
        assertTrue(y.getMessage().contains("level[7].core.shrub[0].packet_entry[0].packet_size"), y.getMessage());
        Problems lenient = Problems.lenient();
        assertEquals(0, readShrub(d2, f.entry(), lenient).classes().size());
        assertEquals(1, lenient.rows().size());
    }
}
