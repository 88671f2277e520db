package gcscript.cli;

import gcscript.ps2.Accumulator;
import gcscript.ps2.Ps2Float;
import gcscript.ps2.Ps2Op;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code ps2float OP A [B] [--acc W]}: one EE FPU instruction on words, printing the result word and its value;
 * {@code ps2float --batch FILE}: a TSV with columns op, acc, a, b (found by name, others ignored; hex words,
 * {@code -} where unused) run row by row, printed as {@code op acc a b result acc_out} in input order. The
 * result is the destination word, the accumulator written (adda, suba, mula, madda, msuba) or true/false (a
 * compare); acc_out is the accumulator after madd and msub, which leave it as loaded. Loading ACC follows the
 * hardware: an exponent-0 word is held as a signed zero. This is the layout of the hardware table the model is
 * tested on, so a copy of that table can be run through --batch and compared.
 */
final class Ps2FloatCommand {
    private Ps2FloatCommand() {}

    static int run(Args a, PrintStream out) throws IOException {
        String batch = a.option("batch", null);
        if (batch != null) return batch(Path.of(batch), out);
        Ps2Op op = op(a.need(0, "OP (add, sub, mul, div, sqrt, rsqrt, abs, neg, mov, min, max, adda, suba, mula, "
                + "madd, msub, madda, msuba, cvt.w.s, cvt.s.w, eq, lt, le, f)"));
        int x = word(a.need(1, "A (a hex word such as 3f800000, or a decimal value such as 1.5)"));
        int y = op.operands() == 2 ? word(a.need(2, "B")) : 0;
        if (a.positional.size() > 1 + op.operands()) throw new Args.UsageException(op + " takes " + op.operands() + " operand(s)");
        Accumulator acc = new Accumulator(word(a.option("acc", "0")));
        int r = op.apply(acc, x, y);
        if (op.isCompare()) {
            out.println(r != 0);
        } else if (op == Ps2Op.CVT_W_S) {
            out.printf("%08x\t%d%n", r, r);
        } else {
            out.printf("%08x\t%s%n", r, value(r));
        }
        return 0;
    }

    private static Ps2Op op(String name) {
        Ps2Op op = Ps2Op.of(name);
        if (op == null) throw new Args.UsageException("unknown ps2float op " + name);
        return op;
    }

    /** A hex word (with or without 0x), or a decimal value with a point or exponent, read as a Java float. */
    static int word(String s) {
        String t = s.trim();
        try {
            if (t.matches("[+-]?(\\d+\\.\\d*|\\.\\d+|\\d+(\\.\\d*)?[eE][+-]?\\d+)")) return Float.floatToRawIntBits(Float.parseFloat(t));
            if (t.startsWith("0x") || t.startsWith("0X")) t = t.substring(2);
            if (t.isEmpty() || t.length() > 8) throw new NumberFormatException();
            return Integer.parseUnsignedInt(t, 16);
        } catch (NumberFormatException e) {
            throw new Args.UsageException("not a 32-bit hex word or a decimal value: " + s);
        }
    }

    /** The value the PS2 gives a word, shortest round-trip form of the double. */
    static String value(int w) {
        double v = Ps2Float.toDouble(w);
        return Double.toString(v);
    }

    static int batch(Path file, PrintStream out) throws IOException {
        if (!Files.isRegularFile(file)) throw new Args.UsageException(file + ": no such file");
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String header = r.readLine();
            if (header == null) throw new Args.UsageException(file + ": empty, expected a header op acc a b");
            List<String> names = List.of(header.split("\t", -1));
            int iOp = column(names, "op", file), iAcc = column(names, "acc", file);
            int iA = column(names, "a", file), iB = column(names, "b", file);
            out.println("op\tacc\ta\tb\tresult\tacc_out");
            StringBuilder line = new StringBuilder();
            Accumulator acc = new Accumulator();
            String text;
            int n = 1;
            while ((text = r.readLine()) != null) {
                n++;
                if (text.isBlank()) continue;
                String[] f = text.split("\t", -1);
                if (f.length < names.size()) {
                    throw new Args.UsageException(file + " line " + n + ": " + f.length + " fields, the header has " + names.size());
                }
                String where = file + " line " + n + ": ";
                Ps2Op op = Ps2Op.of(f[iOp]);
                if (op == null) throw new Args.UsageException(where + "unknown op " + f[iOp]);
                int x = field(f[iA], true, where + "a");
                int y = field(f[iB], op.operands() == 2, where + "b");
                acc.load(field(f[iAcc], op.readsAccumulator(), where + "acc"));
                int result = op.apply(acc, x, y);
                line.setLength(0);
                line.append(op.mnemonic()).append('\t').append(f[iAcc]).append('\t').append(f[iA]).append('\t')
                        .append(f[iB]).append('\t')
                        .append(op.isCompare() ? String.valueOf(result != 0) : String.format("%08x", result)).append('\t')
                        .append(op == Ps2Op.MADD || op == Ps2Op.MSUB ? String.format("%08x", acc.word()) : "-");
                out.println(line);
            }
        }
        return 0;
    }

    private static int column(List<String> names, String name, Path file) {
        int i = names.indexOf(name);
        if (i < 0) throw new Args.UsageException(file + ": the header has no column " + name + " (expected op acc a b)");
        return i;
    }

    private static int field(String s, boolean needed, String what) {
        if (s.equals("-")) {
            if (needed) throw new Args.UsageException(what + " is needed, found -");
            return 0;
        }
        try {
            return word(s);
        } catch (Args.UsageException e) {
            throw new Args.UsageException(what + ": " + e.getMessage());
        }
    }
}
