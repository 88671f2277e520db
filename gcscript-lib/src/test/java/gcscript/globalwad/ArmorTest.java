package gcscript.globalwad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.moby.MobyLayouts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * ARMOR.WAD of the sample (three slots: two armours, a wrench) read through the moby packet reader, and the same disc
 * with one stored value broken per test: the check that guards it fails, naming the slot.
 */
class ArmorTest {
    @TempDir Path tmp;

    /** The sample with the s32 at {@code offset} of ARMOR.WAD set to {@code value}, opened in {@code mode}. */
    Disc patched(long offset, int value, Problems.Mode mode) throws IOException {
        return GlobalWadsTest.patched(tmp, "/G/ARMOR.WAD", offset, value, mode);
    }

    static Set<String> failures(Table checks) {
        Set<String> out = new TreeSet<>();
        for (Row r : checks) if (!r.getString("status").equals("holds")) out.add(r.getString("check") + " " + r.getString("subject"));
        return out;
    }

    @Test void slotsOfTheSample() {
        Disc d = Gc.sample();
        Table s = d.armor().armours();
        assertEquals(3, s.rowCount());
        assertEquals("armor", s.stringColumn("group").get(0));
        assertEquals(0, s.intColumn("record").get(0));
        assertEquals("wrench", s.stringColumn("group").get(2));
        assertEquals(s.intColumn("record").get(2) - 9, s.intColumn("index").get(2));
        for (Row r : s) {
            // the header record of slot k sits at 0x08 + 0x10 k (armours) / 0x98 + 0x10 (k - 9) (wrenches), §11.1
            assertEquals(8 + 0x10L * r.getInt("record"), r.getLong("offset"));
            assertEquals(0x800L * r.getInt("mesh_sector"), r.getLong("mesh_offset"));
            assertEquals(0x10, r.getInt("packet_table_offset"));
            assertEquals(r.getInt("high_lod_count"), r.getInt("packets"), "Wrench's writer: high-LOD packets only");
            assertEquals(r.getString("group").equals("armor") ? Armor.ARMOR_SCALE : Armor.WRENCH_SCALE, r.getDouble("scale"), 0);
        }
        assertEquals(Set.of(), failures(d.armor().checks()));
        assertTrue(d.armor().checks().rowCount() > 20, "slot and moby checks");
    }

    @Test void tablesAgree() {
        Armor a = Gc.sample().armor();
        Table s = a.armours(), p = a.packets(), v = a.vertices(), t = a.triangles(), x = a.textures();
        assertEquals(s.intColumn("packets").sum(), p.rowCount());
        assertEquals(s.intColumn("stored_vertices").sum(), v.rowCount());
        assertEquals(s.intColumn("triangles").sum(), t.rowCount());
        assertEquals(s.intColumn("texture_count").sum(), x.rowCount());
        assertEquals(a.packetCount(), p.rowCount());
        assertEquals(a.textureCount(), x.rowCount());
        for (Table k : new Table[] {p, v, t, x}) {
            assertEquals(java.util.List.of("file", "record", "offset", "group", "index"), k.columnNames().subList(0, 5), k.name());
        }
        assertTrue(v.columnNames().contains("vertex_record"));
        for (Table k : new Table[] {s, p, v, t, x}) {
            for (Row r : k) {
                int rec = r.getInt("record");
                assertEquals(rec < 9 ? "armor" : "wrench", r.getString("group"), k.name() + " record " + rec);
                assertEquals(rec < 9 ? rec : rec - 9, r.getInt("index"), k.name() + " record " + rec);
            }
        }
        assertTrue(p.stringColumn("group").isEqualTo("wrench").size() > 0, "the sample's wrench has packets");
        assertEquals("ARMOR.WAD: 3 slots, " + p.rowCount() + " packets, " + x.rowCount() + " textures", a.toString());
        assertTrue(v.stringColumn("kind").unique().size() >= 2, "the figures' skinned vertices: 2-way and main at least");
        // a triangle's offset is its packet's table entry, right after the 16-byte header
        for (Row r : t) {
            long mesh = s.where(s.intColumn("record").isEqualTo(r.getInt("record"))).longColumn("mesh_offset").get(0);
            assertEquals(mesh + 0x10 + 0x10L * r.getInt("packet"), r.getLong("offset"));
        }
    }

