package gcscript.gameplay;

import static gcscript.gameplay.GameplayChecksTest.STREAM;
import static gcscript.gameplay.GameplayChecksTest.broken;
import static gcscript.gameplay.GameplayChecksTest.fails;
import static gcscript.gameplay.GameplayChecksTest.i32;
import static gcscript.gameplay.GameplayChecksTest.ptr;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.check.Checks;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The help messages (pointers 0x10-0x2c): checks on broken input, the tables against the stored bytes. */
class HelpMessagesTest {
    static final int FRENCH = ptr(0x18);

    @Test void theSampleLevelHasEveryLanguageAndTheChecksHold() {
        for (int l = 0; l < 8; l++) assertTrue(ptr(0x10 + 4 * l) != 0, "language " + l);
        Checks c = broken(b -> {});
        assertEquals(8, c.list().stream().filter(k -> k.check().equals("gameplay.help_size")).count());
        assertTrue(c.allHold(), c.failures().toString());
    }

    @Test void brokenBlocks() {
        fails(broken(b -> b.putInt(FRENCH + 4, i32(FRENCH + 4) + 4)), "gameplay.help_size", "help_french.header.size");
        // the first string's NUL and everything after it to the next block turned into text: no end inside the block
        int text = FRENCH + i32(FRENCH + 8);
        fails(broken(b -> { for (int k = text; k < ptr(0x1c); k++) b.put(k, (byte) 'a'); }), "gameplay.block_readable", "help_french");
        fails(broken(b -> b.putInt(FRENCH + 8, 100000)), "gameplay.block_readable", "help_french");
        fails(broken(b -> b.putInt(FRENCH + 8, -4)), "gameplay.block_readable", "help_french");
        fails(broken(b -> b.putInt(FRENCH, 100000)), "gameplay.block_readable", "help_french");
    }

    @Test void tablesShowTheStoredValues() {
        GameplayModel m = EnvBlocksTest.model();
        Table blocks = HelpMessages.blocksTable(m), msgs = HelpMessages.messagesTable(m);
        assertEquals(8, blocks.rowCount());
        assertEquals("french", blocks.stringColumn("language").get(2));
        assertEquals(i32(FRENCH), blocks.intColumn("count").get(2));
        assertEquals(i32(FRENCH + 4), blocks.intColumn("size").get(2));
        int rows = 0;
        for (int l = 0; l < 8; l++) rows += i32(ptr(0x10 + 4 * l));
        assertEquals(rows, msgs.rowCount());
        Table fr = msgs.where(msgs.stringColumn("language").isEqualTo("french"));
        for (int i = 0; i < fr.rowCount(); i++) {
            int entry = FRENCH + 8 + 0x10 * i, off = i32(entry);
            assertEquals(entry, fr.longColumn("offset").get(i));
            assertEquals(off, fr.intColumn("text_offset").get(i));
            assertEquals((short) (i32(entry + 4) & 0xffff), fr.intColumn("id").get(i));
            assertEquals((short) (i32(entry + 0xc) >>> 16), fr.intColumn("character").get(i));
            int end = FRENCH + off;
            while (STREAM[end] != 0) end++;
            assertEquals(new String(STREAM, FRENCH + off, end - FRENCH - off, StandardCharsets.ISO_8859_1), fr.stringColumn("text").get(i));
        }
    }
}
