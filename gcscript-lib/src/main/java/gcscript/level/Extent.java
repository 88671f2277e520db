package gcscript.level;

/**
 * One of the ten sector extents of a level file, located: {@code byteOffset} and {@code bytes} in the level
 * file, after clamping. {@code clampedBytes} is how far the declared sectors run past the end of the file
 * (the retail files end up to one sector short of their last extent; docs/formats/level.md).
 */
public record Extent(Slot slot, int offsetSectors, int sizeSectors, long byteOffset, long bytes, long clampedBytes) {
    public String name() { return slot.field(); }
    public boolean empty() { return sizeSectors == 0; }
    public long declaredBytes() { return (long) sizeSectors * SectorRange.SECTOR; }
}
