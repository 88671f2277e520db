package gcscript.level;

import gcscript.bytes.ByteReader;

/** {s32 offset; s32 size} in bytes, relative to the structure that holds it (e.g. the data extent). */
public record ByteRange(int offset, int size) {
    public static ByteRange read(ByteReader r, String path, long offset) {
        return new ByteRange(r.s32(path + ".offset", offset), r.s32(path + ".size", offset + 4));
    }

    public long end() { return (long) offset + size; }
}
