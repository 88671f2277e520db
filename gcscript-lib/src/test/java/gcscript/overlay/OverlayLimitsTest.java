package gcscript.overlay;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/** The walk's and the search's limits hit exactly, the checks' rows, and the table's decoded arrays. */
class OverlayLimitsTest {
    static final int E = 0x00302000;

    static ByteBuffer overlay(int[][] sections, int tail) {
        int size = 0;
        for (int[] s : sections) size += 16 + s[1];
        ByteBuffer b = ByteBuffer.allocate(size + tail).order(ByteOrder.LITTLE_ENDIAN);
        for (int[] s : sections) {
            b.putInt(s[0]).putInt(s[1]).putInt(s[2]).putInt(E);
            b.position(b.position() + s[1]);
        }
        return b;
    }

    static Overlay read(ByteBuffer b, Problems p) { return Overlay.read(4, "t.bin", ByteReader.of(b.array(), "t.bin"), p); }

    static void putTable(ByteBuffer b, int at) {
        for (int i = 0; i < NormalTable.ENTRIES; i++) {
            b.putFloat(at + 8 * i, (float) StrictMath.cos(i * Math.PI / 128));
            b.putFloat(at + 8 * i + 4, (float) StrictMath.sin(i * Math.PI / 128));
        }
    }

    @Test
    void aTableFillingItsSectionExactlyIsFoundAndDecoded() {
        ByteBuffer b = overlay(new int[][] {{0x300000, NormalTable.BYTES, 1}, {0x300000 + NormalTable.BYTES, NormalTable.BYTES - 4, 8}}, 0);
        putTable(b, 16);
        Overlay o = read(b, Problems.strict());
        assertEquals(4, o.level());
        NormalTable t = o.findNormalTable().orElseThrow();
        assertEquals(16, t.offset());
        assertEquals(0, t.section());
        float[] c = t.cosines(), s = t.sines();
        assertEquals(NormalTable.ENTRIES, c.length);
        for (int i = 0; i < NormalTable.ENTRIES; i++) {
            assertEquals(t.cos(i), c[i]);
            assertEquals(t.sin(i), s[i]);
        }
        assertEquals(-1f, c[128]);
        assertEquals(1f, s[64]);
        // the table's columns: hex printing of addresses and words
        Table nt = o.normalTable();
        assertEquals("0x300008", nt.longColumn("address").getString(1));
        assertEquals("0x3f800000", nt.longColumn("cos_bits").getString(0));
        Table sec = o.sections();
        assertEquals("0x300000", sec.longColumn("dest_address").getString(0));
        assertEquals("0x302000", sec.longColumn("entry_point").getString(0));
        // the byte just past a section's data has no address; its first and last byte have
        OverlaySection s0 = o.sectionList().get(0);
        assertTrue(s0.contains(s0.dataOffset()));
        assertTrue(s0.contains(s0.dataEnd() - 1));
        assertFalse(s0.contains(s0.dataEnd()));
        assertFalse(s0.contains(s0.dataOffset() - 1));
    }

    @Test
    void checksRowsNameTheirPlaces() {
        ByteBuffer b = overlay(new int[][] {{0x300000, 0x40, 1}, {0x01ffffc0, 0x40, 8}}, 0);
        Overlay o = read(b, Problems.strict());   // a section ending exactly at the end of EE RAM is inside it
        Table t = o.checks();
        assertEquals(List.of(true, true, true, true, true, true, false, false), t.booleanColumn("ok").asList());
        Row layout = t.row(6);
        assertEquals("overlay.retail_layout", layout.getString("check"));
        assertEquals("[1, 8]", layout.getString("found"));
        Row r = t.row(2);
        assertEquals("overlay.section_type", r.getString("check"));
        assertEquals(8, r.getLong("offset"));
        assertEquals("1", r.getString("found"));
        Row d = t.row(5);
        assertEquals("overlay.dest_address", d.getString("check"));
        assertEquals(16 + 0x40, d.getLong("offset"));
        assertEquals("overlay.walk_end", t.row(1).getString("check"));
        assertEquals(0xa0, t.row(1).getLong("offset"));
        // a bad type is a failing row in lenient mode
        ByteBuffer bad = overlay(new int[][] {{0x300000, 0x40, 2}, {0x300040, 0x40, 1}}, 0);
        Table lt = read(bad, Problems.lenient()).checks();
        assertFalse(lt.booleanColumn("ok").get(2));
        assertTrue(lt.booleanColumn("ok").get(4));
        // an empty range: no sections, no table
        Table empty = Overlay.read(4, "t.bin", null, Problems.strict()).checks();
        assertFalse(empty.booleanColumn("ok").get(0));
    }

