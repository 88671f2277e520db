package gcscript.bytes;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The exact edges of every bounds check, each typed read, and the text helpers' output. */
class ByteReaderEdgeTest {
    private static final byte[] B = {0x10, 0x21, 0x32, 0x43, 0x54, 0x65, 0x76, (byte) 0x87, 'G', 'C', 0, 'x'};

    @Test
    void everyTypedReadAtTheLastValidOffsetAndOnePast() {
        ByteReader r = ByteReader.of(B, "t");
        assertEquals(0x78, r.u8("x", 11));
        assertEquals(0x87, r.u8(7));
        assertEquals((byte) 0x87, r.s8("x", 7));
        assertEquals(0x3221, r.u16("x", 1));
        assertEquals(0x3221, r.u16(1));
        assertEquals((short) 0x8776, r.s16("x", 6));
        assertEquals(0x87766554, r.s32(4));
        assertEquals(0x87766554L, r.u32("x", 4));
        assertEquals(0x8776655443322110L, r.s64("x", 0));
        assertEquals(Float.intBitsToFloat(0x87766554), r.f32("x", 4));
        // one past the end, for each width
        assertThrows(FormatException.class, () -> r.u8("x", 12));
        assertThrows(FormatException.class, () -> r.u8(12));
        assertThrows(FormatException.class, () -> r.u16("x", 11));
        assertThrows(FormatException.class, () -> r.s32("x", 9));
        assertThrows(FormatException.class, () -> r.s64("x", 5));
        assertEquals(0x78004347, r.s32("x", 8));
        FormatException e = assertThrows(FormatException.class, () -> r.s32("f", 10));
        assertEquals("4 readable bytes", e.expected());
        assertEquals("2 bytes left", e.actual());
        assertEquals("none", assertThrows(FormatException.class, () -> r.s32("f", 13)).actual());
        assertEquals("none", assertThrows(FormatException.class, () -> r.s32("f", -1)).actual());
    }

    @Test
    void rangeChecksAreExact() {
        ByteReader r = ByteReader.of(B, "t");
        assertTrue(r.inRange(0, 12));
        assertTrue(r.inRange(12, 0));
        assertFalse(r.inRange(0, 13));
        assertFalse(r.inRange(1, 12));
        assertFalse(r.inRange(13, 0));
        assertFalse(r.inRange(-1, 1));
        assertFalse(r.inRange(1, -1));
        assertFalse(r.inRange(2, Long.MAX_VALUE));
        r.requireRange("x", 4, 8);
        FormatException e = assertThrows(FormatException.class, () -> r.requireRange("x", 4, 9));
        assertEquals("[0x4, 0xd)", e.actual());
        assertEquals("range of 9 bytes inside [0x0, 0xc)", e.expected());
        assertArrayEquals(new byte[] {0x54, 0x65}, r.bytes("x", 4, 2));
        assertThrows(FormatException.class, () -> r.bytes("x", 11, 2));
        byte[] dst = new byte[4];
        r.copy("x", 10, dst, 1, 2);
        assertArrayEquals(new byte[] {0, 0, 'x', 0}, dst);
        assertThrows(FormatException.class, () -> r.copy("x", 11, dst, 0, 2));
        assertEquals("GC", r.ascii("x", 8, 4));
        assertEquals("GC", r.ascii("x", 8, 3));
        assertEquals("G", r.ascii("x", 8, 1));
        assertArrayEquals(B, r.toArray());
        assertEquals(12, r.buffer().remaining());
        assertTrue(r.buffer().isReadOnly());
    }

    @Test
    void requireArrayAtItsEdges() {
        ByteReader r = ByteReader.of(new byte[64], "t");
        assertEquals(4, r.requireArray("a", 0, 4, 16));
        assertThrows(FormatException.class, () -> r.requireArray("a", 1, 4, 16));
        assertEquals(0, r.requireArray("a", 64, 0, 16));
        assertThrows(FormatException.class, () -> r.requireArray("a", -1, 0, 16));
        assertEquals(64, r.requireArray("a", 0, 64, 0));   // stride 0 counts as 1
        FormatException e = assertThrows(FormatException.class, () -> r.requireArray("a", 48, 2, 16));
        assertEquals("at most 1 records of 16 bytes", e.expected());
        assertEquals(48, e.offset());
        var list = r.records("tbl", 16, 3, 16, (path, at, i) -> path + "@" + at);
        assertEquals(java.util.List.of("tbl[0]@16", "tbl[1]@32", "tbl[2]@48"), list);
    }

