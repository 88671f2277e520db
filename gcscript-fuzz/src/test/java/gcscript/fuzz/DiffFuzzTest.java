package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.level.Level;

/**
 * The field diff of a hostile level file against a copy of itself with one byte changed: every table of both sides
 * is read (an unreadable one is a diff row), keys built and values compared. Only FormatException may escape, within
 * the time limit and an allocation proportional to the input (tables of every area, twice).
 */
class DiffFuzzTest {
    @FuzzTest
    void level(byte[] data) {
        byte[] file = Sparse.expand(data, LevelFuzzTest.MAX_FILE);
        byte[] other = file.clone();
        if (other.length > 0) other[other.length / 2] ^= 0x5a;
        Guard.check("diff.level", data, file.length, 8 * LevelFuzzTest.DECODING_BYTES_PER_BYTE, () -> {
            Level a = new Level(0, ByteReader.of(file, "LEVEL0.WAD"), Problems.lenient());
            Level b = new Level(0, ByteReader.of(other, "LEVEL0.WAD"), Problems.lenient());
            a.diff(b);
        });
    }
}
