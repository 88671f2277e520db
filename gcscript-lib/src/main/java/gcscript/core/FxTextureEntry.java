package gcscript.core;

/** {@code FxTextureEntry} {s32 palette, texture, width, height} (rac2-formats §4), as stored. */
public record FxTextureEntry(int record, long offset, int palette, int texture, int width, int height) {
    public static final int SIZE = 16;
}
