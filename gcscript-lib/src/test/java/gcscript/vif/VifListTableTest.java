package gcscript.vif;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * A hand-laid VIF list (docs/formats/vif.md) walked inside a larger file: every column of every row of
 * {@code Vif.table}, the cycle and mode carried from STCYCL/STMOD, filling-mode UNPACK sizes, strict-walk errors.
 */
class VifListTableTest {
    static final int PREFIX = 8;   // the list starts 8 bytes into its file, so absolute offsets differ from indices

    /** The list, as (word, payload bytes) pairs written little-endian after PREFIX zero bytes. */
    static ByteReader list(int trailing) {
        ByteBuffer b = ByteBuffer.allocate(PREFIX + 96 + trailing)
                .order(ByteOrder.LITTLE_ENDIAN);
        b.position(PREFIX);
        b.putInt(VifCode.word(VifCode.NOP, 0, 0));                      // 8:  NOP
        b.putInt(0x80000000 | VifCode.word(VifCode.MARK, 0, 0x77));     // 12: MARK with the interrupt bit
        b.putInt(VifCode.word(VifCode.STCYCL, 0, 0x0402));              // 16: STCYCL wl 4, cl 2 (filling mode)
        b.putInt(VifCode.word(VifCode.STMOD, 0, 1));                    // 20: STMOD offset mode
        // 24: UNPACK V4_8 with mask, usn, flg; NUM 5 under wl 4 / cl 2 reads 2·(5/4) + min(1, 2) = 3 elements
        b.putInt(VifCode.unpackWord(VifCode.V4, VifCode.L8, true, 5, 0x123, true, true));
        b.put(new byte[12]);
        b.putInt(VifCode.word(VifCode.STCYCL, 0, 0x0101));              // 40: back to normal
        b.putInt(VifCode.word(VifCode.STROW, 0, 0));                    // 44: STROW + 16
        b.put(new byte[16]);
        b.putInt(VifCode.unpackWord(VifCode.S, VifCode.L16, false, 3, 0x3ff, false, false));   // 64: S_16 × 3 = 6 → 8
        b.put(new byte[8]);
        b.putInt(VifCode.word(VifCode.DIRECT, 0, 1));                   // 76: DIRECT 1 qword
        b.put(new byte[16]);
        b.putInt(VifCode.word(VifCode.STMASK, 0, 0));                   // 96: STMASK + 4
        b.putInt(0);
        return ByteReader.of(b.array(), "list.bin").slice("list", PREFIX, b.capacity() - PREFIX);
    }

    @Test
    void everyColumnOfEveryRow() {
        ByteReader r = list(0);
        List<VifCommand> cmds = Vif.walk(r);
        Table t = Vif.table(cmds);
        assertEquals(List.of("offset", "cmd", "name", "format", "num", "imm", "vn", "vl", "mask", "addr", "usn", "flg",
                "payload_offset", "payload_bytes", "wl", "cl", "mode", "interrupt"), t.columnNames());
        // offset, cmd, name, format, num, imm, vn, vl, mask, addr, usn, flg, payload_offset, payload_bytes, wl, cl, mode, interrupt
        Object[][] want = {
            {8L, 0x00, "NOP", "", 256, 0, -1, -1, -1, -1, -1, -1, 12L, 0, 1, 1, 0, 0},
            {12L, 0x07, "MARK", "", 256, 0x77, -1, -1, -1, -1, -1, -1, 16L, 0, 1, 1, 0, 1},
            {16L, 0x01, "STCYCL", "", 256, 0x402, -1, -1, -1, -1, -1, -1, 20L, 0, 1, 1, 0, 0},
            {20L, 0x05, "STMOD", "", 256, 1, -1, -1, -1, -1, -1, -1, 24L, 0, 4, 2, 0, 0},
            {24L, 0x7e, "UNPACK", "V4_8", 5, 0xc123, 3, 2, 1, 0x123, 1, 1, 28L, 12, 4, 2, 1, 0},
            {40L, 0x01, "STCYCL", "", 256, 0x101, -1, -1, -1, -1, -1, -1, 44L, 0, 4, 2, 1, 0},
            {44L, 0x30, "STROW", "", 256, 0, -1, -1, -1, -1, -1, -1, 48L, 16, 1, 1, 1, 0},
            {64L, 0x61, "UNPACK", "S_16", 3, 0x3ff, 0, 1, 0, 0x3ff, 0, 0, 68L, 8, 1, 1, 1, 0},
            {76L, 0x50, "DIRECT", "", 256, 1, -1, -1, -1, -1, -1, -1, 80L, 16, 1, 1, 1, 0},
            {96L, 0x20, "STMASK", "", 256, 0, -1, -1, -1, -1, -1, -1, 100L, 4, 1, 1, 1, 0},
        };
        assertEquals(want.length, t.rowCount(), t.printAll());
        for (int i = 0; i < want.length; i++) {
            for (int c = 0; c < want[i].length; c++) {
                assertEquals(want[i][c], t.column(c).get(i), "row " + i + " " + t.column(c).name());
            }
        }
        VifCommand up = cmds.get(4);
        assertTrue(up.isUnpack());
        assertEquals(3, up.elements());
        assertEquals(12, up.dataBytes());
        assertEquals(32, up.end());
        assertEquals(16, up.totalBytes());
        assertFalse(cmds.get(0).isUnpack());
        assertEquals(1.0, Vif.rate(r));
        assertSame(cmds.size(), Vif.walkStrict(r, "p").size());
    }

