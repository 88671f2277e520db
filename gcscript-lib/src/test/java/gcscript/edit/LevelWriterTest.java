package gcscript.edit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.level.Extent;
import gcscript.level.Level;
import gcscript.level.Slot;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Streams that grow when re-compressed (random bytes do not compress): the level file is laid out again, the grown
 * stream reads back as the new content, everything after it moves by whole sectors and reads back unchanged, and
 * the container checks (stream sizes, assets_compressed_size, extents inside the file) stay clean.
 */
class LevelWriterTest {
    static final Level ORIGINAL = Gc.sample().level(0);

    static byte[] random(int n, long seed) {
        byte[] b = new byte[n];
        new Random(seed).nextBytes(b);
        return b;
    }

    static Level reread(byte[] file, Problems problems) {
        return new Level(0, ByteReader.of(file, ORIGINAL.fileName()), problems);
    }

    @Test void aGrownCoreDataMovesTheLaterRangesAndExtents() {
        byte[] core = random(ORIGINAL.data().coreData().length, 1);
        byte[] file = LevelWriter.rebuild(ORIGINAL, Map.of(ORIGINAL.fileName() + ":core_data", core));
        Problems p = Problems.lenient();
        Level back = reread(file, p);
        assertArrayEquals(core, back.data().coreData());
        assertEquals(back.data().headerRecord().coreData().size(), back.data().assetsCompressedSize());
        assertTrue(back.extent(Slot.DATA).sizeSectors() > ORIGINAL.extent(Slot.DATA).sizeSectors(), "the data extent grew");
        int grown = back.extent(Slot.DATA).sizeSectors() - ORIGINAL.extent(Slot.DATA).sizeSectors();
        for (Extent e : ORIGINAL.extentList()) {
            if (e.empty() || e.slot() == Slot.DATA) continue;
            Extent n = back.extent(e.slot());
            int moved = e.offsetSectors() > ORIGINAL.extent(Slot.DATA).offsetSectors() ? grown : 0;
            assertEquals(e.offsetSectors() + moved, n.offsetSectors(), e.name());
            assertArrayEquals(ORIGINAL.extentBytes(e.slot()).orElseThrow().toArray(), back.extentBytes(e.slot()).orElseThrow().toArray(), e.name());
        }
        // core_index changed in one field only: the core header's copy of the compressed size
        byte[] index = ORIGINAL.data().coreIndex().toArray();
        gcscript.core.LevelCoreHeader.ASSETS_COMPRESSED_SIZE.encode(index, 0, back.data().headerRecord().coreData().size());
        assertArrayEquals(index, back.data().coreIndex().toArray());
        for (String range : new String[] {"overlay", "gs_ram", "transition_textures"}) {
            var a = ORIGINAL.data().range(range);
            var b = back.data().range(range);
            assertEquals(a.isPresent(), b.isPresent(), range);
            if (a.isPresent()) assertArrayEquals(a.get().toArray(), b.get().toArray(), range);
        }
        back.check();
        assertEquals(java.util.List.of(), p.rows());
    }

    @Test void aGrownGameplayStreamMovesTheExtentsAfterIt() {
        byte[] gameplay = random(64 * 1024, 2);
        byte[] file = LevelWriter.rebuild(ORIGINAL, Map.of(ORIGINAL.fileName() + ":gameplay", gameplay));
        Problems p = Problems.lenient();
        Level back = reread(file, p);
        assertArrayEquals(gameplay, back.gameplayData().toArray());
        assertArrayEquals(ORIGINAL.data().coreData(), back.data().coreData());
        back.check();
        assertEquals(java.util.List.of(), p.rows());
    }

    @Test void unchangedBuffersGiveBackTheFile() {
        assertArrayEquals(ORIGINAL.bytes().toArray(), LevelWriter.rebuild(ORIGINAL, Map.of()));
    }
}
