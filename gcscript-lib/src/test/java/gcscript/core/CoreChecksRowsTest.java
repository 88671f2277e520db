package gcscript.core;

import static gcscript.core.LevelCoreTest.INDEX_BASE;
import static gcscript.core.LevelCoreTest.core;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.Problems;
import gcscript.check.CheckSummary;
import gcscript.texture.TextureKind;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The named core checks, whole rows (check, n_ok, n_bad, first bad offset, detail), on {@link CoreFixture} and on
 * copies broken one way each: a table chain with a gap or an absent table, class offsets at and past the end of
 * core_data, two classes sharing a block, a texture slot equal to the table size, a non-square tfrag texture, a
 * core_data shorter than the header says, mip levels of zero size, outside core_data or running into another
 * texture. Every expected figure follows from the fixture's layout (see CoreFixture), not from a run.
 */
class CoreChecksRowsTest {

    static CheckSummary find(List<CheckSummary> all, String name) {
        return all.stream().filter(k -> k.check().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name + " in " + all));
    }

    static CheckSummary check(Consumer<CoreFixture> damage, String name) {
        CoreFixture f = new CoreFixture();
        damage.accept(f);
        return find(core(f, Problems.lenient()).checkList(), name);
    }

    @Test
    void everyRowOnTheFixture() {
        LevelCore c = core(new CoreFixture(), Problems.strict());
        assertEquals(List.of(
                new CheckSummary("tables_chain", 8, 0, -1, "8 links: each table ends where the next begins"),
                new CheckSummary("assets_compressed_size", 0, 0, -1, "no compressed stream given"),
                new CheckSummary("assets_decompressed_size", 1, 0, -1, "header 0xe0, core_data 0xe0"),
                new CheckSummary("class_offsets_in_core_data", 4, 0, -1, "2 of 4 class offsets are 0 (no model)"),
                new CheckSummary("class_spans_disjoint", 2, 0, -1, "2 class spans in core_data, none overlapping"),
                new CheckSummary("class_texture_indices", 1, 0, -1, "1 texture slots before 0xff"),
                new CheckSummary("section_extents_positive", 5, 0, -1, "5 sections"),
                new CheckSummary("textures_decode", 2, 0, -1, "2 of 2 tfrag/moby/tie/shrub textures decoded"),
                new CheckSummary("texture_mips_notes_model", 2, 0, -1, "1 of 2 decoded textures in core_data have mipmap == -1"),
                new CheckSummary("tfrag_textures_square", 1, 0, -1, "1 of 1 tfrag textures are square")), c.checkList());
        Table t = c.checks();
        assertEquals(10, t.rowCount());
        assertEquals(10, t.longColumn("first_bad_offset").countMissing(), "no first bad offset while everything holds");
        // assets_compressed_size measured nothing (no stream given): it does not hold, every other check does
        assertEquals(List.of(true, false, true, true, true, true, true, true, true, true), t.booleanColumn("holds").asList());
    }

    @Test
    void tableChainWithAGapAndWithAnAbsentTable() {
        // tie classes at 0x108: moby classes end at 0x100 before it, and the tie table then ends at 0x128 past shrub's 0x120
        assertEquals(new CheckSummary("tables_chain", 6, 2, INDEX_BASE + 0x24,
                "moby_classes ends 0x100, tie_classes begins 0x108; tie_classes ends 0x128, shrub_classes begins 0x120"),
                check(f -> f.index.putInt(0x24, 0x108), "tables_chain"));
        // tie_textures absent (count 0, offset 0): it takes no place, moby_textures links straight to shrub_textures
        assertEquals(new CheckSummary("tables_chain", 7, 0, -1, "7 links: each table ends where the next begins"),
                check(f -> f.index.putInt(0x40, 0).putInt(0x44, 0), "tables_chain"));
    }

    @Test
    void classOffsetsAtAndPastTheEndOfCoreData() {
        // moby class record 1 (entry at 0xe0, offset 0) gets 0xe0 = the size of core_data: outside
        assertEquals(new CheckSummary("class_offsets_in_core_data", 3, 1, INDEX_BASE + 0xe0, "1 of 4 class offsets are 0 (no model)"),
                check(f -> f.index.putInt(0xe0, 0xe0), "class_offsets_in_core_data"));
        assertEquals(new CheckSummary("class_offsets_in_core_data", 4, 0, -1, "1 of 4 class offsets are 0 (no model)"),
                check(f -> f.index.putInt(0xe0, 0xdf), "class_offsets_in_core_data"));
        assertEquals(new CheckSummary("class_offsets_in_core_data", 3, 1, INDEX_BASE + 0xe0, "1 of 4 class offsets are 0 (no model)"),
                check(f -> f.index.putInt(0xe0, -16), "class_offsets_in_core_data"));
    }

    @Test
    void twoClassesSharingABlockOverlap() {
        // moby class record 1 at 0xb0 too: both blocks are [0xb0, 0xc0)
        assertEquals(new CheckSummary("class_spans_disjoint", 2, 1, 0xb0, "moby_classes[1] overlaps moby_classes[0] (offsets in core_data)"),
                check(f -> f.index.putInt(0xe0, 0xb0), "class_spans_disjoint"));
    }

    @Test
    void aTextureSlotEqualToTheTableSizeIsOutside() {
        // moby class 0 lists textures 0 and 1; there is 1 moby texture
        assertEquals(new CheckSummary("class_texture_indices", 1, 1, INDEX_BASE + 0xc0 + 0x11,
                "2 texture slots before 0xff; first: moby_classes[0].textures[1] = 1 of 1 moby textures"),
                check(f -> f.index.put(0xc0 + 0x11, (byte) 1), "class_texture_indices"));
    }

    @Test
    void nonSquareTfragTextureAndShortCoreData() {
        assertEquals(new CheckSummary("tfrag_textures_square", 0, 1, INDEX_BASE + 0x150, "0 of 1 tfrag textures are square"),
                check(f -> f.index.putShort(0x150 + 6, (short) 4), "tfrag_textures_square"));
        assertEquals(new CheckSummary("assets_decompressed_size", 0, 1, INDEX_BASE + 0x8c, "header 0xf0, core_data 0xe0"),
                check(f -> f.index.putInt(0x8c, 0xf0), "assets_decompressed_size"));
    }

    @Test
    void aReversedTfragBlockAtOffset0() {
        // collision -1: not a section start (reported by the parse), but the tfrag block is sized by it: [0, -1)
        CoreFixture f = new CoreFixture();
        f.index.putInt(0x14, -1);
        LevelCore c = core(f, Problems.lenient());
        assertEquals(new CheckSummary("section_extents_positive", 3, 1, 0, "4 sections; first empty or reversed: tfrags ends 0xffffffff"),
                find(c.checkList(), "section_extents_positive"));
        Table t = c.checks();
        int row = t.stringColumn("check").indexOf("section_extents_positive");
        assertEquals(0L, t.longColumn("first_bad_offset").get(row));
        assertFalse(t.booleanColumn("holds").get(row));
        // tfrags starting where collision starts: an empty block
        CoreFixture g = new CoreFixture();
        g.index.putInt(0x08, 0x40);
        assertEquals(new CheckSummary("section_extents_positive", 4, 1, 0x40, "5 sections; first empty or reversed: tfrags ends 0x40"),
                find(core(g, Problems.lenient()).checkList(), "section_extents_positive"));
    }

    @Test
    void mipLevelsOfZeroSizeOutsideOrRunningIntoAnotherTexture() {
        String m = "texture_mips_notes_model";
        // tfrag 2 x 2 claims mips: level 1 is 1 x 1 at 0x84, level 2 is 0 x 0
        assertEquals(new CheckSummary(m, 1, 1, INDEX_BASE + 0x150,
                "0 of 2 decoded textures in core_data have mipmap == -1; first: tfrag_textures[0] level 2 is 0 x 0"),
                check(f -> f.index.putShort(0x150 + 12, (short) 3), m));
        // the same texture at texel 0x8c: its level 1 (0x90) is the moby texture's level 0 [0x90, 0xa0)
        assertEquals(new CheckSummary(m, 1, 1, INDEX_BASE + 0x150,
                "0 of 2 decoded textures in core_data have mipmap == -1; first: tfrag_textures[0] level 1 at 0x90 runs into another texture's level 0"),
                check(f -> f.index.putInt(0x150, 0x0c).putShort(0x150 + 12, (short) 3), m));
        // moby level 2 at unit 0x7f of a 0x600-byte gs_ram
        assertEquals(new CheckSummary(m, 1, 1, INDEX_BASE + 0x160,
                "1 of 2 decoded textures in core_data have mipmap == -1; first: moby_textures[0] level 2 at 0x7f00 outside gs_ram"),
                check(f -> f.index.putShort(0x160 + 12, (short) 0x7f), m));
        // moby 4 x 4 at texel 0xcc: level 1 (2 x 2) ends exactly at the end of core_data (0xe0) ...
        assertEquals(new CheckSummary(m, 2, 0, -1, "1 of 2 decoded textures in core_data have mipmap == -1"),
                check(f -> f.index.putInt(0x160, 0x4c), m));
        // ... at texel 0xd0 it starts there
        assertEquals(new CheckSummary(m, 1, 1, INDEX_BASE + 0x160,
                "1 of 2 decoded textures in core_data have mipmap == -1; first: moby_textures[0] level 1 at 0xe0 outside core_data"),
                check(f -> f.index.putInt(0x160, 0x50), m));
        // moby level 2 in the last bytes of gs_ram: unit 5 = [0x500, 0x501) inside 0x600 bytes
        assertEquals(new CheckSummary(m, 2, 0, -1, "1 of 2 decoded textures in core_data have mipmap == -1"),
                check(f -> f.index.putShort(0x160 + 12, (short) 5), m));
    }

    @Test
    void aStashAtGsRamAddress0IsStillAStash() {
        CoreFixture f = new CoreFixture();
        f.index.putInt(0xac, 0x190);
        f.index.putShort(0x190, (short) 7).putShort(0x192, (short) -1);   // moby class 7 (record 0) is stashed
        f.index.putInt(0x188, 0);                                          // stash entry address 0
        LevelCore c = core(f, Problems.strict());
        assertEquals(0, c.mobyStashAddress());
        assertTrue(c.texture(TextureKind.MOBY, 0).stashed());
        assertEquals(0x10, c.texture(TextureKind.MOBY, 0).texelOffset());
        Table t = c.textures();
        assertEquals(List.of("core_data", "gs_ram"), t.stringColumn("source").asList());
        assertEquals(List.of(0x80L, 0x10L), t.longColumn("texel_offset").asList());
        assertEquals(new CheckSummary("texture_mips_notes_model", 1, 0, -1,
                "1 of 1 decoded textures in core_data have mipmap == -1; 1 stashed, not checked"), find(c.checkList(), "texture_mips_notes_model"));
    }

    @Test
    void aTextureThatDoesNotDecodeIsTheFirstMissing() {
        // moby texels at 0x80 + 0x100: outside core_data
        assertEquals(new CheckSummary("textures_decode", 1, 1, INDEX_BASE + 0x160, "1 of 2 tfrag/moby/tie/shrub textures decoded"),
                check(f -> f.index.putInt(0x160, 0x100), "textures_decode"));
    }
}
