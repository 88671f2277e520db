package gcscript.analysis;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.FormatException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class BytesTest {
    static Region r(int... v) {
        byte[] b = new byte[v.length];
        for (int i = 0; i < v.length; i++) b[i] = (byte) v[i];
        return Region.of(b, "t");
    }

    /** Shannon entropy written out the textbook way, as an independent reference. */
    static double reference(byte[] b, int from, int to) {
        int[] c = new int[256];
        for (int i = from; i < to; i++) c[b[i] & 0xff]++;
        double h = 0, n = to - from;
        for (int x : c) if (x > 0) h -= x / n * (Math.log(x / n) / Math.log(2));
        return h;
    }

    @Test void histogramCountsAndPercent() {
        Table t = Bytes.histogram(r(0, 0, 1, 255));
        assertEquals(List.of("byte", "count", "pct"), t.columnNames());
        assertEquals(256, t.rowCount());
        assertEquals(2, t.longColumn("count").getLong(0));
        assertEquals(1, t.longColumn("count").getLong(1));
        assertEquals(0, t.longColumn("count").getLong(2));
        assertEquals(1, t.longColumn("count").getLong(255));
        assertEquals(50.0, t.doubleColumn("pct").getDouble(0), 1e-12);
        assertEquals(25.0, t.doubleColumn("pct").getDouble(255), 1e-12);
        assertEquals(4, t.longColumn("count").sum(), 1e-9);
    }

    @Test void histogramEmptyAndOneByte() {
        Table empty = Bytes.histogram(r());
        assertEquals(256, empty.rowCount());
        assertEquals(0, empty.longColumn("count").sum(), 0);
        assertEquals(0, empty.doubleColumn("pct").sum(), 0);

        Table one = Bytes.histogram(r(7));
        assertEquals(1, one.longColumn("count").getLong(7));
        assertEquals(100.0, one.doubleColumn("pct").getDouble(7), 1e-12);
        assertEquals(1, one.longColumn("count").sum(), 0);
    }

    @Test void histogramAcrossChunks() {
        byte[] b = new byte[3 * Scan.CHUNK + 17];
        for (int i = 0; i < b.length; i++) b[i] = (byte) (i % 3);
        long[] c = Bytes.counts(Region.of(b, "t"));
        assertEquals((b.length + 2) / 3, c[0]);
        assertEquals((b.length + 1) / 3, c[1]);
        assertEquals(b.length / 3, c[2]);
    }

    @Test void entropyHandValues() {
        assertEquals(1.0, Bytes.entropy(r(0, 0, 1, 1), 0).doubleColumn("entropy").getDouble(0), 1e-12);
        assertEquals(2.0, Bytes.entropy(r(0, 1, 2, 3), 0).doubleColumn("entropy").getDouble(0), 1e-12);
        // -(2/3 log2 2/3 + 1/3 log2 1/3)
        assertEquals(0.9182958340544896, Bytes.entropy(r(0, 0, 1), 0).doubleColumn("entropy").getDouble(0), 1e-12);
        byte[] all = new byte[256];
        for (int i = 0; i < 256; i++) all[i] = (byte) i;
        assertEquals(8.0, Bytes.entropy(Region.of(all, "all"), 0).doubleColumn("entropy").getDouble(0), 1e-12);
        assertEquals(8.0, Bytes.entropy(Region.of(all, "all")), 1e-12);
    }

    @Test void entropyEmptyAndOneByte() {
        Table empty = Bytes.entropy(r(), 0);
        assertEquals(0, empty.rowCount());
        assertEquals(List.of("offset", "size", "entropy"), empty.columnNames());
        Table one = Bytes.entropy(r(9), 0);
        assertEquals(1, one.rowCount());
        assertEquals(1, one.intColumn("size").getInt(0));
        assertEquals(0.0, one.doubleColumn("entropy").getDouble(0), 0);
    }

    @Test void entropyBlocksWithShortLastBlockAndAbsoluteOffsets() {
        byte[] b = new byte[16 + 10];
        byte[] body = {0, 0, 0, 0, 0, 1, 2, 3, 5, 6};
        System.arraycopy(body, 0, b, 16, body.length);
        Table t = Bytes.entropy(Region.of(b, "f").slice(16, 10), 4);
        assertEquals(3, t.rowCount());
        assertArrayEquals(new long[] {16, 20, 24}, t.longColumn("offset").asLongArray());
        assertArrayEquals(new int[] {4, 4, 2}, t.intColumn("size").asIntArray());
        assertArrayEquals(new double[] {0, 2, 1}, t.doubleColumn("entropy").asDoubleArray(), 1e-12);
    }

    @Test void entropyMatchesReferenceForSmallAndChunkSpanningBlocks() {
        byte[] b = gcscript.testing.MixedBytes.of(300_001);
        Region reg = Region.of(b, "x");
        for (int block : new int[] {256, 1000, 100_000}) {
            Table t = Bytes.entropy(reg, block);
            assertEquals((b.length + block - 1) / block, t.rowCount(), "block " + block);
            for (int row = 0; row < t.rowCount(); row++) {
                int from = row * block, to = Math.min(b.length, from + block);
                assertEquals(reference(b, from, to), t.doubleColumn("entropy").getDouble(row), 1e-9, "block " + block + " row " + row);
            }
        }
    }

    @Test void imhexDefaultBlock() {
        assertEquals(256, Bytes.defaultBlock(0));
        assertEquals(256, Bytes.defaultBlock(2048 * 256));
        assertEquals(300, Bytes.defaultBlock(2048 * 300));
        assertEquals(301, Bytes.defaultBlock(2048 * 300 + 1));
    }

    @Test void stringsFindsRunsIncludingTheLastOne() {
        byte[] b = "ab\0hello\tworld\1xyz".getBytes(StandardCharsets.ISO_8859_1);
        Table t = Bytes.strings(Region.of(b, "s"), 3);
        assertEquals(2, t.rowCount());
        assertEquals(3, t.longColumn("offset").getLong(0));
        assertEquals("hello\tworld", t.stringColumn("text").get(0));
        assertEquals(11, t.intColumn("length").getInt(0));
        assertEquals(15, t.longColumn("offset").getLong(1));
        assertEquals("xyz", t.stringColumn("text").get(1));
    }

    @Test void stringAcrossAChunkBoundary() {
        byte[] b = new byte[Scan.CHUNK + 100];
        byte[] s = "SBlk-straddle".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(s, 0, b, Scan.CHUNK - 4, s.length);
        Table t = Bytes.strings(Region.of(b, "s"), 4);
        assertEquals(1, t.rowCount());
        assertEquals(Scan.CHUNK - 4, t.longColumn("offset").getLong(0));
        assertEquals("SBlk-straddle", t.stringColumn("text").get(0));
    }

    @Test void wholeCollectionFormsAddLevelOrRegion() {
        Map<Integer, Region> levels = new LinkedHashMap<>();
        levels.put(0, r(1, 2, 3));
        levels.put(5, r(1));
        Table h = Bytes.histogram(levels);
        assertEquals("level", h.columnNames().get(0));
        assertEquals(512, h.rowCount());
        assertEquals(5, h.intColumn("level").getInt(300));
        assertEquals(4, h.longColumn("count").sum(), 0);

        Table e = Bytes.entropy(List.of(Region.of(new byte[10], "a"), Region.of(new byte[600], "b")), 256);
        assertEquals(List.of("region", "offset", "size", "entropy"), e.columnNames());
        assertEquals(1 + 3, e.rowCount());
        assertEquals("b", e.stringColumn("region").get(3));
    }

    @Test void anEmptyCollectionIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> Bytes.histogram(List.<Region>of()));
        assertThrows(IllegalArgumentException.class, () -> Bytes.strings(r(1), 0));
    }

    @Test void regionSliceIsAbsoluteAndChecked() {
        Region whole = Region.of(new byte[100], "core");
        Region s = whole.slice(0x20, 0x10).slice(4, 4);
        assertEquals(0x24, s.base());
        assertEquals("core", s.file());
        assertEquals(0x27, s.absolute(3));
        assertEquals("core[0x24+0x4]", s.name());
        assertThrows(FormatException.class, () -> whole.slice(90, 20));
        gcscript.bytes.ByteReader reader = gcscript.bytes.ByteReader.of(new byte[64], "level.wad").slice("core", 0x10, 0x20);
        assertEquals("level.wad@0x10", Region.of(reader).name());
        assertEquals(0x10, Bytes.entropy(Region.of(reader), 0).longColumn("offset").getLong(0));
        assertThrows(FormatException.class, () -> whole.slice(-1, 2));
    }

    @Test void hexDumpPrintsAbsoluteOffsets() {
        byte[] b = new byte[0x40];
        b[0x31] = 0x41;
        Region s = Region.of(b, "f").slice(0x30, 0x10);
        String d = HexDump.dump(s, 0, 0x10);
        assertTrue(d.startsWith("00000030  00 41 00"), d);
        assertTrue(d.contains("|.A"), d);
        assertThrows(FormatException.class, () -> HexDump.dump(s, 8, 9));
    }
}
