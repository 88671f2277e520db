package gcscript.bytes;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.table.TextTable;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.ShortColumn;
import tech.tablesaw.api.Table;

/** A 32-bit word prints as 32 bits (issue 27: a message said {@code found 0xffffffff93b198a8}). */
class HexTest {
    static final int WORD = 0x93b198a8;   // negative as a Java int

    @Test
    void anIntWordIsNotSignExtended() {
        assertEquals("0x93b198a8", Hex.of(WORD));
        assertEquals("0xffffffff", Hex.of(-1));
        assertEquals("0x10", Hex.of(16));
        // a long keeps its 64 bits: only an int was widened wrongly
        assertEquals("0xffffffff93b198a8", Hex.of((long) WORD));
        assertEquals("0x93b198a8", Hex.of(WORD & 0xffffffffL));
    }

    @Test
    void boxedIntegersPrintAtTheirOwnWidth() {
        assertEquals("0x93b198a8", Hex.of((Number) Integer.valueOf(WORD)));
        assertEquals("0xfff0", Hex.of((Number) Short.valueOf((short) -16)));
        assertEquals("0x80", Hex.of((Number) Byte.valueOf((byte) -128)));
        assertEquals("0xfffffffffffffff0", Hex.of((Number) Long.valueOf(-16)));
    }

    @Test
    void textTablesPrintANegativeIntOffsetAsItsWord() {
        Table t = Table.create("t", IntColumn.create("data_offset", new int[] {WORD}),
                ShortColumn.create("short_ofs", new short[] {(short) -2}), LongColumn.create("offset", new long[] {0x1234}));
        String text = TextTable.render(t, 0);
        assertTrue(text.contains("0x93b198a8"), text);
        assertFalse(text.contains("0xffffffff93b198a8"), text);
        assertTrue(text.contains("0xfffe"), text);
        assertTrue(text.contains("0x1234"), text);
    }
}