    @Test
    void errorsCarryAbsoluteOffsetsAndADumpAroundThem() {
        ByteReader r = ByteReader.of(new byte[0x100], "f.bin").slice("s", 0x40, 0x80);
        FormatException e = r.error("p", 0x10, "a", "b");
        assertEquals(0x50, e.offset());
        assertEquals("f.bin", e.file());
        assertEquals("f.bin: p at 0x50: expected a, found b", e.oneLine());
        assertTrue(e.getMessage().startsWith(e.oneLine() + "\n"), e.getMessage());
        assertTrue(e.dump().startsWith("00000040  00 00"), e.dump());
        assertEquals(e.getMessage(), e.oneLine() + "\n" + e.dump());
        FormatException noDump = new FormatException(null, "p", 1, "a", "b", "");
        assertEquals("?: p at 0x1: expected a, found b", noDump.getMessage());
        assertEquals(noDump.getMessage(), noDump.oneLine());
    }

    @Test
    void hexHelpers() {
        assertEquals("0x0000002a", Hex.u32(42));
        assertEquals("0xffffffff", Hex.u32(-1));
        assertEquals("0x2a", Hex.of(42));
        assertEquals("10 21 32", Hex.bytes(B, 0, 3));
        assertEquals("87 47", Hex.bytes(B, 7, 2));
        assertEquals("", Hex.bytes(B, 0, 0));
        ByteBuffer buf = ByteBuffer.wrap(B);
        String d = Hex.dump(buf, 0x1000, 0, 12);
        assertEquals("00001000  10 21 32 43 54 65 76 87  47 43 00 78              |.!2CTev.GC.x    |", d);
        // a window starting mid-line is padded on the left; one that runs past the buffer is clipped
        assertEquals("00000000           43 54 65 76 87  47                       |   CTev.G       |",
                Hex.dump(buf, 0, 3, 6));
        assertEquals(Hex.dump(buf, 0, 0, 12), Hex.dump(buf, 0, -5, 100));
        byte[] two = new byte[20];
        String lines = Hex.dump(ByteBuffer.wrap(two), 0, 0, 20);
        assertEquals(2, lines.split("\n").length);
        assertTrue(lines.split("\n")[1].startsWith("00000010  00 00 00 00  "), lines);
    }

    @Test
    void problemsModes() {
        assertTrue(Problems.lenient().isLenient());
        assertFalse(Problems.strict().isLenient());
        assertEquals(Problems.Mode.STRICT, Problems.strict().mode());
        assertEquals(Problems.Mode.LENIENT, Problems.lenient().mode());
        ByteReader r = ByteReader.of(new byte[16], "f").slice("s", 4, 8);
        FormatException strict = assertThrows(FormatException.class, () -> Problems.strict().violation(r, 2, "p.q", 3, "e", "a"));
        assertEquals(7, strict.offset());
        Problems lenient = Problems.lenient();
        lenient.violation(r, 2, "p.q", 3, "e", "a");
        assertEquals(new Problem(2, "f", "p.q", 7, "format", "e", "a", Severity.ERROR), lenient.rows().get(0));
        FormatException e = new FormatException("g", "x.y", 9, "e2", "a2", null);
        assertSame(e, assertThrows(FormatException.class, () -> Problems.strict().caught(e, 1)));
        lenient.caught(e, 5);
        assertEquals(new Problem(5, "g", "x.y", 9, "format", "e2", "a2", Severity.ERROR), lenient.rows().get(1));
        assertEquals(Problem.of(e, 5), lenient.rows().get(1));
        assertThrows(UnsupportedOperationException.class, () -> lenient.rows().clear());
    }

    @Test
    void mapReadsTheFileAndItsWindows(@TempDir Path tmp) throws Exception {
        Path f = tmp.resolve("m.bin");
        Files.write(f, B);
        ByteReader all = ByteReader.map(f);
        assertEquals(12, all.length());
        assertEquals("m.bin", all.file());
        assertEquals(0x87766554, all.s32("x", 4));
        ByteReader w = ByteReader.map(f, 4, 8);
        assertEquals(4, w.base());
        assertEquals(8, w.length());
        assertEquals(0x87766554, w.s32("x", 0));
        assertEquals(8, ByteReader.map(f, 4, Integer.MAX_VALUE).length());   // "to the end"
        assertThrows(java.io.IOException.class, () -> ByteReader.map(f, 4, 9));
        assertThrows(java.io.IOException.class, () -> ByteReader.map(f, -1, 2));
        assertThrows(java.io.IOException.class, () -> ByteReader.map(f, 13, 0));
        assertEquals(0, ByteReader.map(f, 12, 0).length());
    }
}
