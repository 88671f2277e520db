package gcscript.check;

/**
 * One check folded over its subjects: how many hold, how many fail, the first failure. {@code nOk + nBad == 0}
 * means nothing was there to check: such a check is "not measurable", never "holds".
 */
public record CheckSummary(String check, int nOk, int nBad, long firstBadOffset, String detail) {
    public boolean holds() { return nBad == 0 && nOk > 0; }
    public boolean measurable() { return nOk + nBad > 0; }
    public String status() { return !measurable() ? "not measurable" : nBad == 0 ? "holds" : "fails"; }
}
