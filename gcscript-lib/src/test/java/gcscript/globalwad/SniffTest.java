package gcscript.globalwad;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * The slot-candidate helper (§8's approach) on a SPACE.WAD built here: header slots pointing at one block of each kind
 * §2.3 names, a pair of Sector32 starts, an empty slot, a range past the file and one inside the header.
 */
class SniffTest {
    static final int SECTOR = 0x800, SECTORS = 12;

    static Table candidates() {
        ByteBuffer b = ByteBuffer.allocate(SECTORS * SECTOR).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0, GlobalWad.SPACE.headerSize);
        int[][] slots = {{2, 1}, {3, 1}, {4, 5}, {6, 1}, {7, 1}, {8, 1}, {9, 1}, {10, 2}, {0, 0}, {200, 5}, {1, 1}, {11, 2}};
        for (int k = 0; k < slots.length; k++) b.putInt(8 + 8 * k, slots[k][0]).putInt(12 + 8 * k, slots[k][1]);
        put(b, 2 * SECTOR, "WAD");
        b.putInt(2 * SECTOR + 3, 0x40);
        put(b, 3 * SECTOR, "2FIP");
        put(b, 4 * SECTOR, "VAGp");
        b.put(5 * SECTOR, (byte) 0x7f);
        put(b, 5 * SECTOR + 1, "ELF");
        b.putInt(6 * SECTOR, 1).putInt(6 * SECTOR + 4, 0x10);   // a one-item texture list, its PIF at +0x10
        put(b, 6 * SECTOR + 0x10, "2FIP");
        b.putInt(7 * SECTOR, 3).putInt(7 * SECTOR + 4, 2);
        put(b, 7 * SECTOR + 0x18, "SBlk");
        b.put(8 * SECTOR + 2, (byte) 1).put(8 * SECTOR + 3, (byte) 0xba);
        // sector 9 stays zero; sector 10 is noise; sector 11 starts a texture list whose PIF offset points nowhere
        for (int i = 0; i < 64; i++) b.put(10 * SECTOR + i, (byte) (17 * i + 5));
        b.putInt(11 * SECTOR, 2).putInt(11 * SECTOR + 4, 0x10).putInt(11 * SECTOR + 8, 0x10);
        put(b, 11 * SECTOR + 0x10, "2FIP");
        ByteReader file = ByteReader.of(b.array(), "SPACE.WAD");
        GlobalWads g = GlobalWads.open("test", List.of(GlobalWads.Source.global(GlobalWad.SPACE,
                List.of(new GlobalWads.FileRef("SPACE.WAD", 100, file.length(), () -> file)), null, 0)), Problems.strict());
        return g.slotCandidates();
    }

    private static void put(ByteBuffer b, int at, String s) {
        byte[] a = s.getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < a.length; i++) b.put(at + i, a[i]);
    }

    /**
     * The first-bytes table on its own, where the header above does not reach: a texture list at the file's first byte
     * (its PIF found at start + offset), a count-1 sound bank, a count whose offsets would run past the file's end, a
     * start with 27 bytes left (too few to peek) and one with exactly 28.
     */
    @Test void classifyAtTheEdges() {
        ByteBuffer b = ByteBuffer.allocate(0x100).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0, 1).putInt(4, 0x10);
        put(b, 0x10, "2FIP");
        b.putInt(0x40, 1).putInt(0x44, 2);
        put(b, 0x40 + 0x18, "SBlk");
        b.putInt(0x80, 0x200);
        ByteReader f = ByteReader.of(b.array(), "EDGES.WAD");
        assertEquals("texture_list", Sniff.classify(f, 0));
        assertEquals("sound_bank", Sniff.classify(f, 0x40));
        assertEquals("unknown", Sniff.classify(f, 0x80), "0x200 offsets do not fit the 0x7c bytes left");
        assertEquals("short", Sniff.classify(f, 0x100 - 27));
        assertEquals("zeros", Sniff.classify(f, 0x100 - 28));
    }

    @Test void eachStartIsClassifiedByItsFirstBytes() {
        Table t = candidates();
        assertEquals((GlobalWad.SPACE.headerSize - 8) / 8, t.rowCount());
        List<String> at0 = t.stringColumn("at_0").asList().subList(0, 12);
        assertEquals(List.of("wad_lz", "pif", "vag", "texture_list", "sound_bank", "pss", "zeros", "unknown", "", "", "", "unknown"), at0);
        assertEquals("elf", t.stringColumn("at_1").get(2));
        assertEquals("", t.stringColumn("at_1").get(0), "1 is a sector of the header, no start");
        Row r = t.row(2);
        assertEquals(4, r.getInt("word_0"));
        assertEquals(5, r.getInt("word_1"));
        assertEquals(8 + 16, r.getLong("offset"));
        assertEquals("SPACE", r.getString("wad"));
    }

    @Test void rangesMustFitTheFileAndStartsMustBePastTheHeader() {
        Table t = candidates();
        assertTrue(t.booleanColumn("as_range").get(0));             // {2, 1}
        assertTrue(t.booleanColumn("as_range").get(7));             // {10, 2}: ends at sector 12, the file's end
        assertFalse(t.booleanColumn("as_range").get(11));           // {11, 2}: one sector past it
        assertFalse(t.booleanColumn("as_range").get(8));            // {0, 0}
        assertFalse(t.booleanColumn("as_range").get(9));            // {200, 5}
        assertFalse(t.booleanColumn("as_range").get(10));           // {1, 1}: inside the header's two sectors
        assertTrue(t.booleanColumn("as_starts").get(2));            // 4 and 5
        assertTrue(t.booleanColumn("as_starts").get(8));            // empty: 0 and 0
        assertFalse(t.booleanColumn("as_starts").get(9));
        assertFalse(t.booleanColumn("as_starts").get(0), "1 is no start past the header");
        // every slot past these is empty
        for (int k = 12; k < t.rowCount(); k++) assertEquals(0, t.intColumn("word_0").get(k) | t.intColumn("word_1").get(k));
    }

    @Test void theSamplesUnknownHeadersAreAllEmptySlots() {
        Table t = gcscript.Gc.sample().globalWads().slotCandidates();
        assertEquals(java.util.Set.of("SPACE", "SCENE", "GADGET"), new java.util.TreeSet<>(t.stringColumn("wad").asList()));
        assertEquals((0xba8 - 8) / 8 + (0x170 - 8) / 8 + (0x3c8 - 8) / 8, t.rowCount());
        assertEquals(t.rowCount(), t.booleanColumn("as_starts").isTrue().size());
    }
}
