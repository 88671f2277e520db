package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code gcscript ps2float}: single instructions and the batch TSV, on rows recorded on PS2 hardware. */
class Ps2FloatCommandTest {
    @TempDir Path tmp;

    static Run run(String... args) { return Run.of(args); }

    @Test
    void oneInstructionPrintsWordAndValue() {
        Run r = run("ps2float", "mul", "3f800000", "3fffffff");
        assertEquals(0, r.status(), r.err());
        assertEquals("3ffffffe\t" + (2 - 0x1p-22) + "\n", r.out());
        assertEquals("403fffff\t" + (3 - 0x1p-22) + "\n", run("ps2float", "add", "3f800000", "0x3fffffff").out());
        assertEquals("3eaaaaab\t" + 0xaaaaabp-25 + "\n", run("ps2float", "div", "1.0", "3.0").out());
        // exponent 255 is an ordinary value on the PS2: 2^128
        assertEquals("7f800000\t" + Math.scalb(1.0, 128) + "\n", run("ps2float", "mov", "7f800000").out());
        assertEquals("ffffffff\t-1\n", run("ps2float", "cvt.w.s", "bfc00000").out());
        assertEquals("true\n", run("ps2float", "eq", "00000000", "00000001").out());
        assertEquals("7fffffff\t" + Math.scalb((double) 0xffffff, 105) + "\n", run("ps2float", "madd", "7fffffff", "7fffffff", "--acc", "ffffffff").out());
    }

    @Test
    void badInputIsAUsageError() {
        assertEquals(1, run("ps2float", "fma", "1", "2").status());
        assertEquals(1, run("ps2float", "add", "3f800000").status());
        assertEquals(1, run("ps2float", "add", "xyz", "3f800000").status());
        assertEquals(1, run("ps2float", "sqrt", "3f800000", "40000000").status());
    }

    @Test
    void batchRunsRowsInOrderInTheHardwareTableLayout() throws Exception {
        // rows of ee-fpu.tsv (ps2autotests, recorded on hardware; licence in gcscript-lib's test resources),
        // with its extra source column, which --batch ignores
        List<String> rows = List.of(
                "source\top\tacc\ta\tb\tresult\tacc_out",
                "muldiv\tmul\t-\t3f800000\t3fffffff\t3ffffffe\t-",
                "muldiv\tmadd\t00000001\t3f800000\t3f800000\t3f800000\t00000000",
                "muldiv\tmadda\t00000000\t3f800000\t3fffffff\t3ffffffe\t-",
                "muldiv\tmsub\tffffffff\t7fffffff\tffffffff\t7fffffff\tffffffff",
                "sqrt\trsqrt\t-\t7fffffff\t7fffffff\t5fb504f2\t-",
                "sqrt\tsqrt\t-\tdeadbeef\t-\t4f152108\t-",
                "convert\tcvt.s.w\t-\t7fffffff\t-\t4effffff\t-",
                "compare\tle\t-\t00000001\t00000000\ttrue\t-",
                "arithmetic\tsuba\t-\tff800000\t7f800000\tffffffff\t-",
                "muldiv\tdiv\t-\t3f800000\t3fffffff\t3f000001\t-");
        Path in = tmp.resolve("in.tsv");
        Files.write(in, rows);
        Run r = run("ps2float", "--batch", in.toString());
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("op\tacc\ta\tb\tresult\tacc_out", lines.get(0));
        assertEquals(rows.size(), lines.size());
        for (int i = 1; i < rows.size(); i++) {
            String[] f = rows.get(i).split("\t");
            assertEquals(String.join("\t", f[1], f[2], f[3], f[4], f[5], f[6]), lines.get(i), "row " + i);
        }
    }

    @Test
    void batchNamesTheLineOfABadRow() throws Exception {
        Path in = tmp.resolve("bad.tsv");
        Files.write(in, List.of("op\tacc\ta\tb", "add\t-\t3f800000\t3f800000", "add\t-\t3f800000\t-"));
        Run r = run("ps2float", "--batch", in.toString());
        assertEquals(1, r.status());
        assertTrue(r.err().contains("line 3"), r.err());
        Files.write(in, List.of("op\ta\tb", "add\t3f800000\t3f800000"));
        assertTrue(run("ps2float", "--batch", in.toString()).err().contains("no column acc"));
    }
}
