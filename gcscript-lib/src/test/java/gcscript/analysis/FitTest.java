package gcscript.analysis;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class FitTest {
    static final int MARK = 0x00c1a55e;

    /** Seven 0x30-byte entries, each with a marker word at +4, like a shrub class table. */
    static Region table() {
        ByteBuffer bb = ByteBuffer.allocate(7 * 0x30).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < 7; i++) bb.putInt(i * 0x30 + 4, MARK);
        return Region.of(bb.array(), "shrub_classes");
    }

    static final Predicate<ByteReader> MARKED = rec -> rec.s32("mark", 4) == MARK;

    @Test void knownCountAcrossStrides() {
        Table t = Fit.strides(table(), 7, new int[] {0x20, 0x30, 0x40}, MARKED);
        assertEquals(List.of("stride", "records", "remainder", "passing", "fraction"), t.columnNames());
        // at 0x20 only entries 0, 3, 6 land on a multiple of 0x30; at 0x40 only 0 and 3 do and 5, 6 run off the end
        assertArrayEquals(new int[] {3, 7, 2}, t.intColumn("passing").asIntArray());
        assertArrayEquals(new int[] {7, 7, 7}, t.intColumn("records").asIntArray());
        assertEquals(1.0, t.doubleColumn("fraction").getDouble(1), 0);
        assertEquals(3 / 7.0, t.doubleColumn("fraction").getDouble(0), 1e-12);
    }

    @Test void aHugeCountIsCheapAndFailsPastTheEnd() {
        Table t = Fit.strides(table(), Integer.MAX_VALUE, new int[] {0x30}, MARKED);
        assertEquals(7, t.intColumn("passing").getInt(0));
        assertEquals(Integer.MAX_VALUE, t.intColumn("records").getInt(0));
        assertThrows(IllegalArgumentException.class, () -> Fit.strides(table(), -1, new int[] {0x30}, MARKED));
    }

    @Test void countFromLengthAndRemainder() {
        Table t = Fit.strides(table(), new int[] {0x20, 0x30}, MARKED);
        assertArrayEquals(new int[] {10, 7}, t.intColumn("records").asIntArray());
        assertArrayEquals(new int[] {16, 0}, t.intColumn("remainder").asIntArray());
        assertArrayEquals(new int[] {4, 7}, t.intColumn("passing").asIntArray());   // 0, 3, 6, 9 at 0x20
    }

    @Test void aCheckReadingPastTheRecordFails() {
        Predicate<ByteReader> readsTail = rec -> rec.s32("mark", 4) == MARK && rec.s32("tail", 0x2c) == 0;
        Table t = Fit.strides(table(), 7, new int[] {0x20, 0x30}, readsTail);
        assertArrayEquals(new int[] {0, 7}, t.intColumn("passing").asIntArray());
    }

    @Test void recordsSeeAbsoluteOffsets() {
        Region r = Region.of(new byte[0x100], "f").slice(0x40, 0x40);
        long[] bases = new long[2];
        int[] i = {0};
        Fit.strides(r, new int[] {0x20}, rec -> { bases[i[0]++] = rec.base(); return true; });
        assertArrayEquals(new long[] {0x40, 0x60}, bases);
    }

    @Test void chainClosesWithTheRightSizes() {
        // the level-0 class tables from the reference: moby, tie, shrub, tfrag textures, then moby textures
        Map<String, long[]> tables = new LinkedHashMap<>();
        tables.put("moby", new long[] {192, 238, 32});
        tables.put("tie", new long[] {7808, 74, 32});
        tables.put("shrub", new long[] {10176, 7, 48});
        tables.put("tfrag_textures", new long[] {10512, 93, 16});
        tables.put("moby_textures", new long[] {12000, 0, 16});
        Table t = Fit.chain(tables);
        assertEquals(List.of("table", "offset", "count", "size", "end", "next_offset", "gap", "chains"), t.columnNames());
        assertEquals(List.of(true, true, true, true, false), t.booleanColumn("chains").asList());
        assertEquals(12000, t.longColumn("end").getLong(3));
        assertEquals("shrub", t.stringColumn("table").get(2));
        assertTrue(t.longColumn("next_offset").isMissing(4));
    }

    @Test void chainGapDetection() {
        // shrub read at 32 bytes a record ends 112 bytes short of the texture table
        Table t = Fit.chain(List.of(new long[] {7808, 74, 32}, new long[] {10176, 7, 32}, new long[] {10512, 93, 16}));
        assertEquals(List.of(true, false, false), t.booleanColumn("chains").asList());
        assertEquals(10400, t.longColumn("end").getLong(1));
        assertEquals(112, t.longColumn("gap").getLong(1));
        // an overlap shows as a negative gap
        Table o = Fit.chain(List.of(new long[] {0, 10, 16}, new long[] {100, 1, 1}));
        assertEquals(-60, o.longColumn("gap").getLong(0));

        Map<Integer, List<long[]>> levels = new LinkedHashMap<>();
        levels.put(0, List.of(new long[] {0, 2, 8}, new long[] {16, 1, 4}));
        levels.put(1, List.of(new long[] {0, 2, 8}, new long[] {20, 1, 4}));
        Table all = Fit.chains(levels);
        assertEquals("level", all.columnNames().get(0));
        assertEquals(List.of(true, false, false, false), all.booleanColumn("chains").asList());
    }

    /** The VIF test of the notes: a 32-bit word is an UNPACK when its command byte has bits 0x60 set (0x60..0x7f). */
    static final ToDoubleFunction<ByteReader> UNPACK_RATE = r -> {
        int words = r.length() / 4, hits = 0;
        for (int i = 0; i < words; i++) if ((r.u8(i * 4 + 3) & 0x60) == 0x60) hits++;
        return words == 0 ? 0 : (double) hits / words;
    };

    @Test void rateAgainstARandomControl() {
        ByteBuffer bb = ByteBuffer.allocate(4096).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < 1024; i++) bb.putInt(i * 4, 0x6c000000 | i);   // every word an UNPACK
        Region vif = Region.of(bb.array(), "vif");
        Table t = Fit.rate(List.of(vif, Region.of(new byte[4096], "zeros")), UNPACK_RATE, 1);
        assertEquals(List.of("region", "file", "offset", "bytes", "rate", "random_rate", "delta"), t.columnNames());
        assertEquals(1.0, t.doubleColumn("rate").getDouble(0), 0);
        assertEquals(0.0, t.doubleColumn("rate").getDouble(1), 0);
        // random command bytes give an UNPACK one time in four, as the notes' uniform-random control (25.1%)
        double control = t.doubleColumn("random_rate").getDouble(0);
        assertEquals(0.25, control, 0.04);
        assertEquals(control, t.doubleColumn("random_rate").getDouble(1), 0);   // same seed, same length
        assertEquals(1.0 - control, t.doubleColumn("delta").getDouble(0), 1e-12);
        byte[] expected = new byte[16];
        new java.util.Random(7).nextBytes(expected);
        assertArrayEquals(expected, Fit.random(16, 7));
    }
}
