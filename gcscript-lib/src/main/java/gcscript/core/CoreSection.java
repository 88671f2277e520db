package gcscript.core;

/** A region {@code [start, end)} of the decompressed core_data, named after what the header says starts there. */
public record CoreSection(String name, int start, int end) {
    public int size() { return end - start; }
}
