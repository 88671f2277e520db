package gcscript.core;

/** {@code ArrayRange} of the level core header: count first, then the offset into core_index (docs/formats/core.md). */
public record ArrayRange(int count, int offset) {
    public boolean isEmpty() { return count == 0; }
}
