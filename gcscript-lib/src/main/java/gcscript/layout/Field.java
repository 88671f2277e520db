package gcscript.layout;

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

    /** Extracts this field's value from the raw word read at {@link #offset()}. */
    long extract(long word) {
        if (width == 0) return word;
        long v = (word >>> shift) & ((1L << width) - 1);
        if (signedBits && (v & (1L << (width - 1))) != 0) v -= 1L << width;
        return v;
    }

    /** e.g. {@code packet_table_offset @0x00 u32}. */
    @Override public String toString() {
        String t = isBits() ? type.lower() + "[" + shift + ":" + (shift + width) + "]" : type.lower();
        return name + " @0x" + Integer.toHexString(offset) + " " + t;
    }
}
