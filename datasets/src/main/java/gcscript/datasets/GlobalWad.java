package gcscript.datasets;

/** The nine global WADs in the order RC2.HDR concatenates their headers (§1.3), with the GC header sizes. */
enum GlobalWad {
    MPEG(0x328), MISC(0x040), HUD(0x1870), BONUS(0xa48), AUDIO(0x1800), SPACE(0xba8), SCENE(0x170),
    GADGET(0x3c8), ARMOR(0x0f8);

    /** Sum of the nine header sizes = offset of the level table in RC2.HDR. */
    static final int TOTAL_HEADER_BYTES = 0x4FF8;

    final int headerSize;

    GlobalWad(int headerSize) { this.headerSize = headerSize; }

    String path() { return "/G/" + name() + ".WAD"; }

    /** {@code s32 header_size; s32 sector} then zeros; used both in RC2.HDR and as the stub file's header. */
    byte[] header(long lba) {
        byte[] h = new byte[headerSize];
        LeBuffer.putS32(h, 0, headerSize);
        LeBuffer.putS32(h, 4, Math.toIntExact(lba));
        return h;
    }

    /** The stub file: its header, zero-padded to a whole sector count. */
    byte[] stubFile(long lba) {
        byte[] f = new byte[(int) Sectors.roundUp(headerSize)];
        System.arraycopy(header(lba), 0, f, 0, headerSize);
        return f;
    }
}
