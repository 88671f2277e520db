package gcscript.level;

import gcscript.bytes.ByteReader;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;

/** {s32 offset_sectors; s32 size_sectors}: a range of 0x800-byte sectors relative to the start of a WAD file. */
public record SectorRange(int offsetSectors, int sizeSectors) {
    public static final int SECTOR = 0x800;

    /** The pair as stored where it stands alone (the RC2.HDR table of contents); level headers declare theirs inline. */
    public static final Layout LAYOUT = new Layout("sector_range", 8, "rac2-formats §1.4");
    public static final Field OFFSET_SECTORS = LAYOUT.s32("offset_sectors", 0, "sectors from the start of the file");
    public static final Field SIZE_SECTORS = LAYOUT.s32("size_sectors", 4, "sectors");

    public static SectorRange read(ByteReader r, String path, long offset) {
        Rec rec = LAYOUT.read(r, offset, path);
        return new SectorRange(rec.i(OFFSET_SECTORS), rec.i(SIZE_SECTORS));
    }

    public boolean empty() { return sizeSectors == 0; }
    public long byteOffset() { return (long) offsetSectors * SECTOR; }
    public long byteSize() { return (long) sizeSectors * SECTOR; }
    public long byteEnd() { return byteOffset() + byteSize(); }
}
