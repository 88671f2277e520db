package gcscript.bytes;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class ByteReaderTest {
    private final byte[] bytes = {0x01, 0x02, 0x03, 0x04, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0, 0, (byte) 0x80, 0x3f};

    @Test
    void readsLittleEndian() {
        ByteReader r = ByteReader.of(bytes, "t.bin");
        assertEquals(0x04030201, r.s32("x", 0));
        assertEquals(0xffffffffL, r.u32("x", 4));
        assertEquals(-1, r.s32("x", 4));
        assertEquals(0x0201, r.u16("x", 0));
        assertEquals(-1, r.s16("x", 4));
        assertEquals(1.0f, r.f32("x", 8));
    }

    @Test
    void indexOfFindsEachPairOnceAndStopsAtTheEnd() {
        ByteReader r = ByteReader.of(bytes, "t.bin");
        assertEquals(4, r.indexOf(0, 0xff, 0xff));
        assertEquals(5, r.indexOf(5, 0xff, 0xff));
        assertEquals(6, r.indexOf(6, 0xff, 0xff));
        assertEquals(-1, r.indexOf(7, 0xff, 0xff));
        assertEquals(0, r.indexOf(-3, 0x01, 0x02));
        assertEquals(10, r.indexOf(0, 0x80, 0x3f));      // the last pair of the buffer
        assertEquals(-1, r.indexOf(0, 0x3f, 0x00));      // never reads past the end
        assertEquals(-1, r.indexOf(0, 0x02, 0x01));      // order matters
        ByteReader w = r.slice("w", 4, 4);                // offsets are the slice's own
        assertEquals(0, w.indexOf(0, 0xff, 0xff));
        assertEquals(-1, w.indexOf(0, 0xff, 0x00));      // 0x00 lies outside the slice
        java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
        ByteReader d = ByteReader.of(direct, "d.bin", 0);  // a mapped file's buffer has no array: the other loop
        assertEquals(4, d.indexOf(0, 0xff, 0xff));
        assertEquals(6, d.indexOf(6, 0xff, 0xff));
        assertEquals(10, d.indexOf(0, 0x80, 0x3f));
        assertEquals(-1, d.indexOf(0, 0x3f, 0x00));
        assertEquals(-1, d.slice("w", 4, 4).indexOf(0, 0xff, 0x00));
    }

    @Test
    void indexOfAgreesWithAByteByByteScan() {
        java.util.Random rnd = new java.util.Random(11);
        for (int round = 0; round < 300; round++) {
            byte[] b = new byte[rnd.nextInt(70)];
            // mostly the two bytes searched for, so runs, overlaps (f6 f6 7c) and lanes above a match all occur
            for (int i = 0; i < b.length; i++) b[i] = (byte) (rnd.nextInt(4) == 0 ? rnd.nextInt(256) : rnd.nextBoolean() ? 0xf6 : 0x7c);
            int off = b.length == 0 ? 0 : rnd.nextInt(Math.min(b.length, 9));
            ByteReader heap = ByteReader.of(b, "r.bin").slice("s", off, b.length - off);
            java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(b.length).put(b).flip();
            ByteReader mapped = ByteReader.of(direct, "d.bin", 0).slice("s", off, b.length - off);
            int x = rnd.nextBoolean() ? 0xf6 : 0x7c, y = rnd.nextBoolean() ? 0x7c : 0xf6;
            for (int from = -1; from <= heap.length(); from++) {
                int want = -1;
                for (int i = Math.max(0, from); i + 1 < heap.length(); i++) {
                    if ((b[off + i] & 0xff) == x && (b[off + i + 1] & 0xff) == y) { want = i; break; }
                }
                assertEquals(want, heap.indexOf(from, x, y), "heap round " + round + " from " + from);
                assertEquals(want, mapped.indexOf(from, x, y), "direct round " + round + " from " + from);
            }
        }
    }

    @Test
    void heapBytesReadAsAMappedBufferDoes() {
        // a heap buffer is read from its array (the fast path), a mapped one through ByteBuffer: every primitive at
        // every offset of slices with and without an array offset gives the same value, and the same bound
        java.util.Random rnd = new java.util.Random(23);
        byte[] b = new byte[40];
        rnd.nextBytes(b);
        b[9] = (byte) 0x80;       // sign bits of s8, s16 (at 8) and s32 (at 6)
        java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(b.length).put(b).flip();
        for (int off : new int[] {0, 3}) {
            ByteReader heap = ByteReader.of(b, "r.bin").slice("s", off, b.length - off);
            ByteReader mapped = ByteReader.of(direct, "d.bin", 0).slice("s", off, b.length - off);
            for (int at = 0; at < heap.length(); at++) {
                int i = off + at;
                assertEquals(b[i], heap.s8("x", at));
                assertEquals(mapped.s8("x", at), heap.s8("x", at));
                assertEquals(b[i] & 0xff, heap.u8("x", at));
                assertEquals(b[i] & 0xff, heap.u8(at));
                if (at + 2 <= heap.length()) {
                    short want = (short) ((b[i] & 0xff) | (b[i + 1] & 0xff) << 8);
                    assertEquals(want, heap.s16("x", at), "s16 at " + at);
                    assertEquals(mapped.s16("x", at), heap.s16("x", at));
                    assertEquals(want & 0xffff, heap.u16("x", at));
                    assertEquals(mapped.u16("x", at), heap.u16(at));
                }
                if (at + 4 <= heap.length()) {
                    int want = java.nio.ByteBuffer.wrap(b, i, 4).order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt();
                    assertEquals(want, heap.s32("x", at), "s32 at " + at);
                    assertEquals(mapped.s32("x", at), heap.s32(at));
                    assertEquals(want & 0xffffffffL, heap.u32("x", at));
                    assertEquals(mapped.u32("x", at), heap.u32("x", at));
                    assertEquals(Float.floatToRawIntBits(mapped.f32("x", at)), Float.floatToRawIntBits(heap.f32("x", at)));
                }
                if (at + 8 <= heap.length()) {
                    long want = java.nio.ByteBuffer.wrap(b, i, 8).order(java.nio.ByteOrder.LITTLE_ENDIAN).getLong();
                    assertEquals(want, heap.s64("x", at), "s64 at " + at);
                    assertEquals(mapped.s64("x", at), heap.s64("x", at));
                }
            }
            int end = heap.length();
            assertThrows(FormatException.class, () -> heap.u8("x", end));
            assertThrows(FormatException.class, () -> heap.u16("x", end - 1));
            assertThrows(FormatException.class, () -> heap.s32("x", end - 3));
            assertThrows(FormatException.class, () -> heap.s64("x", end - 7));
            assertThrows(FormatException.class, () -> heap.u32("x", -1));
        }
    }

    @Test
    void readPastEndNamesPathFileAndAbsoluteOffset() {
        ByteReader r = ByteReader.of(bytes, "t.bin").slice("window", 4, 8);
        assertEquals(4, r.base());
        FormatException e = assertThrows(FormatException.class, () -> r.s32("level[3].header.data.size_sectors", 6));
        assertEquals("t.bin", e.file());
        assertEquals("level[3].header.data.size_sectors", e.path());
        assertEquals(10, e.offset());
        assertTrue(e.getMessage().contains("00000004  ff ff ff ff 00 00 80 3f"), e.getMessage());
        assertThrows(FormatException.class, () -> r.u8("x", -1));
        assertThrows(FormatException.class, () -> r.s32("x", Long.MAX_VALUE));
    }

    @Test
    void requireArrayRefusesCountsTheBytesCannotHold() {
        ByteReader r = ByteReader.of(new byte[100], "t.bin");
        assertEquals(6, r.requireArray("t", 4, 6, 16));
        assertThrows(FormatException.class, () -> r.requireArray("t", 4, 7, 16));
        assertThrows(FormatException.class, () -> r.requireArray("t", 4, -1, 16));
        assertThrows(FormatException.class, () -> r.requireArray("t", 4, Integer.MAX_VALUE, 16));
        assertThrows(FormatException.class, () -> r.requireArray("t", 101, 0, 16));
        assertEquals(0, r.requireArray("t", 100, 0, 16));
    }

    @Test
    void sliceIsCheckedAndKeepsAbsoluteOffsets() {
        ByteReader r = ByteReader.of(bytes, "t.bin");
        ByteReader s = r.slice("s", 2, 4);
        assertEquals(4, s.length());
        assertEquals(5, s.absolute(3));
        assertEquals(0x03, s.u8("x", 0));
        assertThrows(FormatException.class, () -> r.slice("s", 10, 4));
        assertThrows(FormatException.class, () -> r.slice("s", -1, 4));
        ByteReader f = s.asFile("inner");
        assertEquals(0, f.base());
        assertEquals("inner", f.file());
    }

    @Test
    void problemsStrictThrowsLenientRecords() {
        Problems strict = Problems.strict();
        assertThrows(FormatException.class, () -> strict.report(1, "f", "p", 4, "c", "1", "2", Severity.ERROR));
        strict.report(1, "f", "p", 4, "c", "1", "2", Severity.WARNING);
        assertEquals(1, strict.rows().size());
        Problems lenient = Problems.lenient();
        lenient.report(1, "f", "p", 4, "c", "1", "2", Severity.ERROR);
        assertEquals("p", lenient.rows().get(0).path());
    }
}
