package gcscript.datasets;

/** {@code {s32 offset_sectors; s32 size_sectors}} (§1.3, §1.5); an empty slot is {0, 0}. */
record SectorRange(int offset, int size) {
    static final SectorRange EMPTY = new SectorRange(0, 0);

    boolean isEmpty() { return size == 0; }
    int end() { return offset + size; }
}
