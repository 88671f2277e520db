package gcscript.claims;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.level.Level;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class LightingClaimsTest {
    static final Disc DISC = Gc.sample();

    @Test
    void shadedIsShownAsNOfMOnLevel0() {
        Table t = Claims.verify(DISC);
        int row = -1;
        for (int i = 0; i < t.rowCount(); i++) if (t.stringColumn("id").get(i).equals("lvl0.lighting.shaded")) row = i;
        assertTrue(row >= 0);
        // the expectation, counted here from the stored select words (bits 0..3 set i, 4..7 set j, 8..15 weight)
        Level l = DISC.level(0);
        Table lights = l.core().tfrags().lights();
        int bank = l.gameplay().lights().rowCount(), shaded = 0;
        for (int i = 0; i < lights.rowCount(); i++) {
            int s = lights.intColumn("noclip_dir_lights").getInt(i);
            if ((s & 0xf) < bank && ((s >> 8) == 0 || ((s >> 4) & 0xf) < bank)) shaded++;
        }
        assertTrue(shaded > 0);
        assertEquals(shaded + "/" + lights.rowCount(), t.stringColumn("actual").get(row));
        assertTrue(t.stringColumn("detail").get(row).contains(shaded + " of " + lights.rowCount() + " vertices shaded"), t.stringColumn("detail").get(row));
        // a synthetic disc has no retail figure for it: shown, not judged
        assertEquals(Claims.NOT_MEASURABLE, t.stringColumn("status").get(row));
    }
}
