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
        // each type put together directly: the loop over the bytes with byteIndex per byte took ≈ 10.5 instead of
        // ≈ 8.3 ns per 16/32-bit read at C1 speed (what one-shot commands run)
        return switch (this) {
            case U8 -> a[i] & 0xff;
            case S8 -> a[i];
            case U16 -> le16(a, i);
            case S16 -> (short) le16(a, i);
            case U32, F32 -> le32(a, i) & 0xffffffffL;
            case S32 -> le32(a, i);
            case S64 -> (le32(a, i) & 0xffffffffL) | (long) le32(a, i + 4) << 32;
            case U16BE -> (a[i] & 0xff) << 8 | (a[i + 1] & 0xff);
            case U32BE -> Integer.reverseBytes(le32(a, i)) & 0xffffffffL;
        };
    }

    private static int le16(byte[] a, int i) { return (a[i] & 0xff) | (a[i + 1] & 0xff) << 8; }

    private static int le32(byte[] a, int i) {
        return (a[i] & 0xff) | (a[i + 1] & 0xff) << 8 | (a[i + 2] & 0xff) << 16 | a[i + 3] << 24;
    }

    /** Which byte of a value (0 = least significant) is stored {@code k} bytes into a field of this type. */
    int byteIndex(int k) { return this == U16BE || this == U32BE ? size - 1 - k : k; }

    /** Whether values of this type need a long column (every other integral type fits an int). */
    public boolean wide() { return this == U32 || this == S64 || this == U32BE; }

    public String lower() { return name().toLowerCase(java.util.Locale.ROOT); }
}
