package gcscript.datasets.gameplay;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One fixed-size record being written field by field from the reference's field table, keeping each field's
 * true value for the manifest ({@code prefix.field → value}; floats as Java's shortest round-trip text).
 */
final class Record {
    private final byte[] b;
    private final String prefix;
    private final Map<String, String> truth;
    private final Map<String, Object> values = new LinkedHashMap<>();

    /** {@code truth} may be null: the record is then written without per-field truth (sampled big tables). */
    Record(int size, String prefix, Map<String, String> truth) {
        this.b = new byte[size];
        this.prefix = prefix;
        this.truth = truth;
    }

    Record s32(String name, int offset, int v) {
        Out.put32(b, offset, v);
        values.put(name, v);
        if (truth != null) truth.put(prefix + name, Integer.toString(v));
        return this;
    }

    Record s16(String name, int offset, int v) {
        b[offset] = (byte) v;
        b[offset + 1] = (byte) (v >>> 8);
        values.put(name, (int) (short) v);
        if (truth != null) truth.put(prefix + name, Integer.toString((short) v));
        return this;
    }

    /** An unsigned byte (0..0xff). */
    Record u8(String name, int offset, int v) {
        if (v < 0 || v > 0xff) throw new IllegalArgumentException(name + " = " + v + " is not a u8");
        b[offset] = (byte) v;
        values.put(name, v);
        if (truth != null) truth.put(prefix + name, Integer.toString(v));
        return this;
    }

    /** An unsigned 16-bit field (0..0xffff). */
    Record u16(String name, int offset, int v) {
        if (v < 0 || v > 0xffff) throw new IllegalArgumentException(name + " = " + v + " is not a u16");
        b[offset] = (byte) v;
        b[offset + 1] = (byte) (v >>> 8);
        values.put(name, v);
        if (truth != null) truth.put(prefix + name, Integer.toString(v));
        return this;
    }

    Record f32(String name, int offset, float v) {
        Out.put32(b, offset, Float.floatToRawIntBits(v));
        values.put(name, v);
        if (truth != null) truth.put(prefix + name, Float.toString(v));
        return this;
    }

    byte[] bytes() { return b; }

    /** Every field written so far, by name, in the order written (the record's field order). */
    Map<String, Object> values() { return values; }
}
