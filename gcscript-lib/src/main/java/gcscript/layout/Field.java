package gcscript.layout;

import gcscript.bytes.FormatException;
import java.nio.ByteBuffer;

/**
 * One stored field of a record type: the single source of its name (the reference's, in lower_snake, which is
 * also the table column and the last step of error paths), its offset inside the record, its stored type, unit
 * and meaning. A bit field ({@code width > 0}) is bits {@code [shift, shift+width)} of the word at
 * {@code offset}, read as unsigned unless {@code signedBits}.
 *
 * <p>Fields are created only through a {@link Layout}, which numbers them; records keep values by that number.
 */
public final class Field {
    private final Layout layout;
    private final int index;
    private final String name;
    private final int offset;
    private final Type type;
    private final String unit;
    private final String doc;
    private final int shift;
    private final int width;
    private final boolean signedBits;

    Field(Layout layout, int index, String name, int offset, Type type, String unit, String doc,
          int shift, int width, boolean signedBits) {
        this.layout = layout;
        this.index = index;
        this.name = name;
        this.offset = offset;
        this.type = type;
        this.unit = unit;
        this.doc = doc;
        this.shift = shift;
        this.width = width;
        this.signedBits = signedBits;
    }

    public Layout layout() { return layout; }
    /** Position of this field in its layout's field list (and in a record's value array). */
    public int index() { return index; }
    public String name() { return name; }
    /** Byte offset inside the record. */
    public int offset() { return offset; }
    public Type type() { return type; }
    public String unit() { return unit; }
    public String doc() { return doc; }
    public boolean isBits() { return width > 0; }
    public int shift() { return shift; }
    public int width() { return width; }

    /** Whether table columns of this field need 64 bits. */
    public boolean wide() { return !isBits() && type.wide(); }
    public boolean isFloat() { return !isBits() && type == Type.F32; }

    /** The smallest value this field can hold (bit fields by their width and signedness). */
    public long minValue() {
        if (isBits()) return signedBits ? -(1L << (width - 1)) : 0;
        return switch (type) {
            case S8 -> Byte.MIN_VALUE;
            case S16 -> Short.MIN_VALUE;
            case S32 -> Integer.MIN_VALUE;
            case S64 -> Long.MIN_VALUE;
            default -> 0;
        };
    }

    /** The largest value this field can hold. */
    public long maxValue() {
        if (isBits()) return signedBits ? (1L << (width - 1)) - 1 : (1L << width) - 1;
        return switch (type) {
            case U8 -> 0xff;
            case S8 -> Byte.MAX_VALUE;
            case U16, U16BE -> 0xffff;
            case S16 -> Short.MAX_VALUE;
            case U32, F32, U32BE -> 0xffffffffL;
            case S32 -> Integer.MAX_VALUE;
            case S64 -> Long.MAX_VALUE;
        };
    }

    /**
     * This field's value in a word already read whole (a code word kept as an int, e.g. a VIF code): the same
     * decode a record read applies, for words that are values in their own right.
     */
    public long from(long word) { return extract(word); }

    /**
     * This field of the record at {@code recordOffset} of {@code payload}, a stored array the reader copied out whole
     * (and claimed) before walking it: the strip and index walks decode their records through the declaration as a
     * record read does, without a reader per record.
     *
     * @throws IllegalArgumentException a record that does not fit {@code payload} (the walker's bound, not input)
     */
    public long get(byte[] payload, int recordOffset) {
        int at = recordOffset + offset;
        if (recordOffset < 0 || at + type.size > payload.length) throw outside(recordOffset, payload.length);
        return extract(type.read(payload, at));
    }

    // the message out of line: the concatenation made get() too large for C1 to inline into the strip walks
    private IllegalArgumentException outside(int recordOffset, int payloadLength) {
        return new IllegalArgumentException(this + " of a record at " + recordOffset + " does not fit a payload of "
                + payloadLength + " bytes");
    }

    /** {@link #get(byte[], int)} as an int (every field but wide ones fits). */
    public int i(byte[] payload, int recordOffset) { return (int) get(payload, recordOffset); }

    /**
     * {@link #i(byte[], int)} of each of the first {@code n} records of {@code payload} (records of this field's layout,
     * back to back from offset 0): one bounds check for the whole array and, for a plain byte field, no call per
     * record. A texture's texels are up to 65,536 one-byte records, and one-shot commands run C1 code, which does not
     * inline the call chain of a read per record.
     *
     * @throws IllegalArgumentException {@code n} records that do not fit {@code payload} (the walker's bound, not input)
     */
    public int[] ints(byte[] payload, int n) {
        int stride = layout.size();
        if (n < 0 || (long) n * stride > payload.length) {
            throw new IllegalArgumentException(n + " records of " + layout.name() + " do not fit a payload of " + payload.length + " bytes");
        }
        int[] out = new int[n];
        if (width == 0 && type == Type.U8) {
            for (int i = 0, at = offset; i < n; i++, at += stride) out[i] = payload[at] & 0xff;
        } else {
            for (int i = 0, at = offset; i < n; i++, at += stride) out[i] = (int) extract(type.read(payload, at));
        }
        return out;
    }

