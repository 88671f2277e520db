package gcscript.layout;

import gcscript.bytes.ByteReader;

/**
 * Consecutive records of one layout, read field by field on demand (no object per record). The range was
 * checked when the view was made, so reads cannot fail.
 */
public final class RecArray {
    private final Layout layout;
    private final ByteReader r;
    private final long offset;
    private final int count;
    private final String path;

    // the reader's heap array and the index of record 0 in it, or null (a mapped file): the range was checked when
    // the view was made, so a field is read from the array without a checked read through the reader
    private final byte[] heap;
    private final int at0;

    RecArray(Layout layout, ByteReader r, long offset, int count, String path) {
        this.layout = layout;
        this.r = r;
        this.offset = offset;
        this.count = count;
        this.path = path;
        this.heap = r.heapArray();
        this.at0 = heap == null ? 0 : r.heapIndex() + (int) offset;
    }

    public Layout layout() { return layout; }
    public int count() { return count; }
    /** Offset of record {@code i} relative to the reader. */
    public long relativeOffset(int i) { return offset + (long) i * layout.size(); }
    /** Absolute offset of record {@code i}. */
    public long offset(int i) { return r.absolute(0) + relativeOffset(i); }
    public String path(int i) {
        // one builder of the final size: a path per record (a million special frames in a full-size disc's coverage
        // pass), where concatenation grew a 16-byte builder twice (≈ 0.3 GB of a one-shot summary's allocation)
        return new StringBuilder(path.length() + 13).append(path).append('[').append(i).append(']').toString();
    }

    public long get(int i, Field f) {
        if (f.layout() != layout) throw notMine(f);
        // a record of the view (checked when it was made) from the array; any other index as before, through the
        // reader's checks
        if (heap != null && i >= 0 && i < count) return f.extract(f.type().read(heap, at0 + i * layout.size() + f.offset()));
        return f.extract(f.type().read(r, path, relativeOffset(i) + f.offset()));
    }

    // the message out of line keeps get() small enough for C1 to inline (one-shot commands run C1 code)
    private IllegalArgumentException notMine(Field f) {
        return new IllegalArgumentException(f + " is not a field of " + layout.name());
    }
    public int i(int i, Field f) { return (int) get(i, f); }
    public float f(int i, Field f) { return Float.intBitsToFloat((int) get(i, f)); }
    public double d(int i, Field f) { return f.isFloat() ? f(i, f) : (double) get(i, f); }
    /** Every field's value of record {@code i}, indexed by {@link Field#index()} (what {@link Layout#write} takes). */
    public long[] values(int i) { return values(i, new long[layout.fieldCount()]); }

    /** {@link #values(int)} into {@code into} (at least {@link Layout#fieldCount()} long), for loops over many records. */
    public long[] values(int i, long[] into) {
        long at = relativeOffset(i);
        for (Field f : layout.fieldList()) into[f.index()] = f.extract(f.type().read(r, path, at + f.offset()));
        return into;
    }

    /** Records that the first {@code n} records are owned by this array's path (for a {@link Layout#window} scan). */
    public void claim(int n) {
        r.claim(path, offset, (long) Math.min(n, count) * layout.size(), gcscript.bytes.Coverage.Kind.DECODED, layout);
    }

    /**
     * Every record's bytes copied out whole, for a loop that reads many fields of many records
     * ({@link Field#get(byte[], int)} at {@code i * layout().size()}): one copy instead of a checked read through the
     * reader per field (≈ 3× faster in C1 code, what one-shot commands run). Claims nothing more: the view owns
     * what it covers (a window's scanner claims what it consumed).
     */
    public byte[] copy() {
        byte[] out = new byte[count * layout.size()];
        r.copyOwned(offset, out);
        return out;
    }

    /** Record {@code i} read whole. */
    public Rec rec(int i) { return layout.read(r, relativeOffset(i), path(i)); }
}
