package gcscript.core;

import static gcscript.core.LevelCoreTest.INDEX_BASE;
import static gcscript.core.LevelCoreTest.find;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The sound remap block (core_index +0x70, rac2-formats-phase2): header and elements read at their offsets, the
 * extent by Wrench's rule (last element's offset + 4 x size), and every broken form reported by path and offset.
 * The block is laid by hand after {@link CoreFixture}'s core_index, at 0x1a0.
 */
class SoundRemapTest {
    static final int AT = 0x1a0;

    /** The fixture's core_index grown to {@code size}, with a block of three elements at {@link #AT}. */
    static ByteBuffer index(int size) {
        CoreFixture f = new CoreFixture();
        ByteBuffer b = ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
        b.put(0, f.index.array(), 0, CoreFixture.INDEX_SIZE);
        b.putInt(0x70, AT);
        // header: second_part_ofs 0x14 (3 elements), second_part_size 5, third_part_ofs 0x28, third_part_count 2
        b.putShort(AT, (short) 0x14).putShort(AT + 2, (short) 5).putShort(AT + 4, (short) 0x28).putShort(AT + 6, (short) 2);
        // elements {offset, size}: runs of 3, 2 and 2 words after the array: the block ends at 0x28 + 8 = 0x30
        b.putShort(AT + 8, (short) 0x14).putShort(AT + 10, (short) 3);
        b.putShort(AT + 12, (short) 0x20).putShort(AT + 14, (short) 2);
        b.putShort(AT + 16, (short) 0x28).putShort(AT + 18, (short) 2);
        for (int w = 0x14; w < 0x30; w += 4) b.putInt(AT + w, 0x1000 + w);
        return b;
    }

    static LevelCore core(ByteBuffer index, Problems p) {
        CoreFixture f = new CoreFixture();
        return LevelCore.ofDecompressed(3, LevelCoreTest.indexIn(index.array()), ByteReader.of(f.gs.array(), "gs_ram"),
                ByteReader.of(f.data.array(), "core_data.bin"), p);
    }

    @Test
    void headerAndElementsAtTheirOffsets() {
        LevelCore c = core(index(0x1e0), Problems.strict());
        SoundRemap r = c.soundRemapModel().orElseThrow();
        assertEquals(INDEX_BASE + AT, r.offset());
        assertEquals(0x30, r.size());
        Table h = c.soundRemapHeader();
        assertEquals(1, h.rowCount());
        assertEquals(List.of("level", "file", "record", "offset"), h.columnNames().subList(0, 4));
        assertEquals(0x14, h.intColumn("second_part_ofs").get(0));
        assertEquals(5, h.intColumn("second_part_size").get(0));
        assertEquals(0x28, h.intColumn("third_part_ofs").get(0));
        assertEquals(2, h.intColumn("third_part_count").get(0));
        assertEquals(3, h.intColumn("element_count").get(0));
        assertEquals(0x30L, h.longColumn("extent").get(0));
        Table e = c.soundRemap();
        assertEquals(3, e.rowCount());
        assertEquals(List.of(0x14, 0x20, 0x28), e.intColumn("element_offset").asList());
        assertEquals(List.of(3, 2, 2), e.intColumn("element_size").asList());
        assertEquals(List.of(INDEX_BASE + AT + 8, INDEX_BASE + AT + 12, INDEX_BASE + AT + 16), e.longColumn("offset").asList());
        assertEquals(List.of(INDEX_BASE + AT + 0x14, INDEX_BASE + AT + 0x20, INDEX_BASE + AT + 0x28), e.longColumn("part_start").asList());
        assertEquals(List.of(INDEX_BASE + AT + 0x20, INDEX_BASE + AT + 0x28, INDEX_BASE + AT + 0x30), e.longColumn("part_end").asList());
        assertEquals(3, find(c, "sound_remap_elements").nOk());
        assertEquals(1, find(c, "sound_remap_extent").nOk());
    }

