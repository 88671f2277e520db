package gcscript.layout;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.table.RecTables;
import gcscript.table.TableBuilder;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class LayoutTest {
    static final Layout L = new Layout("thing", 0x10, "test");
    static final Field A = L.u32("a", 0x0, "an unsigned word");
    static final Field B = L.s16("b", 0x4, "a signed half");
    static final Field C = L.u8("c", 0x6, "a byte");
    static final Field D = L.s8("d", 0x7, "a signed byte");
    static final Field E = L.f32("e", 0x8, "a float");
    static final Field LO = L.bits("lo", 0xc, Type.U32, 0, 9, "low 9 bits");
    static final Field HI = L.signedBits("hi", 0xc, Type.U32, 24, 8, "top byte, signed");

    static byte[] bytes(int records) {
        ByteBuffer b = ByteBuffer.allocate(8 + 0x10 * records).order(ByteOrder.LITTLE_ENDIAN);
        b.position(8);
        for (int i = 0; i < records; i++) {
            b.putInt(0xfffffff0 + i).putShort((short) (-2 - i)).put((byte) 0xfe).put((byte) 0x80)
                    .putFloat(1.5f + i).putInt(0x85000000 | (0x1ff & (300 + i)) | 0x200);
        }
        return b.array();
    }

    @Test void readsEveryTypeAtItsOffset() {
        ByteReader r = ByteReader.of(bytes(1), "f.bin");
        Rec rec = L.read(r, 8, "x[0]");
        assertEquals(0xfffffff0L, rec.u(A));
        assertEquals(-2, rec.i(B));
        assertEquals(0xfe, rec.i(C));
        assertEquals(-128, rec.i(D));
        assertEquals(1.5f, rec.f(E));
        assertEquals(1.5, rec.d(E));
        assertEquals(300, rec.i(LO));
        assertEquals(-123, rec.i(HI));
        assertEquals(8, rec.offset());
        assertEquals(8 + 0x8, rec.offsetOf(E));
        assertEquals("x[0].e", rec.pathOf(E));
        assertThrows(IllegalArgumentException.class, () -> rec.f(A));
    }

    @Test void aPayloadCopiedOutDecodesAsARecordReadDoes() {
        byte[] b = bytes(3);
        ByteReader r = ByteReader.of(b, "f.bin");
        for (int i = 0; i < 3; i++) {
            Rec rec = L.read(r, 8 + 0x10 * i, "x[" + i + "]");
            for (Field f : L.fields()) assertEquals(rec.get(f), f.get(b, 8 + 0x10 * i), f + " of record " + i);
        }
        assertEquals(-128, D.i(b, 8));
        assertEquals(-123, HI.i(b, 8));
        // big-endian and wide types, from their own bytes
        Layout w = new Layout("w", 14, "test");
        Field be16 = w.u16be("be16", 0, ""), be32 = w.u32be("be32", 2, ""), s64 = w.s64("s64", 6, "");
        byte[] x = {0x12, 0x34, (byte) 0x89, (byte) 0xab, (byte) 0xcd, (byte) 0xef, -2, -1, -1, -1, -1, -1, -1, -1};
        assertEquals(0x1234, be16.get(x, 0));
        assertEquals(0x89abcdefL, be32.get(x, 0));
        assertEquals(-2, s64.get(x, 0));
        assertThrows(IllegalArgumentException.class, () -> s64.get(x, 1));
        assertThrows(IllegalArgumentException.class, () -> be16.get(x, -1));
        Field s16 = L.fields().get(1), s32 = new Layout("v", 4, "t").s32("v", 0, "");
        assertEquals(-2, s16.get(b, 8));
        assertEquals(-16, s32.get(b, 8));
    }

    @Test void aCopiedPayloadReadsAsTheReaderDoes() {
        // Type.read of a payload copied out (the strip walks) against the reader's read of the same bytes, every type
        java.util.Random rnd = new java.util.Random(5);
        byte[] b = new byte[24];
        for (int round = 0; round < 50; round++) {
            rnd.nextBytes(b);
            ByteReader r = ByteReader.of(b, "p.bin");
            for (Type t : Type.values()) {
                for (int at = 0; at + t.size <= b.length; at++) {
                    assertEquals(t.read(r, "p", at), t.read(b, at), t + " at " + at + " of round " + round);
                }
            }
        }
        byte[] x = {(byte) 0x80, 1, 2, (byte) 0xff, 0, 0, 0, (byte) 0x80};
        assertEquals(-128, Type.S8.read(x, 0));
        assertEquals(0x80, Type.U8.read(x, 0));
        assertEquals(0x0180, Type.U16.read(x, 0));
        assertEquals(0x8001, Type.U16BE.read(x, 0));
        assertEquals(-254, Type.S16.read(x, 2));
        assertEquals(0xff020180L, Type.U32.read(x, 0));
        assertEquals(0xff020180L, Type.F32.read(x, 0));
        assertEquals(0x800102ffL, Type.U32BE.read(x, 0));
        assertEquals((int) 0xff020180, Type.S32.read(x, 0));
        assertEquals(0x80000000ff020180L, Type.S64.read(x, 0));
    }

    @Test void aFieldOfEveryRecordAtOnce() {
        // Field.ints against get(payload, record offset) record by record: a byte field (the fast loop), a signed
        // field, a bit field and a big-endian one, in records of 3 and 1 bytes
        java.util.Random rnd = new java.util.Random(9);
        byte[] b = new byte[3 * 40];
        rnd.nextBytes(b);
        Layout rec = new Layout("r3", 3, "test");
        Field u8 = rec.u8("a", 2, ""), s16 = rec.s16("b", 0, ""), bits = rec.signedBits("c", 0, Type.U16, 3, 5, "");
        Layout one = new Layout("r1", 1, "test");
        Field index = one.u8("i", 0, "");
        for (Field f : new Field[] {u8, s16, bits}) {
            int[] all = f.ints(b, 40);
            assertEquals(40, all.length);
            for (int i = 0; i < 40; i++) assertEquals(f.i(b, 3 * i), all[i], f + " of record " + i);
        }
        int[] idx = index.ints(b, b.length);
        for (int i = 0; i < b.length; i++) assertEquals(b[i] & 0xff, idx[i]);
        assertEquals(0, u8.ints(b, 0).length);
        assertEquals(7, index.ints(b, 7).length);
        assertThrows(IllegalArgumentException.class, () -> u8.ints(b, 41));
        assertThrows(IllegalArgumentException.class, () -> index.ints(b, b.length + 1));
        assertThrows(IllegalArgumentException.class, () -> index.ints(b, -1));
    }

    static byte[] random(long seed, int n) {
        byte[] b = new byte[n];
        new java.util.Random(seed).nextBytes(b);
        return b;
    }

    /** {@code b} in a direct buffer: read as a mapped image is (no heap array behind it). */
    static ByteReader direct(byte[] b, String file, long base) {
        ByteBuffer d = ByteBuffer.allocateDirect(b.length);
        d.put(b).flip();
        return ByteReader.of(d, file, base);
    }

    @Test void heapAndMappedWindowsReadTheSameRecords() {
        // Layout.read and RecArray.get read a heap window's fields from its array (heapArray), a mapped one's through
        // the reader: the same values for every field of every record, in a slice that starts inside the array; an
        // index outside a view still goes through the reader's checks (a FormatException, never another byte)
        byte[] b = random(23, 0x80);
        ByteReader heap = ByteReader.of(b, "h.bin").slice("w", 0x10, 0x60), mapped = direct(b, "m.bin", 0).slice("w", 0x10, 0x60);
        assertNotNull(heap.heapArray());
        assertNull(mapped.heapArray());
        assertEquals(0x10, heap.heapIndex());
        for (int at = 0; at + L.size() <= 0x60; at += 8) {
            Rec h = L.read(heap, at, "x"), m = L.read(mapped, at, "x");
            for (Field f : L.fields()) assertEquals(m.get(f), h.get(f), f + " of the record at " + at);
        }
        RecArray hv = L.view(heap, 8, 4, "v"), mv = L.view(mapped, 8, 4, "v");
        for (int i = 0; i < 4; i++) for (Field f : L.fields()) assertEquals(mv.get(i, f), hv.get(i, f), f + " of record " + i);
        assertThrows(FormatException.class, () -> hv.get(6, A));    // past the window: the reader's check, as mapped
        assertThrows(FormatException.class, () -> mv.get(6, A));
        assertEquals(mv.get(5, A), hv.get(5, A));                   // past the view, inside the window: read as before
        assertThrows(FormatException.class, () -> hv.get(-2, A));
    }

    @Test void aViewCopiedOutReadsAsTheViewAndClaimsNothingMore() {
        // RecArray.copy: the records' bytes, field for field what the view reads, from a mapped-like buffer (a
        // direct one, as the image is) and from a window at an offset of a heap one; nothing claimed beyond the view
        byte[] b = random(5, 0x60);
        gcscript.bytes.Coverage store = new gcscript.bytes.Coverage();
        for (ByteReader r : new ByteReader[] {direct(b, "f.bin", 0x1000), ByteReader.of(b, "g.bin").slice("w", 4, 0x50)}) {
            ByteReader rec = r.recording(store);
            RecArray v = L.view(rec, 8, 3, "x");
            byte[] c = v.copy();
            assertEquals(3 * L.size(), c.length);
            for (int i = 0; i < 3; i++) {
                for (Field f : L.fields()) assertEquals(v.get(i, f), f.get(c, i * L.size()), f + " of record " + i);
            }
            assertEquals(0, L.window(rec, 0, 0, "none").copy().length);
            var claims = store.sorted(rec.file());
            assertEquals(1, claims.size(), "the view's one claim, no other");
            assertEquals(java.util.List.of(rec.absolute(8), rec.absolute(8 + 3 * L.size())), java.util.List.of(claims.start(0), claims.end(0)));
        }
        assertThrows(gcscript.bytes.FormatException.class, () -> ByteReader.of(b, "h.bin").copyOwned(0x5d, new byte[4]));
        byte[] whole = new byte[b.length];
        ByteReader.of(b, "h.bin").copyOwned(0, whole);
        assertArrayEquals(b, whole);
    }

    @Test void arraysViewsAndBounds() {
        ByteReader r = ByteReader.of(bytes(3), "f.bin");
        var list = L.readArray(r, 8, 3, "x");
        assertEquals(3, list.size());
        assertEquals(-4, list.get(2).i(B));
        assertEquals("x[2]", list.get(2).path());
        RecArray v = L.view(r, 8, 3, "x");
        assertEquals(3.5f, v.f(2, E));
        assertEquals(301, v.i(1, LO));
        assertEquals(8 + 0x20, v.offset(2));
        FormatException e = assertThrows(FormatException.class, () -> L.readArray(r, 8, 4, "x"));
        assertEquals("x", e.path());
        assertThrows(FormatException.class, () -> L.view(r, 8, Integer.MAX_VALUE, "x"));
        FormatException one = assertThrows(FormatException.class, () -> L.read(r, 0x30, "y"));
        assertEquals("y", one.path());
        assertEquals(0x30, one.offset());
        FormatException f = L.read(r, 8, "z").error(E, "a positive float", "1.5");
        assertEquals("z.e", f.path());
        assertEquals(0x10, f.offset());
    }

    /** {@code own} claims what {@code view} claims, owner joined when shown, and fails on a bad range as {@code view} does. */
    @Test void ownClaimsWhatAViewClaims() {
        gcscript.bytes.Coverage a = new gcscript.bytes.Coverage(), b = new gcscript.bytes.Coverage();
        ByteReader ra = ByteReader.of(bytes(3), "f.bin").recording(a), rb = ByteReader.of(bytes(3), "f.bin").recording(b);
        L.view(ra, 8, 3, "x.faces");
        L.own(rb, 8, 3, "x", ".faces");
        L.own(rb, 8, 0, "none", ".faces");
        assertEquals(a.claims("f.bin"), b.claims("f.bin"));
        assertEquals(java.util.List.of(new gcscript.bytes.Coverage.Claim("f.bin", 8, 0x38, "x.faces", gcscript.bytes.Coverage.Kind.DECODED, L)),
                b.claims("f.bin"));
        for (long[] bad : new long[][] {{8, 4}, {8, -1}, {-1, 1}, {0x39, 0}, {8, Integer.MAX_VALUE}}) {
            FormatException v = assertThrows(FormatException.class, () -> L.view(ra, bad[0], bad[1], "y.v3"));
            FormatException o = assertThrows(FormatException.class, () -> L.own(rb, bad[0], bad[1], "y", ".v3"));
            assertEquals(v.getMessage(), o.getMessage());
            assertEquals("y.v3", o.path());
        }
        assertEquals(a.claims("f.bin"), b.claims("f.bin"), "a failed own claims nothing");
    }

    @Test void declarationsAreChecked() {
        Layout l = new Layout("t", 4, "test");
        l.u16("a", 0, "");
        assertThrows(IllegalArgumentException.class, () -> l.u16("a", 2, ""));
        assertThrows(IllegalArgumentException.class, () -> l.u32("b", 2, ""));
        assertThrows(IllegalArgumentException.class, () -> l.bits("c", 0, Type.U16, 10, 7, ""));
        l.read(ByteReader.of(new byte[4], "f"), 0, "p");
        assertThrows(IllegalStateException.class, () -> l.u8("late", 3, ""));
        assertEquals("a", l.field("a").name());
        assertThrows(IllegalArgumentException.class, () -> l.field("nope"));
    }

    @Test void columnsAndHeaderComeFromTheLayout() {
        ByteReader r = ByteReader.of(bytes(2), "f.bin");
        TableBuilder t = new TableBuilder("t").ints("level").fields(L);
        for (Rec rec : L.readArray(r, 8, 2, "x")) t.i(7).rec(rec).end();
        Table tab = t.build();
        assertEquals(java.util.List.of("level", "a", "b", "c", "d", "e", "lo", "hi"), tab.columnNames());
        assertEquals(0xfffffff1L, tab.longColumn("a").get(1));
        assertEquals(2.5, tab.doubleColumn("e").get(1));
        assertEquals(301, tab.intColumn("lo").get(1));
        Table h = RecTables.header("h", 7, L.read(r, 0x18, "x[1]"));
        assertEquals(7, h.rowCount());
        assertEquals(0x18 + 4, h.longColumn("offset").get(1));
        assertEquals(-3, h.longColumn("value").get(1));
        assertEquals("0xfffffffd", h.stringColumn("value_hex").get(1));
        assertEquals(2.5, h.doubleColumn("value_f32").get(4));
        assertEquals(7, RecTables.layout(L).rowCount());
    }
}
