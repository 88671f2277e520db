package gcscript.layout;

import gcscript.bytes.ByteReader;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The declarative description of one record type as stored: its name, its size and its fields. The reader, the
 * table columns, the paths in errors and the offsets used by checks all come from here, so each field is
 * written once (the idea of Kaitai Struct, without a code generator).
 *
 * <pre>{@code
 * static final Layout HEADER = new Layout("moby_class_header", 0x48, "rac2-formats-phase2 §1.2");
 * static final Field PACKET_TABLE_OFFSET = HEADER.u32("packet_table_offset", 0x00, "from the class start");
 * ...
 * Rec h = HEADER.read(coreData, at, "level[3].core.moby[12]");
 * long packets = h.u(PACKET_TABLE_OFFSET);
 * }</pre>
 *
 * Declare every field before the first read (fields are static finals of the format's class); a layout is
 * immutable once read from and may be shared by threads.
 */
public final class Layout implements gcscript.bytes.Coverage.Labels {
    private final String name;
    private final int size;
    private final String source;
    private final ArrayList<Field> fields = new ArrayList<>();
    private final Map<String, Field> byName = new LinkedHashMap<>();
    private volatile boolean sealed;
    private volatile String[] byteNames;   // field name of each byte (annotated hex), built on first ask

    /**
     * @param name   the record type's name in the reference (lower_snake)
     * @param size   stored size in bytes (the stride of an array of them)
     * @param source where the layout comes from (reference section, public sources)
     */
    public Layout(String name, int size, String source) {
        if (size <= 0) throw new IllegalArgumentException(name + ": size " + size);
        this.name = name;
        this.size = size;
        this.source = source;
    }

    public String name() { return name; }
    public int size() { return size; }
    public String source() { return source; }
    public List<Field> fields() { sealed = true; return Collections.unmodifiableList(fields); }
    public int fieldCount() { return fields.size(); }
    /** The field list itself, for per-record loops of this package once the layout is in use (no wrapper, no seal). */
    List<Field> fieldList() { return fields; }

    /** The field called {@code name}; an unknown name is a programming error. */
    public Field field(String name) {
        Field f = byName.get(name);
        if (f == null) throw new IllegalArgumentException(this.name + " has no field " + name + "; fields: " + byName.keySet());
        return f;
    }

    @Override public int recordSize() { return size; }

    /** The field holding byte {@code offset} of a record (a bit field's word: its fields joined by '|'), or null. */
    @Override public String fieldAt(int offset) {
        String[] n = byteNames;
        if (n == null) {
            n = new String[size];
            for (Field f : fields()) {
                for (int i = f.offset(); i < f.offset() + f.type().size; i++) {
                    n[i] = n[i] == null ? f.name() : n[i].equals(f.name()) || n[i].endsWith("|" + f.name()) ? n[i] : n[i] + "|" + f.name();
                }
            }
            byteNames = n;
        }
        return offset >= 0 && offset < size ? n[offset] : null;
    }

    // ---- declaration ---------------------------------------------------------------------------------

    public Field field(String name, int offset, Type type, String unit, String doc) {
        return add(name, offset, type, unit, doc, 0, 0, false);
    }

    public Field u8(String name, int offset, String doc) { return field(name, offset, Type.U8, "", doc); }
    public Field s8(String name, int offset, String doc) { return field(name, offset, Type.S8, "", doc); }
    public Field u16(String name, int offset, String doc) { return field(name, offset, Type.U16, "", doc); }
    public Field s16(String name, int offset, String doc) { return field(name, offset, Type.S16, "", doc); }
    public Field u32(String name, int offset, String doc) { return field(name, offset, Type.U32, "", doc); }
    public Field s32(String name, int offset, String doc) { return field(name, offset, Type.S32, "", doc); }
    public Field f32(String name, int offset, String doc) { return field(name, offset, Type.F32, "", doc); }
    public Field s64(String name, int offset, String doc) { return field(name, offset, Type.S64, "", doc); }
    /** A big-endian u16 (ECMA-119's both-byte-order fields store one after the little-endian copy). */
    public Field u16be(String name, int offset, String doc) { return field(name, offset, Type.U16BE, "", doc); }
    /** A big-endian u32. */
    public Field u32be(String name, int offset, String doc) { return field(name, offset, Type.U32BE, "", doc); }

    /** Consecutive fields of one type named {@code prefix_suffix}, e.g. {@code bsphere_x..w} at 4-byte steps. */
    public Field[] array(String prefix, int offset, Type type, String doc, String... suffixes) {
        Field[] out = new Field[suffixes.length];
        for (int i = 0; i < suffixes.length; i++) {
            out[i] = field(prefix + "_" + suffixes[i], offset + i * type.size, type, "", doc);
        }
        return out;
    }

    /** Bits {@code [shift, shift+width)} of the {@code word}-typed value at {@code offset}, unsigned. */
    public Field bits(String name, int offset, Type word, int shift, int width, String doc) {
        return add(name, offset, word, "", doc, shift, width, false);
    }

    /** Bits {@code [shift, shift+width)} of the word at {@code offset}, two's complement. */
    public Field signedBits(String name, int offset, Type word, int shift, int width, String doc) {
        return add(name, offset, word, "", doc, shift, width, true);
    }

    private synchronized Field add(String fname, int offset, Type type, String unit, String doc,
                                   int shift, int width, boolean signedBits) {
        if (sealed) throw new IllegalStateException(name + " is already in use; declare " + fname + " before reading");
        if (byName.containsKey(fname)) throw new IllegalArgumentException(name + ": field " + fname + " declared twice");
        if (offset < 0 || offset + type.size > size) {
            throw new IllegalArgumentException(name + "." + fname + " at 0x" + Integer.toHexString(offset) + " does not fit "
                    + size + " bytes");
        }
        if (width < 0 || shift < 0 || shift + width > type.size * 8 || (width > 0 && type == Type.F32)) {
            throw new IllegalArgumentException(name + "." + fname + ": bits [" + shift + ", " + (shift + width) + ") of " + type);
        }
        Field f = new Field(this, fields.size(), fname, offset, type, unit, doc, shift, width, signedBits);
        fields.add(f);
        byName.put(fname, f);
        return f;
    }

    // ---- reading -------------------------------------------------------------------------------------

    /**
     * Reads one record at {@code offset} (relative to {@code r}) after checking that all {@link #size()} bytes
     * are inside {@code r}. {@code path} names the record in errors ({@code level[3].core.moby[12]}).
     */
    public Rec read(ByteReader r, long offset, String path) {
        sealed = true;
        r.requireRange(path, offset, size);
        r.claim(path, offset, size, gcscript.bytes.Coverage.Kind.DECODED, this);
        ArrayList<Field> fs = fields;
        int n = fs.size();
        long[] v = new long[n];
        byte[] a = r.heapArray();
        if (a != null) {
            // the record's range is checked: its fields straight from the heap array (a decompressed stream, where
            // most records live), without a checked read through the reader per field
            int at = r.heapIndex() + (int) offset;
            for (int k = 0; k < n; k++) {
                Field f = fs.get(k);
                v[f.index()] = f.extract(f.type().read(a, at + f.offset()));
            }
        } else {
            // by index, not by iterator: C1 code (one-shot commands) allocates an iterator per record otherwise
            for (int k = 0; k < n; k++) {
                Field f = fs.get(k);
                v[f.index()] = f.extract(f.type().read(r, path, offset + f.offset()));
            }
        }
        return new Rec(this, r, offset, path, v);
    }

    /**
     * Reads {@code count} consecutive records, checking that they fit before allocating anything from the
     * count. Record {@code i} is named {@code path[i]}.
     */
    public List<Rec> readArray(ByteReader r, long offset, long count, String path) {
        return r.records(path, offset, count, size, (p, at, i) -> read(r, at, p));
    }

    /**
     * A view of {@code count} consecutive records that reads fields on demand, without an object per record:
     * for vertex-sized records in hot paths. Checks the whole range first.
     */
    public RecArray view(ByteReader r, long offset, long count, String path) {
        sealed = true;
        int n = r.requireArray(path, offset, count, size);
        r.claim(path, offset, (long) n * size, gcscript.bytes.Coverage.Kind.DECODED, this);
        return new RecArray(this, r, offset, n, path);
    }

    /**
     * Claims what {@link #view} would, owned by {@code path + suffix}, without making the view or joining the path: for
     * readers that own records they do not read (a totals walk, a frame's body as one run), one claim per call on a
     * full-size disc's ≈ 10 M. A range that does not fit fails as {@code view(r, offset, count, path + suffix)} does.
     */
    public void own(ByteReader r, long offset, long count, String path, String suffix) {
        if (count < 0 || offset < 0 || offset > r.length() || count > (r.length() - offset) / size) {
            view(r, offset, count, path + suffix);   // throws, naming the whole path
            return;
        }
        sealed = true;
        r.claim(path, suffix, offset, count * size, gcscript.bytes.Coverage.Kind.DECODED, this);
    }

    /**
     * A view for a scan whose length is not known until it ends (control bytes up to a terminal, ADPCM frames up to
     * END): it owns nothing when made; the scanner {@link RecArray#claim claims} what it consumed.
     */
    public RecArray window(ByteReader r, long offset, long count, String path) {
        sealed = true;
        int n = r.requireArray(path, offset, count, size);
        return new RecArray(this, r, offset, n, path);
    }

    /**
     * A view of records that a second reading lays over bytes another declaration owns (a field embedded in other
     * records): claimed as a shared block, so the two readings are not an overlap.
     */
    public RecArray shared(ByteReader r, long offset, long count, String path) {
        RecArray a = window(r, offset, count, path);
        r.claim(path, offset, (long) a.count() * size, gcscript.bytes.Coverage.Kind.SHARED, this);
        return a;
    }

    /**
     * The records in {@code [offset, offset+len)} copied out whole, claimed as one view of this layout (one claim,
     * not one per record): for stored arrays a walker decodes with {@link Field#get(byte[], int)} (texels, strips,
     * index arrays). Bytes after the last whole record are claimed as a bulk read.
     */
    public byte[] payload(ByteReader r, long offset, long len, String path) {
        sealed = true;
        return r.bytes(path, offset, len, this);
    }

    // ---- writing ------------------------------------------------------------------------------------

    /**
     * Writes one record at {@code recordOffset} of {@code target} from its field values ({@code values[f.index()]},
     * as {@link Rec#values()} gives them), every field encoded as {@link Field#encode} does: all values are
     * range-checked before the first byte is written, so a refused record leaves {@code target} untouched. Bytes no field declares
     * are not written (a fresh target keeps zeros there).
     *
     * @throws FormatException a value outside its field's range, naming the field
     */
    public void write(ByteBuffer target, long recordOffset, long[] values) {
        if (!sealed) sealed = true;
        List<Field> fs = fields;   // not fields(): no wrapper per record (a round trip writes millions)
        if (values.length != fs.size()) {
            throw new IllegalArgumentException(name + ": " + values.length + " values for " + fs.size() + " fields");
        }
        for (Field f : fs) {
            long v = values[f.index()];
            if (v < f.minValue() || v > f.maxValue()) f.encode(target, recordOffset, v);   // throws, naming f
        }
        if (recordOffset < 0 || recordOffset + size > target.limit()) {
            throw new IllegalArgumentException(name + " record at " + recordOffset + " does not fit a target of " + target.limit() + " bytes");
        }
        for (Field f : fs) f.put(target, (int) recordOffset + f.offset(), values[f.index()]);
    }

    /**
     * Re-encodes the record at {@code recordOffset} of {@code source} into the same place of {@code target}: every
     * field's value read through its declaration ({@link Field#get(byte[], int)}) and written back as
     * {@link #write} does, field by field. A value read from a field always fits it, so nothing is range-checked:
     * the round trip's step for millions of small records (texels, index arrays, code words).
     *
     * @throws IllegalArgumentException a record that does not fit {@code source} or {@code target}
     */
    public void reencode(byte[] source, int recordOffset, byte[] target) {
        if (!sealed) sealed = true;
        if (recordOffset < 0 || recordOffset + size > target.length) {
            throw new IllegalArgumentException(name + " record at " + recordOffset + " does not fit a target of " + target.length + " bytes");
        }
        for (Field f : fields) f.put(target, recordOffset + f.offset(), f.get(source, recordOffset));
    }

    /** {@link #write(ByteBuffer, long, long[])} into an array. */
    public void write(byte[] target, long recordOffset, long[] values) {
        write(ByteBuffer.wrap(target), recordOffset, values);
    }

    /** Writes a record read through this layout (e.g. at another offset, or into a rebuilt buffer). */
    public void write(ByteBuffer target, long recordOffset, Rec rec) {
        if (rec.layout() != this) throw new IllegalArgumentException(rec.layout().name() + " record written as " + name);
        write(target, recordOffset, rec.values());
    }

    @Override public String toString() { return name + " (0x" + Integer.toHexString(size) + " bytes, " + fields.size() + " fields)"; }
}
