package gcscript.disc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.level.Level;
import gcscript.overlay.OverlaySection;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The sample in the retail form other tools' readers require (docs/formats/README.md "Retail form"): what Wrench and
 * noclip stop on, checked on every level of the sample as the library reads it.
 */
class RetailFormSampleTest {
    static final Disc DISC = Gc.sample();

    @Test
    void everyTieVertexHasQ4096() {
        int vertices = 0;
        for (Level l : DISC.levels()) {
            Table v = l.core().ties().vertices();
            for (int q : v.intColumn("q")) assertEquals(4096, q, "level " + l.number());
            vertices += v.rowCount();
        }
        assertTrue(vertices > 100, vertices + " tie vertices");
    }

    @Test
    void everyOverlayHasTheRetailSevenBlocks() {
        for (Level l : DISC.levels()) {
            List<Integer> types = l.overlay().sectionList().stream().map(OverlaySection::sectionType).toList();
            assertEquals(OverlaySection.RETAIL_TYPES, types, "level " + l.number());
            for (OverlaySection s : l.overlay().sectionList()) assertTrue(s.copySize() > 0, "level " + l.number() + " " + s);
        }
    }

    @Test
    void noMobyPacketHasMoreThanTwelveTexturePrimitivesAndSomeHaveTwelve() {
        int max = 0;
        for (Level l : DISC.levels()) {
            for (int t : l.core().mobies().packets().intColumn("texture_primitives")) max = Math.max(max, t);
        }
        // the fine sphere of every level switches texture often enough to fill a gif_usage entry
        assertEquals(12, max);
    }

    @Test
    void theFieldsTheGameFillsAtLoadAreZero() {
        int patches = 0;
        for (Level l : DISC.levels()) {
            Table p = l.core().tfrags().patches();
            for (String c : new String[] {"occl_index_stash", "dir_lights_upd"}) {
                for (int i = 0; i < p.rowCount(); i++) assertEquals(0, ((Number) p.column(c).get(i)).intValue(), c + " level " + l.number());
            }
            patches += p.rowCount();
        }
        assertTrue(patches > 0);
    }

    @Test
    void transitionTexturesOpenWithTheirCountAndTheBootFileIsThere() {
        int lists = 0;
        for (Level l : DISC.levels()) {
            var t = l.transitionTextures();
            if (t.count() == 0) continue;
            lists++;
            assertEquals(t.count(), t.textureList().size());
            assertTrue(t.count() < 0x1000);
        }
        assertTrue(lists > 0);
        assertTrue(DISC.file("/SCUS_972.68").isPresent());
    }
}
