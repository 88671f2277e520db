package gcscript.core;

/** {@code ParticleTextureEntry} {s32 palette, unknown_4, texture, side} (docs/formats/core.md), as stored. */
public record ParticleTextureEntry(int record, long offset, int palette, int unknown4, int texture, int side) {
    public static final int SIZE = 16;
}
