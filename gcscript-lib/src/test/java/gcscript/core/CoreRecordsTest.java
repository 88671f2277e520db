package gcscript.core;

import static gcscript.core.LevelCoreTest.INDEX_BASE;
import static gcscript.core.LevelCoreTest.core;
import static gcscript.core.LevelCoreTest.indexIn;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * Every accessor of the level core header and of the GS RAM, particle and fx texture entries, against values
 * written at the offsets of rac2-formats.md §4 (LevelCoreHeader, GsRamEntry, ParticleTextureEntry, FxTextureEntry);
 * and the section extents of the boundary rule with its tfrag exception, on variants of {@link CoreFixture}.
 */
class CoreRecordsTest {

    @Test
    void everyHeaderScalarIsReadAtItsOffset() {
        CoreFixture f = new CoreFixture();
        // the fields no other part of the fixture uses: each gets 0x1000 + its offset
        int[] offsets = {0x64, 0x68, 0x6c, 0x70, 0x74, 0x7c, 0x80, 0x90, 0x94, 0x98, 0x9c, 0xa0, 0xa4, 0xa8, 0xb0, 0xb8};
        for (int o : offsets) f.index.putInt(o, 0x1000 + o);
        f.index.putInt(0x08, 0x20);                                  // tfrags no longer at 0
        LevelCoreHeader h = core(f, Problems.strict()).headerRecord();
        assertEquals(0x1064, h.partBankOffset());
        assertEquals(0x1068, h.fxBankOffset());
        assertEquals(0x106c, h.partDefsOffset());
        assertEquals(0x1070, h.soundRemapOffset());
        assertEquals(0x1074, h.unknown74());
        assertEquals(0x107c, h.sceneViewSize());
        assertEquals(0x1080, h.indexIntoSome1TexsRac2Maybe3());
        assertEquals(0x1090, h.chromeMapTexture());
        assertEquals(0x1094, h.chromeMapPalette());
        assertEquals(0x1098, h.glassMapTexture());
        assertEquals(0x109c, h.glassMapPalette());
        assertEquals(0x10a0, h.unknownA0());
        assertEquals(0x10a4, h.heightmapOffset());
        assertEquals(0x10a8, h.occlusionOctOffset());
        assertEquals(0x10b0, h.occlusionRadOffset());
        assertEquals(0x10b8, h.occlusionRad2Offset());
        assertEquals(0x20, h.tfrags());
        assertEquals(INDEX_BASE + 0x08, h.offsetOf(LevelCoreHeader.TFRAGS));
    }

