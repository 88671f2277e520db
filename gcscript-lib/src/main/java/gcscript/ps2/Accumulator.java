package gcscript.ps2;

/**
 * The EE FPU's ACC register: a word and the overflow flag the multiply-add unit consults. Mutable and small, so
 * a loop allocates one and reuses it. Words are loaded the way a program sets ACC ({@link #load}).
 */
public final class Accumulator {
    private int word;
    private boolean overflow;

    public Accumulator() {}

    public Accumulator(int word) { load(word); }

    /** Sets ACC the way {@code adda.s w, -0} does: exponent-0 words become a signed zero; the flag clears. */
    public Accumulator load(int w) {
        word = Ps2Float.accumulatorLoad(w);
        overflow = false;
        return this;
    }

    public int word() { return word; }

    /** True when the last write to ACC overflowed: madd/msub then keep ACC unless the product overflows too. */
    public boolean overflow() { return overflow; }

    private Accumulator set(long flagged) {
        word = (int) flagged;
        overflow = Ps2Float.overflowed(flagged);
        return this;
    }

    /** adda.s: ACC = a + b. */
    public Accumulator adda(int a, int b) { return set(Ps2Float.addFlagged(a, b)); }

    /** suba.s: ACC = a − b. */
    public Accumulator suba(int a, int b) { return set(Ps2Float.subFlagged(a, b)); }

    /** mula.s: ACC = a · b. */
    public Accumulator mula(int a, int b) { return set(Ps2Float.mulFlagged(a, b)); }

    /** madda.s: ACC = ACC + a · b. */
    public Accumulator madda(int a, int b) {
        return set(Ps2Float.multiplyAccumulate(word, overflow, a, b, false));
    }

    /** msuba.s: ACC = ACC − a · b. */
    public Accumulator msuba(int a, int b) {
        return set(Ps2Float.multiplyAccumulate(word, overflow, a, b, true));
    }

    /** madd.s: returns ACC + a · b; ACC is not written. */
    public int madd(int a, int b) { return (int) Ps2Float.multiplyAccumulate(word, overflow, a, b, false); }

    /** msub.s: returns ACC − a · b; ACC is not written. */
    public int msub(int a, int b) { return (int) Ps2Float.multiplyAccumulate(word, overflow, a, b, true); }

    @Override
    public String toString() {
        return String.format("ACC=%08x%s", word, overflow ? " (overflow)" : "");
    }
}
