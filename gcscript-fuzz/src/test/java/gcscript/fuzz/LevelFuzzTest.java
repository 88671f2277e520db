package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.level.DataExtent;
import gcscript.level.DataHeader;
import gcscript.level.Level;
import gcscript.level.LevelHeader;
import gcscript.level.Slot;

/**
 * The level header (docs/formats/level.md), a whole level file, and the data extent header (§2). Level files
 * come sparse (see {@link Sparse}); the data extent target places its input as the data extent of a valid
 * header so every byte lands in the structure under test.
 */
class LevelFuzzTest {
    static final int MAX_FILE = 4 << 20;
    /** core_data may legitimately expand 72x when the tables are touched. */
    static final long DECODING_BYTES_PER_BYTE = 4 * 72;

    @FuzzTest
    void header(byte[] data) {
        Guard.check("level.header", data, data.length, 8, () -> {
            ByteReader r = ByteReader.of(data, "LEVEL0.WAD");
            LevelHeader h = LevelHeader.read(r, "level[0].header", 0);
            h.chunkCount();
            h.sameExtents(h);
        });
    }

    @FuzzTest
    void levelFile(byte[] data) {
        byte[] file = Sparse.expand(data, MAX_FILE);
        Guard.check("level.file", data, file.length, DECODING_BYTES_PER_BYTE, () -> touch(file, Problems.lenient()));
    }

    @FuzzTest
    void dataExtent(byte[] data) {
        byte[] file = levelWithData(data);
        Guard.check("level.dataExtent", data, file.length, DECODING_BYTES_PER_BYTE, () -> {
            touch(file, Problems.lenient());
            DataHeader.read(ByteReader.of(data, "data"), "data.header").declaredEnd();
        });
    }

    static void touch(byte[] file, Problems problems) {
        Level level = new Level(0, ByteReader.of(file, "LEVEL0.WAD"), problems);
        level.extents();
        level.clampedBytes();
        for (Slot s : Slot.values()) level.extentBytes(s);
        level.check();
        DataExtent d = level.data();
        d.sections();
        for (String name : d.headerRecord().ranges().keySet()) d.range(name);
        d.assetsDecompressedSize();
        d.coreData();
    }

    /** A 0x60-byte header whose data extent starts at sector 1 and covers {@code data}, padded to a sector. */
    static byte[] levelWithData(byte[] data) {
        int sectors = Math.max(1, (data.length + 0x7ff) / 0x800);
        byte[] file = new byte[0x800 * (1 + sectors)];
        putInt(file, 0, LevelHeader.SIZE_GC);
        putInt(file, Slot.DATA.offsetIn(LevelHeader.SIZE_GC), 1);
        putInt(file, Slot.DATA.offsetIn(LevelHeader.SIZE_GC) + 4, sectors);
        System.arraycopy(data, 0, file, 0x800, data.length);
        return file;
    }

    static void putInt(byte[] b, int at, int v) {
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >>> 8);
        b[at + 2] = (byte) (v >>> 16);
        b[at + 3] = (byte) (v >>> 24);
    }
}
