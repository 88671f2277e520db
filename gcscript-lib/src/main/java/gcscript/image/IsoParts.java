package gcscript.image;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import gcscript.iso.IsoDirectory;
import gcscript.iso.IsoImage;
import gcscript.iso.IsoPvd;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The ISO structures of an image as summary rows, and the claims the ISO reader does not make itself: the system
 * area, the sector padding after a path table or a directory, and the unallocated sectors between what the volume
 * lists. Padding and unallocated sectors are owned only as far as they are zero ({@link #zeros}): a non-zero byte
 * there stays unexplained. Offsets are the image's: its reader is one mapping at base 0.
 */
final class IsoParts {
    private IsoParts() {}

    static final long SECTOR = IsoImage.SECTOR;

    /**
     * The system area, the volume descriptor set, both path tables and every directory, claimed on {@code img} (the
     * image, recording) where the reader of {@code iso} left them unclaimed.
     */
    static List<ImagePart> structures(ByteReader img, IsoImage iso) {
        List<ImagePart> parts = new ArrayList<>();
        long systemEnd = IsoImage.FIRST_DESCRIPTOR * SECTOR;
        // ECMA-119 6.2.1: the system area's use is not specified by the standard (a PS2 disc keeps its logo there):
        // its extent is known, its contents are not decoded
        img.claim("iso.system_area", 0, systemEnd, Coverage.Kind.OPAQUE, null);
        parts.add(new ImagePart("iso.system_area", -1, 0, systemEnd));
        parts.add(new ImagePart("iso.volume_descriptors", -1, systemEnd, systemEnd + iso.descriptorSectors() * SECTOR));
        IsoPvd pvd = iso.pvd();
        parts.add(padded(img, "iso.l_path_table", pvd.lPathTableLba() * SECTOR, pvd.pathTableSize()));
        parts.add(padded(img, "iso.m_path_table", pvd.mPathTableLba() * SECTOR, pvd.pathTableSize()));
        for (IsoDirectory d : iso.directories()) parts.add(padded(img, "iso.dir[" + d.path() + "]", d.byteOffset(), d.size()));
        return parts;
    }

    /** The row of a structure of {@code size} bytes at {@code start}, its last sector's rest claimed as padding. */
    static ImagePart padded(ByteReader img, String name, long start, long size) {
        return padded(img, name, -1, start, size, name + ".sector_padding");
    }

    /**
     * The row {@code name} of {@code size} bytes at {@code start} and the rest of its last sector, that rest's zeros
     * claimed as {@code padding}; an image that ends inside the sector ends the row.
     */
    static ImagePart padded(ByteReader img, String name, int level, long start, long size, String padding) {
        long end = start + size, rounded = Math.min(roundUp(end), img.length());
        zeros(img, padding, end, rounded);
        return new ImagePart(name, level, start, rounded);
    }

    /**
     * {@code parts} in image order with a row {@code iso.unallocated[lba]} for each run of sectors none of them
     * holds, up to the image's end; the zeros of each such run claimed as padding.
     */
    static List<ImagePart> withUnallocated(ByteReader img, List<ImagePart> parts) {
        List<ImagePart> sorted = new ArrayList<>(parts);
        sorted.sort(Comparator.comparingLong(ImagePart::start).thenComparingLong(ImagePart::end));
        List<ImagePart> out = new ArrayList<>();
        long cursor = 0, length = img.length();
        for (ImagePart p : sorted) {
            if (p.start() > cursor) out.add(unallocated(img, cursor, p.start()));
            out.add(p);
            cursor = Math.max(cursor, p.end());
        }
        if (cursor < length) out.add(unallocated(img, cursor, length));
        return out;
    }

    private static ImagePart unallocated(ByteReader img, long start, long end) {
        String name = "iso.unallocated[" + start / SECTOR + "]";
        zeros(img, name, start, end);
        return new ImagePart(name, -1, start, end);
    }

    /**
     * Every zero byte of {@code [from, to)} claimed as padding by {@code owner}; each run of non-zero bytes left
     * unclaimed, so it alone is unexplained (the zeros after a stray byte stay padding, however long the run).
     */
    static void zeros(ByteReader img, String owner, long from, long to) {
        int at = (int) from, end = (int) to;   // the image is one mapping at base 0 (ImageCoverage.of)
        while (at < end) {
            int nz = img.indexOfNonZero(at, end);
            int stop = nz < 0 ? end : nz;
            img.claim(owner, at, stop - at, Coverage.Kind.PADDING, null);
            if (nz < 0) return;
            at = stop;
            while (at < end && img.indexOfNonZero(at, at + 1) >= 0) at++;
        }
    }

    static long roundUp(long offset) { return (offset + SECTOR - 1) / SECTOR * SECTOR; }
}