    @Test void packetTableNotAfterTheHeader() throws IOException {
        Table s = Gc.sample().armor().armours();
        long mesh = s.longColumn("mesh_offset").get(2);
        Disc d = patched(mesh + MobyLayouts.MESH_PACKET_TABLE_OFFSET.offset(), 0x8, Problems.Mode.LENIENT);
        Set<String> f = failures(d.armor().checks());
        assertTrue(f.contains("moby.mesh_only.packet_table_offset armor.wrench_mesh[" + s.intColumn("index").get(2) + "]"), f.toString());
        assertTrue(d.problems().rowCount() > 0, "the table inside the header does not decode");
    }

    @Test void metalBeginAndPadBroken() throws IOException {
        Table s = Gc.sample().armor().armours();
        long mesh = s.longColumn("mesh_offset").get(0);
        int high = s.intColumn("high_lod_count").get(0);
        // high, low 0, metal 1, metal_begin high + 4: the four count bytes as one word
        Disc d = patched(mesh, high | 1 << 16 | (high + 4) << 24, Problems.Mode.LENIENT);
        Set<String> f = failures(d.armor().checks());
        assertTrue(f.contains("moby.mesh_only.metal_begin armor.armor_mesh[0]"), f.toString());
        Disc e = patched(mesh + MobyLayouts.MESH_PAD.offset(), 5, Problems.Mode.LENIENT);
        assertEquals(Set.of("moby.mesh_only.pad armor.armor_mesh[0]"), failures(e.armor().checks()));
    }

    @Test void gifUsagePastTheBlock() throws IOException {
        long mesh = Gc.sample().armor().armours().longColumn("mesh_offset").get(0);
        Disc d = patched(mesh + MobyLayouts.MESH_GIF_USAGE.offset(), 0x40000, Problems.Mode.LENIENT);
        assertEquals(Set.of("moby.mesh_only.gif_usage_inside armor.armor_mesh[0]"), failures(d.armor().checks()));
        assertEquals(0, d.armor().gifUsage().intColumn("record").isEqualTo(0).size());
    }

    @Test void textureSlotPastTheList() throws IOException {
        Table s = Gc.sample().armor().armours();
        // armour 0's list claims one texture: its meshes draw with slots 0..2
        long list = 0x800L * s.intColumn("textures_sector").get(0);
        Disc d = patched(list, 1, Problems.Mode.LENIENT);
        Set<String> f = failures(d.armor().checks());
        assertTrue(f.contains("armor_texture_slots armor.armor_mesh[0]"), f.toString());
        assertEquals(1, d.armor().armours().intColumn("texture_count").get(0));
    }

    @Test void brokenTextureListIsAFormatExceptionOrAProblem() throws IOException {
        long list = 0x800L * Gc.sample().armor().armours().intColumn("textures_sector").get(1);
        Disc strict = patched(list + 4, 0x7, Problems.Mode.STRICT);   // offset 7: unaligned, inside the offsets
        assertThrows(FormatException.class, () -> strict.armor());
        Disc lenient = patched(list + 4, 0x7, Problems.Mode.LENIENT);
        assertEquals(0, lenient.armor().textures().where(lenient.armor().textures().intColumn("record")
                .isEqualTo(lenient.armor().armours().intColumn("record").get(1))).rowCount());
        assertFalse(lenient.problems().rowCount() == 0);
    }

    @Test void noArmorWadMeansEmptyTables() throws IOException {
        Path p = tmp.resolve("LEVEL0.WAD");
        Files.write(p, Gc.sample().level(0).bytes().toArray());
        Disc one = Gc.open(p);
        assertEquals(0, one.armor().armours().rowCount());
        assertEquals(0, one.armor().triangles().rowCount());
        assertEquals(0, one.armor().textures().rowCount());
        assertEquals(0L, one.globalStats().longColumn("armor_meshes").get(0));
    }

    @Test void emptyTextureRange() throws IOException {
        Table s = Gc.sample().armor().armours();
        Disc d = patched(s.longColumn("offset").get(1) + 8 + 4, 0, Problems.Mode.LENIENT);   // textures.size_sectors of slot 2
        Set<String> f = failures(d.armor().checks());
        assertTrue(f.contains("armor_textures_present armor.armor_textures[" + s.intColumn("index").get(1) + "]"), f.toString());
    }

