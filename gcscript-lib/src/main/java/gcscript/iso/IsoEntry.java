package gcscript.iso;

/**
 * A regular file of an ISO-9660 image. {@code path} is absolute, upper case, without the ";1" version
 * ("/G/LEVEL0.WAD"); a name without extension keeps ECMA-119's mandatory separator ("DUMMY.;1" is "/DUMMY.").
 * {@code recordOffset} is the absolute byte offset of its directory record in the image.
 */
public record IsoEntry(String path, long lba, long size, long recordOffset) {
    public long byteOffset() { return lba * 2048L; }
    public String name() { return path.substring(path.lastIndexOf('/') + 1); }
}
