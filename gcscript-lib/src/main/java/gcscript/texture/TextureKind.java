package gcscript.texture;

/** The six texture tables of the level core. PART and FX have their own entry layouts. */
public enum TextureKind {
    TFRAG, MOBY, TIE, SHRUB, PART, FX;

    public String id() { return name().toLowerCase(java.util.Locale.ROOT); }

    /** Header field name of the table, e.g. {@code tfrag_textures}. */
    public String tableName() { return id() + "_textures"; }

    /** Whether entries are the 16-byte {@code TextureEntry} (texels in core_data, CLUT in GS RAM). */
    public boolean isStandard() { return this != PART && this != FX; }

    public static TextureKind parse(String s) { return valueOf(s.trim().toUpperCase(java.util.Locale.ROOT)); }
}