    /** The {@code found} text of the failing check {@code check} on {@code subject}. */
    static String found(Table checks, String check, String subject) {
        for (Row r : checks) {
            if (r.getString("check").equals(check) && r.getString("subject").equals(subject) && !r.getString("status").equals("holds")) {
                return r.getString("found");
            }
        }
        return org.junit.jupiter.api.Assertions.fail(check + " " + subject + " holds: " + failures(checks));
    }

    @Test void gifUsageMayStartRightAfterTheHeaderAndNotAtTheBlockEnd() throws IOException {
        Table s = Gc.sample().armor().armours();
        long mesh = s.longColumn("mesh_offset").get(0);
        int blockBytes = 0x800 * s.intColumn("mesh_sectors").get(0);
        long gif = mesh + MobyLayouts.MESH_GIF_USAGE.offset();
        // 0x10: the first byte after the 16-byte header is inside (the entries read there are the packet table's bytes)
        Disc first = patched(gif, MobyLayouts.MESH_HEADER.size(), Problems.Mode.LENIENT);
        assertFalse(failures(first.armor().checks()).contains("moby.mesh_only.gif_usage_inside armor.armor_mesh[0]"));
        Disc end = patched(gif, blockBytes, Problems.Mode.LENIENT);
        assertEquals("armor.armor_mesh[0].gif_usage = " + gcscript.bytes.Hex.of(blockBytes) + ", block " + gcscript.bytes.Hex.of(blockBytes),
                found(end.armor().checks(), "moby.mesh_only.gif_usage_inside", "armor.armor_mesh[0]"));
        Disc header = patched(gif, MobyLayouts.MESH_HEADER.size() - 4, Problems.Mode.LENIENT);
        assertTrue(failures(header.armor().checks()).contains("moby.mesh_only.gif_usage_inside armor.armor_mesh[0]"));
    }

    @Test void theMetalBeginCheckSaysWhatHighPlusLowIs() throws IOException {
        Table s = Gc.sample().armor().armours();
        long mesh = s.longColumn("mesh_offset").get(0);
        int high = s.intColumn("high_lod_count").get(0);
        // high, low 2, metal 1, metal_begin high + 5 (high + low would be high + 2)
        Disc d = patched(mesh, high | 2 << 8 | 1 << 16 | (high + 5) << 24, Problems.Mode.LENIENT);
        assertEquals("armor.armor_mesh[0].metal_begin = " + (high + 5) + ", high + low = " + (high + 2),
                found(d.armor().checks(), "moby.mesh_only.metal_begin", "armor.armor_mesh[0]"));
        Disc pad = patched(mesh + MobyLayouts.MESH_PAD.offset(), 0x1c, Problems.Mode.LENIENT);
        assertEquals("armor.armor_mesh[0].pad = 0x1c", found(pad.armor().checks(), "moby.mesh_only.pad", "armor.armor_mesh[0]"));
    }

    @Test void aPacketTableAtTheBlockEndOrInsideTheHeaderIsAFormatException() throws IOException {
        Table s = Gc.sample().armor().armours();
        long mesh = s.longColumn("mesh_offset").get(0);
        int blockBytes = 0x800 * s.intColumn("mesh_sectors").get(0);
        long pto = mesh + MobyLayouts.MESH_PACKET_TABLE_OFFSET.offset();
        for (int bad : new int[] {blockBytes, MobyLayouts.MESH_HEADER.size() - 1}) {
            Disc strict = patched(pto, bad, Problems.Mode.STRICT);
            FormatException e = assertThrows(FormatException.class, () -> strict.armor(), Integer.toString(bad));
            assertTrue(e.getMessage().contains("packet_table_offset"), e.getMessage());
            assertTrue(e.getMessage().contains(gcscript.bytes.Hex.of(bad)), e.getMessage());
        }
        // the last offset a table may start at: inside the block (its entries then run past it: another error)
        Disc inside = patched(pto, blockBytes - 16, Problems.Mode.LENIENT);
        assertTrue(failures(inside.armor().checks()).contains("moby.mesh_only.packet_table_offset armor.armor_mesh[0]"));
    }
}
