package gcscript.disc;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A DVD image is larger than one 2 GiB mapping: the opener must map its directory and files separately. */
class LargeImageTest {
    @Test
    void anImageOverTwoGigabytesOpensAndReadsLikeTheSmallOne(@TempDir Path tmp) throws Exception {
        Path big = tmp.resolve("big.iso");
        try (InputStream in = Gc.class.getResourceAsStream(Gc.SAMPLE_RESOURCE)) {
            Files.copy(in, big);
        }
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(2_600_000_000L); // sparse: no disk used for the zero tail
        }
        long before = Files.getLastModifiedTime(big).toMillis();
        Disc d = Gc.open(big);
        assertEquals(Gc.sample().levels().table().setName("").printAll(), d.levels().table().setName("").printAll());
        assertEquals(Disc.Kind.ISO, d.kind());
        assertTrue(d.problems().isEmpty());
        assertEquals(before, Files.getLastModifiedTime(big).toMillis());
    }
}
