package gcscript.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.ksy.KsyExport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code formats}: --ksy writes the library's export; without --ksy or --check it is a usage error. */
class FormatsCliTest {
    @Test void ksyWritesEveryDescriptionAndNamesTheFiles(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("new");
        Run r = Run.of("formats", "--ksy", out.toString());
        assertEquals(0, r.status(), r.err());
        Map<String, String> texts = KsyExport.texts();
        assertEquals(texts.size(), r.out().lines().count(), r.out());
        for (Map.Entry<String, String> e : texts.entrySet()) {
            assertEquals(e.getValue(), Files.readString(out.resolve(e.getKey())));
            assertTrue(r.out().contains(out.resolve(e.getKey()).toString()), r.out());
        }
    }

    @Test void neitherKsyNorCheckIsAUsageError() {
        Run r = Run.of("formats");
        assertEquals(1, r.status());
        assertEquals("gcscript formats: formats takes --ksy DIR or --check [DISC]\n", r.err());
        assertTrue(Help.of("formats").contains("--check"), Help.of("formats"));
        assertTrue(Help.of("formats").contains("3 also: --check found a difference"), Help.of("formats"));
    }
}
