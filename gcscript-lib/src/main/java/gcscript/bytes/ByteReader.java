package gcscript.bytes;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The single bounds-checked little-endian reader every parser uses. It views a window of a file (or of a
 * decompressed stream, which counts as a file of its own): index 0 of the reader is absolute offset
 * {@link #base()} in {@link #file()}. Reads are random-access by index; nothing here has a cursor, so one
 * reader can be shared by threads.
 *
 * <p>Every read is checked; a read past the window throws {@link FormatException} naming the path of the
 * field being read. Counts and sizes read from a file go through {@link #requireArray} before anything is
 * allocated from them.
 */
public final class ByteReader {
    private final ByteBuffer buf;   // position 0, limit = length, little-endian, never mutated
    // buf's heap array and the index of byte 0 in it, else null (a mapped file): one-shot commands run C1 code, where
    // ByteBuffer.getInt is a chain of calls (scoped access, Unsafe, byte-order conversion) that C1 only partly
    // inlines; the bytes put together from the array take ≈ 9 instead of ≈ 16 ns per read (a decompressed
    // core_data, where most fields live, is a heap array)
    private final byte[] arr;
    private final int at0;
    private final String file;
    private final long base;
    private final Coverage coverage;   // null: nothing recorded (the normal case)
    private final String name;         // what this window is: the path it was sliced as, else the file
    // the store's claims on this file, from registering the buffer, handed to slices (a level records ≈ 0.3 M
    // claims: a look-up by file name under the store's lock for each was 5 % of the coverage pass)
    private volatile Coverage.Buffer claims;

    private ByteReader(ByteBuffer buf, String file, long base) {
        this(buf, file, base, null, file);
    }

    private ByteReader(ByteBuffer buf, String file, long base, Coverage coverage, String name) {
        this.buf = buf;
        this.file = file;
        this.base = base;
        this.coverage = coverage;
        this.name = name;
        this.arr = buf.hasArray() ? buf.array() : null;
        this.at0 = buf.hasArray() ? buf.arrayOffset() : 0;
    }

    public static ByteReader of(byte[] bytes, String file) {
        return new ByteReader(ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN), file, 0);
    }

    public static ByteReader of(ByteBuffer buffer, String file, long base) {
        ByteBuffer b = buffer.slice().order(ByteOrder.LITTLE_ENDIAN);
        return new ByteReader(b, file, base);
    }

    /** Maps a file read-only. The mapping is never written through: the library never modifies a disc. */
    public static ByteReader map(Path path) throws IOException {
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
            long size = ch.size();
            if (size > Integer.MAX_VALUE) {
                throw new IOException(path + ": " + size + " bytes is larger than one mapping (2 GiB); open its files instead");
            }
            ByteBuffer mapped = ch.map(FileChannel.MapMode.READ_ONLY, 0, size);
            return new ByteReader(mapped.order(ByteOrder.LITTLE_ENDIAN), path.getFileName().toString(), 0);
        }
    }

    /**
     * Maps {@code [offset, offset+len)} of a file read-only, as a window whose absolute offsets are those of the
     * file; for files larger than one mapping. The range must lie inside the file.
     */
    public static ByteReader map(Path path, long offset, long len) throws IOException {
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
            long size = ch.size();
            long n = Math.min(len, size - offset);
            if (offset < 0 || n < 0 || n > Integer.MAX_VALUE || (len != Integer.MAX_VALUE && n != len)) {
                throw new IOException(path + ": cannot map " + len + " bytes at " + offset + " of " + size);
            }
            ByteBuffer mapped = ch.map(FileChannel.MapMode.READ_ONLY, offset, n);
            return new ByteReader(mapped.order(ByteOrder.LITTLE_ENDIAN), path.getFileName().toString(), offset);
        }
    }

    public String file() { return file; }
    /** The path this window was sliced as ({@code level[3].data.core_data}), else the file name. */
    public String name() { return name; }

    // ---- ownership (gcscript.bytes.Coverage) -----------------------------------------------------------

    /** This window recording into {@code store} (its buffer registered there); slices and {@link #derive}d buffers inherit it. */
    public ByteReader recording(Coverage store) {
        ByteReader r = new ByteReader(buf, file, base, store, name);
        if (store != null) r.claims = store.register(r);
        return r;
    }

    /** The store this reader records into, or null. */
    public Coverage coverage() { return coverage; }

    /**
     * A buffer decoded from this one (a decompressed stream, labelled {@code file}): a file of its own at base 0
     * that records into the same store.
     */
    public ByteReader derive(byte[] bytes, String newFile) {
        ByteReader r = new ByteReader(ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN), newFile, 0, coverage, newFile);
        if (coverage != null) r.claims = coverage.register(r);
        return r;
    }

    /**
     * Records that {@code owner} owns {@code [offset, offset+len)} (relative) as {@code kind}; nothing when not
     * recording. {@code labels} names the fields of a record type claimed record by record (or null).
     */
    public void claim(String owner, long offset, long len, Coverage.Kind kind, Coverage.Labels labels) {
        claim(owner, null, offset, len, kind, labels);
    }

    /**
     * {@link #claim(String, long, long, Coverage.Kind, Coverage.Labels)} owned by {@code owner + suffix}, joined only
     * when the owner is shown: a reader that claims a record's parts under constant suffixes (a frame's ".body", an
     * octant's ".faces") builds no string per claim. {@code suffix} may be null.
     */
    public void claim(String owner, String suffix, long offset, long len, Coverage.Kind kind, Coverage.Labels labels) {
        if (coverage == null || len <= 0) return;   // no buffer is listed for an empty claim
        Coverage.Buffer b = claims;
        if (b == null) claims = b = coverage.buffer(file);
        b.claim(base + offset, base + offset + len, owner, suffix, kind, labels);
    }

    /**
     * Claims the leading zero bytes of {@code [from, to)} (relative) as padding: alignment a writer leaves before the
     * next structure. A non-zero byte ends the run (it is not padding: what follows may own it); nothing when not
     * recording or when the range is empty or outside the window.
     */
    public void claimZeros(String owner, long from, long to) {
        if (coverage == null || to <= from || !inRange(from, to - from)) return;
        int nz = indexOfNonZero((int) from, (int) to);
        claim(owner, from, (nz < 0 ? to : nz) - from, Coverage.Kind.PADDING, null);
    }

    /** Whether this reader records ownership (readers skip work that only feeds the store otherwise). */
    public boolean recording() { return coverage != null; }
    /** Absolute offset of index 0 in {@link #file()}. */
    public long base() { return base; }
    public int length() { return buf.limit(); }
    public long absolute(int index) { return base + index; }

    /** A sub-window {@code [offset, offset+len)}, checked; offsets stay absolute in the same file. */
    public ByteReader slice(String path, long offset, long len) {
        requireRange(path, offset, len);
        ByteBuffer b = buf.duplicate();
        b.position((int) offset).limit((int) (offset + len));
        ByteReader r = new ByteReader(b.slice().order(ByteOrder.LITTLE_ENDIAN), file, base + offset, coverage, path);
        r.claims = claims;
        return r;
    }

    /** The same bytes viewed as a file of their own (e.g. an extracted section), starting at absolute 0. */
    public ByteReader asFile(String newFile) {
        ByteReader r = new ByteReader(buf.duplicate().order(ByteOrder.LITTLE_ENDIAN), newFile, 0, coverage, newFile);
        if (coverage != null) r.claims = coverage.register(r);
        return r;
    }

    // ---- checks -------------------------------------------------------------------------------------

    public boolean inRange(long offset, long len) {
        return offset >= 0 && len >= 0 && offset <= buf.limit() && len <= buf.limit() - offset;
    }

    public void requireRange(String path, long offset, long len) {
        if (!inRange(offset, len)) {
            throw error(path, offset, "range of " + len + " bytes inside [0x0, " + Hex.of(buf.limit()) + ")",
                    "[" + Hex.of(offset) + ", " + Hex.of(offset + len) + ")");
        }
    }

    /**
     * Checks that {@code count} records of {@code stride} bytes starting at {@code offset} fit in the window,
     * before the caller allocates anything from {@code count}. Returns the count as an int.
     */
    public int requireArray(String path, long offset, long count, int stride) {
        if (count < 0) throw error(path, offset, "count >= 0", Long.toString(count));
        if (offset < 0 || offset > buf.limit()) {
            throw error(path, offset, "offset inside [0x0, " + Hex.of(buf.limit()) + "]", Hex.of(offset));
        }
        long avail = (buf.limit() - offset) / Math.max(1, stride);
        if (count > avail) {
            throw error(path, offset, "at most " + avail + " records of " + stride + " bytes", Long.toString(count));
        }
        return (int) count;
    }

    /** Reads one record of a table: {@code path} is the record's own path ("core.fx_textures[3]"). */
    @FunctionalInterface
    public interface RecordReader<T> {
        T read(String path, long at, int index);
    }

    /**
     * Reads {@code count} records of {@code stride} bytes at {@code offset}, after checking that they fit:
     * the one loop every table parser shares.
     */
    public <T> java.util.List<T> records(String path, long offset, long count, int stride, RecordReader<T> reader) {
        int n = requireArray(path, offset, count, stride);
        java.util.List<T> out = new java.util.ArrayList<>(n);
        for (int i = 0; i < n; i++) out.add(reader.read(path + "[" + i + "]", offset + (long) i * stride, i));
        return out;
    }

    public FormatException error(String path, long offset, String expected, String actual) {
        int at = (int) Math.max(0, Math.min(offset, buf.limit()));
        return new FormatException(file, path, base + offset, expected, actual, Hex.dump(buf, base, at - 0x20, 0x40));
    }

    // ---- reads -------------------------------------------------------------------------------------

    private int check(String path, long offset, int size) {
        if (offset < 0 || offset > buf.limit() - size) {
            throw error(path, offset, size + " readable bytes", (offset < 0 || offset > buf.limit()) ? "none" : (buf.limit() - offset) + " bytes left");
        }
        return (int) offset;
    }

    public int u8(long offset) { return u8("u8", offset); }

    /**
     * The first offset {@code >= from} where the bytes {@code b0 b1} occur, or -1: a scan in one place instead of
     * a bounds-checked {@link #u8} per byte (signature searches walk whole core_data sections).
     */
    public int indexOf(int from, int b0, int b1) {
        byte x = (byte) b0, y = (byte) b1;
        int end = buf.limit() - 1;          // the last offset a pair can start at, exclusive
        int i = Math.max(0, from);
        // eight pairs at a time: lane k of the word at i holds byte i + k, lane k of the word at i + 1 the byte after it
        // (both words end before the buffer's last byte while i + 8 <= end). A byte equal to x makes its lane of
        // (w ^ xxxx) zero, one equal to y its lane of (w1 ^ yyyy); the usual "has a zero byte" test flags such lanes
        // (it may also flag lanes above a true one: each flag is verified), and a pair needs both. Testing x alone
        // flagged every lane holding x, and core_data holds many f6 bytes: their verification was most of a cold
        // `claims`' marker scan (JFR, sixth round)
        long xs = (x & 0xffL) * 0x0101010101010101L, ys = (y & 0xffL) * 0x0101010101010101L;
        if (buf.hasArray()) {      // heap bytes (decompressed core_data): the array itself, read as longs
            byte[] a = buf.array();
            int base = buf.arrayOffset();
            for (; i + 8 <= end; i += 8) {
                long v = (long) LONGS.get(a, base + i) ^ xs, w = (long) LONGS.get(a, base + i + 1) ^ ys;
                long t = (v - 0x0101010101010101L) & ~v & (w - 0x0101010101010101L) & ~w & 0x8080808080808080L;
                while (t != 0) {
                    int j = base + i + (Long.numberOfTrailingZeros(t) >>> 3);
                    if (a[j] == x && a[j + 1] == y) return j - base;
                    t &= t - 1;
                }
            }
            for (; i < end; i++) if (a[base + i] == x && a[base + i + 1] == y) return i;
            return -1;
        }
        for (; i + 8 <= end; i += 8) {           // every ByteReader's buffer is little-endian: lane k = byte i + k
            long v = buf.getLong(i) ^ xs, w = buf.getLong(i + 1) ^ ys;
            long t = (v - 0x0101010101010101L) & ~v & (w - 0x0101010101010101L) & ~w & 0x8080808080808080L;
            while (t != 0) {
                int j = i + (Long.numberOfTrailingZeros(t) >>> 3);
                if (buf.get(j) == x && buf.get(j + 1) == y) return j;
                t &= t - 1;
            }
        }
        for (; i < end; i++) {
            if (buf.get(i) == x && buf.get(i + 1) == y) return i;
        }
        return -1;
    }

    /**
     * The first offset in {@code [from, to)} whose byte is not zero, or -1: a padding check in one place (e.g. the
     * zeros a core section holds past a chunk's block). The range must lie inside the window.
     */
    public int indexOfNonZero(int from, int to) {
        requireRange("bytes", from, (long) to - from);
        int i = from;
        // eight bytes at a time to the first non-zero ones (the coverage sweep asks this of every gap between claims)
        while (i + 8 <= to && buf.getLong(i) == 0) i += 8;
        for (; i < to; i++) if (buf.get(i) != 0) return i;
        return -1;
    }

    /** Little-endian longs out of a byte array (lane k of a long = byte k), for {@link #indexOf}. */
    private static final java.lang.invoke.VarHandle LONGS =
            java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    public int u8(String path, long offset) { return s8(path, offset) & 0xff; }
    public byte s8(String path, long offset) {
        int i = check(path, offset, 1);
        return arr != null ? arr[at0 + i] : buf.get(i);
    }
    public short s16(String path, long offset) {
        int i = check(path, offset, 2);
        if (arr == null) return buf.getShort(i);
        byte[] a = arr;
        int k = at0 + i;
        return (short) ((a[k] & 0xff) | a[k + 1] << 8);
    }
    public int u16(String path, long offset) { return s16(path, offset) & 0xffff; }
    public int s32(String path, long offset) {
        int i = check(path, offset, 4);
        return arr != null ? word(arr, at0 + i) : buf.getInt(i);
    }
    public long u32(String path, long offset) { return s32(path, offset) & 0xffffffffL; }
    public long s64(String path, long offset) {
        int i = check(path, offset, 8);
        return arr != null ? (word(arr, at0 + i) & 0xffffffffL) | (long) word(arr, at0 + i + 4) << 32 : buf.getLong(i);
    }
    public float f32(String path, long offset) { return Float.intBitsToFloat(s32(path, offset)); }

    /** The little-endian int at {@code a[k, k+4)}. */
    private static int word(byte[] a, int k) {
        return (a[k] & 0xff) | (a[k + 1] & 0xff) << 8 | (a[k + 2] & 0xff) << 16 | a[k + 3] << 24;
    }

    public int s32(long offset) { return s32("s32", offset); }
    public int u16(long offset) { return u16("u16", offset); }

    public byte[] bytes(String path, long offset, long len) { return bytes(path, offset, len, null); }

    /**
     * A stored array copied out whole, claimed as records of {@code labels} (a {@code Layout}: the round trip
     * re-encodes them field by field) when not null, else as a bulk read (carried). Bytes after the last whole
     * record are a bulk read.
     */
    public byte[] bytes(String path, long offset, long len, Coverage.Labels labels) {
        requireRange(path, offset, len);
        claimArray(path, offset, len, labels);
        byte[] out = new byte[(int) len];
        buf.get((int) offset, out, 0, (int) len);
        return out;
    }

    /** Copies into {@code dst} without allocating; for hot loops. */
    public void copy(String path, long offset, byte[] dst, int dstOff, int len) { copy(path, offset, dst, dstOff, len, null); }

    /** {@link #copy(String, long, byte[], int, int)} claimed as {@link #bytes(String, long, long, Coverage.Labels)} does. */
    public void copy(String path, long offset, byte[] dst, int dstOff, int len, Coverage.Labels labels) {
        requireRange(path, offset, len);
        claimArray(path, offset, len, labels);
        buf.get((int) offset, dst, dstOff, len);
    }

    /**
     * Bytes {@code [offset, offset + dst.length)} into {@code dst}, claiming nothing: for records a view already owns
     * ({@code RecArray.copy}), read whole once instead of a checked read per field.
     */
    public void copyOwned(long offset, byte[] dst) {
        requireRange(name, offset, dst.length);
        buf.get((int) offset, dst, 0, dst.length);
    }

    /**
     * The heap array that holds bytes {@code [0, len)} of this window and the index of byte 0 in it, claimed as
     * {@link #copy} claims them, so a decoder's hot loop can read them in place instead of copying them first; null
     * when the window is not a writable heap buffer (a mapped file: the caller copies). The array is shared: a
     * caller reads it and never writes it (a reader's bytes are never mutated).
     */
    public InPlace inPlace(String path, int len) {
        requireRange(path, 0, len);
        if (!buf.hasArray()) return null;
        claimArray(path, 0, len, null);
        return new InPlace(buf.array(), buf.arrayOffset());
    }

    /**
     * The heap array behind this window (byte {@code i} of the window is {@code heapArray()[heapIndex() + i]}), or null
     * for a mapped file: for the declarations' readers ({@code Layout.read}, {@code RecArray}), which check a record's
     * range once and then read its fields in place; never written, and claims nothing.
     */
    public byte[] heapArray() { return arr; }
    /** See {@link #heapArray()}. */
    public int heapIndex() { return at0; }

    /** See {@link #inPlace}: {@code array[offset + i]} is byte {@code i} of the window. */
    public record InPlace(byte[] array, int offset) {}

    private void claimArray(String path, long offset, long len, Coverage.Labels labels) {
        long whole = labels == null ? 0 : len - len % labels.recordSize();
        claim(path, offset, whole, Coverage.Kind.DECODED, labels);
        claim(path, offset + whole, len - whole, Coverage.Kind.DECODED, null);
    }

    /** ASCII text of a fixed-size field, up to the first NUL. */
    public String ascii(String path, long offset, int len) {
        byte[] b = bytes(path, offset, len);
        int n = 0;
        while (n < b.length && b[n] != 0) n++;
        return new String(b, 0, n, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /** All bytes of the window as a new array (checked against the caller's cap). */
    public byte[] toArray() {   // a tool's copy (search, hashes): owns nothing, so records nothing
        byte[] out = new byte[buf.limit()];
        buf.get(0, out, 0, out.length);
        return out;
    }

    /** A read-only view of the window, for bulk consumers (decoders, hashes). */
    public ByteBuffer buffer() { return buf.asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN); }
}
