package gcscript.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.datasets.Options;
import gcscript.datasets.SyntheticDisc;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/gcscript set}: two edit groups in one write, read back by {@code diff} as exactly those two cells; each
 * bad input refused in one line naming chain, column and value, exit 2, nothing written; the input never written.
 */
class SetCommandTest {
    @TempDir static Path tmp;
    static Path iso;
    static byte[] bytes;
    static int uid;

    static final String MOBIES = "level[0].gameplay.mobyInstances";

    @BeforeAll static void generate() throws Exception {
        iso = tmp.resolve("in.iso");
        SyntheticDisc.write(new Options(11, 3, 1), iso);
        bytes = Files.readAllBytes(iso);
        uid = Gc.open(iso).level(0).gameplay().mobyInstances().intColumn("uid").get(0);
    }

    @Test void twoGroupsAreTwoEditsAndTheDiffIsExactlyThem() throws Exception {
        Path out = tmp.resolve("out.iso");
        Run r = Run.of("set", iso.toString(), "--out", out.toString(), "--table", MOBIES, "--where", "uid=" + uid,
                "--column", "x", "--value", "12.5", "--table", "level[0].gameplay.lights", "--where", "record=0",
                "--column", "colour_a_g", "--value", "0.25");
        assertEquals(0, r.status(), r.err());
        assertEquals(3, r.out().lines().count(), r.out());
        // the echo shows the stored float as a person reads it, with its bits (issue 38 item 7), not 1095237632
        assertTrue(r.out().lines().findFirst().orElseThrow().endsWith("moby_instance.x = 12.5 (0x41480000))"), r.out());
        assertArrayEquals(bytes, Files.readAllBytes(iso));
        Run d = Run.of("diff", iso.toString(), out.toString(), "--format", "csv");
        assertEquals(4, d.status(), d.err());
        List<String> rows = d.out().lines().skip(1).toList();
        assertEquals(2, rows.size(), d.out());
        assertTrue(rows.stream().anyMatch(l -> l.contains(",12.5,level[0].gameplay.mobyInstances[uid=" + uid + "].x,")), d.out());
        assertTrue(rows.stream().anyMatch(l -> l.contains(",0.25,level[0].gameplay.lights[record=0].colour_a_g,")), d.out());
    }

    @Test void badInputIsOneLineExitTwoAndNothingWritten() throws Exception {
        String[][] bad = {
                {MOBIES, "uid=" + uid, "nope", "1"},                   // not a stored column
                {MOBIES, "uid=" + uid, "mission", "4294967296"},       // out of the s32 range
                {MOBIES, "uid=" + uid, "mission", "ten"},              // not an integer
                {MOBIES, "uid=-5", "mission", "1"},                    // no row
                {MOBIES, "level=0", "mission", "1"},                   // several rows
        };
        for (String[] b : bad) {
            Path out = tmp.resolve("never.iso");
            Run r = Run.of("set", iso.toString(), "--out", out.toString(), "--table", b[0], "--where", b[1], "--column", b[2], "--value", b[3]);
            assertEquals(2, r.status(), String.join(" ", b) + ": " + r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            String line = r.err().strip();
            assertTrue(line.startsWith("gcscript set: ") && line.contains(b[0]) && line.contains(b[2]) && line.contains(b[3]), line);
            assertFalse(Files.exists(out), "nothing written for " + String.join(" ", b));
        }
        Run same = Run.of("set", iso.toString(), "--out", iso.toString(), "--table", MOBIES, "--where", "uid=" + uid, "--column", "x", "--value", "1");
        // naming the input as the output is a usage error (exit 1), said before the disc is read
        assertEquals(1, same.status(), same.err());
        assertEquals("gcscript set: --out " + iso + " is the input: name a new file (the input is never written)\n", same.err());
        Run linked = Run.of("set", iso.toString(), "--out", iso.getParent().resolve(".").resolve(iso.getFileName()).toString(), "--table", MOBIES,
                "--where", "uid=" + uid, "--column", "x", "--value", "1");
        assertEquals(1, linked.status(), linked.err());
        assertArrayEquals(bytes, Files.readAllBytes(iso));
    }

    /**
     * Issue 38 item 11: a refused value names its field's real offset (the one a successful edit of the same cell
     * reports), a refusal with no place in the bytes names none (never "at 0x0"); a misspelt column gets "did you
     * mean"; a key that is not a number for a numeric key column says so instead of "0 rows".
     */
    @Test void refusalsNameTheFieldsOffsetTheCloseColumnAndANonNumericKey() throws Exception {
        Path out = tmp.resolve("ok.iso");
        Run ok = Run.of("set", iso.toString(), "--out", out.toString(), "--table", MOBIES, "--where", "uid=" + uid, "--column", "mission", "--value", "3");
        assertEquals(0, ok.status(), ok.err());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\((\\S+) @(0x[0-9a-f]+) ").matcher(ok.out());
        assertTrue(m.find(), ok.out());
        String buffer = m.group(1), at = m.group(2);
        assertFalse(at.equals("0x0"), at);

        Run ten = set("uid=" + uid, "mission", "ten");
        assertEquals(2, ten.status(), ten.err());
        assertTrue(ten.err().startsWith("gcscript set: " + buffer + ": " + MOBIES + "[uid=" + uid + "].mission = ten at " + at + ": expected an integer"),
                ten.err());

        Run typo = set("uid=" + uid, "misison", "1");
        assertEquals(2, typo.status(), typo.err());
        assertTrue(typo.err().contains("found misison (did you mean mission?)"), typo.err());
        assertFalse(typo.err().contains(" at 0x"), typo.err());

        Run abc = set("uid=abc", "mission", "1");
        assertEquals(2, abc.status(), abc.err());
        assertTrue(abc.err().contains("expected a number for uid (a numeric column), found abc (not a number)"), abc.err());
        assertFalse(abc.err().contains("0 rows") || abc.err().contains(" at 0x"), abc.err());

        Run keyTypo = set("iud=" + uid, "mission", "1");
        assertTrue(keyTypo.err().contains("found iud (did you mean uid?)"), keyTypo.err());
    }

    private static Run set(String where, String column, String value) {
        return Run.of("set", iso.toString(), "--out", tmp.resolve("never.iso").toString(), "--table", MOBIES, "--where", where,
                "--column", column, "--value", value);
    }

    @Test void anIncompleteGroupIsAUsageError() {
        Run r = Run.of("set", iso.toString(), "--out", tmp.resolve("x.iso").toString(), "--table", MOBIES, "--where", "uid=" + uid, "--column", "x");
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().startsWith("gcscript set: "), r.err());
    }
}
