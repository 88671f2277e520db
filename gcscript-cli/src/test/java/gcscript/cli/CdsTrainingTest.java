package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The run bin/gcscript records its class-data archive from: every command works on the sample, a failure is said. */
class CdsTrainingTest {
    private static final ByteArrayOutputStream OUT = new ByteArrayOutputStream(), ERR = new ByteArrayOutputStream();

    private static int run(List<List<String>> commands) {
        OUT.reset();
        ERR.reset();
        return CdsTraining.run(commands, new PrintStream(OUT, true, StandardCharsets.UTF_8), new PrintStream(ERR, true, StandardCharsets.UTF_8));
    }

    @Test void everyCommandRunsOnTheSample() {
        assertEquals(0, run(CdsTraining.COMMANDS), ERR.toString(StandardCharsets.UTF_8));
        String out = OUT.toString(StandardCharsets.UTF_8);
        // each command printed its table: the claims' ids, the coverage and positions csv headers
        assertTrue(out.contains("lvl0.data.sectors"), "claims ran");
        assertTrue(out.contains("level,file,start,end,size,kind,owner"), "coverage --level 0 ran");
        assertTrue(out.contains("percent_explained"), "coverage --summary ran");
        assertFalse(ERR.toString(StandardCharsets.UTF_8).contains("recording run failed"));
        assertTrue(CdsTraining.COMMANDS.stream().anyMatch(c -> c.get(0).equals("stats")));
    }

    @Test void aFailingCommandGivesItsStatusAndSaysWhich() {
        int s = run(List.of(List.of("info"), List.of("stats", "--no-such-option"), List.of("hex", "--level", "99", "--at", "0")));
        assertEquals(1, s);
        String err = ERR.toString(StandardCharsets.UTF_8);
        assertTrue(err.contains("the class-data recording run failed at stats --no-such-option (exit 1)"), err);
        assertFalse(err.contains("failed at hex"), "only the first failure is named: " + err);
    }
}
