package gcscript.n64;

import gcscript.bytes.FormatException;

/**
 * MSB-first bit reader over a byte range, as Rare's N64 texture code reads its streams: bytes are shifted into an
 * accumulator only when a read needs them, so the reader knows exactly which bytes it has touched. Every read is
 * bounds-checked: asking for a bit past {@code end} throws a {@link FormatException} naming the blob, the field
 * (set by the caller with {@link #field(String)}) and the bit offset, instead of reading what follows.
 */
public final class MsbBitReader {
    private final byte[] data;
    private final int end;
    private final String file;
    private long bit;          // absolute bit position from data[0]
    private String field = "?";

    public MsbBitReader(byte[] data, int startByte, int endByte, String file) {
        if (startByte < 0 || endByte > data.length || startByte > endByte) {
            throw new IllegalArgumentException("range " + startByte + ".." + endByte + " of " + data.length);
        }
        this.data = data;
        this.end = endByte;
        this.file = file;
        this.bit = (long) startByte * 8;
    }

    /** Names the field the next reads belong to (used in error messages only; no allocation per read). */
    public MsbBitReader field(String name) { this.field = name; return this; }

    public String field() { return field; }

    /** Reads {@code n} bits (0..32), MSB first. Zero bits read as 0 and touch nothing. */
    public int bits(int n) {
        if (n == 0) return 0;
        long last = bit + n;                       // exclusive
        if ((last + 7) >> 3 > end) throw pastEnd(n);
        int v = 0;
        long b = bit;
        int left = n;
        while (left > 0) {
            int byteIdx = (int) (b >> 3);
            int inByte = 8 - (int) (b & 7);
            int take = Math.min(inByte, left);
            int cur = data[byteIdx] & 0xFF;
            int chunk = (cur >>> (inByte - take)) & ((1 << take) - 1);
            v = (v << take) | chunk;
            left -= take;
            b += take;
        }
        bit = last;
        return v;
    }

    public int bit1() {
        if (((bit >> 3)) >= end) throw pastEnd(1);
        int v = (data[(int) (bit >> 3)] >> (7 - (int) (bit & 7))) & 1;
        bit++;
        return v;
    }

    /** Absolute bit position from the start of the array. */
    public long bitPosition() { return bit; }

    /** Bytes touched so far (the byte holding the next unread bit counts only if a bit of it was read). */
    public int bytesTouched() { return (int) ((bit + 7) >> 3); }

    /** Whether the reader sits on a byte boundary. */
    public boolean aligned() { return (bit & 7) == 0; }

    /** Moves to a byte offset (used after an embedded byte-oriented stream such as deflate). */
    public void seekByte(int pos) {
        if (pos < 0 || pos > end) throw new FormatException(file, field, pos, "byte position <= " + end, Integer.toString(pos), null);
        bit = (long) pos * 8;
    }

    /**
     * Rare's end-of-image rule: with no buffered bits left the reader skips one whole byte, otherwise it drops the
     * buffered bits. With lazy byte loading both cases land on byte {@code floor(bit/8) + 1}.
     */
    public void endOfImage() { bit = ((bit >> 3) + 1) * 8; }

    public int end() { return end; }

    public String file() { return file; }

    public FormatException pastEnd(int n) {
        return new FormatException(file, field + " (bit " + bit + ")", bit >> 3,
                n + " more bit(s) within the blob's " + end + " bytes", "end of blob", null);
    }

    /** An error at the current position. */
    public FormatException error(String expected, String actual) {
        return new FormatException(file, field + " (bit " + bit + ")", bit >> 3, expected, actual, null);
    }
}