    @Test
    void theRetailLayoutIsSevenBlocksWithTheBssSecond() {
        int[][] retail = new int[7][];
        for (int i = 0; i < 7; i++) retail[i] = new int[] {0x300000 + 0x40 * i, 0x40, i == 1 ? 8 : 1};
        Table ok = read(overlay(retail, 0), Problems.strict()).checks();
        Row r = ok.row(16);
        assertEquals("overlay.retail_layout", r.getString("check"));
        assertTrue(r.getBoolean("ok"), r.getString("found"));
        // the same seven blocks with the NOBITS one in another place, or one block fewer, are not the retail layout
        retail[1][2] = 1;
        retail[2][2] = 8;
        assertFalse(read(overlay(retail, 0), Problems.strict()).checks().row(16).getBoolean("ok"));
        int[][] six = java.util.Arrays.copyOf(retail, 6);
        six[1][2] = 8;
        six[2][2] = 1;
        Row sixRow = read(overlay(six, 0), Problems.strict()).checks().row(14);
        assertEquals("overlay.retail_layout", sixRow.getString("check"));
        assertEquals("[1, 8, 1, 1, 1, 1]", sixRow.getString("found"));
        assertFalse(sixRow.getBoolean("ok"));
    }

    @Test
    void aSectionThatFillsTheRangeExactlyIsKeptAndOneByteMoreIsNot() {
        Overlay exact = read(overlay(new int[][] {{0x300000, 0x40, 1}}, 0), Problems.strict());
        assertEquals(1, exact.sectionList().size());
        assertEquals(0x50, exact.walkEnd());
        ByteBuffer over = overlay(new int[][] {{0x300000, 0x40, 1}}, 0);
        over.putInt(4, 0x44);
        FormatException e = assertThrows(FormatException.class, () -> read(over, Problems.strict()));
        assertEquals("a multiple of 4 in [0, 64]", e.expected());
        assertEquals(4, e.offset());
        ByteBuffer neg = overlay(new int[][] {{0x300000, 0x40, 1}}, 0);
        neg.putInt(4, -4);
        assertThrows(FormatException.class, () -> read(neg, Problems.strict()));
        ByteBuffer odd = overlay(new int[][] {{0x300000, 0x40, 1}}, 0);
        odd.putInt(4, 0x3e);
        assertThrows(FormatException.class, () -> read(odd, Problems.strict()));
        // a section one byte past EE RAM
        assertThrows(FormatException.class, () -> read(overlay(new int[][] {{0x01ffffc4, 0x40, 1}}, 0), Problems.strict()));
        // 15 bytes left after the last section: not a header, a walk-end problem naming the leftover
        Problems p = Problems.lenient();
        read(overlay(new int[][] {{0x300000, 0x40, 1}}, 15), p);
        assertEquals(1, p.rows().size());
        assertTrue(p.rows().toString().contains("15 bytes left over"), p.rows().toString());
    }

    @Test
    void aNearMissIsNotTheTable() {
        int[] w = new int[2 * NormalTable.ENTRIES];
        for (int i = 0; i < NormalTable.ENTRIES; i++) {
            w[2 * i] = Float.floatToRawIntBits((float) StrictMath.cos(i * Math.PI / 128));
            w[2 * i + 1] = Float.floatToRawIntBits((float) StrictMath.sin(i * Math.PI / 128));
        }
        assertTrue(NormalTable.matches(w, 0, Overlay.TOLERANCE));
        w[2 * 255 + 1] = Float.floatToRawIntBits(1f);
        assertFalse(NormalTable.matches(w, 0, Overlay.TOLERANCE));
        w[1] = 1;
        assertFalse(NormalTable.matches(w, 0, Overlay.TOLERANCE));
    }
}
