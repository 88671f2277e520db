package gcscript.disc;

import gcscript.bytes.ByteReader;

/**
 * A file of the disc as its container lists it: the ISO directory (with LBA and directory-record offset) or
 * an extracted folder (LBA -1). {@code bytes} is the file's content viewed as a file of its own.
 */
public record DiscFile(String path, long lba, long size, long recordOffset, ByteReader bytes) {
    public String name() { return path.substring(path.lastIndexOf('/') + 1); }
}
