package gcscript.disc;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.core.CoreCheck;
import gcscript.core.LevelCore;
import gcscript.core.TextureKind;
import gcscript.level.Level;
import gcscript.texture.Texture;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every level core of the sample, through the disc API, against the generator's manifest. */
class SampleCoreTest {
    static final Disc DISC = Gc.sample();
    static final GroundTruth TRUTH = DISC.groundTruth().orElseThrow();

    @Test
    void everyTextureOfEveryLevelHasTheManifestPixels() {
        int checked = 0;
        for (Level l : DISC.levels()) {
            LevelCore c = l.core();
            for (TextureKind k : new TextureKind[] {TextureKind.TFRAG, TextureKind.MOBY, TextureKind.TIE, TextureKind.SHRUB}) {
                assertEquals(TRUTH.getLong("level." + l.number() + ".core.textures." + k.id() + ".count"), c.textureEntries(k).size());
                for (Texture t : c.texturesOf(k)) {
                    String key = "level." + l.number() + ".core.texture." + k.id() + "." + t.index() + ".rgba_sha256";
                    assertEquals(TRUTH.get(key).orElseThrow(() -> new AssertionError(key)), t.rgbaSha256(), key);
                    checked++;
                }
                assertEquals(c.textureEntries(k).size(), c.texturesOf(k).size(), "all decode");
            }
        }
        assertTrue(checked > 20, "textures checked: " + checked);
    }

    @Test
    void classTablesAndChecksOfEveryLevel() {
        for (Level l : DISC.levels()) {
            LevelCore c = l.core();
            String p = "level." + l.number() + ".core.";
            assertEquals(TRUTH.getLong(p + "moby_classes.count"), c.mobyClasses().rowCount());
            assertEquals(TRUTH.getLong(p + "tie_classes.count"), c.tieClasses().rowCount());
            assertEquals(TRUTH.getLong(p + "shrub_classes.count"), c.shrubClasses().rowCount());
            assertEquals(TRUTH.getLong(p + "gs_ram.entries"), c.gsRam().rowCount());
            assertEquals(TRUTH.getLong(p + "sections.count"), c.sections().rowCount());
            var all = c.tables();
            assertEquals(java.util.List.of("header", "moby_classes", "tie_classes", "shrub_classes", "tfrag_textures", "moby_textures",
                    "tie_textures", "shrub_textures", "part_textures", "fx_textures", "gs_ram", "sections", "textures", "checks"),
                    java.util.List.copyOf(all.keySet()));
            assertEquals(TRUTH.getLong(p + "moby_classes.count"), all.get("moby_classes").rowCount());
            for (CoreCheck k : c.checkList()) {
                if (k.check().equals("texture_mips_notes_model")) continue; // a model check: it reports, it need not hold
                assertEquals(0, k.nBad(), "level " + l.number() + " " + k.check() + ": " + k.detail());
            }
        }
        assertTrue(DISC.problems().isEmpty(), DISC.problems().printAll());
    }

    @Test
    void parentsAreTheParentIndexArrays() {
        // parents() against what the generator wrote into the LOD-01 and LOD-0 parent_indices arrays, not against
        // indexArrays() (another view of the same bytes)
        int compared = 0;
        for (Level l : DISC.levels()) {
            compared += FieldTruthTables.compare(TRUTH, l.number(), "tfrag_parents", l.core().tfrags().parents(),
                    r -> r.getInt("patch") + "." + r.getString("tier") + "." + r.getInt("index"),
                    java.util.Set.of("level", "patch", "tier", "index", "offset"));
        }
        assertTrue(compared > 10, "parent bytes compared: " + compared);
        // and the whole-disc twin lists the same rows as the levels together
        tech.tablesaw.api.Table all = DISC.levels().core().tfrags().parents();
        int perLevel = 0;
        for (Level l : DISC.levels()) perLevel += l.core().tfrags().parents().rowCount();
        assertEquals(perLevel, all.rowCount());
    }

    @Test
    void aSingleLevelFileGivesTheSameCoreTables(@TempDir Path tmp) throws Exception {
        Level l = DISC.level(1);
        Path f = tmp.resolve("LEVEL1.WAD");
        Files.write(f, l.bytes().toArray());
        Disc one = Gc.open(f);
        LevelCore a = l.core(), b = one.level(1).core();
        assertEquals(a.mobyClasses().setName("").printAll(), b.mobyClasses().setName("").printAll());
        assertEquals(a.textures().setName("").printAll(), b.textures().setName("").printAll());
        assertEquals(a.tfrags().positions().setName("").printAll(), b.tfrags().positions().setName("").printAll());
    }
}
