package gcscript.datasets.core;

import gcscript.check.CheckSummary;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.core.LevelCore;
import gcscript.texture.TextureKind;
import gcscript.datasets.CoreParts;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Corrupted synthetic cores: the reader may only report (lenient) or throw FormatException (strict). */
class HostileCoreTest {
    static final int[] NASTY = {0, -1, 1, 0x7fffffff, 0x80000000, 0x10000, 0xfff0, 0x40000000, -16};

    static void exercise(LevelCore c) {
        c.tables();
        c.textureSheet(TextureKind.TFRAG);
    }

    @Test
    void corruptedWordsOnlyEverGiveFormatExceptionsOrProblemRows() {
        CoreParts p = new SyntheticCore().build(4, new Random(11), 1);
        Random rnd = new Random(99);
        int strictThrew = 0, lenientReported = 0;
        for (int iter = 0; iter < 150; iter++) {
            byte[] index = p.coreIndex().clone();
            ByteBuffer b = ByteBuffer.wrap(index).order(ByteOrder.LITTLE_ENDIAN);
            int words = 1 + rnd.nextInt(3);
            for (int w = 0; w < words; w++) {
                // bias towards the header and the tables right after it
                int limit = rnd.nextBoolean() ? 0xbc : index.length - 4;
                int at = rnd.nextInt(limit / 2) * 2;
                int v = rnd.nextBoolean() ? NASTY[rnd.nextInt(NASTY.length)] : rnd.nextInt();
                if (rnd.nextBoolean() && at + 4 <= index.length) b.putInt(at & ~3, v); else b.putShort(at, (short) v);
            }
            Problems lenient = Problems.lenient();
            exercise(LevelCore.open(4, ByteReader.of(index, "LEVEL4.WAD"), ByteReader.of(p.gsRam(), "gs_ram"),
                    ByteReader.of(p.coreDataWad(), "LEVEL4.WAD"), lenient));
            if (!lenient.rows().isEmpty()) lenientReported++;
            try {
                exercise(LevelCore.open(4, ByteReader.of(index, "LEVEL4.WAD"), ByteReader.of(p.gsRam(), "gs_ram"),
                        ByteReader.of(p.coreDataWad(), "LEVEL4.WAD"), Problems.strict()));
            } catch (FormatException e) {
                strictThrew++;
                assertFalse(e.path().isEmpty());
            }
        }
        assertTrue(lenientReported > 25, "corruption should usually be noticed: " + lenientReported);
        assertEquals(lenientReported, strictThrew, "strict throws exactly when lenient records a problem");
    }

    @Test
    void truncatedInputs() {
        CoreParts p = new SyntheticCore().build(4, new Random(12), 1);
        int gsTable = ByteBuffer.wrap(p.coreIndex()).order(ByteOrder.LITTLE_ENDIAN).getInt(0x04);
        for (int cut : new int[] {0, 0x40, 0xbc, 0xc0, 0x100, gsTable + 8}) {
            byte[] index = java.util.Arrays.copyOf(p.coreIndex(), cut);
            Problems lenient = Problems.lenient();
            exercise(LevelCore.open(4, ByteReader.of(index, "LEVEL4.WAD"), ByteReader.of(p.gsRam(), "gs_ram"),
                    ByteReader.of(p.coreDataWad(), "LEVEL4.WAD"), lenient));
            assertFalse(lenient.rows().isEmpty(), "cut at " + cut);
        }
        for (int cut : new int[] {0, 15, 16, 100, p.coreDataWad().length - 1}) {
            byte[] wad = java.util.Arrays.copyOf(p.coreDataWad(), cut);
            Problems lenient = Problems.lenient();
            LevelCore c = LevelCore.open(4, ByteReader.of(p.coreIndex(), "LEVEL4.WAD"), ByteReader.of(p.gsRam(), "gs_ram"),
                    ByteReader.of(wad, "LEVEL4.WAD"), lenient);
            exercise(c);
            assertFalse(lenient.rows().isEmpty(), "wad cut at " + cut);
            assertEquals(0, c.texturesOf(TextureKind.TFRAG).size());
        }
        byte[] gs = java.util.Arrays.copyOf(p.gsRam(), 0x300);
        Problems lenient = Problems.lenient();
        exercise(LevelCore.open(4, ByteReader.of(p.coreIndex(), "LEVEL4.WAD"), ByteReader.of(gs, "gs_ram"),
                ByteReader.of(p.coreDataWad(), "LEVEL4.WAD"), lenient));
        assertTrue(lenient.rows().stream().anyMatch(r -> r.path().endsWith(".palette")));
    }

    @Test
    void manySeedsAndScalesAllChecksHold() {
        for (int seed = 0; seed < 24; seed++) {
            int scale = 1 + seed % 3;
            CoreParts p = new SyntheticCore().build(seed, new Random(seed * 31L + 7), scale);
            LevelCore c = SyntheticCoreTest.read(p, seed, Problems.strict());
            CoreChecksHold.assertHold(c.checkList(), "seed " + seed + ": ");
            for (TextureKind k : new TextureKind[] {TextureKind.TFRAG, TextureKind.MOBY, TextureKind.TIE, TextureKind.SHRUB}) {
                assertEquals(Integer.parseInt(p.truth().get("core.textures." + k.id() + ".count")), c.texturesOf(k).size());
                for (gcscript.texture.Texture t : c.texturesOf(k)) {
                    String key = "core.texture." + k.id() + "." + t.index();
                    assertEquals(p.truth().get(key + ".rgba_sha256"), t.rgbaSha256(), "seed " + seed + " " + key);
                    assertEquals(p.truth().containsKey(key + ".stashed"), t.stashed(), "seed " + seed + " " + key);
                }
            }
            assertEquals(Integer.parseInt(p.truth().get("core.sections.count")), c.sectionList().size());
        }
    }
}
