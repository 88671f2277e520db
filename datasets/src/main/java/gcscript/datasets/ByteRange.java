package gcscript.datasets;

/** {@code {s32 offset; s32 size}} in bytes (§2, GcUyaLevelDataHeader); an empty item is {0, 0}. */
record ByteRange(int offset, int size) {
    static final ByteRange EMPTY = new ByteRange(0, 0);
}
