package gcscript.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.disc.GroundTruth;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code verify}'s image part on a copy of the sample with one byte changed: the difference names the manifest's hash
 * as expected and the image's own as found (computed here independently), so a report never reads backwards.
 */
class VerifyImageTest {
    @TempDir Path dir;

    @Test void aChangedImageIsReportedWithTheManifestsHashExpectedAndTheImagesFound() throws Exception {
        Path copy = dir.resolve("changed.iso");
        try (InputStream in = Gc.class.getResourceAsStream(Gc.SAMPLE_RESOURCE)) {
            Files.copy(in, copy);
        }
        byte[] bytes = Files.readAllBytes(copy);
        bytes[bytes.length - 1] ^= 0x5a;   // the image's last byte
        Files.write(copy, bytes);
        GroundTruth truth;
        try (InputStream m = Gc.class.getResourceAsStream(Gc.SAMPLE_MANIFEST)) {
            truth = GroundTruth.read(m);
        }
        String manifest = truth.get("disc.image.sha256").orElseThrow();
        String actual = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        assertTrue(!manifest.equals(actual));

        Verify.Part p = Verify.image(truth, Optional.of(copy));
        assertEquals(1, p.differenceCount());
        var d = p.differences().get(0);
        assertEquals("image", d.table());
        assertEquals("changed.iso", d.path());
        assertEquals(manifest, d.expected());
        assertEquals(actual, d.found());
        assertEquals(1, p.compared());
    }

    @Test void theUnchangedSampleMatches(@TempDir Path other) throws IOException {
        Path copy = other.resolve("same.iso");
        try (InputStream in = Gc.class.getResourceAsStream(Gc.SAMPLE_RESOURCE)) {
            Files.copy(in, copy);
        }
        GroundTruth truth;
        try (InputStream m = Gc.class.getResourceAsStream(Gc.SAMPLE_MANIFEST)) {
            truth = GroundTruth.read(m);
        }
        Verify.Part p = Verify.image(truth, Optional.of(copy));
        assertEquals(0, p.differenceCount(), p.toString());
        assertEquals(1, p.compared());
    }
}
