package gcscript.layout;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;

/**
 * One record as stored: every field's value, where the record is (the reader it came from and its offset
 * there) and its path. Values are read once, when the record is read; accessors never touch the bytes again.
 */
public final class Rec {
    private final Layout layout;
    private final ByteReader source;
    private final long offset;
    private final String path;
    private final long[] values;

    Rec(Layout layout, ByteReader source, long offset, String path, long[] values) {
        this.layout = layout;
        this.source = source;
        this.offset = offset;
        this.path = path;
        this.values = values;
    }

    public Layout layout() { return layout; }
    /** The reader the record was read from (its file label names the offsets' space). */
    public ByteReader source() { return source; }
    /** Offset of the record relative to {@link #source()}. */
    public long relativeOffset() { return offset; }
    /** Absolute offset of the record in its file. */
    public long offset() { return source.absolute(0) + offset; }
    public String path() { return path; }

    private long v(Field f) {
        if (f.layout() != layout) throw new IllegalArgumentException(f + " is not a field of " + layout.name());
        return values[f.index()];
    }

    /** The value as a long (unsigned types zero-extended, F32 as raw bits). */
    public long get(Field f) { return v(f); }
    /** The value as an int; for a U32 field this is the stored word's bit pattern. */
    public int i(Field f) { return (int) v(f); }
    /** An unsigned 32-bit value, or any value widened. */
    public long u(Field f) { return v(f); }
    /** An F32 field's value. */
    public float f(Field f) {
        if (!f.isFloat()) throw new IllegalArgumentException(f + " is not f32");
        return Float.intBitsToFloat((int) v(f));
    }
    /** The value as a double: F32 as its float value, integers as themselves (for table columns and maths). */
    public double d(Field f) { return f.isFloat() ? f(f) : (double) v(f); }

    /**
     * A copy of every field's value, indexed by {@link Field#index()}: change some and {@link Layout#write} them to
     * encode an edited record.
     */
    public long[] values() { return values.clone(); }

    /** Absolute offset of a field (for checks and errors). */
    public long offsetOf(Field f) { return offset() + f.offset(); }
    /** {@code path.field}, the field's name in errors and check subjects. */
    public String pathOf(Field f) { return path + "." + f.name(); }

    /** A {@link FormatException} about field {@code f} of this record: path, absolute offset, hex dump. */
    public FormatException error(Field f, String expected, String found) {
        return source.error(pathOf(f), offset + f.offset(), expected, found);
    }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder(layout.name()).append(" @0x").append(Long.toHexString(offset())).append(" {");
        for (Field f : layout.fields()) {
            sb.append(' ').append(f.name()).append('=').append(f.isFloat() ? Float.toString(f(f)) : Long.toString(v(f)));
        }
        return sb.append(" }").toString();
    }
}
