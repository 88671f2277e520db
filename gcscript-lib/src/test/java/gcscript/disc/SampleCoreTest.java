package gcscript.disc;

import gcscript.check.CheckSummary;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.core.LevelCore;
import gcscript.tfrag.Tfrags;
import gcscript.texture.TextureKind;
import gcscript.level.Level;
import gcscript.texture.Texture;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every level core of the sample, through the disc API, against the generator's manifest. */
class SampleCoreTest {
    // per test, not static: PIT runs many mutants in one JVM, and a disc cached across tests would keep the
    // records the first (unmutated) read produced, hiding every later mutant of a reader
    final Disc DISC = Gc.sample();
    final GroundTruth TRUTH = DISC.groundTruth().orElseThrow();

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

    static String sha256(byte[] b) throws Exception {
        return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(b));
    }

    /** Every texture fact the generator records: size, mip levels and their pixels, opacity, colours, stash. */
    @Test
    void everyTextureMatchesEveryTruthKey() throws Exception {
        int mips = 0, stashed = 0, translucent = 0;
        for (Level l : DISC.levels()) {
            LevelCore c = l.core();
            tech.tablesaw.api.Table table = c.textures();
            for (TextureKind k : new TextureKind[] {TextureKind.TFRAG, TextureKind.MOBY, TextureKind.TIE, TextureKind.SHRUB}) {
                for (Texture t : c.texturesOf(k)) {
                    String key = "level." + l.number() + ".core.texture." + k.id() + "." + t.index() + ".";
                    assertEquals(TRUTH.getLong(key + "width"), t.width(), key);
                    assertEquals(TRUTH.getLong(key + "height"), t.height(), key);
                    assertEquals(TRUTH.getLong(key + "width"), t.level0().width(), key);
                    assertEquals(TRUTH.getLong(key + "mip_levels"), t.mipLevels().size(), key);
                    for (Texture.Level m : t.mipLevels()) {
                        assertEquals(t.width() >> m.level(), m.width(), key + "mip" + m.level());
                        assertEquals(t.height() >> m.level(), m.height(), key + "mip" + m.level());
                        assertEquals(TRUTH.get(key + "mip" + m.level() + ".rgba_sha256").orElseThrow(), sha256(m.rgba()), key + "mip" + m.level());
                        mips++;
                    }
                    boolean isStashed = TRUTH.get(key + "stashed").map(Boolean::parseBoolean).orElse(false);
                    assertEquals(isStashed, t.stashed(), key);
                    assertEquals(isStashed ? "gs_ram" : "core_data", t.source(), key);
                    if (isStashed) stashed++;
                    var opaque = TRUTH.get(key + "opaque").map(Boolean::parseBoolean);
                    if (opaque.isPresent()) {
                        assertEquals(opaque.get(), t.opaqueFraction() == 1.0, key + " opaque " + t.opaqueFraction());
                        assertTrue(t.opaqueFraction() >= 0 && t.opaqueFraction() <= 1);
                        if (!opaque.get()) translucent++;
                    }
                    TRUTH.get(key + "distinct_colours").ifPresent(v -> assertEquals(Long.parseLong(v), t.distinctColours(), key));
                    // the same facts in the core.textures table, by (kind, index)
                    var row = table.where(table.stringColumn("kind").isEqualTo(k.id()).and(table.intColumn("index").isEqualTo(t.index())));
                    assertEquals(1, row.rowCount(), key);
                    assertEquals(t.texelOffset(), row.longColumn("texel_offset").get(0), key);
                    assertEquals(t.mipLevels().size(), row.intColumn("mip_levels").get(0), key);
                    assertEquals(t.distinctColours(), row.intColumn("distinct_colours").get(0), key);
                    assertEquals(t.opaqueFraction(), row.doubleColumn("opaque_fraction").get(0), 1e-12, key);
                }
            }
        }
        assertTrue(mips > 10 && stashed > 0 && translucent > 0, mips + " mips, " + stashed + " stashed, " + translucent + " translucent");
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
            var sections = c.sections();   // a section's unexplained tail is a "remainder" row of its own (docs/coverage.md)
            assertEquals(TRUTH.getLong(p + "sections.count"), sections.where(sections.stringColumn("kind").isEqualTo("section")).rowCount());
            var all = c.tables();
            assertEquals(java.util.List.of("header", "moby_classes", "tie_classes", "shrub_classes", "tfrag_textures", "moby_textures",
                    "tie_textures", "shrub_textures", "part_textures", "fx_textures", "gs_ram", "sound_remap_header", "sound_remap", "sections", "textures", "checks"),
                    java.util.List.copyOf(all.keySet()));
            assertEquals(TRUTH.getLong(p + "moby_classes.count"), all.get("moby_classes").rowCount());
            for (CheckSummary k : c.checkList()) {
                if (k.check().equals("texture_mips_notes_model")) continue; // a model check: it reports, it need not hold
                if (k.check().equals("tfrag_textures_square")) {   // reported, not assumed: the generator writes one non-square
                    assertEquals(TRUTH.getLong(p + "textures.tfrag.count") - TRUTH.getLong(p + "textures.tfrag.square.count"), k.nBad());
                    continue;
                }
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
