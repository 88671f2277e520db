package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.disc.DiscOpener;

/** The whole lenient open of a sparse ISO image: directory, RC2.HDR, level headers, data extents, tables. */
class DiscFuzzTest {
    static final int MAX_IMAGE = 8 << 20;

    @FuzzTest
    void lenientOpen(byte[] data) {
        byte[] image = Sparse.expand(data, MAX_IMAGE);
        Guard.check("disc.lenientOpen", data, image.length, 16, () -> {
            Disc disc = DiscOpener.open(ByteReader.of(image, "fuzz.iso"), "fuzz.iso", Problems.lenient());
            disc.files();
            disc.toc();
            if (disc.levels().count() > 0) {
                disc.levels().table();
                disc.levels().extents();
            }
            disc.problems();
        });
    }
}
