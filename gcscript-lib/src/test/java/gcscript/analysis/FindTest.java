package gcscript.analysis;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class FindTest {
    static byte[] b(int... v) {
        byte[] out = new byte[v.length];
        for (int i = 0; i < v.length; i++) out[i] = (byte) v[i];
        return out;
    }

    @Test void overlappingMatchesAreAllReported() {
        Table t = Find.in(Region.of(b(0xaa, 0xaa, 0xaa, 0x01), "r")).bytes("aa aa");
        assertEquals(List.of("source", "file", "offset", "match", "context"), t.columnNames());
        assertArrayEquals(new long[] {0, 1}, t.longColumn("offset").asLongArray());
        assertEquals("aa aa", t.stringColumn("match").get(0));
    }

    @Test void wildcardsWholeByteAndNibble() {
        Region r = Region.of(b(0xf6, 0x7c, 0x00, 0xff, 0xf6, 0x7c, 0x13, 0xff, 0xf6, 0x7d, 0x00, 0xff), "r");
        assertArrayEquals(new long[] {0, 4}, Find.in(r).bytes("f6 7c ?? ff").longColumn("offset").asLongArray());
        assertArrayEquals(new long[] {0, 4, 8}, Find.in(r).bytes("f67???ff").longColumn("offset").asLongArray());
        assertArrayEquals(new long[] {6}, Find.in(r).bytes("1?").longColumn("offset").asLongArray());
        // the pattern "?? ??" matches at every position that leaves room for two bytes, overlapping
        assertEquals(11, Find.in(r).bytes("????").rowCount());
        assertThrows(IllegalArgumentException.class, () -> Find.in(r).bytes("f6 7"));
        assertThrows(IllegalArgumentException.class, () -> Find.in(r).bytes("g6"));
    }

    @Test void numbersTextAndAbsoluteOffsetsPerSource() {
        ByteBuffer bb = ByteBuffer.allocate(32).order(ByteOrder.LITTLE_ENDIAN);
        bb.putShort(2, (short) 0x1234).putInt(8, 0xdeadbeef).putFloat(16, 2187.0f).putFloat(21, 2100.0f);
        bb.put(26, (byte) 'S').put(27, (byte) 'B').put(28, (byte) 'l').put(29, (byte) 'k');
        byte[] data = bb.array();
        Region whole = Region.of(data, "core");
        Map<Integer, Region> regions = new LinkedHashMap<>();
        regions.put(0, whole);
        regions.put(7, whole.slice(16, 16));
        Find f = Find.in(regions);

        Table u16 = f.u16(0x1234);
        assertEquals(1, u16.rowCount());
        assertEquals(2, u16.longColumn("offset").getLong(0));
        assertEquals("34 12", u16.stringColumn("match").get(0));

        assertEquals(8, f.u32(0xdeadbeefL).longColumn("offset").getLong(0));

        Table fl = f.f32(2000f, 2400f);
        assertEquals(4, fl.rowCount());   // 16 and 21 in each source
        assertEquals(List.of("0", "0", "7", "7"), fl.stringColumn("source").asList());
        assertArrayEquals(new long[] {16, 21, 16, 21}, fl.longColumn("offset").asLongArray());
        // alignment is on the absolute offset, so the slice starting at 16 keeps 16 and drops 21
        assertArrayEquals(new long[] {16, 16}, f.aligned(4).f32(2000f, 2400f).longColumn("offset").asLongArray());

        Table s = f.ascii("SBlk");
        assertArrayEquals(new long[] {26, 26}, s.longColumn("offset").asLongArray());
        assertEquals("core", s.stringColumn("file").get(1));
    }

    @Test void contextBracketsTheMatchAndIsClipped() {
        Region r = Region.of(b(1, 2, 3, 4, 5), "r");
        assertEquals("01 [02 03] 04", Find.in(r).context(1).bytes("02 03").stringColumn("context").get(0));
        assertEquals("[01] 02 03", Find.in(r).context(2).bytes("01").stringColumn("context").get(0));
    }

    @Test void limitStopsAndTheDefaultLimitIsNotSilent() {
        Region r = Region.of(new byte[100], "z");
        assertEquals(5, Find.in(r).limit(5).bytes("00").rowCount());
        Region big = Region.of(new byte[Find.DEFAULT_LIMIT + 10], "big");
        assertThrows(IllegalStateException.class, () -> Find.in(big).bytes("00"));
    }
}
