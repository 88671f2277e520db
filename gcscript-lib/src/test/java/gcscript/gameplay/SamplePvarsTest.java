package gcscript.gameplay;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.level.Level;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The pvar tables of the sample read against each other and the instance tables: every fixup's stored word is the
 * 4 bytes its pvar holds at pointer_offset (little-endian), a moby link names the moby whose uid it holds, a fixup's
 * owner names that pvar_index, every instance with a pvar_index has its row, and the whole-disc tables are the
 * levels' rows together.
 */
class SamplePvarsTest {
    static final Disc DISC = Gc.sample();

    static Table instances(Gameplay g, String kind) {
        return switch (kind) { case "moby" -> g.mobyInstances(); case "camera" -> g.cameras(); default -> g.soundInstances(); };
    }

    @Test
    void fixupWordsAreThePvarBytesAndLinksNameMobies() {
        int links = 0, pointers = 0, pvars = 0;
        Set<String> kinds = new TreeSet<>();
        for (Level l : DISC.levels()) {
            Gameplay g = l.gameplay();
            Table p = g.pvars(), mobies = g.mobyInstances();
            Map<Integer, String> bytes = new HashMap<>();
            for (int r = 0; r < p.rowCount(); r++) {
                int idx = p.intColumn("pvar_index").getInt(r);
                String hex = p.stringColumn("bytes").get(r), kind = p.stringColumn("kind").get(r);
                assertEquals(2 * p.intColumn("pvar_size").getInt(r), hex.length());
                assertEquals(idx, instances(g, kind).intColumn("pvar_index").getInt(p.intColumn("record").getInt(r)));
                bytes.put(idx, hex);
                kinds.add(kind);
            }
            long named = 0;
            for (String k : new String[] {"moby", "camera", "sound"}) {
                named += instances(g, k).intColumn("pvar_index").asList().stream().filter(v -> v >= 0).count();
            }
            assertEquals(named, p.rowCount(), "level " + l.number() + ": one pvars row per instance naming a pvar");
            pvars += p.rowCount();
            for (boolean link : new boolean[] {true, false}) {
                Table f = link ? g.mobyLinkFixups() : g.pvarPointerFixups();
                for (int r = 0; r < f.rowCount(); r++) {
                    int idx = f.intColumn("pvar_index").getInt(r), off = (int) f.longColumn("pointer_offset").getLong(r);
                    String hex = bytes.get(idx);
                    int word = 0;
                    for (int k = 3; k >= 0; k--) word = word << 8 | Integer.parseInt(hex.substring(2 * (off + k), 2 * (off + k) + 2), 16);
                    assertEquals(word, f.intColumn("value").getInt(r), "level " + l.number() + " fixup " + r);
                    Table owner = instances(g, f.stringColumn("instance_kind").get(r));
                    assertEquals(idx, owner.intColumn("pvar_index").getInt(f.intColumn("instance").getInt(r)));
                    if (link) {
                        int m = f.intColumn("linked_moby").getInt(r);
                        assertEquals(word, m < 0 ? -1 : mobies.intColumn("uid").getInt(m));
                    }
                }
                if (link) links += f.rowCount();
                else pointers += f.rowCount();
            }
        }
        assertTrue(pvars >= 5 && links >= 5 && pointers >= 5, pvars + " pvars, " + links + " links, " + pointers + " pointers");
        assertEquals(Set.of("camera", "moby", "sound"), kinds, "pvars of every instance kind on the sample");
    }

    @Test
    void wholeDiscTablesAreTheLevelsTogether() {
        int pvars = 0, links = 0, cameras = 0;
        for (Level l : DISC.levels()) {
            pvars += l.gameplay().pvars().rowCount();
            links += l.gameplay().mobyLinkFixups().rowCount();
            cameras += l.gameplay().cameras().rowCount();
        }
        assertEquals(pvars, DISC.levels().gameplay().pvars().rowCount());
        assertEquals(links, DISC.levels().gameplay().mobyLinkFixups().rowCount());
        assertEquals(cameras, DISC.levels().gameplay().cameras().rowCount());
    }
}