    @Test
    void trailingBytesAndTruncatedPayloads() {
        ByteReader r = list(2);
        List<VifCommand> cmds = Vif.walk(r);
        VifCommand last = cmds.get(cmds.size() - 1);
        assertEquals("truncated", last.status());
        assertEquals("truncated", last.name());
        assertEquals(96, last.offset());
        assertEquals(2, last.payloadBytes());
        assertEquals((96.0) / 98, Vif.rate(r), 1e-12);
        FormatException e = assertThrows(FormatException.class, () -> Vif.walkStrict(r, "core.list"));
        assertEquals("core.list[10]", e.path());
        assertEquals(PREFIX + 96, e.offset());
        assertEquals("2 bytes left", e.actual());

        // a payload past the end of the walked range: the walk stops with one truncated row
        List<VifCommand> cut = Vif.walk(r, 0, 50, 1, 1, 0);
        assertEquals("truncated", cut.get(cut.size() - 1).status());
        assertEquals(36, cut.get(cut.size() - 1).offset());
        assertEquals(16, cut.get(cut.size() - 1).payloadBytes());
        FormatException e2 = assertThrows(FormatException.class, () -> Vif.walkStrict(r, "l", 0, 50, 1, 1, 0));
        assertEquals("command of 20 bytes inside the list ending at 0x3a", e2.expected());
        assertEquals("14 bytes left", e2.actual());
        // starting state is taken from the caller: under wl 4 / cl 2 the first UNPACK reads 3 of 5 elements
        List<VifCommand> mid = Vif.walk(r, 16, 32, 4, 2, 1);
        assertEquals(12, mid.get(0).payloadBytes());
        assertEquals(1, mid.get(0).mode());
        assertThrows(FormatException.class, () -> Vif.walk(r, 16, 200, 1, 1, 0));
    }

    @Test
    void invalidCommandStopsTheWalk() {
        ByteBuffer b = ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0).putInt(VifCode.word(0x08, 0, 0)).putInt(0);
        ByteReader r = ByteReader.of(b.array(), "bad");
        List<VifCommand> cmds = Vif.walk(r);
        assertEquals(2, cmds.size());
        assertEquals("invalid", cmds.get(1).status());
        assertEquals(-1, cmds.get(1).payloadBytes());
        assertEquals(4, cmds.get(1).totalBytes());
        assertEquals(4 / 12.0, Vif.rate(r), 1e-12);
        FormatException e = assertThrows(FormatException.class, () -> Vif.walkStrict(r, "x"));
        assertEquals("x[1]", e.path());
        assertEquals("0x08000000 (cmd 0x8)", e.actual());
        assertEquals(-1, new VifCode(VifCode.word(0x08, 0, 0)).payloadBytes(1, 1));
        assertEquals(1.0, Vif.rate(ByteReader.of(new byte[0], "empty")));
        Table t = Vif.table(cmds);
        assertEquals("invalid", t.stringColumn("name").get(1));
        assertEquals(-1, t.intColumn("vn").get(1));
    }

    @Test
    void codeWordFieldsAndTheirBits() {
        VifCode c = new VifCode(0x80000000 | VifCode.unpackWord(VifCode.V2, VifCode.L32, false, 0, 0x3ff, true, false));
        assertTrue(c.interrupt());
        assertEquals(256, c.num());
        assertEquals(0, c.numRaw());
        assertTrue(c.usn());
        assertFalse(c.flg());
        assertEquals("V2_32", c.format());
        assertEquals(8, c.elementBytes());
        assertEquals(256 * 8, c.unpackDataBytes(1, 1));
        assertEquals(256 * 8, c.payloadBytes(1, 1));
        assertFalse(new VifCode(0x7fffffff).interrupt());
        VifCode cyc = new VifCode(VifCode.word(VifCode.STCYCL, 0, 0x0304));
        assertEquals(3, cyc.wl());
        assertEquals(4, cyc.cl());
        assertEquals(0x3ff, new VifCode(0xffff).addr());
        assertFalse(new VifCode(0x3fff).flg());
        assertTrue(new VifCode(0x8000).flg());
        assertEquals("6c0a8005 UNPACK V4_32 num=10 imm=0x8005", new VifCode(VifCode.unpackWord(3, 0, false, 10, 5, false, true)).toString());
        assertEquals("00000000 NOP num=256 imm=0x0", new VifCode(0).toString());
        assertEquals(4 + 16, new VifCode(VifCode.word(VifCode.STCOL, 0, 0)).totalBytes());
        assertEquals(4 + 3 * 8, new VifCode(VifCode.word(VifCode.MPG, 3, 0)).totalBytes());
        assertEquals(4 + 65536L * 16, new VifCode(VifCode.word(VifCode.DIRECTHL, 0, 0)).totalBytes());
        // V4_5 is the only 5-bit format
        assertTrue(new VifCode(VifCode.unpackWord(3, 3, false, 1, 0, false, false)).isValid());
        assertFalse(new VifCode(VifCode.unpackWord(2, 3, false, 1, 0, false, false)).isValid());
        assertEquals(2, new VifCode(VifCode.unpackWord(3, 3, false, 1, 0, false, false)).elementBytes());
    }

    @Test
    void randomRateIsTheMeanRateOverRandomRegions() {
        java.util.Random rnd = new java.util.Random(11);
        byte[] b = new byte[64];
        double sum = 0;
        for (int i = 0; i < 50; i++) {
            rnd.nextBytes(b);
            sum += Vif.rate(ByteReader.of(b, "r"));
        }
        assertEquals(sum / 50, Vif.randomRate(11, 64, 50), 1e-12);
        assertTrue(sum > 0, "some random regions start with a valid command");
        assertEquals(Vif.randomRate(11, 64), Vif.randomRate(11, 64, 1));
        assertTrue(Vif.randomRate(11, 64, 50) < 0.5);
    }
}
