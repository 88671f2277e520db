package gcscript.core;

/** The outcome of one named invariant over a level core: how many items hold, how many fail, and the first failure. */
public record CoreCheck(String check, int nOk, int nBad, long firstBadOffset, String detail) {
    public boolean holds() { return nBad == 0; }
}
