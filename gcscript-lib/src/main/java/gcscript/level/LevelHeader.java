package gcscript.level;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import java.util.EnumMap;
import java.util.Map;

/**
 * The GC level WAD header (docs/formats/level.md), as stored: 0x60 bytes on the NTSC-U disc, or Wrench's 0x68
 * variant, chosen by {@code header_size}. {@code sector} is 0 in the file and the file's absolute LBA in the
 * RC2.HDR copy. {@code id} is the level id, kept apart from the file number (LEVEL21.WAD reports 30).
 */
public record LevelHeader(long offset, int headerSize, int sector, int id, int reverb,
                          Map<Slot, SectorRange> extents, SectorRange gameplayPal) {

    public static final int SIZE_GC = 0x60;
    public static final int SIZE_GC_68 = 0x68;

    public static LevelHeader read(ByteReader r, String path, long offset) {
        int headerSize = r.s32(path + ".header_size", offset);
        if (headerSize != SIZE_GC && headerSize != SIZE_GC_68) {
            throw r.error(path + ".header_size", offset, Hex.of(SIZE_GC) + " or " + Hex.of(SIZE_GC_68), Hex.of(headerSize));
        }
        r.requireRange(path, offset, headerSize);
        int sector = r.s32(path + ".sector", offset + 4);
        int id;
        int reverb;
        SectorRange pal = null;
        if (headerSize == SIZE_GC) {
            id = r.s32(path + ".id", offset + 8);
            reverb = r.s32(path + ".reverb", offset + 0x0c);
        } else {
            // The 0x68 layout starts its extents at 0x0c, adds gameplay_pal at 0x24 and keeps reverb at 0x4c
            // (Wrench GcLevelWadHeader68).
            id = r.s32(path + ".id", offset + 8);
            reverb = r.s32(path + ".reverb", offset + 0x4c);
            pal = SectorRange.read(r, path + ".gameplay_pal", offset + 0x24);
        }
        Map<Slot, SectorRange> extents = new EnumMap<>(Slot.class);
        for (Slot s : Slot.values()) {
            extents.put(s, SectorRange.read(r, path + "." + s.field(), offset + s.offsetIn(headerSize)));
        }
        return new LevelHeader(r.absolute((int) offset), headerSize, sector, id, reverb, Map.copyOf(extents), pal);
    }

    public SectorRange extent(Slot s) { return extents.get(s); }

    public int chunkCount() {
        int n = 0;
        for (Slot s : Slot.values()) if (s.isChunk() && !extents.get(s).empty()) n++;
        return n;
    }

    /** Same content as {@code other} except the {@code sector} word, which differs between file and ToC copy. */
    public boolean sameExtents(LevelHeader other) {
        return headerSize == other.headerSize && id == other.id && reverb == other.reverb && extents.equals(other.extents);
    }
}
