package gcscript.datasets;

/** The ten SectorRange slots of the 0x60-byte GC level header (§1.5), with their header offsets. */
enum LevelSlot {
    DATA("data", 0x10),
    SOUND_BANK("sound_bank", 0x18),
    GAMEPLAY("gameplay", 0x20),
    OCCLUSION("occlusion", 0x28),
    CHUNK_0("chunk.0", 0x30),
    CHUNK_1("chunk.1", 0x38),
    CHUNK_2("chunk.2", 0x40),
    CHUNK_BANK_0("chunk_sound_bank.0", 0x48),
    CHUNK_BANK_1("chunk_sound_bank.1", 0x50),
    CHUNK_BANK_2("chunk_sound_bank.2", 0x58);

    /** Physical order in the file: sound bank first at sector 1, then the others in slot order (§1.5). */
    static final LevelSlot[] PHYSICAL = {SOUND_BANK, DATA, GAMEPLAY, OCCLUSION, CHUNK_0, CHUNK_1, CHUNK_2,
            CHUNK_BANK_0, CHUNK_BANK_1, CHUNK_BANK_2};

    final String key;
    final int headerOffset;

    LevelSlot(String key, int headerOffset) {
        this.key = key;
        this.headerOffset = headerOffset;
    }

    static LevelSlot chunk(int i) { return values()[CHUNK_0.ordinal() + i]; }

    static LevelSlot chunkBank(int i) { return values()[CHUNK_BANK_0.ordinal() + i]; }
}
