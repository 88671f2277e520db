package gcscript.ps2;

import java.util.Locale;

/**
 * Every modelled EE FPU instruction by its mnemonic (without the {@code .s} suffix, as in the hardware table):
 * how many operands it reads, whether it reads or writes ACC, and how to run it on words. For tables, the
 * command line and tests; inner loops call {@link Ps2Float} directly.
 */
public enum Ps2Op {
    ADD("add", 2), SUB("sub", 2), MUL("mul", 2), DIV("div", 2),
    SQRT("sqrt", 1), RSQRT("rsqrt", 2),
    ABS("abs", 1), NEG("neg", 1), MOV("mov", 1), MIN("min", 2), MAX("max", 2),
    ADDA("adda", 2), SUBA("suba", 2), MULA("mula", 2),
    MADD("madd", 2), MSUB("msub", 2), MADDA("madda", 2), MSUBA("msuba", 2),
    CVT_W_S("cvt.w.s", 1), CVT_S_W("cvt.s.w", 1),
    EQ("eq", 2), LT("lt", 2), LE("le", 2), F("f", 2);

    private final String mnemonic;
    private final int operands;

    Ps2Op(String mnemonic, int operands) {
        this.mnemonic = mnemonic;
        this.operands = operands;
    }

    public String mnemonic() { return mnemonic; }

    /** 1 or 2 operand words (a, b). */
    public int operands() { return operands; }

    /** True for madd, msub, madda and msuba, which read ACC. */
    public boolean readsAccumulator() { return this == MADD || this == MSUB || this == MADDA || this == MSUBA; }

    /** True for adda, suba, mula, madda and msuba, whose result is the new ACC. */
    public boolean writesAccumulator() {
        return this == ADDA || this == SUBA || this == MULA || this == MADDA || this == MSUBA;
    }

    /** True for eq, lt, le and f, whose result is a condition bit. */
    public boolean isCompare() { return this == EQ || this == LT || this == LE || this == F; }

    /** The op of a mnemonic such as {@code madd}, {@code cvt.w.s} or {@code c.lt.s}; null when unknown. */
    public static Ps2Op of(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        if (n.startsWith("c.")) n = n.substring(2);
        if (n.endsWith(".s") && !n.startsWith("cvt.")) n = n.substring(0, n.length() - 2);
        for (Ps2Op op : values()) if (op.mnemonic.equals(n)) return op;
        return null;
    }

    /**
     * Runs the instruction. {@code acc} must hold the accumulator for the ops that read it and receives the
     * new one for the ops that write it. The result is the destination word, the new ACC word for the
     * ACC-writing ops, or 1/0 for a compare.
     */
    public int apply(Accumulator acc, int a, int b) {
        return switch (this) {
            case ADD -> Ps2Float.add(a, b);
            case SUB -> Ps2Float.sub(a, b);
            case MUL -> Ps2Float.mul(a, b);
            case DIV -> Ps2Float.div(a, b);
            case SQRT -> Ps2Float.sqrt(a);
            case RSQRT -> Ps2Float.rsqrt(a, b);
            case ABS -> Ps2Float.abs(a);
            case NEG -> Ps2Float.neg(a);
            case MOV -> Ps2Float.mov(a);
            case MIN -> Ps2Float.min(a, b);
            case MAX -> Ps2Float.max(a, b);
            case ADDA -> acc.adda(a, b).word();
            case SUBA -> acc.suba(a, b).word();
            case MULA -> acc.mula(a, b).word();
            case MADD -> acc.madd(a, b);
            case MSUB -> acc.msub(a, b);
            case MADDA -> acc.madda(a, b).word();
            case MSUBA -> acc.msuba(a, b).word();
            case CVT_W_S -> Ps2Float.cvtWS(a);
            case CVT_S_W -> Ps2Float.cvtSW(a);
            case EQ -> Ps2Float.eq(a, b) ? 1 : 0;
            case LT -> Ps2Float.lt(a, b) ? 1 : 0;
            case LE -> Ps2Float.le(a, b) ? 1 : 0;
            case F -> Ps2Float.f(a, b) ? 1 : 0;
        };
    }

    @Override
    public String toString() { return mnemonic; }
}
