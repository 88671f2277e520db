package gcscript.level;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

/** Headers built by hand from docs/formats/level.md, independent of any writer of this project. */
class LevelHeaderTest {
    /** A 0x60 header: sound bank at sector 1 (3 sectors), data after it (5), gameplay (2), occlusion (1). */
    static ByteBuffer header60(int id, int fileSectors) {
        ByteBuffer b = ByteBuffer.allocate(fileSectors * 0x800).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0, 0x60).putInt(4, 0).putInt(8, id).putInt(0x0c, 3);
        b.putInt(0x10, 4).putInt(0x14, 5);   // data
        b.putInt(0x18, 1).putInt(0x1c, 3);   // sound_bank
        b.putInt(0x20, 9).putInt(0x24, 2);   // gameplay
        b.putInt(0x28, 11).putInt(0x2c, 1);  // occlusion
        return b;
    }

    @Test
    void readsTheTenSlotsOfTheGcHeader() {
        ByteReader r = ByteReader.of(header60(30, 12).array(), "LEVEL21.WAD");
        LevelHeader h = LevelHeader.read(r, "level[21].header", 0);
        assertEquals(0x60, h.headerSize());
        assertEquals(30, h.id());
        assertEquals(3, h.reverb());
        assertEquals(new SectorRange(4, 5), h.extent(Slot.DATA));
        assertEquals(new SectorRange(1, 3), h.extent(Slot.SOUND_BANK));
        assertEquals(new SectorRange(9, 2), h.extent(Slot.GAMEPLAY));
        assertEquals(new SectorRange(11, 1), h.extent(Slot.OCCLUSION));
        assertEquals(0, h.chunkCount());
    }

    @Test
    void readsThe68Variant() {
        ByteBuffer b = ByteBuffer.allocate(0x68).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0, 0x68).putInt(8, 7).putInt(0x0c, 10).putInt(0x10, 20).putInt(0x24, 3).putInt(0x28, 4).putInt(0x34, 40).putInt(0x38, 2).putInt(0x4c, 4);
        LevelHeader h = LevelHeader.read(ByteReader.of(b.array(), "x"), "h", 0);
        assertEquals(new SectorRange(10, 20), h.extent(Slot.DATA));
        assertEquals(new SectorRange(3, 4), h.gameplayPal());
        assertEquals(new SectorRange(40, 2), h.extent(Slot.CHUNK_0));
        assertEquals(4, h.reverb());
        assertEquals(1, h.chunkCount());
    }

    @Test
    void rejectsAnUnknownHeaderSize() {
        ByteBuffer b = header60(0, 1);
        b.putInt(0, 0x64);
        FormatException e = assertThrows(FormatException.class, () -> LevelHeader.read(ByteReader.of(b.array(), "x"), "level[0].header", 0));
        assertEquals("level[0].header.header_size", e.path());
        assertEquals("0x64", e.actual());
    }

    @Test
    void clampsTheLastExtentToTheFileAndReportsTheCount() {
        ByteBuffer b = header60(0, 12);
        byte[] shortFile = java.util.Arrays.copyOf(b.array(), 12 * 0x800 - 96);
        Level l = new Level(0, ByteReader.of(shortFile, "LEVEL0.WAD"), Problems.strict());
        assertEquals(96, l.clampedBytes());
        assertEquals(0x800 - 96, l.extent(Slot.OCCLUSION).bytes());
        assertEquals(96, l.extent(Slot.OCCLUSION).clampedBytes());
        assertEquals(5 * 0x800, l.extent(Slot.DATA).bytes());
    }

    @Test
    void anExtentFarPastTheFileIsAProblemNotAClamp() {
        ByteBuffer b = header60(0, 12);
        b.putInt(0x14, 500); // data: 500 sectors in a 12-sector file
        assertThrows(FormatException.class, () -> new Level(0, ByteReader.of(b.array(), "LEVEL0.WAD"), Problems.strict()));
        Problems lenient = Problems.lenient();
        Level l = new Level(0, ByteReader.of(b.array(), "LEVEL0.WAD"), lenient);
        assertEquals(1, lenient.rows().size());
        assertEquals("level[0].header.data.size_sectors", lenient.rows().get(0).path());
        assertEquals(0x10 + 4, lenient.rows().get(0).offset());
        assertEquals(8 * 0x800, l.extent(Slot.DATA).bytes());
    }
}
