package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.coverage.Region;
import gcscript.level.Level;

/**
 * The coverage map (docs/coverage.md) of a mutated level file: the recording pass over every part, the tables, the
 * annotated hex of the first bytes of each buffer and an owned search. Anything but a FormatException, a hang or an
 * oversized allocation is a finding. Level files come sparse (see {@link Sparse}).
 */
class CoverageFuzzTest {
    @FuzzTest
    void levelFile(byte[] data) {
        byte[] file = Sparse.expand(data, LevelFuzzTest.MAX_FILE);
        Guard.check("coverage.levelFile", data, file.length, LevelFuzzTest.DECODING_BYTES_PER_BYTE, () -> {
            Level level = new Level(0, ByteReader.of(file, "LEVEL0.WAD"), Problems.lenient());
            var map = level.coverageMap();
            level.coverage();
            level.coverageSummary();
            for (String f : map.files()) {
                long n = map.bytes(f);
                if (n > 0) level.hex(f, 0, (int) Math.min(64, n)).html();
            }
            for (Region r : map.regions()) map.ownerAt(r.file(), r.start());
            level.find().limit(16).ascii("WAD");
        });
    }
}
