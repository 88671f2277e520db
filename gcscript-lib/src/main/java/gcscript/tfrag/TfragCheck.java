package gcscript.tfrag;

/** The outcome of one named invariant over a tfrag block: items that hold, items that fail, and the first failure. */
public record TfragCheck(String check, int nOk, int nBad, long firstBadOffset, String detail) {
    public boolean holds() { return nBad == 0; }
}
