package gcscript.core;

/** {@code ParticleTextureEntry} {s32 palette, unknown_4, texture, side} (rac2-formats §4), as stored. */
public record ParticleTextureEntry(int record, long offset, int palette, int unknown4, int texture, int side) {
    public static final int SIZE = 16;
}
