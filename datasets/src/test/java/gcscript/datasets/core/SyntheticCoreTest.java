package gcscript.datasets.core;

import gcscript.check.CheckSummary;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.classtable.ClassKind;
import gcscript.core.LevelCore;
import gcscript.texture.TextureKind;
import gcscript.datasets.CoreParts;
import gcscript.texture.Texture;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class SyntheticCoreTest {
    static final int BASE = 0x2000;

    static LevelCore read(CoreParts p, int file, Problems problems) {
        byte[] wadFile = new byte[BASE + p.coreIndex().length];
        System.arraycopy(p.coreIndex(), 0, wadFile, BASE, p.coreIndex().length);
        ByteReader index = ByteReader.of(wadFile, "LEVEL" + file + ".WAD").slice("core_index", BASE, p.coreIndex().length);
        return LevelCore.open(file, index, ByteReader.of(p.gsRam(), "LEVEL" + file + ".WAD:gs_ram"),
                ByteReader.of(p.coreDataWad(), "LEVEL" + file + ".WAD"), problems);
    }

    static String sha256(byte[] b) throws Exception {
        return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(b));
    }

    static int truth(CoreParts p, String key) {
        String v = p.truth().get(key);
        assertNotNull(v, key);
        return Integer.parseInt(v);
    }

    @ParameterizedTest
    @CsvSource({"3, 1, 1", "5, 2, 7", "8, 3, 42"})
    void readerAgreesWithTheWritersTruth(int file, int scale, long seed) throws Exception {
        CoreParts p = new SyntheticCore().build(file, new Random(seed), scale);
        Problems problems = Problems.strict();
        LevelCore c = read(p, file, problems);

        assertEquals(truth(p, "core.moby_classes.count"), c.mobyClasses().rowCount());
        assertEquals(truth(p, "core.tie_classes.count"), c.tieClasses().rowCount());
        assertEquals(truth(p, "core.shrub_classes.count"), c.shrubClasses().rowCount());
        for (TextureKind k : TextureKind.values()) {
            assertEquals(truth(p, "core.textures." + k.id() + ".count"), c.textureTable(k).rowCount(), k.id());
        }
        assertEquals(truth(p, "core.gs_ram.count"), c.headerRecord().gsRam().count());
        assertEquals(truth(p, "core.gs_ram.entries"), c.gsRam().rowCount());
        assertEquals(truth(p, "core.sky.offset"), c.headerRecord().sky());
        assertEquals(truth(p, "core.collision.offset"), c.headerRecord().collision());
        assertEquals(0x40, c.coreData().s32(0));    // the empty tfrag block's table_offset
        assertEquals(0, c.coreData().s32(4));       // tfrag_count
        assertEquals(32.0f, c.coreData().f32("thingy", 8));
        assertEquals(truth(p, "core.gs_ram.stash_count"), c.headerRecord().mobyGsStashCount());
        assertEquals(truth(p, "core.sections.count"), c.sections().rowCount());
        assertEquals(truth(p, "core.assets_decompressed_size"), c.coreData().length());
        assertArrayEquals(p.coreData(), c.coreData().toArray());

        int zero = 0, slots = 0;
        for (ClassKind k : ClassKind.values()) {
            for (var e : c.classEntries(k)) {
                if (e.offsetInAssetWad() == 0) zero++;
                slots += e.textureIndices().length;
            }
        }
        assertEquals(truth(p, "core.classes.zero_offset.count"), zero);
        assertEquals(truth(p, "core.classes.texture_slots.count"), slots);

        CoreChecksHold.assertHold(c.checkList(), "");
        CheckSummary chain = c.checkList().get(0);
        assertEquals("tables_chain", chain.check());
        assertEquals(8, chain.nOk());

        int textures = 0, stashed = 0;
        for (TextureKind k : new TextureKind[] {TextureKind.TFRAG, TextureKind.MOBY, TextureKind.TIE, TextureKind.SHRUB}) {
            for (Texture t : c.texturesOf(k)) {
                String key = "core.texture." + k.id() + "." + t.index();
                assertEquals(p.truth().get(key + ".rgba_sha256"), t.rgbaSha256(), key);
                assertEquals(truth(p, key + ".width"), t.width(), key);
                assertEquals(truth(p, key + ".height"), t.height(), key);
                assertEquals(truth(p, key + ".mip_levels"), t.mipLevels().size(), key);
                assertEquals(p.truth().containsKey(key + ".stashed"), t.stashed(), key);
                for (Texture.Level l : t.mipLevels()) {
                    assertEquals(p.truth().get(key + ".mip" + l.level() + ".rgba_sha256"), sha256(l.rgba()), key + " mip " + l.level());
                }
                if (t.stashed()) stashed++;
                textures++;
            }
        }
        assertEquals(c.textures().rowCount(), textures);
        assertEquals(truth(p, "core.textures.moby.stashed.count"), stashed);
        assertEquals(truth(p, "core.moby_gs_stash_list.count"), c.mobyGsStashList().size());
        assertTrue(problems.rows().isEmpty());
    }

    @Test
    void classOffsetsPointAtDisjointSpansAndSomeAreZero() {
        CoreParts p = new SyntheticCore().build(2, new Random(9), 2);
        LevelCore c = read(p, 2, Problems.strict());
        Table sections = c.sections();
        long prevEnd = 0;
        for (int i = 0; i < sections.rowCount(); i++) {
            assertEquals(prevEnd, sections.longColumn("start").get(i), "sections tile core_data");
            prevEnd = sections.longColumn("end").get(i);
        }
        assertEquals(p.coreData().length, prevEnd);
        assertTrue(truth(p, "core.classes.zero_offset.count") >= 2);
    }

    @Test
    void aPluggedTfragBlockLandsAtOffsetZeroWithItsTruth() {
        byte[] block = new byte[0x90];
        for (int i = 0; i < block.length; i++) block[i] = (byte) (i * 7 + 1);
        int[] seen = new int[1];
        SyntheticCore withTfrags = new SyntheticCore((rnd, scale, nTex) -> {
            seen[0] = nTex;
            return new TfragBlockSource.Block(block, java.util.Map.of("core.tfrags.count", "9"));
        });
        CoreParts p = withTfrags.build(6, new Random(3), 1);
        assertEquals("9", p.truth().get("core.tfrags.count"));
        assertEquals(truth(p, "core.textures.tfrag.count"), seen[0]);
        assertArrayEquals(block, java.util.Arrays.copyOf(p.coreData(), block.length));
        LevelCore c = read(p, 6, Problems.strict());
        assertEquals(0, c.sectionList().get(0).start());
        assertTrue(c.sectionList().get(0).end() >= 0xc0, "the tfrag section holds the whole block, padded to 0x40");
        CoreChecksHold.assertHold(c.checkList(), "");
    }

    @Test
    void deterministicAndScaleGrows() {
        CoreParts a = new SyntheticCore().build(1, new Random(5), 1);
        CoreParts b = new SyntheticCore().build(1, new Random(5), 1);
        assertArrayEquals(a.coreIndex(), b.coreIndex());
        assertArrayEquals(a.gsRam(), b.gsRam());
        assertArrayEquals(a.coreDataWad(), b.coreDataWad());
        assertEquals(a.truth(), b.truth());
        CoreParts big = new SyntheticCore().build(1, new Random(5), 4);
        assertTrue(truth(big, "core.moby_classes.count") > truth(a, "core.moby_classes.count"));
        assertTrue(big.coreData().length > a.coreData().length);
    }

    @Test
    void writerSwapAndAlphaMatchTheReference() {
        assertEquals(16, SyntheticCore.swapBits3And4(8));
        assertEquals(8, SyntheticCore.swapBits3And4(16));
        assertEquals(0x3f, SyntheticCore.swapBits3And4(0x3f));
        assertEquals(0xfe, SyntheticCore.expandAlpha(0x7f));
        assertEquals(255, SyntheticCore.expandAlpha(0x80));
    }
}