    @Test
    void absentWhenTheOffsetIsZero() {
        ByteBuffer b = index(0x1e0);
        b.putInt(0x70, 0);
        LevelCore c = core(b, Problems.strict());
        assertTrue(c.soundRemapModel().isEmpty());
        assertEquals(0, c.soundRemap().rowCount());
        assertEquals(0, c.soundRemapHeader().rowCount());
        assertTrue(c.checkList().stream().noneMatch(k -> k.check().startsWith("sound_remap")));
    }

    @Test
    void anExtentPastCoreIndexFailsLoudly() {
        ByteBuffer b = index(0x1e0);
        b.putShort(AT + 18, (short) 0x40);   // the last run: 0x40 words, far past the end of core_index
        FormatException e = assertThrows(FormatException.class, () -> core(b, Problems.strict()).soundRemapModel());
        assertEquals("core.sound_remap.extent", e.path());
        assertEquals(INDEX_BASE + AT + 16, e.offset());
        Problems p = Problems.lenient();
        LevelCore c = core(b, p);
        assertEquals(0x128, c.soundRemapModel().orElseThrow().size());
        assertEquals(1, find(c, "sound_remap_extent").nBad());
        assertEquals(INDEX_BASE + AT, find(c, "sound_remap_extent").firstBadOffset());
        assertTrue(p.rows().stream().anyMatch(r -> r.path().endsWith("core.sound_remap.extent")), p.rows().toString());
    }

    @Test
    void aNegativeElementFailsLoudly() {
        ByteBuffer b = index(0x1e0);
        b.putShort(AT + 14, (short) -2);     // element 1's size
        FormatException e = assertThrows(FormatException.class, () -> core(b, Problems.strict()).soundRemapModel());
        assertEquals("core.sound_remap[1].element_offset", e.path());
        assertEquals(INDEX_BASE + AT + 12, e.offset());
        LevelCore c = core(b, Problems.lenient());
        assertEquals(2, find(c, "sound_remap_elements").nOk());
        assertEquals(1, find(c, "sound_remap_elements").nBad());
        assertEquals(INDEX_BASE + AT + 12, find(c, "sound_remap_elements").firstBadOffset());
    }

    @Test
    void aSecondPartOffsetThatIsNoElementArrayFailsLoudly() {
        ByteBuffer b = index(0x1e0);
        b.putShort(AT, (short) 0x13);        // not 8 + 4 x n
        FormatException e = assertThrows(FormatException.class, () -> core(b, Problems.strict()).soundRemapModel());
        assertEquals("core.sound_remap.header.second_part_ofs", e.path());
        b.putShort(AT, (short) 0x7ff8);      // 8190 elements: past core_index, refused before allocating
        e = assertThrows(FormatException.class, () -> core(b, Problems.strict()).soundRemapModel());
        assertTrue(e.path().startsWith("core.sound_remap"), e.path());
        Problems p = Problems.lenient();
        assertTrue(core(b, p).soundRemapModel().isEmpty());
        assertEquals(1, p.rows().size(), p.rows().toString());
    }

    @Test
    void anArrayWithNoElementHasNoExtent() {
        ByteBuffer b = index(0x1e0);
        b.putShort(AT, (short) 8);
        LevelCore c = core(b, Problems.lenient());
        assertEquals(-1, c.soundRemapModel().orElseThrow().size());
        assertEquals(1, find(c, "sound_remap_extent").nBad());
        assertThrows(FormatException.class, () -> core(b, Problems.strict()).soundRemapModel());
    }

    @Test
    void theExtentMayEndWhereTheElementArrayEndsButNotBefore() {
        ByteBuffer b = index(0x1e0);
        b.putShort(AT + 16, (short) 0x14).putShort(AT + 18, (short) 0);   // last element: an empty run at the array's end
        LevelCore c = core(b, Problems.strict());
        assertEquals(0x14, c.soundRemapModel().orElseThrow().size());
        assertEquals(0, find(c, "sound_remap_extent").nBad());
        b.putShort(AT + 16, (short) 0x10).putShort(AT + 18, (short) 0);   // ends inside the element array
        FormatException e = assertThrows(FormatException.class, () -> core(b, Problems.strict()).soundRemapModel());
        assertEquals("core.sound_remap.extent", e.path());
        assertEquals(1, find(core(b, Problems.lenient()), "sound_remap_extent").nBad());
    }
}
