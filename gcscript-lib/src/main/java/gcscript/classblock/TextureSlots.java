package gcscript.classblock;

import gcscript.classtable.ClassEntry;

/**
 * The texture-slot look-up (rac2-formats §4.1): a primitive names a texture slot (0..15); the class entry's slot
 * byte there is the index into the kind's texture table, 0xFF meaning none. One instance per class, made once,
 * so the look-up in per-triangle loops allocates nothing.
 */
public final class TextureSlots {
    /** No texture: a slot outside the list or holding the 0xFF terminator. */
    public static final int NONE = -1;

    private final int[] textures;

    private TextureSlots(int[] textures) { this.textures = textures; }

    /** The 16 slots of a class entry as stored (tie, shrub; 0xFF kept, read as none). */
    public static TextureSlots of(ClassEntry e) {
        byte[] raw = e.textures();
        int[] t = new int[raw.length];
        for (int i = 0; i < raw.length; i++) t[i] = Byte.toUnsignedInt(raw[i]);
        return new TextureSlots(t);
    }

    /** Slots already decoded to texture indices (moby's entry list up to the first 0xFF). */
    public static TextureSlots of(int[] textures) { return new TextureSlots(textures.clone()); }

    public int size() { return textures.length; }

    /** The texture-table index of slot {@code slot}, or {@link #NONE}. */
    public int texture(int slot) {
        if (slot < 0 || slot >= textures.length) return NONE;
        int t = textures[slot];
        return t == ClassEntry.END ? NONE : t;
    }
}
