package gcscript.core;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import gcscript.texture.TextureKind;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The phase-2 areas a level core opens (mobies, ties, shrubs, sky, occlusion grid, collision, ratchet_seqs), each
 * against the sample's manifest, on a level core opened afresh per test; {@code describe()} against the tables it
 * describes; and the lenient paths of a core whose compressed stream or header is damaged.
 */
class LevelCoreAreasTest {
    static final Disc DISC = Gc.sample();
    static final GroundTruth TRUTH = DISC.groundTruth().orElseThrow();
    static final byte[] FILE = DISC.level(1).bytes().toArray();

    static long truth(String key) { return TRUTH.getLong("level.1." + key); }

    static LevelCore fresh(Problems p) { return new Level(1, ByteReader.of(FILE, "LEVEL1.WAD"), p).core(); }

    /** Sum of the manifest values whose key matches {@code regex}. */
    static long sum(String regex) {
        Pattern p = Pattern.compile(regex);
        return TRUTH.all().entrySet().stream().filter(e -> p.matcher(e.getKey()).matches()).mapToLong(e -> Long.parseLong(e.getValue())).sum();
    }

    @Test
    void everyAreaAgreesWithTheManifest() {
        LevelCore c = fresh(Problems.strict());
        assertEquals(1, c.level());
        assertEquals("LEVEL1.WAD:core_data", c.coreDataFile());
        assertEquals(sum("level\\.1\\.core\\.moby\\.\\d+\\.vertices\\.count"), c.mobies().vertices().rowCount());
        assertTrue(c.mobies().vertices().rowCount() > 0);
        assertSame(c.mobyModel(), c.mobyModel(), "parsed once");
        assertEquals(truth("ties.classes"), c.ties().classes().rowCount());
        assertEquals(truth("shrubs.classes"), c.shrubs().classes().rowCount());
        assertEquals(truth("core.sky.shells"), c.sky().shells().rowCount());
        assertEquals(truth("core.occlusion.nodes"), c.occlusion().nodes().rowCount());
        assertEquals(truth("core.collision.faces"), c.collision().faces().rowCount());
        assertEquals(truth("core.collision.size"), c.sectionBytes("collision").orElseThrow().length());
        assertEquals(truth("core.sky.size"), c.sectionBytes("sky").orElseThrow().length());
        assertTrue(c.sectionBytes("no_such_section").isEmpty());
        assertEquals(truth("core.ratchet_seqs.count"), c.ratchetSeqs().slots().booleanColumn("present").countTrue());
        assertEquals(256, c.ratchetSeqs().slots().rowCount());
        Table rc = c.ratchetSeqChecks();
        assertTrue(rc.where(rc.stringColumn("check").isEqualTo("ratchet_seqs.scene_view_size")).rowCount() > 0);
        assertEquals(0, rc.where(rc.stringColumn("status").isEqualTo("fails")).rowCount(), rc.printAll());
        assertEquals(truth("core.textures.part.count"), c.particleTextureEntries().size());
        assertEquals(truth("core.textures.fx.count"), c.fxTextureEntries().size());
        assertEquals(truth("core.textures.tfrag.count"), c.tfragTextureCount());
        var sheet = c.textureSheet(TextureKind.TFRAG);
        assertNotNull(sheet);
        assertTrue(sheet.getWidth() > 0);
        assertTrue(c.problems().rows().isEmpty());
    }

    @Test
    void describeNamesTheColumnsOfTheRealTables() {
        LevelCore c = LevelCoreTest.core(new CoreFixture(), Problems.strict());
        List<String> lines = c.describe().lines().toList();
        assertEquals("LevelCore level 3 (LEVEL3.WAD)", lines.get(0));
        Table[] real = {c.header(), c.mobyClasses(), c.shrubClasses(), c.textureTable(TextureKind.TFRAG), c.textureTable(TextureKind.PART),
                c.textureTable(TextureKind.FX), c.gsRam(), c.soundRemapHeader(), c.soundRemap(), c.sections(), c.textures(), c.checks()};
        String[] names = {"header()", "mobyClasses(), tieClasses()", "shrubClasses()", "textureTable(tfrag|moby|tie|shrub)",
                "textureTable(part)", "textureTable(fx)", "gsRam()", "soundRemapHeader()", "soundRemap()", "sections()", "textures()", "checks()"};
        for (int i = 0; i < names.length; i++) {
            assertEquals("  " + names[i] + ": " + String.join(", ", real[i].columnNames()), lines.get(1 + i));
        }
        assertEquals(c.mobyClasses().columnNames(), c.tieClasses().columnNames());
        assertEquals(16, lines.size());
    }

    @Test
    void aCoreDataStreamThatDoesNotDecodeLeavesEmptyAreasInLenientMode() {
        Level l = new Level(1, ByteReader.of(FILE, "LEVEL1.WAD"), Problems.strict());
        ByteReader index = l.data().coreIndex(), gs = l.data().gsRam();
        byte[] wad = l.data().coreDataStream().toArray();
        byte[] cut = java.util.Arrays.copyOf(wad, 20);             // a header and a few bytes: cannot decode
        Problems p = Problems.lenient();
        LevelCore c = LevelCore.open(1, index, gs, ByteReader.of(cut, "core_data.wad"), p);
        assertEquals(0, c.coreData().length());
        assertEquals(0, c.mobies().vertices().rowCount());
        assertEquals(0, c.ties().classes().rowCount());
        assertEquals(0, c.shrubs().classes().rowCount());
        assertEquals(0, c.sky().shells().rowCount());
        assertEquals(0, c.collision().faces().rowCount());
        List<Problem> rows = p.rows();
        assertFalse(rows.isEmpty());
        assertTrue(rows.stream().allMatch(r -> r.level() == 1 && r.severity() == gcscript.bytes.Severity.ERROR), rows.toString());
        assertThrows(gcscript.bytes.FormatException.class, () -> LevelCore.open(1, index, gs, ByteReader.of(cut, "core_data.wad"), Problems.strict()).coreData());
    }

    @Test
    void aCoreIndexTooShortForAHeader() {
        Level l = new Level(1, ByteReader.of(FILE, "LEVEL1.WAD"), Problems.strict());
        ByteReader shortIndex = l.data().coreIndex().slice("core_index", 0, 0x40);
        Problems p = Problems.lenient();
        LevelCore c = LevelCore.open(1, shortIndex, l.data().gsRam(), l.data().coreDataStream(), p);
        assertNull(c.headerRecord());
        assertEquals(List.of(), c.sectionList());
        assertEquals(0, c.coreData().length());
        assertEquals(0, c.ties().classes().rowCount());
        assertEquals(0, c.mobies().classes().rowCount());
        assertEquals(List.of(), c.checkList());
        assertThrows(gcscript.bytes.FormatException.class, c::tfragTextureCount);
        assertThrows(gcscript.bytes.FormatException.class, c::ratchetSeqModel);
        assertEquals(1, p.rows().size(), p.rows().toString());
        assertTrue(p.rows().get(0).path().startsWith("core.header"), p.rows().toString());
    }
}
