package gcscript.core;

/**
 * {@code GsRamEntry} (16 bytes, docs/formats/core.md): psm (0 PSMCT32 palette, 1 PSMCT16 palette, 0x13 PSMT8),
 * width, height, address and the entry's own offset field ({@code relOffset}; for stashed moby textures it is
 * relative to the start of the stash). {@code stashed} marks the entries past the stored count.
 */
public record GsRamEntry(int record, long offset, int psm, short width, short height, int address, int relOffset,
                         boolean stashed) {
    public static final int SIZE = 16;
}
