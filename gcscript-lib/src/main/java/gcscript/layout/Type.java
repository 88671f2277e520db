package gcscript.layout;

import gcscript.bytes.ByteReader;

/**
 * Stored types of a field: little-endian, except {@code U16BE}/{@code U32BE} (the big-endian halves of ECMA-119's
 * both-byte-order fields and its M path table). A value is held as a {@code long}: unsigned types zero-extended,
 * signed ones sign-extended, {@code F32} as its raw IEEE bit pattern (zero-extended), so a stored word survives
 * unchanged whatever its meaning.
 */
public enum Type {
    U8(1), S8(1), U16(2), S16(2), U32(4), S32(4), F32(4), S64(8), U16BE(2), U32BE(4);

    public final int size;

    Type(int size) { this.size = size; }

    /** Reads the value at {@code offset} (relative to {@code r}); {@code path} names it in a bounds error. */
    long read(ByteReader r, String path, long offset) {
        return switch (this) {
            case U8 -> r.u8(path, offset);
            case S8 -> r.s8(path, offset);
            case U16 -> r.u16(path, offset);
            case S16 -> r.s16(path, offset);
            case U32, F32 -> r.u32(path, offset);
            case S32 -> r.s32(path, offset);
            case S64 -> r.s64(path, offset);
            case U16BE -> Short.reverseBytes(r.s16(path, offset)) & 0xffff;
            case U32BE -> Integer.reverseBytes(r.s32(path, offset)) & 0xffffffffL;
        };
    }

    /**
     * Reads the value at index {@code i} of a payload already copied out whole (a stream walker's strip or index
     * array), with the same extension as {@link #read(ByteReader, String, long)}.
     */
    long read(byte[] a, int i) {
        long w = 0;
        for (int k = 0; k < size; k++) w |= (a[i + k] & 0xffL) << (8 * byteIndex(k));
        return switch (this) {
            case S8 -> (byte) w;
            case S16 -> (short) w;
            case S32 -> (int) w;
            default -> w;
        };
    }

    /** Which byte of a value (0 = least significant) is stored {@code k} bytes into a field of this type. */
    int byteIndex(int k) { return this == U16BE || this == U32BE ? size - 1 - k : k; }

    /** Whether values of this type need a long column (every other integral type fits an int). */
    public boolean wide() { return this == U32 || this == S64 || this == U32BE; }

    public String lower() { return name().toLowerCase(java.util.Locale.ROOT); }
}
