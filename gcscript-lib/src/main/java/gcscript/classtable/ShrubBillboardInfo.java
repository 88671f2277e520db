package gcscript.classtable;

/** The 16 bytes after a shrub class entry's texture slots (docs/formats/core.md); all zero when unused. */
public record ShrubBillboardInfo(short textureWidth, short textureHeight, short maximumMipmapLevel,
                                 short paletteOffset, short textureOffset, short mipmap1Offset,
                                 short mipmap2Offset, short mipmap3Offset) {}
