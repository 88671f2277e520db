package gcscript.image;

/**
 * One row of the image summary: a file (its extent and the sector padding after it), an ISO structure (the system
 * area, the volume descriptors, a path table, a directory) or a run of unallocated sectors, {@code [start, end)} in
 * the image; {@code level} the file number of a LEVELn, AUDIOn or SCENEn file, else -1.
 */
public record ImagePart(String name, int level, long start, long end) {
    public long size() { return end - start; }
}