    static ByteBuffer le(int n) { return ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN); }

    @Test
    void particleAndFxTextureEntries() {
        ByteBuffer b = le(0x40);
        b.putInt(0x10, 5).putInt(0x14, 6).putInt(0x18, 7).putInt(0x1c, 8);          // part: palette, unknown_4, texture, side
        b.putInt(0x20, 9).putInt(0x24, 10).putInt(0x28, 64).putInt(0x2c, 32);        // fx: palette, texture, width, height
        ByteReader index = indexIn(b.array());
        ParticleTextureEntry p = CoreIndexReader.particleTextures(index, new ArrayRange(1, 0x10)).get(0);
        assertEquals(List.of(5, 6, 7, 8), List.of(p.palette(), p.unknown4(), p.texture(), p.side()));
        assertEquals(INDEX_BASE + 0x10, p.offset());
        List<FxTextureEntry> fx = CoreIndexReader.fxTextures(index, new ArrayRange(2, 0x20));
        assertEquals(List.of(9, 10, 64, 32), List.of(fx.get(0).palette(), fx.get(0).texture(), fx.get(0).width(), fx.get(0).height()));
        assertEquals(INDEX_BASE + 0x20, fx.get(0).offset());
        assertEquals(INDEX_BASE + 0x30, fx.get(1).offset());
        assertEquals(List.of(0, 0, 0, 0), List.of(fx.get(1).palette(), fx.get(1).texture(), fx.get(1).width(), fx.get(1).height()));
    }

    @Test
    void gsRamEntriesAndTheStashFlag() {
        CoreFixture f = new CoreFixture();
        // entry 1 (the stash entry): psm 0x13, 32 x 8, address 0x300, rel_offset 0x44
        f.index.putShort(0x184, (short) 32).putShort(0x186, (short) 8).putInt(0x18c, 0x44);
        List<GsRamEntry> gs = core(f, Problems.strict()).gsRamEntries();
        assertEquals(2, gs.size());
        GsRamEntry a = gs.get(0), s = gs.get(1);
        assertEquals(List.of(0, 16, 16, 0x100, 0), List.of(a.psm(), (int) a.width(), (int) a.height(), a.address(), a.relOffset()));
        assertEquals(List.of(0x13, 32, 8, 0x300, 0x44), List.of(s.psm(), (int) s.width(), (int) s.height(), s.address(), s.relOffset()));
        assertEquals(INDEX_BASE + 0x170, a.offset());
        assertEquals(INDEX_BASE + 0x180, s.offset());
        assertFalse(a.stashed());
        assertTrue(s.stashed());
        // no stash entries: a count of 0 is valid and leaves the gs_ram count alone
        CoreFixture g = new CoreFixture();
        g.index.putInt(0x84, 0);
        LevelCore c = core(g, Problems.strict());
        assertEquals(1, c.gsRamEntries().size());
        assertEquals(-1, c.mobyStashAddress());
    }

    @Test
    void stashListStopsAtTheFirstNegativeValueOnly() {
        CoreFixture f = new CoreFixture();
        f.index.putInt(0xac, 0x190);
        f.index.putShort(0x190, (short) 0).putShort(0x192, (short) 9).putShort(0x194, (short) -2);   // o_class 0 is a class
        assertEquals(List.of(0, 9), core(f, Problems.strict()).mobyGsStashList());
        assertEquals(List.of(), core(new CoreFixture(), Problems.strict()).mobyGsStashList());   // pointer 0: no list
    }

    @Test
    void rangesAndSections() {
        assertTrue(new ArrayRange(0, 0x170).isEmpty());
        assertFalse(new ArrayRange(1, 0).isEmpty());
        assertEquals(0x20, new CoreSection("x", 0x10, 0x30).size());
        Table t = core(new CoreFixture(), Problems.strict()).sections();
        assertEquals(List.of("tfrags", "collision", "textures", "moby_classes[0]", "tie_classes[0]"), t.stringColumn("section").asList());
        assertEquals(List.of(0x40L, 0x40L, 0x30L, 0x10L, 0x20L), t.longColumn("size").asList());
        assertEquals(List.of(0x40L, 0x80L, 0xb0L, 0xc0L, 0xe0L), t.longColumn("end").asList());
    }

    static List<CoreSection> sections(CoreFixture f) { return core(f, Problems.strict()).sectionList(); }

    @Test
    void theTfragBlockEndsAtOcclusionElseSkyElseCollisionNotAtTheNearestBoundary() {
        // collision moved to 0xa0: the nearest boundary after tfrags is textures (0x80), the block still ends at 0xa0
        CoreFixture c = new CoreFixture();
        c.index.putInt(0x14, 0xa0);
        assertEquals(List.of(new CoreSection("tfrags", 0, 0xa0), new CoreSection("textures", 0x80, 0xa0),
                new CoreSection("collision", 0xa0, 0xb0), new CoreSection("moby_classes[0]", 0xb0, 0xc0),
                new CoreSection("tie_classes[0]", 0xc0, 0xe0)), sections(c));
        // occlusion at 0x60 (listed before collision in the starts, but later in core_data): tfrags end there
        CoreFixture o = new CoreFixture();
        o.index.putInt(0x0c, 0x60);
        assertEquals(List.of(new CoreSection("tfrags", 0, 0x60), new CoreSection("collision", 0x40, 0x60),
                new CoreSection("occlusion", 0x60, 0x80), new CoreSection("textures", 0x80, 0xb0),
                new CoreSection("moby_classes[0]", 0xb0, 0xc0), new CoreSection("tie_classes[0]", 0xc0, 0xe0)), sections(o));
        // sky at 0x70, no occlusion
        CoreFixture s = new CoreFixture();
        s.index.putInt(0x10, 0x70);
        assertEquals(new CoreSection("tfrags", 0, 0x70), sections(s).get(0));
        // none of the three: the nearest boundary
        CoreFixture n = new CoreFixture();
        n.index.putInt(0x14, 0);
        assertEquals(new CoreSection("tfrags", 0, 0x80), sections(n).get(0));
    }

    @Test
    void sectionsSharingAStartAreOrderedByName() {
        // moby class 7 placed at textures_base_offset: "moby_classes[0]" sorts before "textures" though it is listed later
        CoreFixture f = new CoreFixture();
        f.index.putInt(0xc0, 0x80);
        List<CoreSection> s = sections(f);
        assertEquals(List.of(new CoreSection("moby_classes[0]", 0x80, 0xc0), new CoreSection("textures", 0x80, 0xc0)), s.subList(2, 4));
    }
}
