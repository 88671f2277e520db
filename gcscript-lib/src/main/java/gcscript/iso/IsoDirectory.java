package gcscript.iso;

/**
 * A directory of an ISO-9660 image. {@code path} is absolute and upper case ("/" for the root, "/G" below it);
 * {@code recordOffset} is the absolute byte offset of the directory record that names it (for the root, the
 * record embedded in the primary volume descriptor at offset 156).
 */
public record IsoDirectory(String path, long lba, long size, long recordOffset, int depth) {
    public long byteOffset() { return lba * IsoImage.SECTOR; }
}
