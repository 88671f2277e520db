package gcscript.core;

/**
 * The 16-byte TextureEntry of the tfrag/moby/tie/shrub texture tables (docs/formats/texture.md), as stored.
 * {@code mipmap} and {@code pad} are kept raw: their meaning differs between the notes and the reference.
 */
public record TextureEntry(TextureKind kind, int record, long offset, int dataOffset, short width, short height,
                           short type, short palette, short mipmap, short pad) {
    public static final int SIZE = 16;
}
