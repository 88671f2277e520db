package gcscript.sky;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.coverage.CoverageMap;
import gcscript.coverage.Kind;
import gcscript.coverage.Region;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The sample's sky blocks beyond the minimal recipe: the sprite buffer (§4.1) is read slot by slot and owned as
 * decoded bytes, and the twin texture def (§4.4: two defs naming one image) reads the same texels and CLUT, which the
 * coverage map shows as shared (never overlap), in the levels whose manifest lists them.
 */
class SkySampleBlocksTest {
    static final Disc SAMPLE = Gc.sample();
    static final GroundTruth TRUTH = SAMPLE.groundTruth().orElseThrow();

    @Test void theSpriteBufferIsReadAndOwnedWhereTheManifestHasOne() {
        int levelsWithSprites = 0;
        for (Level l : SAMPLE.levels()) {
            long want = TRUTH.getLong("level." + l.number() + ".core.sky.sprites");
            Table t = l.core().sky().sprites();
            assertEquals(want, t.rowCount(), "level " + l.number());
            if (want == 0) continue;
            levelsWithSprites++;
            long at = TRUTH.getLong("level." + l.number() + ".core.sky.header.sprites");
            assertEquals(0, at % SkyLayouts.SPRITE_ALIGN, "0x40-aligned");
            CoverageMap m = l.coverageMap();
            String core = l.fileName() + ":core_data";
            for (int i = 0; i < t.rowCount(); i++) {
                assertEquals(at + 0x20L * i, t.longColumn("sky_offset").get(i));
                Region r = m.at(core, t.longColumn("offset").get(i)).orElseThrow();
                assertEquals(Kind.DECODED, r.kind(), r.toString());
                assertTrue(r.owner().endsWith(".sky.sprite"), r.owner());
            }
        }
        assertTrue(levelsWithSprites > 0, "the sample has a sky with a sprite buffer");
    }

    @Test void twoDefsNamingOneImageAreSharedNotOverlap() {
        int twins = 0;
        for (Level l : SAMPLE.levels()) {
            Table t = l.core().sky().textures();
            for (int a = 0; a < t.rowCount(); a++) {
                for (int b = a + 1; b < t.rowCount(); b++) {
                    if (!t.longColumn("texel_offset").get(a).equals(t.longColumn("texel_offset").get(b))) continue;
                    twins++;
                    assertEquals(t.stringColumn("rgba_sha256").get(a), t.stringColumn("rgba_sha256").get(b));
                    CoverageMap m = l.coverageMap();
                    String core = l.fileName() + ":core_data";
                    for (String col : List.of("texel_offset", "clut_offset")) {
                        Region r = m.at(core, t.longColumn(col).get(a)).orElseThrow();
                        assertEquals(Kind.SHARED, r.kind(), col + ": " + r);
                        assertTrue(r.owner().contains("sky.texture[" + a + "]") && r.owner().contains("sky.texture[" + b + "]"), r.owner());
                    }
                    assertEquals(0, m.bytes(core, Kind.OVERLAP));
                    assertTrue(m.bytes(core, Kind.SHARED) >= 1024 + t.intColumn("width").get(a) * t.intColumn("height").get(a));
                }
            }
        }
        assertTrue(twins > 0, "the sample has two sky texture defs naming one image");
    }
}
