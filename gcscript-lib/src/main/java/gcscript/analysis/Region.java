package gcscript.analysis;

import gcscript.bytes.ByteReader;
import java.util.Objects;

/**
 * Bytes to analyse, with where they came from: {@link ByteReader#file()} and {@link ByteReader#base()} make
 * every offset an analysis tool reports absolute in that file, whatever slice the region is.
 */
public record Region(String name, ByteReader bytes) {
    public Region {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(bytes, "bytes");
    }

    public static Region of(byte[] data, String name) {
        return new Region(name, ByteReader.of(data, name));
    }

    /** Named after the reader's file, or "file@0x..." when the reader does not start at offset 0. */
    public static Region of(ByteReader reader) {
        String n = reader.base() == 0 ? reader.file() : reader.file() + "@0x" + Long.toHexString(reader.base());
        return new Region(n, reader);
    }

    /** A sub-region {@code [from, from+len)}, bounds-checked; offsets stay absolute. */
    public Region slice(long from, long len) {
        ByteReader s = bytes.slice(name, from, len);
        // a slice of a slice is named after the root, not after a growing chain of brackets
        String root = name.replaceFirst("\\[0x[0-9a-f]+\\+0x[0-9a-f]+\\]$", "");
        return new Region(root + "[0x" + Long.toHexString(s.base()) + "+0x" + Long.toHexString(len) + "]", s);
    }

    public int length() { return bytes.length(); }
    public String file() { return bytes.file(); }
    public long base() { return bytes.base(); }
    public long absolute(int index) { return bytes.absolute(index); }

    /** A copy of all the bytes (the whole-region scans copy through a small chunk instead). */
    public byte[] toArray() { return bytes.toArray(); }

    @Override public String toString() {
        return name + " (" + file() + " 0x" + Long.toHexString(base()) + "+0x" + Integer.toHexString(length()) + ")";
    }
}
