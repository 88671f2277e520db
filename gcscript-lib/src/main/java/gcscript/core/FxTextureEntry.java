package gcscript.core;

/** {@code FxTextureEntry} {s32 palette, texture, width, height} (docs/formats/core.md), as stored. */
public record FxTextureEntry(int record, long offset, int palette, int texture, int width, int height) {
    public static final int SIZE = 16;
}
