package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.disc.Toc;

/** RC2.HDR (docs/formats/disc.md) from sparse files of up to 1 MiB, read lenient and strict. */
class TocFuzzTest {
    static final int MAX_FILE = 1 << 20;

    @FuzzTest
    void rc2hdr(byte[] data) {
        byte[] file = Sparse.expand(data, MAX_FILE);
        Guard.check("toc.rc2hdr", data, file.length, 8, () -> {
            ByteReader r = ByteReader.of(file, "RC2.HDR");
            Toc toc = Toc.read(r, Problems.lenient());
            for (Toc.Entry e : toc.entries()) e.levelCopy().chunkCount();
            Toc.read(r, Problems.strict());
        });
    }
}
