package gcscript.classtable;

import gcscript.texture.TextureKind;

/** Moby, tie and shrub class tables; shrub entries carry 16 extra bytes of billboard info. */
public enum ClassKind {
    MOBY(0x20, TextureKind.MOBY), TIE(0x20, TextureKind.TIE), SHRUB(0x30, TextureKind.SHRUB);

    private final int stride;
    private final TextureKind textures;

    ClassKind(int stride, TextureKind textures) { this.stride = stride; this.textures = textures; }

    public int stride() { return stride; }
    public TextureKind textureKind() { return textures; }
    public String id() { return name().toLowerCase(java.util.Locale.ROOT); }
    public String tableName() { return id() + "_classes"; }
}
