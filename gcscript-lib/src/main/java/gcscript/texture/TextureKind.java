package gcscript.texture;

/** The six texture tables of the level core. PART and FX have their own entry layouts. */
public enum TextureKind {
    TFRAG, MOBY, TIE, SHRUB, PART, FX;

    public String id() { return name().toLowerCase(java.util.Locale.ROOT); }

    /** Header field name of the table, e.g. {@code tfrag_textures}. */
    public String tableName() { return id() + "_textures"; }

    /** Whether entries are the 16-byte {@code TextureEntry} (texels in core_data, CLUT in GS RAM). */
    public boolean isStandard() { return this != PART && this != FX; }

    /** A kind by its id, any case; an unknown word is an {@link IllegalArgumentException} that lists the kinds. */
    public static TextureKind parse(String s) {
        for (TextureKind k : values()) {
            if (k.id().equalsIgnoreCase(s.trim())) return k;
        }
        throw new IllegalArgumentException("unknown texture kind '" + s + "': the kinds are "
                + java.util.Arrays.stream(values()).map(TextureKind::id).collect(java.util.stream.Collectors.joining(", ")));
    }
}
