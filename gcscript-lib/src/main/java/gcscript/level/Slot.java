package gcscript.level;

/**
 * The ten sector extents of a GC level WAD header (docs/formats/level.md), with their field offsets in the
 * 0x60-byte header and in the 0x68-byte variant (Wrench's GcLevelWadHeader68; not on NTSC-U v1.01, where the
 * 0x68 layout's gameplay_pal slot has no counterpart here and is reported by {@link LevelHeader} separately).
 */
public enum Slot {
    DATA("data", 0x10, 0x0c),
    SOUND_BANK("sound_bank", 0x18, 0x14),
    GAMEPLAY("gameplay", 0x20, 0x1c),
    OCCLUSION("occlusion", 0x28, 0x2c),
    CHUNK_0("chunk_0", 0x30, 0x34),
    CHUNK_1("chunk_1", 0x38, 0x3c),
    CHUNK_2("chunk_2", 0x40, 0x44),
    CHUNK_SOUND_BANK_0("chunk_sound_bank_0", 0x48, 0x50),
    CHUNK_SOUND_BANK_1("chunk_sound_bank_1", 0x50, 0x58),
    CHUNK_SOUND_BANK_2("chunk_sound_bank_2", 0x58, 0x60);

    private final String field;
    private final int offset60;
    private final int offset68;

    Slot(String field, int offset60, int offset68) {
        this.field = field;
        this.offset60 = offset60;
        this.offset68 = offset68;
    }

    /** The reference's field name, used as column value and extract file stem. */
    public String field() { return field; }

    public int offsetIn(int headerSize) { return headerSize == 0x68 ? offset68 : offset60; }

    public boolean isChunk() { return this == CHUNK_0 || this == CHUNK_1 || this == CHUNK_2; }
}
