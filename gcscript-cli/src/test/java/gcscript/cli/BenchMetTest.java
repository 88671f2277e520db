package gcscript.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The `met` column of bench: a verdict from value and target, never guessed when the target is not a comparison. */
class BenchMetTest {
    @Test
    void verdicts() {
        assertEquals("yes", BenchCommand.met("1200.5", "< 1500"));
        assertEquals("no", BenchCommand.met("1500", "< 1500"));
        assertEquals("yes", BenchCommand.met("1500", "<= 1500"));
        assertEquals("yes", BenchCommand.met("410", ">= 400"));
        assertEquals("no", BenchCommand.met("399.9", ">= 400"));
        assertEquals("yes", BenchCommand.met("17000", "~18100"));
        assertEquals("no", BenchCommand.met("16000", "~18100"));
        assertEquals("yes", BenchCommand.met("250", "200"));
        assertEquals("-", BenchCommand.met("12", "-"));
        assertEquals("-", BenchCommand.met("n/a", "< 5"));
        assertEquals("-", BenchCommand.met("3", "fast"));
    }
}
