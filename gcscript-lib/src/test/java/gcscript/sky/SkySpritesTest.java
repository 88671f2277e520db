package gcscript.sky;

import static gcscript.sky.SkyBytes.*;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.Problems;
import gcscript.table.Scope;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The sprite buffer (rac2-formats-phase2 §4.1: maximum_sprite_count x 0x20 bytes at sprites, 0x40-aligned): read as
 * raw slots, one table row each, and checked to lie inside the sky; a buffer that does not is reported and not read.
 */
class SkySpritesTest {
    /** A hand-made sky with a buffer of {@code count} slots at {@code at} (the bytes there are the CLUT's). */
    static SkyModel withSprites(int count, int at) {
        return new SkyBytes().s16(0x0a, count).s32(0x1c, at).read(Problems.strict(), 0x1000);
    }

    @Test void aBufferInsideTheSkyIsReadSlotBySlot() {
        int at = DATA + CLUT + 0x40;               // 0xc0: 0x40-aligned, two slots of CLUT words (each its own value)
        SkyModel m = withSprites(2, at);
        assertEquals("holds", SkyEdgesTest.status(m, "sky.sprites", "sprites"));
        assertEquals(2, m.spriteCount());
        Table t = new Sky(Scope.of(() -> m)).sprites();
        assertEquals(2, t.rowCount());
        for (int s = 0; s < 2; s++) {
            assertEquals(s, t.intColumn("record").get(s));
            assertEquals(0x1000 + at + 0x20 * s, t.longColumn("offset").get(s));
            assertEquals(at + 0x20 * s, t.longColumn("sky_offset").get(s));
            for (int w = 0; w < 8; w++) {
                int entry = (0x40 + 0x20 * s + 4 * w) / 4;    // the CLUT entry under word w
                assertEquals(0x80000000L | entry * 0x010203L, t.longColumn("word_" + w).get(s), "slot " + s + " word " + w);
            }
        }
    }

    @Test void noBufferIsNoRowsAndHolds() {
        SkyModel m = withSprites(0, 0);
        assertEquals("holds", SkyEdgesTest.status(m, "sky.sprites", "sprites"));
        assertEquals(0, new Sky(Scope.of(() -> m)).sprites().rowCount());
    }

    @Test void aBufferOutsideTheSkyUnalignedOrWithoutACountFails() {
        int[][] bad = {
            {2, DATA + CLUT + 0x50},                    // not 0x40-aligned
            {(LENGTH - 0x40) / 0x20 + 1, 0x40},         // runs past the sky's end by one slot
            {0, 0x80},                                  // an offset without a count
            {-1, 0x80},                                 // a negative count
            {1, 0},                                     // a count without an offset
        };
        for (int[] b : bad) {
            SkyModel m = withSprites(b[0], b[1]);
            assertEquals("fails", SkyEdgesTest.status(m, "sky.sprites", "sprites"), b[0] + " at " + b[1]);
            assertEquals(0, m.spriteCount(), "nothing read from a buffer that fails");
        }
        // exactly up to the sky's end holds
        assertEquals(0, (LENGTH - 0x40) % 0x20, "the hand-made sky ends on a slot boundary");
        SkyModel edge = withSprites((LENGTH - 0x40) / 0x20, 0x40);
        assertEquals("holds", SkyEdgesTest.status(edge, "sky.sprites", "sprites"));
    }
}
