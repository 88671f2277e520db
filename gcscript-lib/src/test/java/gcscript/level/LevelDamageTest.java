package gcscript.level;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The container checks of a level file on damaged copies of the sample's streamed level (LEVEL1.WAD): each damage
 * gives the problem row it should (check name, path, offset), lenient, and a FormatException in strict mode.
 */
class LevelDamageTest {
    static final Level SAMPLE = Gc.sample().level(1);
    static final byte[] FILE = SAMPLE.bytes().toArray();

    static byte[] copy() { return FILE.clone(); }

    static void putS32(byte[] b, long at, int v) { ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt((int) at, v); }
    static int s32(byte[] b, long at) { return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).getInt((int) at); }

    static List<Problem> problems(byte[] b) {
        Problems p = Problems.lenient();
        Level l = new Level(1, ByteReader.of(b, "LEVEL1.WAD"), p);
        l.check();
        l.check();   // runs once
        return p.rows();
    }

    static Problem only(List<Problem> rows, String check) {
        List<Problem> m = rows.stream().filter(r -> r.check().equals(check)).toList();
        assertEquals(1, m.size(), check + " in " + rows);
        return m.get(0);
    }

    @Test
    void theUndamagedLevelHasNoProblemsAndEveryPart() {
        assertEquals(List.of(), problems(copy()));
        Level l = new Level(1, ByteReader.of(copy(), "LEVEL1.WAD"), Problems.strict());
        assertEquals(3, l.chunkList().size());
        List<String> names = LevelParts.of(l).stream().map(Part::name).toList();
        assertTrue(names.containsAll(List.of("data.bin", "sound_bank.bin", "gameplay.wad", "gameplay.bin", "occlusion.bin",
                "chunk0.bin", "chunk2.bin", "chunk_sound_bank1.bin", "core_index.bin", "gs_ram.bin", "core_data.wad",
                "core_data.bin")), names.toString());
        for (Part p : LevelParts.of(l)) assertTrue(p.bytes().get().length() > 0, p.name());
        for (Chunk c : l.chunkList()) {
            assertTrue(c.tfragsOffset() > 0);
            assertTrue(c.collisionOffset() > c.tfragsOffset());
            assertTrue(c.collisionBytes().orElseThrow().length() > 0);
            assertEquals(l.path("chunk_" + c.index() + ".tfrags"), c.path("tfrags"));
        }
        assertEquals("LEVEL1.WAD (level 1, id 1, " + FILE.length + " bytes)", l.toString());
        assertSame(l.problems(), l.problems());
    }

    @Test
    void aStreamShorterThanItsHolderIsAWarning() {
        // chunk 0's tfrag stream, held up to the chunk's collision stream (the sample's gameplay streams fit one
        // sector, so no change of theirs can leave a sector of slack)
        byte[] b = copy();
        Level l = new Level(1, ByteReader.of(copy(), "LEVEL1.WAD"), Problems.strict());
        long chunk = l.extent(Slot.CHUNK_0).byteOffset();
        long at = chunk + l.chunkList().get(0).tfragsOffset();
        int declared = s32(b, at + 3);
        assertTrue(declared > 0x900 + 16, "chunk 0 tfrag stream of " + declared + " bytes");
        putS32(b, at + 3, declared - 0x900);   // claims 0x900 bytes less than it holds: more slack than a sector
        Problem p = only(problems(b), "stream_fills_holder");
        assertEquals("level[1].chunk_0.tfrags.wad.compressed_size", p.path());
        assertEquals(at + 3, p.offset());
    }

    @Test
    void aDataRangePastTheExtentIsReported() {
        byte[] b = copy();
        long data = SAMPLE.extent(Slot.DATA).byteOffset();
        putS32(b, data + 0x50 + 4, 1 << 28);   // transition_textures.size
        Problem p = only(problems(b), "range_in_extent");
        assertEquals("level[1].data.header.transition_textures", p.path());
        assertEquals(data, p.offset());
    }

    @Test
    void aCoreIndexSizeThatDisagreesWithTheRangeIsReported() {
        byte[] b = copy();
        long data = SAMPLE.extent(Slot.DATA).byteOffset();
        long coreIndex = data + s32(b, data + 0x08);
        putS32(b, coreIndex + 0x88, s32(b, coreIndex + 0x88) + 1);
        Problem p = only(problems(b), "assets_compressed_size");
        assertEquals(coreIndex + 0x88, p.offset());
    }

    @Test
    void aBrokenChunkStreamIsReportedAndStrictModeThrows() {
        byte[] b = copy();
        long chunk = SAMPLE.extent(Slot.CHUNK_1).byteOffset();
        int tfrags = s32(b, chunk);
        putS32(b, chunk + tfrags + 3, 1 << 26);   // the chunk's tfrag stream claims more bytes than the chunk holds
        Problem p = only(problems(b), "format");
        assertEquals("level[1].chunk_1.tfrags.wad.compressed_size", p.path());
        assertEquals(chunk + tfrags + 3, p.offset());
        Level strict = new Level(1, ByteReader.of(b, "LEVEL1.WAD"), Problems.strict());
        assertThrows(FormatException.class, strict::check);
        // a chunk header pointing outside the chunk
        byte[] c = copy();
        putS32(c, chunk + 4, 1 << 28);
        assertFalse(problems(c).isEmpty());
    }

    @Test
    void extentsPastTheFileOrNegativeAreProblems() {
        byte[] b = copy();
        int occl = Slot.OCCLUSION.offsetIn(0x60);
        putS32(b, occl + 4, s32(b, occl + 4) + 5000);   // occlusion runs far past the end
        Problems p = Problems.lenient();
        Level l = new Level(1, ByteReader.of(b, "LEVEL1.WAD"), p);
        Problem row = only(p.rows(), "extent_in_file");
        assertEquals("level[1].header.occlusion.size_sectors", row.path());
        assertEquals(occl + 4, row.offset());
        Extent e = l.extent(Slot.OCCLUSION);
        assertEquals(FILE.length - e.byteOffset(), e.bytes());
        assertEquals(e.declaredBytes() - e.bytes(), e.clampedBytes());

        byte[] n = copy();
        putS32(n, occl, -3);
        Problems q = Problems.lenient();
        Level neg = new Level(1, ByteReader.of(n, "LEVEL1.WAD"), q);
        assertEquals(occl, only(q.rows(), "extent_sign").offset());
        assertEquals(0, neg.extent(Slot.OCCLUSION).bytes());
        assertTrue(neg.extentBytes(Slot.OCCLUSION).isEmpty());
        assertThrows(FormatException.class, () -> new Level(1, ByteReader.of(n, "LEVEL1.WAD"), Problems.strict()));
    }

    @Test
    void aTruncatedDataHeaderOrEmptyDataExtentThrows() {
        byte[] b = copy();
        putS32(b, Slot.DATA.offsetIn(0x60) + 4, 0);   // data extent empty
        Level l = new Level(1, ByteReader.of(b, "LEVEL1.WAD"), Problems.lenient());
        FormatException e = assertThrows(FormatException.class, l::data);
        assertEquals("level[1].header.data", e.path());
        assertEquals(Slot.DATA.offsetIn(0x60), e.offset());
        assertThrows(FormatException.class, () -> DataHeader.read(ByteReader.of(new byte[0x57], "d"), "d"));
        DataHeader h = DataHeader.read(ByteReader.of(new byte[0x58], "d"), "d");
        assertEquals(11, h.ranges().size());
    }
}
