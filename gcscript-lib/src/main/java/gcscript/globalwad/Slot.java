package gcscript.globalwad;

import gcscript.globalwad.RangeLayouts.Kind;

/**
 * One header slot of a global WAD as stored: the field and index it is, where in the header, its kind and its words
 * ({@code sizeRaw} is -1 for a Sector32, which stores a start only). Decoded beside them: the block's byte offset in
 * the WAD.
 *
 * @param record the slot's position among all slots of the header, in field order
 */
public record Slot(String field, int index, int record, long headerOffset, Kind kind, int offsetSectors, int sizeRaw) {
    public static final int SECTOR = 0x800;

    /** Empty as §0.3 defines it: size &lt;= 0 (a Sector32: start &lt;= 0). */
    public boolean empty() { return kind == Kind.SECTOR32 ? offsetSectors <= 0 : sizeRaw <= 0; }

    /** The block's first byte, from the WAD's first byte. */
    public long start() { return (long) offsetSectors * SECTOR; }

    /** The bytes the range declares: sector-rounded for a SectorRange, exact for a SectorByteRange, -1 for a Sector32. */
    public long declaredBytes() {
        return switch (kind) {
            case SECTOR_RANGE -> (long) sizeRaw * SECTOR;
            case SECTOR_BYTE_RANGE -> sizeRaw;
            case SECTOR32 -> -1;
        };
    }

    /** {@code field[index]}, the slot's name in paths. */
    public String name() { return field + "[" + index + "]"; }
}
