package gcscript.core;

import gcscript.check.CheckSummary;
import gcscript.texture.TextureKind;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.texture.Texture;
import gcscript.wad.WadLz;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class LevelCoreTest {
    static final long INDEX_BASE = 0x3000;   // where the fixture's core_index sits inside "LEVEL3.WAD"

    static ByteReader indexIn(byte[] index) {
        byte[] file = new byte[(int) INDEX_BASE + index.length + 0x40];
        System.arraycopy(index, 0, file, (int) INDEX_BASE, index.length);
        return ByteReader.of(file, "LEVEL3.WAD").slice("core_index", INDEX_BASE, index.length);
    }

    static LevelCore core(CoreFixture f, Problems p) {
        return LevelCore.ofDecompressed(3, indexIn(f.index.array()), ByteReader.of(f.gs.array(), "gs_ram"),
                ByteReader.of(f.data.array(), "core_data.bin"), p);
    }

    @Test
    void headerRecordAndTable() {
        LevelCore c = core(new CoreFixture(), Problems.strict());
        LevelCoreHeader h = c.headerRecord();
        assertEquals(new ArrayRange(2, 0xc0), h.mobyClasses());
        assertEquals(new ArrayRange(1, 0x170), h.gsRam());
        assertEquals(2, h.gsRamEntryCount());
        assertEquals(0x80, h.texturesBaseOffset());
        assertEquals(CoreFixture.DATA_SIZE, h.assetsDecompressedSize());
        Table t = c.header();
        assertEquals(47, t.rowCount());
        int row = t.stringColumn("field").indexOf("moby_classes.offset");
        assertEquals(INDEX_BASE + 0x1c, t.longColumn("offset").get(row));
        assertEquals(0xc0, t.longColumn("value").get(row));
        assertEquals("0x000000c0", t.stringColumn("value_hex").get(row));
        assertEquals("core_index", t.stringColumn("points_into").get(row));
        int last = t.stringColumn("field").indexOf("occlusion_rad2_offset");
        assertEquals(INDEX_BASE + 0xb8, t.longColumn("offset").get(last));
    }

    @Test
    void classTablesCarryAbsoluteOffsetsAndTextureLists() {
        LevelCore c = core(new CoreFixture(), Problems.strict());
        Table m = c.mobyClasses();
        assertEquals(2, m.rowCount());
        assertEquals(List.of("level", "file", "record", "offset"), m.columnNames().subList(0, 4));
        assertEquals(INDEX_BASE + 0xe0, m.longColumn("offset").get(1));
        assertEquals(0xb0, m.intColumn("offset_in_asset_wad").get(0));
        assertEquals(9, m.intColumn("o_class").get(1));
        assertEquals("[0]", m.stringColumn("textures").get(0));
        assertEquals(1, m.intColumn("texture_count").get(0));
        assertEquals(0, m.intColumn("texture_count").get(1));
        Table s = c.shrubClasses();
        assertEquals(1, s.rowCount());
        assertTrue(s.columnNames().contains("mipmap_3_offset"));
        assertEquals(INDEX_BASE + 0x120, s.longColumn("offset").get(0));
        Table g = c.gsRam();
        assertEquals(2, g.rowCount());
        assertFalse(g.booleanColumn("stashed").get(0));
        assertTrue(g.booleanColumn("stashed").get(1));
        assertEquals(0x300, g.intColumn("address").get(1));
    }

    @Test
    void sectionsFollowTheBoundaryRule() {
        LevelCore c = core(new CoreFixture(), Problems.strict());
        List<CoreSection> s = c.sectionList();
        assertEquals(List.of(
                new CoreSection("tfrags", 0, 0x40),
                new CoreSection("collision", 0x40, 0x80),
                new CoreSection("textures", 0x80, 0xb0),
                new CoreSection("moby_classes[0]", 0xb0, 0xc0),
                new CoreSection("tie_classes[0]", 0xc0, 0xe0)), s);
        assertEquals("LEVEL3.WAD:core_data", c.sections().stringColumn("file").get(0));
    }

    @Test
    void tfragBlockEndsAtOcclusionThenSkyThenCollision() {
        CoreFixture f = new CoreFixture();
        f.index.putInt(0x10, 0x20);   // sky inside the tfrag block's generic extent
        LevelCore c = core(f, Problems.strict());
        assertEquals(new CoreSection("tfrags", 0, 0x20), c.sectionList().get(0));
        f.index.putInt(0x0c, 0x10);   // occlusion takes precedence
        c = core(f, Problems.strict());
        assertEquals(new CoreSection("tfrags", 0, 0x10), c.sectionList().get(0));
        assertEquals(new CoreSection("occlusion", 0x10, 0x20), c.sectionList().get(1));
    }

    @Test
    void texturesDecodeThroughCsm1WithAlphaExpanded() {
        LevelCore c = core(new CoreFixture(), Problems.strict());
        Texture t = c.texture(TextureKind.TFRAG, 0);
        // indices 8, 16, 0, 24 -> stored slots 16, 8, 0, 24
        assertArrayEquals(new int[] {0xffff0000, 0x8000ff00, 0x000000ff, 0xfeffffff}, t.argb());
        assertEquals(0x80, t.texelOffset());
        assertEquals(0.25, t.opaqueFraction());
        assertEquals(4, t.distinctColours());
        assertEquals(0xffff0000, t.image().getRGB(0, 0));
        assertEquals(0xfeffffff, t.image().getRGB(1, 1));
        assertEquals(0, t.mipLevels().size());

        Texture m = c.texture(TextureKind.MOBY, 0);
        assertEquals(2, m.mipLevels().size());
        assertArrayEquals(new int[] {0x8000ff00, 0x8000ff00, 0x8000ff00, 0x8000ff00}, m.mipLevels().get(0).argb());
        assertArrayEquals(new int[] {0x000000ff}, m.mipLevels().get(1).argb());

        Table tt = c.textures();
        assertEquals(2, tt.rowCount());
        assertEquals(List.of("level", "kind", "index", "offset", "width", "height", "palette", "mipmap", "pad",
                "texel_offset", "opaque_fraction", "distinct_colours"), tt.columnNames().subList(0, 12));
        assertEquals(INDEX_BASE + 0x150, tt.longColumn("offset").get(0));
        assertEquals(c.textureSheet(TextureKind.TFRAG).getWidth() > 0, true);
    }

    @Test
    void checksHoldOnTheFixture() {
        LevelCore c = core(new CoreFixture(), Problems.strict());
        for (CheckSummary k : c.checkList()) {
            if (k.check().equals("assets_compressed_size")) {
                assertEquals(0, k.nOk() + k.nBad(), "no stream given");
            } else {
                assertTrue(k.holds(), k.toString());
            }
        }
        CheckSummary chain = find(c, "tables_chain");
        assertEquals(8, chain.nOk());
        assertEquals(4, find(c, "class_offsets_in_core_data").nOk());   // 2 moby, 1 tie, 1 shrub
        assertEquals(2, find(c, "texture_mips_notes_model").nOk());
        assertEquals(1, find(c, "class_texture_indices").nOk());
        assertEquals(10, c.checks().rowCount());
    }

    @Test
    void checksReportWhatFails() {
        CoreFixture f = new CoreFixture();
        f.index.putInt(0x24, 0x108);                      // tie table no longer where moby ends
        f.index.put(0xc0 + 0x11, (byte) 5);               // moby class 0 slot 1 = texture 5 of 1
        f.index.putShort(0x160 + 12, (short) 0x7f);        // mipmap past gs_ram
        LevelCore c = core(f, Problems.lenient());
        CheckSummary chain = find(c, "tables_chain");
        assertEquals(2, chain.nBad());                    // moby->tie and tie->shrub
        assertEquals(INDEX_BASE + 0x24, chain.firstBadOffset());
        CheckSummary tex = find(c, "class_texture_indices");
        assertEquals(1, tex.nOk());
        assertEquals(1, tex.nBad());
        assertEquals(INDEX_BASE + 0xc0 + 0x11, tex.firstBadOffset());
        f.index.putShort(0x150 + 6, (short) 4);   // tfrag 2 x 4
        assertEquals(1, find(core(f, Problems.lenient()), "tfrag_textures_square").nBad());
        CheckSummary mips = find(c, "texture_mips_notes_model");
        assertEquals(1, mips.nBad());
        assertEquals(INDEX_BASE + 0x160, mips.firstBadOffset());
    }

    @Test
    void decompressesTheWadStreamAndChecksBothSizes() {
        CoreFixture f = new CoreFixture();
        byte[] wad = WadLz.compress(f.data.array(), "coredata");
        f.index.putInt(0x88, wad.length);
        LevelCore c = LevelCore.open(3, indexIn(f.index.array()), ByteReader.of(f.gs.array(), "gs_ram"),
                ByteReader.of(wad, "LEVEL3.WAD"), Problems.strict());
        assertEquals("LEVEL3.WAD:core_data", c.coreData().file());
        assertEquals(0, c.coreData().base());
        assertArrayEquals(f.data.array(), c.coreData().toArray());
        assertTrue(find(c, "assets_compressed_size").holds());
        assertEquals(1, find(c, "assets_compressed_size").nOk());
        assertTrue(find(c, "assets_decompressed_size").holds());

        f.index.putInt(0x88, wad.length + 4);
        Problems lenient = Problems.lenient();
        LevelCore bad = LevelCore.open(3, indexIn(f.index.array()), ByteReader.of(f.gs.array(), "gs_ram"),
                ByteReader.of(wad, "LEVEL3.WAD"), lenient);
        assertEquals(CoreFixture.DATA_SIZE, bad.coreData().length());
        assertFalse(find(bad, "assets_compressed_size").holds());
        assertEquals("core.header.assets_compressed_size", lenient.rows().get(0).path());
        assertEquals(INDEX_BASE + 0x88, lenient.rows().get(0).offset());
    }

    // ---- hostile input ----------------------------------------------------------------------------

    @Test
    void countPastCoreIndexStrict() {
        CoreFixture f = new CoreFixture();
        f.index.putInt(0x18, 0x7fffffff);
        FormatException e = assertThrows(FormatException.class, () -> core(f, Problems.strict()).mobyClasses());
        assertEquals("core.moby_classes", e.path());
        assertEquals(INDEX_BASE + 0xc0, e.offset());
        assertEquals("LEVEL3.WAD", e.file());
        assertEquals("2147483647", e.actual());
    }

    @Test
    void countPastCoreIndexLenient() {
        CoreFixture f = new CoreFixture();
        f.index.putInt(0x20, 100);   // 100 tie entries do not fit
        Problems p = Problems.lenient();
        LevelCore c = core(f, p);
        assertEquals(0, c.tieClasses().rowCount());
        assertEquals(2, c.mobyClasses().rowCount());   // the rest still reads
        Problem row = p.rows().get(0);
        assertEquals("core.tie_classes", row.path());
        assertEquals(INDEX_BASE + 0x100, row.offset());
        assertEquals(3, row.level());
    }

    @Test
    void negativeCountAndStashCount() {
        CoreFixture f = new CoreFixture();
        f.index.putInt(0x30, -1);
        assertEquals("core.tfrag_textures", assertThrows(FormatException.class,
                () -> core(f, Problems.strict()).textureTable(TextureKind.TFRAG)).path());
        CoreFixture g = new CoreFixture();
        g.index.putInt(0x84, 0x40000000);
        assertEquals("core.gs_ram", assertThrows(FormatException.class, () -> core(g, Problems.strict()).gsRam()).path());
    }

    @Test
    void classOffsetOutsideCoreData() {
        CoreFixture f = new CoreFixture();
        f.index.putInt(0xe0, 0x1000);   // moby class 1
        FormatException e = assertThrows(FormatException.class, () -> core(f, Problems.strict()).mobyClasses());
        assertEquals("core.moby_classes[1].offset", e.path());
        assertEquals(INDEX_BASE + 0xe0, e.offset());
        assertEquals("0x1000", e.actual());

        Problems p = Problems.lenient();
        LevelCore c = core(f, p);
        assertEquals(2, c.mobyClasses().rowCount());   // the raw row stays
        assertEquals("core.moby_classes[1].offset", p.rows().get(0).path());
        CheckSummary k = find(c, "class_offsets_in_core_data");
        assertEquals(1, k.nBad());
        assertEquals(INDEX_BASE + 0xe0, k.firstBadOffset());
        assertEquals(5, c.sectionList().size());   // the bad start is not a section; the other five remain
    }

    @Test
    void headerDataOffsetOutsideCoreData() {
        CoreFixture f = new CoreFixture();
        f.index.putInt(0x10, -16);   // sky
        FormatException e = assertThrows(FormatException.class, () -> core(f, Problems.strict()).sections());
        assertEquals("core.header.sky", e.path());
        assertEquals(INDEX_BASE + 0x10, e.offset());
    }

    @Test
    void paletteOutsideGsRam() {
        CoreFixture f = new CoreFixture();
        f.index.putShort(0x150 + 10, (short) 0x7ff0);
        FormatException e = assertThrows(FormatException.class,
                () -> core(f, Problems.strict()).texturesOf(TextureKind.TFRAG));
        assertEquals("core.tfrag_textures[0].palette", e.path());
        assertEquals(INDEX_BASE + 0x15a, e.offset());

        Problems p = Problems.lenient();
        LevelCore c = core(f, p);
        assertThrows(IllegalArgumentException.class, () -> c.texture(TextureKind.TFRAG, 0));
        assertTrue(c.texturesOf(TextureKind.TFRAG).isEmpty());
        assertEquals(1, c.texture(TextureKind.MOBY, 0).index() + 1);
        assertEquals("core.tfrag_textures[0].palette", p.rows().get(0).path());
        CheckSummary k = find(c, "textures_decode");
        assertEquals(1, k.nOk());
        assertEquals(1, k.nBad());
        assertEquals(INDEX_BASE + 0x150, k.firstBadOffset());
    }

    @Test
    void texelsOutsideCoreData() {
        CoreFixture f = new CoreFixture();
        f.index.putInt(0x150, 0x100);
        FormatException e = assertThrows(FormatException.class,
                () -> core(f, Problems.strict()).texturesOf(TextureKind.TFRAG));
        assertEquals("core.tfrag_textures[0].data_offset", e.path());
        assertEquals(INDEX_BASE + 0x150, e.offset());
    }

    @Test
    void truncatedCoreIndex() {
        byte[] shortIndex = new byte[0x40];
        FormatException e = assertThrows(FormatException.class, () -> LevelCore.ofDecompressed(0,
                indexIn(shortIndex), ByteReader.of(new byte[0], "gs"), ByteReader.of(new byte[0], "d"),
                Problems.strict()).header());
        assertEquals("core.header", e.path());
        Problems p = Problems.lenient();
        LevelCore c = LevelCore.ofDecompressed(0, indexIn(shortIndex), ByteReader.of(new byte[0], "gs"),
                ByteReader.of(new byte[0], "d"), p);
        assertEquals(0, c.header().rowCount());
        assertEquals(0, c.mobyClasses().rowCount());
        assertEquals(0, c.textures().rowCount());
        assertEquals(1, p.rows().size());
    }

    @Test
    void stashedMobyTexturesReadFromTheGsRamStash() {
        CoreFixture f = new CoreFixture();
        f.index.putInt(0xac, 0x190);
        f.index.putShort(0x190, (short) 7).putShort(0x192, (short) -1);   // moby class 7 (record 0) is stashed
        for (int i = 0; i < 16; i++) f.gs.put(0x300 + 0x10 + i, (byte) 24);  // stash at 0x300 + data_offset 0x10
        LevelCore c = core(f, Problems.strict());
        assertEquals(List.of(7), c.mobyGsStashList());
        assertEquals(0x300, c.mobyStashAddress());
        Texture m = c.texture(TextureKind.MOBY, 0);
        assertTrue(m.stashed());
        assertEquals(0x310, m.texelOffset());
        for (int v : m.argb()) assertEquals(0xfeffffff, v);   // index 24 -> stored slot 24, alpha 0x7f
        assertEquals(0, m.mipLevels().size());
        assertEquals("gs_ram", c.textures().stringColumn("source").get(1));
        assertTrue(find(c, "texture_mips_notes_model").detail().contains("1 stashed"));

        f.index.putShort(0x192, (short) 5);   // no terminator before the end of core_index
        f.index.putShort(0x194, (short) 5).putInt(0x196, 0x00050005).putInt(0x19a, 0x00050005).putShort(0x19e, (short) 5);
        FormatException e = assertThrows(FormatException.class, () -> core(f, Problems.strict()).mobyGsStashList());
        assertEquals("core.moby_gs_stash_list[8]", e.path());
        assertEquals(INDEX_BASE + 0x1a0, e.offset());
    }

    @Test
    void describeListsTheTables() {
        String d = core(new CoreFixture(), Problems.strict()).describe();
        assertTrue(d.contains("shrubClasses(): level, file, record, offset, offset_in_asset_wad"), d);
        assertTrue(d.contains("checks(): check, level, n_ok, n_bad, first_bad_offset, detail"), d);
    }

    @Test
    void oneInstanceSharedByThreadsParsesOnce() throws Exception {
        CoreFixture f = new CoreFixture();
        byte[] wad = WadLz.compress(f.data.array(), "coredata");
        f.index.putInt(0x88, wad.length);
        f.index.putInt(0x28, 50);   // one lenient problem, which must be recorded exactly once
        Problems p = Problems.lenient();
        LevelCore c = LevelCore.open(3, indexIn(f.index.array()), ByteReader.of(f.gs.array(), "gs_ram"),
                ByteReader.of(wad, "LEVEL3.WAD"), p);
        java.util.concurrent.ExecutorService ex = java.util.concurrent.Executors.newFixedThreadPool(4);
        List<java.util.concurrent.Future<Integer>> rows = new java.util.ArrayList<>();
        for (int i = 0; i < 16; i++) rows.add(ex.submit(() -> c.textures().rowCount() + c.checks().rowCount()));
        for (var r : rows) assertEquals(2 + 10, r.get());
        ex.shutdown();
        assertEquals(1, p.rows().size());
        assertEquals("core.shrub_classes", p.rows().get(0).path());
    }

    static CheckSummary find(LevelCore c, String name) {
        return c.checkList().stream().filter(k -> k.check().equals(name)).findFirst().orElseThrow();
    }
}
