package gcscript.gameplay;

import static gcscript.gameplay.GameplayChecksTest.broken;
import static gcscript.gameplay.GameplayChecksTest.fails;
import static gcscript.gameplay.GameplayChecksTest.i32;
import static gcscript.gameplay.GameplayChecksTest.ptr;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.check.Checks;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The areas block (0x98): its checks on broken input, and the tables against the stored bytes. */
class AreasTest {
    static final int AT = ptr(AreaLayout.AREAS), HEAD = AT + 4, N = i32(HEAD), AREA0 = HEAD + 0x20;

    /** The first link list present: its part index. */
    static int firstPart() {
        for (int k = 0; k < 5; k++) if (i32(HEAD + 4 + 4 * k) != 0) return k;
        throw new AssertionError("the sample's level 1 has no area links");
    }

    @Test void theSampleLevelHasAreasAndTheirChecksHold() {
        assertTrue(AT != 0 && N > 0, "the sample's level 1 has areas");
        Checks c = broken(b -> {});
        assertTrue(c.list().stream().anyMatch(k -> k.check().equals("gameplay.area_size")));
        assertTrue(c.list().stream().anyMatch(k -> k.check().equals("gameplay.area_link_exists")));
        assertTrue(c.allHold(), c.failures().toString());
    }

    @Test void brokenAreas() {
        fails(broken(b -> b.putInt(AT, i32(AT) + 4)), "gameplay.area_size", "areas.size.size");
        int k = firstPart(), list = HEAD + i32(HEAD + 4 + 4 * k);
        fails(broken(b -> b.putInt(list, 99)), "gameplay.area_link_exists", "_links[");
        fails(broken(b -> b.putInt(list, -1)), "gameplay.area_link_exists", AreaLayout.PARTS[k] + "_links[");
        fails(broken(b -> b.putShort(AREA0 + 0x10 + 2 * k, (short) 30000)), "gameplay.block_readable", "areas");
        fails(broken(b -> b.putShort(AREA0 + 0x10 + 2 * k, (short) -1)), "gameplay.block_readable", "areas");
        fails(broken(b -> b.putInt(HEAD, 100000)), "gameplay.block_readable", "areas");
    }

    @Test void tablesShowTheStoredValues() {
        GameplayModel m = EnvBlocksTest.model();
        Table h = Areas.headerTable(m);
        assertEquals(1, h.rowCount());
        assertEquals(i32(AT), h.intColumn("size").get(0));
        assertEquals(N, h.intColumn("area_count").get(0));
        Table a = Areas.areasTable(m);
        assertEquals(N, a.rowCount());
        Table l = Areas.linksTable(m);
        int total = 0;
        for (int i = 0; i < N; i++) {
            for (int k = 0; k < 5; k++) {
                int count = (short) (i32(AREA0 + 0x30 * i + 0x10 + 2 * k - (k % 2 == 1 ? 2 : 0)) >> (k % 2 == 1 ? 16 : 0));
                assertEquals(count, a.intColumn(AreaLayout.PARTS[k] + "_count").get(i));
                int first = HEAD + i32(HEAD + 4 + 4 * k) + i32(AREA0 + 0x30 * i + 0x1c + 4 * k);
                for (int r = 0; r < l.rowCount(); r++) {
                    if (l.intColumn("area").get(r) == i && l.stringColumn("kind").get(r).equals(AreaLayout.PARTS[k])) {
                        int rec = l.intColumn("record").get(r);
                        assertEquals(first + 4 * rec, l.longColumn("offset").get(r));
                        assertEquals(i32(first + 4 * rec), l.intColumn("link").get(r));
                        total++;
                    }
                }
            }
        }
        assertEquals(l.rowCount(), total);
        assertTrue(total > 0);
    }
}
