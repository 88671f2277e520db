package gcscript.goldeneye;

/**
 * What is known per release (reference §1.1 and §1.5): the header's country byte, the MD5 of the retail dump, the
 * compressed data segment's ROM offset and the VA it inflates to, the g_Textures VA where known, and the
 * ModelFileHeader size. Only a fast path and a cross-check: the tables are found by signature.
 */
public enum GeVersion {
    US('E', "70c525880240c1e838b8b1be35666c3b", 0x21990, 0x80020D90L, 0x80049300L, 0x20, 0x8F7DF0),
    JP('J', "1880da358f875c0740d4a6731e110109", 0x219D0, 0x80020DD0L, -1, 0x20, 0x8F9050),
    EU('P', "cff69b70a8ad674a0efe5558765855c9", 0x1F850, 0x8001EC50L, -1, 0x1C, -1);

    public final char country;
    public final String md5;
    public final int cdataRom;
    public final long dataVa;
    public final long texturesVa;
    public final int modelHeaderSize;
    /** The images segment's ROM start where the reference gives it (EU: only approximately known, so none). */
    public final int imagesRom;

    GeVersion(char country, String md5, int cdataRom, long dataVa, long texturesVa, int modelHeaderSize, int imagesRom) {
        this.country = country;
        this.md5 = md5;
        this.cdataRom = cdataRom;
        this.dataVa = dataVa;
        this.texturesVa = texturesVa;
        this.modelHeaderSize = modelHeaderSize;
        this.imagesRom = imagesRom;
    }

    public static GeVersion byCountry(char c) {
        for (GeVersion v : values()) if (v.country == c) return v;
        return null;
    }
}
