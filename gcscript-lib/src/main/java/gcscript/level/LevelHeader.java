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
                          Map<Slot, SectorRange> extents, SectorRange gameplayPal, gcscript.layout.Rec rec) {

    public static final int SIZE_GC = 0x60;
    public static final int SIZE_GC_68 = 0x68;

    /** The 0x60 layout (NTSC-U); extents at the offsets {@link Slot} declares for it. */
    public static final gcscript.layout.Layout LAYOUT_60 = layout(SIZE_GC, 0x0c);
    /** Wrench's 0x68 variant (GcLevelWadHeader68): extents start at 0x0c, gameplay_pal at 0x24, reverb at 0x4c. */
    public static final gcscript.layout.Layout LAYOUT_68 = layout(SIZE_GC_68, 0x4c);

    /** The first word alone, which selects the layout. */
    static final gcscript.layout.Layout HEAD = new gcscript.layout.Layout("level_wad_header_size", 4, "rac2-formats §1.5");
    static final gcscript.layout.Field HEADER_SIZE = HEAD.s32("header_size", 0x0, "0x60 or 0x68: selects the layout");

    private static gcscript.layout.Layout layout(int size, int reverbAt) {
        gcscript.layout.Layout l = new gcscript.layout.Layout("level_wad_header_" + Integer.toHexString(size), size,
                "rac2-formats §1.5; Wrench GcLevelWadHeader" + (size == SIZE_GC_68 ? "68" : ""));
        l.s32("header_size", 0x0, "0x60 or 0x68: selects the layout");
        l.s32("sector", 0x4, "0 in the file; the file's LBA in the RC2.HDR copy");
        l.s32("id", 0x8, "level id (not the file number)");
        l.s32("reverb", reverbAt, "");
        if (size == SIZE_GC_68) {
            l.s32("gameplay_pal.offset_sectors", 0x24, "PAL gameplay extent");
            l.s32("gameplay_pal.size_sectors", 0x28, "");
        }
        for (Slot s : Slot.values()) {
            l.s32(s.field() + ".offset_sectors", s.offsetIn(size), "sectors from the start of the file");
            l.s32(s.field() + ".size_sectors", s.offsetIn(size) + 4, "sectors");
        }
        return l;
    }

    /** The first word alone (the record the reader reads first, to choose the layout). */
    public static gcscript.layout.Layout headLayout() { return HEAD; }

    public static LevelHeader read(ByteReader r, String path, long offset) {
        int headerSize = HEAD.read(r, offset, path).i(HEADER_SIZE);
        if (headerSize != SIZE_GC && headerSize != SIZE_GC_68) {
            throw r.error(path + ".header_size", offset, Hex.of(SIZE_GC) + " or " + Hex.of(SIZE_GC_68), Hex.of(headerSize));
        }
        gcscript.layout.Layout l = headerSize == SIZE_GC ? LAYOUT_60 : LAYOUT_68;
        gcscript.layout.Rec h = l.read(r, offset, path);
        int sector = h.i(l.field("sector"));
        int id = h.i(l.field("id"));
        int reverb = h.i(l.field("reverb"));
        SectorRange pal = headerSize == SIZE_GC ? null : range(h, "gameplay_pal");
        Map<Slot, SectorRange> extents = new EnumMap<>(Slot.class);
        for (Slot s : Slot.values()) extents.put(s, range(h, s.field()));
        return new LevelHeader(r.absolute((int) offset), headerSize, sector, id, reverb, Map.copyOf(extents), pal, h);
    }

    private static SectorRange range(gcscript.layout.Rec h, String name) {
        return new SectorRange(h.i(h.layout().field(name + ".offset_sectors")), h.i(h.layout().field(name + ".size_sectors")));
    }

    public SectorRange extent(Slot s) { return extents.get(s); }

    public int chunkCount() {
        int n = 0;
        for (Slot s : Slot.values()) if (s.isChunk() && !extents.get(s).empty()) n++;
        return n;
    }

    /** Same content as {@code other} except the {@code sector} word, which differs between file and ToC copy. */
    public boolean sameExtents(LevelHeader other) {
        return headerSize == other.headerSize && id == other.id && reverb == other.reverb && extents.equals(other.extents)
                && java.util.Objects.equals(gameplayPal, other.gameplayPal);
    }
}
