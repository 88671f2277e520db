package gcscript.disc;

import gcscript.bytes.ByteReader;
import java.util.function.Supplier;

/**
 * A file of the disc as its container lists it: the ISO directory (with LBA and directory-record offset) or
 * an extracted folder (LBA -1). Its bytes are mapped on first use, so listing a 4 GB image maps nothing
 * but its directory.
 */
public final class DiscFile {
    private final String path;
    private final long lba;
    private final long size;
    private final long recordOffset;
    private final Supplier<ByteReader> source;
    private volatile ByteReader bytes;

    public DiscFile(String path, long lba, long size, long recordOffset, Supplier<ByteReader> source) {
        this.path = path;
        this.lba = lba;
        this.size = size;
        this.recordOffset = recordOffset;
        this.source = source;
    }

    public String path() { return path; }
    public long lba() { return lba; }
    public long size() { return size; }
    public long recordOffset() { return recordOffset; }
    public String name() { return path.substring(path.lastIndexOf('/') + 1); }

    /** The file's content viewed as a file of its own (absolute offsets are offsets in this file). */
    public ByteReader bytes() {
        ByteReader b = bytes;
        if (b == null) {
            synchronized (this) {
                if (bytes == null) bytes = source.get();
                b = bytes;
            }
        }
        return b;
    }

    @Override public String toString() { return path + " (" + size + " bytes" + (lba >= 0 ? " at LBA " + lba : "") + ")"; }
}