    /** Extracts this field's value from the raw word read at {@link #offset()}. */
    long extract(long word) {
        if (width == 0) return word;
        long v = (word >>> shift) & ((1L << width) - 1);
        if (signedBits && (v & (1L << (width - 1))) != 0) v -= 1L << width;
        return v;
    }

    // ---- encoding (the inverse of a read) -------------------------------------------------------------

    /**
     * Writes {@code value} as this field of the record at {@code recordOffset} of {@code target}: the exact inverse
     * of the read, so a value read from a record and encoded into a copy gives back the stored bytes. Values are held
     * as a read gives them (unsigned types zero-extended, signed ones sign-extended, F32 as its raw IEEE bits, so NaN
     * payloads and -0.0 survive; see {@link #encodeFloat}). A bit field changes only its own bits of the word: the
     * word's other bits in {@code target} are left as they are. Bytes are written one by one at absolute indices, so
     * the buffer's byte order and position do not matter.
     *
     * @throws FormatException a value outside [{@link #minValue()}, {@link #maxValue()}], naming this field (nothing
     *                         is written)
     * @throws IllegalArgumentException a record that does not fit {@code target} (a caller's offset, not input)
     */
    public void encode(ByteBuffer target, long recordOffset, long value) {
        if (value < minValue() || value > maxValue()) {
            throw new FormatException("encode", layout.name() + "." + name, recordOffset + offset,
                    "a value in [" + minValue() + ", " + maxValue() + "] (" + this + ")", Long.toString(value), null);
        }
        long at = recordOffset + offset;
        if (recordOffset < 0 || at + type.size > target.limit()) {
            throw new IllegalArgumentException(this + " of a record at " + recordOffset + " does not fit a target of "
                    + target.limit() + " bytes");
        }
        put(target, (int) at, value);
    }

    /** Writes an in-range value at absolute index {@code i} (checked by the caller): a bit field keeps its word's other bits. */
    void put(ByteBuffer target, int i, long value) {
        long word = value;
        if (width > 0) {
            long mask = ((1L << width) - 1) << shift;
            word = (load(target, i) & ~mask) | ((value << shift) & mask);
        }
        store(target, i, word);
    }

    /** {@link #put(ByteBuffer, int, long)} into an array: a bit field keeps its word's other bits. */
    void put(byte[] target, int i, long value) {
        long word = value;
        if (width > 0) {
            long mask = ((1L << width) - 1) << shift;
            word = (type.read(target, i) & ~mask) | ((value << shift) & mask);
        }
        for (int k = 0; k < type.size; k++) target[i + k] = (byte) (word >>> (8 * type.byteIndex(k)));
    }

    /** {@link #encode(ByteBuffer, long, long)} into an array. */
    public void encode(byte[] target, long recordOffset, long value) {
        encode(ByteBuffer.wrap(target), recordOffset, value);
    }

    /** Writes an F32 field from its float value, bit-exact ({@code Float.floatToRawIntBits}: NaN payloads kept). */
    public void encodeFloat(ByteBuffer target, long recordOffset, float value) {
        if (!isFloat()) throw new IllegalArgumentException(this + " is not f32");
        encode(target, recordOffset, f32Raw(value));
    }

    /** The value an F32 field holds for {@code value}, as reads give it: its raw bits, zero-extended (NaN payloads kept). */
    public static long f32Raw(float value) { return Float.floatToRawIntBits(value) & 0xffffffffL; }

    /** The stored word at absolute index {@code i} of {@code t}, zero-extended (a bit field's neighbours). */
    private long load(ByteBuffer t, int i) {
        long w = 0;
        for (int k = 0; k < type.size; k++) w |= (t.get(i + k) & 0xffL) << (8 * type.byteIndex(k));
        return w;
    }

    /** The low {@code type.size} bytes of {@code word} at absolute index {@code i}, in the type's byte order. */
    private void store(ByteBuffer t, int i, long word) {
        for (int k = 0; k < type.size; k++) t.put(i + k, (byte) (word >>> (8 * type.byteIndex(k))));
    }

    /** e.g. {@code packet_table_offset @0x00 u32}. */
    @Override public String toString() {
        String t = isBits() ? type.lower() + "[" + shift + ":" + (shift + width) + "]" : type.lower();
        return name + " @0x" + Integer.toHexString(offset) + " " + t;
    }
}
