package gcscript.vif;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class VifTest {

    private static ByteReader words(int... w) {
        ByteBuffer b = ByteBuffer.allocate(w.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (int x : w) b.putInt(x);
        return ByteReader.of(b.array(), "test");
    }

    @Test
    void decodesFieldsOfTfragPositionUnpack() {
        // 0x69 = 0b11_0_10_01: unpack, no mask, vn = 2 (V3), vl = 1 (16-bit); the notes' position command.
        VifCode c = new VifCode(0x694b8000 | 0x123);
        assertTrue(c.isUnpack());
        assertEquals(0x69, c.cmd());
        assertEquals(2, c.vn());
        assertEquals(1, c.vl());
        assertEquals("V3_16", c.format());
        assertEquals(6, c.elementBytes());
        assertEquals(0x4b, c.num());
        assertEquals(0x123, c.addr());
        assertFalse(c.usn());
        assertTrue(c.flg());
        assertFalse(c.mask());
        // 75 elements × 6 = 450 bytes, padded to 452 (the notes' worked example).
        assertEquals(452, c.payloadBytes(1, 1));
        assertEquals(456, c.totalBytes());
    }

    @Test
    void numZeroMeans256() {
        VifCode c = new VifCode(VifCode.unpackWord(VifCode.V4, VifCode.L8, false, 0, 0, true, false));
        assertEquals(256, c.num());
        assertEquals(4 + 256 * 4, c.totalBytes());
        assertTrue(c.usn());
        VifCode mpg = new VifCode(VifCode.word(VifCode.MPG, 0, 0));
        assertEquals(4 + 256 * 8, mpg.totalBytes());
    }

    @Test
    void sizesOfEveryCommandKind() {
        assertEquals(4, new VifCode(0x00000000).totalBytes());           // NOP
        assertEquals(4, new VifCode(0x01000404).totalBytes());           // STCYCL wl=4 cl=4
        assertEquals(4, new VifCode(0x05000001).totalBytes());           // STMOD 1
        assertEquals(8, new VifCode(0x20000000).totalBytes());           // STMASK
        assertEquals(20, new VifCode(0x30000000).totalBytes());          // STROW
        assertEquals(20, new VifCode(0x31000000).totalBytes());          // STCOL
        assertEquals(4 + 3 * 8, new VifCode(0x4a030000).totalBytes());   // MPG num 3
        assertEquals(4 + 2 * 16, new VifCode(0x50000002).totalBytes());  // DIRECT imm 2
        assertEquals(4 + 65536L * 16, new VifCode(0x51000000).totalBytes()); // DIRECTHL imm 0 = 65536 qwords
        assertEquals(4, new VifCode(0x14000010).totalBytes());           // MSCAL
        // Every unpack format: element bytes per the formula.
        int[][] expect = {{4, 2, 1, -1}, {8, 4, 2, -1}, {12, 6, 3, -1}, {16, 8, 4, 2}};
        for (int vn = 0; vn < 4; vn++) {
            for (int vl = 0; vl < 4; vl++) {
                VifCode c = new VifCode(VifCode.unpackWord(vn, vl, false, 5, 0, false, false));
                if (expect[vn][vl] < 0) {
                    assertFalse(c.isValid(), c.format());
                    assertEquals("invalid", c.name());
                } else {
                    assertEquals(expect[vn][vl], c.elementBytes(), c.format());
                    assertEquals(4 + ((5L * expect[vn][vl] + 3) & ~3L), c.totalBytes(), c.format());
                }
            }
        }
        assertEquals("V4_5", new VifCode(VifCode.unpackWord(3, 3, false, 1, 0, false, false)).format());
    }

    @Test
    void unknownCommandsAreInvalid() {
        for (int cmd : new int[] {0x08, 0x12, 0x16, 0x21, 0x32, 0x40, 0x4b, 0x52, 0x5f}) {
            assertFalse(new VifCode(cmd << 24).isValid(), Integer.toHexString(cmd));
        }
        // The interrupt bit is not part of CMD.
        assertTrue(new VifCode(0x80000000 | 0x01000404).isValid());
        assertEquals(VifCode.STCYCL, new VifCode(0x81000404).cmd());
    }

    @Test
    void fillingModeReadsFewerElements() {
        VifCode c = new VifCode(VifCode.unpackWord(VifCode.V4, VifCode.L32, false, 10, 0, false, false));
        assertEquals(10, c.unpackElements(1, 2));  // skipping
        assertEquals(10, c.unpackElements(4, 4));  // normal
        // wl = 4, cl = 2: 2 × (10 / 4) + min(10 mod 4, 2) = 4 + 2 = 6
        assertEquals(6, c.unpackElements(4, 2));
        assertEquals(0, c.unpackElements(3, 0));
    }

    @Test
    void walkFollowsStcyclAndPayloads() {
        ByteReader r = words(
                0x30000000, 1, 2, 3, 4,                       // STROW
                0x01000402,                                   // STCYCL wl=4 cl=2
                VifCode.unpackWord(3, 0, false, 4, 7, false, false), // V4_32 × 4 in filling mode: 2 × 1 = 2 elements
                10, 11, 12, 13, 14, 15, 16, 17,
                0x01000404,                                   // STCYCL 4/4
                VifCode.unpackWord(2, 2, false, 3, 9, true, false), // V3_8 × 3 = 9 bytes → 12
                0x01020304, 0x05060708, 0x090a0b0c,
                0x20000000, 0xffffffff,                       // STMASK
                0x05000001);                                  // STMOD 1
        List<VifCommand> cmds = Vif.walk(r);
        assertEquals(7, cmds.size());
        assertEquals(List.of("STROW", "STCYCL", "UNPACK", "STCYCL", "UNPACK", "STMASK", "STMOD"),
                cmds.stream().map(VifCommand::name).toList());
        assertEquals(32, cmds.get(2).payloadBytes());
        assertEquals(2, cmds.get(2).elements());
        assertEquals(0x1c + 32 + 4, cmds.get(4).offset());
        assertEquals(12, cmds.get(4).payloadBytes());
        assertEquals(1.0, Vif.rate(r));
        Table t = Vif.table(cmds);
        assertEquals(7, t.rowCount());
        assertEquals(9, t.intColumn("addr").get(4));
        assertEquals(-1, t.intColumn("addr").get(0));
        assertEquals("V3_8", t.stringColumn("format").get(4));
    }

    @Test
    void walkStopsAtInvalidAndTruncated() {
        ByteReader r = words(0x00000000, 0x01000404, 0x08000000, 0x00000000);
        List<VifCommand> cmds = Vif.walk(r);
        assertEquals(3, cmds.size());
        assertEquals("invalid", cmds.get(2).name());
        assertEquals(8, cmds.get(2).offset());
        assertEquals(0.5, Vif.rate(r));
        FormatException e = assertThrows(FormatException.class, () -> Vif.walkStrict(r, "list"));
        assertEquals("list[2]", e.path());
        assertEquals(8, e.offset());

        ByteReader t = words(0x00000000, 0x30000000, 1, 2);   // STROW needs 16 bytes, 8 present
        List<VifCommand> tc = Vif.walk(t);
        assertEquals("truncated", tc.get(1).name());
        assertEquals(0.25, Vif.rate(t));
        assertThrows(FormatException.class, () -> Vif.walkStrict(t, "list"));
    }

    @Test
    void walkOnRandomBytesOnlyThrowsFormatException() {
        Random rnd = new Random(4);
        long until = System.nanoTime() + 2_000_000_000L;
        int runs = 0;
        while (System.nanoTime() < until) {
            byte[] b = new byte[rnd.nextInt(300)];
            rnd.nextBytes(b);
            ByteReader r = ByteReader.of(b, "rnd");
            List<VifCommand> cmds = Vif.walk(r);
            long covered = 0;
            for (VifCommand c : cmds) {
                if (c.ok()) covered += c.totalBytes();
                else assertSame(c, cmds.get(cmds.size() - 1));
            }
            assertTrue(covered <= b.length);
            double rate = Vif.rate(r);
            assertTrue(rate >= 0 && rate <= 1);
            try {
                Vif.walkStrict(r, "rnd", rnd.nextInt(b.length + 1), rnd.nextInt(b.length + 10), rnd.nextInt(5), rnd.nextInt(5), 0);
            } catch (FormatException expected) {
                // the only exception allowed
            }
            runs++;
        }
        assertTrue(runs > 100);
    }

    @Test
    void randomControlRateIsLow() {
        // Random bytes: 82 of the 128 CMD values are unknown or invalid unpacks, so most walks die in the first
        // words; the mean is carried by the rare first UNPACK/DIRECT with a large payload.
        double control = Vif.randomRate(1, 4096, 400);
        assertTrue(control > 0 && control < 0.2, "control rate " + control);
        assertEquals(Vif.randomRate(7, 512, 1), Vif.randomRate(7, 512));
    }
}
