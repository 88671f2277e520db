package gcscript.level;

import gcscript.bytes.ByteReader;

/** {s32 offset_sectors; s32 size_sectors}: a range of 0x800-byte sectors relative to the start of a WAD file. */
public record SectorRange(int offsetSectors, int sizeSectors) {
    public static final int SECTOR = 0x800;

    public static SectorRange read(ByteReader r, String path, long offset) {
        return new SectorRange(r.s32(path + ".offset_sectors", offset), r.s32(path + ".size_sectors", offset + 4));
    }

    public boolean empty() { return sizeSectors == 0; }
    public long byteOffset() { return (long) offsetSectors * SECTOR; }
    public long byteSize() { return (long) sizeSectors * SECTOR; }
    public long byteEnd() { return byteOffset() + byteSize(); }
}
