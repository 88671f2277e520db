package gcscript.level;

/**
 * {s32 offset; s32 size} in bytes, relative to the structure that holds it (e.g. the data extent); read through
 * the declaring layout ({@link DataHeader#LAYOUT}).
 */
public record ByteRange(int offset, int size) {
    public long end() { return (long) offset + size; }
}
