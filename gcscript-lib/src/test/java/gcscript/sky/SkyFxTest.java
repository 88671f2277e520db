package gcscript.sky;

import static gcscript.sky.SkyBytes.*;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.Problems;
import gcscript.table.Scope;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The fx list (rac2-formats-phase2 §4.1: u8[fx_count] at fx_list, indices into the texture defs), read and checked. */
class SkyFxTest {
    static SkyModel withFx(int count, int at) {
        return new SkyBytes().s16(0x0e, count).s32(0x18, at).read(Problems.strict(), 0x1000);
    }

    @Test void entriesAreReadAndNameADef() {
        // two entries written into the shell header's 8 bytes of pad (free in the hand-made sky)
        SkyBytes b = new SkyBytes().s16(0x0e, 2).s32(0x18, SHELL + 8).u8(SHELL + 8, 1).u8(SHELL + 9, 0);   // the shell's pad bytes
        SkyModel m = b.read(Problems.strict(), 0x1000);
        assertEquals("holds", SkyEdgesTest.status(m, "sky.fx", "fx_count"));
        assertEquals("holds", SkyEdgesTest.status(m, "sky.fx", "fx[0]"));
        Table t = new Sky(Scope.of(() -> m)).fx();
        assertEquals(2, t.rowCount());
        assertEquals(1, t.intColumn("texture").get(0));
        assertEquals(0, t.intColumn("texture").get(1));
        assertEquals(0x1000 + SHELL + 9, t.longColumn("offset").get(1));
    }

    @Test void noListIsNoRows() {
        SkyModel m = withFx(0, DEFS);
        assertEquals("holds", SkyEdgesTest.status(m, "sky.fx", "fx_count"));
        assertEquals(0, m.fxCount());
    }

    @Test void anEntryPastTheDefsOrAListOutsideTheSkyFails() {
        SkyModel past = new SkyBytes().s16(0x0e, 2).s32(0x18, SHELL + 8).u8(SHELL + 8, 1).u8(SHELL + 9, 2).read(Problems.strict(), 0);
        assertEquals("fails", SkyEdgesTest.status(past, "sky.fx", "fx[0]"));
        for (int[] bad : new int[][] {{2, LENGTH - 1}, {-1, DEFS}, {1, 0x3f}}) {
            SkyModel m = withFx(bad[0], bad[1]);
            assertEquals("fails", SkyEdgesTest.status(m, "sky.fx", "fx_count"), bad[0] + " at " + bad[1]);
            assertEquals(0, m.fxCount());
        }
    }
}
