package gcscript.kernel;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class WarmUpTest {
    /** install.sh records the CDS archive from this session; a failing cell would make a poorer archive silently. */
    @Test
    void warmUpSessionRunsEveryCell() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        WarmUp.run(null, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String log = bytes.toString(StandardCharsets.UTF_8);
        assertFalse(log.contains("tech.tablesaw.api"), "table imports must work: " + log);
        assertTrue(log.lines().allMatch(l -> l.isBlank() || l.contains("gcscript") || l.startsWith("  ")), log);
    }
}
