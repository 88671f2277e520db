package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 38 item 5: one rule for every command's options ({@link CommandOptions}): an unknown option or one the
 * command does not take is a usage error (exit 1) before anything is read, with "did you mean" where one is close;
 * a misspelt flag is never "needs a value".
 */
class OptionsCliTest {
    @Test
    void anUnknownOptionIsOneLineExitOne() {
        Run r = Run.of("info", "--bogus", "x");
        assertEquals(1, r.status(), r.out());
        assertEquals("", r.out());
        assertEquals("gcscript info: unknown option --bogus; info takes --columns, --format, --lenient, --wide, --width\n", r.err());
    }

    @Test
    void anOptionOfAnotherCommandIsRefusedNotIgnored() {
        Run r = Run.of("stats", "--level", "3");
        assertEquals(1, r.status(), r.out());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("gcscript stats: stats does not take --level; stats takes --columns,"), r.err());
        Run gen = Run.of("wad", "decompress", "a", "b", "--lenient");
        assertEquals(1, gen.status());
        assertTrue(gen.err().startsWith("gcscript wad: wad does not take --lenient; wad takes --cap, --name, --size"), gen.err());
    }

    @Test
    void aMisspeltFlagGetsDidYouMeanNeverNeedsAValue() {
        Run r = Run.of("info", "--lenitent");
        assertEquals(1, r.status());
        assertEquals("gcscript info: unknown option --lenitent; did you mean --lenient?\n", r.err());
        Run v = Run.of("verify", "--manifets", "x.tsv");
        assertEquals("gcscript verify: unknown option --manifets; did you mean --manifest?\n", v.err());
        Run oneDash = Run.of("info", "-lenient");
        assertEquals(1, oneDash.status());
        assertEquals("gcscript info: unknown option -lenient; did you mean --lenient?\n", oneDash.err());
        // a negative number is a word, not an option
        assertEquals(List.of("add", "-1.5", "2"), Args.parse("ps2float", List.of("add", "-1.5", "2")).positional);
        Run flagValue = Run.of("info", "--wide=yes");
        assertEquals(1, flagValue.status());
        assertEquals("gcscript info: --wide is a flag: it takes no value (--wide=yes)\n", flagValue.err());
    }

    @Test
    void theSameNameIsAFlagOrAValueAsItsCommandDeclares() {
        // generate's --sample is a flag, dump-sound's --sample takes the sample's index
        assertEquals(Boolean.FALSE, CommandOptions.of("generate").get("sample"));
        assertEquals(Boolean.TRUE, CommandOptions.of("dump-sound").get("sample"));
        Args a = Args.parse("dump-sound", List.of("--sample", "2", "--level=1"));
        assertEquals(Map.of("sample", "2", "level", "1"), a.options);
        Args g = Args.parse("generate", List.of("--sample", "--out", "x.iso"));
        assertEquals(Map.of("sample", "true", "out", "x.iso"), g.options);
        assertTrue(g.positional.isEmpty());
    }

    @Test
    void everyDeclaredCommandHasItsHelpAndEveryCommandOfTheHelpIsDeclared() {
        for (String c : CommandOptions.commands()) assertFalse(Help.lines(c.equals("levels") ? "info" : c).isEmpty(), c);
        // the overview's commands that run in Java (the launcher runs test, notebook, kernel and shell itself)
        boolean commands = false;
        for (String line : Main.USAGE.split("\n")) {
            if (!line.startsWith(" ")) commands = line.equals("commands:") || line.startsWith("GoldenEye");   // a heading
            if (!commands || !line.startsWith("  ") || line.startsWith("                    ")) continue;
            String head = line.strip().split(" \\[| --| [A-Z]|  ", 2)[0];
            for (String w : head.split("\\s*\\|\\s*|\\s+")) {
                if (!w.matches("[a-z][a-z0-9-]*") || List.of("test", "notebook", "kernel", "shell", "install", "decompress", "compress", "without").contains(w)) continue;
                assertNotNull(CommandOptions.of(w), "overview names " + w + " (" + line.strip() + ") but declares no options for it");
            }
        }
    }

    /** Issue 38 item 13: the help lists exactly the options the parser takes, each once and with its text. */
    @Test
    void everyCommandsHelpListsExactlyItsDeclaredOptionsEachOnce() {
        for (String c : CommandOptions.commands()) {
            String help = Help.of(c);
            for (String o : CommandOptions.of(c).keySet()) {
                assertNotNull(CommandOptions.text(c, o), c + " --" + o + " has no text");
                long n = help.lines().filter(l -> l.startsWith("  --" + o + " ") || l.equals("  --" + o)).count();
                assertEquals(1, n, c + " --" + o + " listed " + n + " times:\n" + help);
            }
            long listed = help.lines().filter(l -> l.startsWith("  --")).count();
            assertEquals(CommandOptions.of(c).size(), listed, c + ":\n" + help);
            assertTrue(help.contains("exit status: 0 ok, 1 usage or file error"), c + ":\n" + help);
        }
        String diff = Help.of("diff");
        assertTrue(diff.contains("4 the discs differ"), diff);
        assertFalse(diff.contains("else the sample"), diff);   // diff needs both discs: no default is promised
        assertTrue(Help.of("table").contains("--format table|csv|json"));
        assertTrue(Help.of("wad").contains("--cap N") && Help.of("wad").contains("2 the input is not a valid WAD-LZ stream"));
        assertTrue(Help.of("export").contains("--no-textures"));
        assertTrue(Help.of("generate").contains("--seed N"));
    }
}
