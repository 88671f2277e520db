package gcscript.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bundled sample disc must be exactly what the generator makes from {@link Options#sample()}; if this
 * fails after a deliberate generator change, regenerate it (see datasets/sample/README.md).
 */
class SampleDiscTest {
    @TempDir
    Path tmp;

    static Path sampleDir() {
        for (Path p : new Path[] {Path.of("sample"), Path.of("datasets", "sample")}) {
            if (Files.isRegularFile(p.resolve("gcscript-sample.iso"))) return p;
        }
        throw new AssertionError("datasets/sample/gcscript-sample.iso not found from " + Path.of("").toAbsolutePath());
    }

    @Test
    void bundledSampleIsRegeneratedByteForByte() throws Exception {
        Path dir = sampleDir();
        SyntheticDisc.Result r = SyntheticDisc.write(Options.sample(), tmp.resolve("gcscript-sample.iso"));
        byte[] bundled = Files.readAllBytes(dir.resolve("gcscript-sample.iso"));
        assertTrue(bundled.length < 3 * 1024 * 1024, "sample stays under 3 MB: " + bundled.length);
        assertEquals(bundled.length, Files.size(r.image()));
        assertArrayEquals(bundled, Files.readAllBytes(r.image()), "gcscript-sample.iso drifted from the generator");
        assertArrayEquals(Files.readAllBytes(dir.resolve("gcscript-sample.manifest.tsv")), Files.readAllBytes(r.manifest()),
                "gcscript-sample.manifest.tsv drifted from the generator");
    }
}
