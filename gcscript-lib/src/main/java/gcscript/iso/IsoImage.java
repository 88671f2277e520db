package gcscript.iso;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * ISO-9660 reader (ECMA-119): the primary volume descriptor and the directory tree below its root record.
 * Everything is read and checked in {@link #read}; afterwards the object is immutable.
 *
 * <p>Hostile images cannot make it loop or allocate beyond the input: each directory extent is read at most
 * once (a second visit is a loop), the directory extents together may not exceed the image, and the tree
 * depth is capped at {@link #MAX_DEPTH}. Path tables are not needed for the tree; {@link #lPathTable()} and
 * {@link #mPathTable()} read them on request.
 */
public final class IsoImage {
    public static final int SECTOR = 2048;
    /** First volume descriptor sector (ECMA-119 6.2.1: sectors 0..15 are the system area). */
    public static final int FIRST_DESCRIPTOR = 16;
    /** ECMA-119 allows 8 levels; Rock Ridge mastering tools can go deeper, so allow some slack but stay bounded. */
    public static final int MAX_DEPTH = 32;

    private static final int TYPE_PRIMARY = 1;
    private static final int TYPE_TERMINATOR = 255;

    private final ByteReader image;
    private final long imageLength;
    private final IsoPvd pvd;
    private final List<IsoEntry> files;
    private final List<IsoDirectory> directories;
    private final Map<String, IsoEntry> byPath;

    private IsoImage(ByteReader image, long imageLength, IsoPvd pvd, List<IsoEntry> files, List<IsoDirectory> directories) {
        this.image = image;
        this.imageLength = imageLength;
        this.pvd = pvd;
        this.files = files;
        this.directories = directories;
        Map<String, IsoEntry> m = new HashMap<>();
        for (IsoEntry e : files) m.put(e.path(), e);
        this.byPath = m;
    }

    /** Reads an image held whole in {@code image}. */
    public static IsoImage read(ByteReader image) {
        return read(image, image.length());
    }

    /**
     * Reads an image of {@code imageLength} bytes of which {@code head} holds the start: enough to cover the
     * volume descriptors and every directory (a DVD image over 2 GiB cannot be mapped whole). Directories must
     * lie inside the head; file extents are checked against {@code imageLength}.
     */
    public static IsoImage read(ByteReader head, long imageLength) {
        return read(head, imageLength, null);
    }

    /**
     * As {@link #read(ByteReader, long)}; with lenient {@code problems}, a file whose extent runs past the end of a
     * truncated image is left out and reported (with one row saying the image is shorter than the volume
     * declares) instead of stopping the whole image: every file inside it stays readable.
     */
    public static IsoImage read(ByteReader head, long imageLength, gcscript.bytes.Problems problems) {
        if (imageLength < head.length()) {
            throw new IllegalArgumentException("image length " + imageLength + " is shorter than the head of " + head.length() + " bytes");
        }
        long pvdAt = findPrimary(head);
        IsoPvd pvd = IsoPvd.read(head, pvdAt, "iso.pvd");
        DirRecord root = DirRecord.read(head, "iso.pvd.root", pvdAt + IsoPvd.ROOT_RECORD);
        if (root.length() != 34 || !root.isSelf() || !root.isDirectory()) {
            throw head.error("iso.pvd.root", pvdAt + IsoPvd.ROOT_RECORD,
                    "a 34-byte directory record with identifier 0x00", root.length() + "-byte record, flags 0x"
                            + Integer.toHexString(root.flags()) + ", identifier length " + root.id().length);
        }
        return walk(head, imageLength, pvd, root, problems);
    }

    /** "truncated: image is N bytes, the volume declares M", or null when the image is as long as declared. */
    static String truncation(long imageLength, IsoPvd pvd) {
        long declared = pvd.volumeSpaceSize() * SECTOR;
        return imageLength < declared ? "truncated: image is " + imageLength + " bytes, the volume declares " + declared : null;
    }

    /** Scans the volume descriptor set from sector 16 to its terminator; returns the index of the primary one. */
    private static long findPrimary(ByteReader img) {
        long primary = -1;
        for (int i = 0; ; i++) {
            long off = (long) (FIRST_DESCRIPTOR + i) * SECTOR;
            String p = "iso.vd[" + i + "]";
            img.requireRange(p, off, SECTOR);
            // peeks (nothing claimed): the primary descriptor is read, and owned, as a whole sector by IsoPvd
            byte[] magic = img.slice(p + ".standard_identifier", off + 1, 5).toArray();
            if (!"CD001".equals(new String(magic, java.nio.charset.StandardCharsets.ISO_8859_1))) {
                throw img.error(p + ".standard_identifier", off + 1, "\"CD001\"", Hex.bytes(magic, 0, 5));
            }
            int type = IsoLayouts.VD.window(img, off, 1, p).i(0, IsoLayouts.VD_TYPE);
            if (type == TYPE_PRIMARY && primary < 0) {
                primary = off;
                continue;
            }
            gcscript.layout.Rec vd = IsoLayouts.VD.read(img, off, p);
            if (type != TYPE_TERMINATOR) {
                // a boot record, supplementary or partition descriptor: its extent is known, its body not decoded
                img.claim(p + ".body", off + IsoLayouts.VD.size(), SECTOR - IsoLayouts.VD.size(), gcscript.bytes.Coverage.Kind.OPAQUE, null);
            } else {
                int v = vd.i(IsoLayouts.VD_VERSION);
                if (v != 1) throw vd.error(IsoLayouts.VD_VERSION, "1", Integer.toString(v));
                // ECMA-119 8.3.4: bytes 7..2047 of the terminator are reserved, zeros (a non-zero byte stays unexplained)
                img.claimZeros(p + ".reserved", off + IsoLayouts.VD.size(), off + SECTOR);
                if (primary < 0) {
                    throw vd.error(IsoLayouts.VD_TYPE, "a primary volume descriptor (type 1) before the terminator", "terminator");
                }
                return primary;
            }
        }
    }

    private record Pending(IsoDirectory dir, String recordPath, long recordAt) {}

    private static IsoImage walk(ByteReader img, long imageLength, IsoPvd pvd, DirRecord root, gcscript.bytes.Problems problems) {
        String truncated = truncation(imageLength, pvd);
        boolean lenient = problems != null && problems.isLenient();
        boolean[] toldTruncated = {false};
        List<IsoEntry> files = new ArrayList<>();
        List<IsoDirectory> dirs = new ArrayList<>();
        Set<String> paths = new HashSet<>();
        Set<Long> visited = new HashSet<>();
        long budget = img.length();
        Deque<Pending> todo = new ArrayDeque<>();
        todo.push(new Pending(new IsoDirectory("/", root.lba(), root.size(), img.base() + root.at(), 0), "iso.pvd.root", root.at()));
        paths.add("/");

        while (!todo.isEmpty()) {
            Pending pd = todo.pop();
            IsoDirectory d = pd.dir();
            String rp = pd.recordPath();
            if (!visited.add(d.lba())) {
                throw img.error(rp + ".extent_lba", pd.recordAt() + 2, "a directory extent not already in the tree (no loops)",
                        "LBA " + d.lba() + ", already read");
            }
            long start = d.lba() * SECTOR;
            checkExtent(img, rp, pd.recordAt(), d.lba(), d.size(), img.length());
            budget -= d.size();
            if (budget < 0) {
                throw img.error(rp + ".data_length", pd.recordAt() + 10,
                        "directory extents totalling at most the image length " + img.length(), "more (last: " + d.size() + ")");
            }
            dirs.add(d);
            String dp = "iso.dir[" + d.path() + "]";
            long pos = 0;
            int index = 0;
            while (pos < d.size()) {
                long at = start + pos;
                int len = IsoLayouts.DIR_HEAD.window(img, at, 1, dp + ".record[" + index + "]").i(0, IsoLayouts.DIR_HEAD_LENGTH);
                if (len == 0) {
                    // ECMA-119 6.8.1.1: records never straddle a sector; the rest of a sector after the last one is zero.
                    long next = Math.min((pos / SECTOR + 1) * SECTOR, d.size());
                    img.claimZeros(dp + ".sector_padding", at, start + next);
                    pos = (pos / SECTOR + 1) * SECTOR;
                    continue;
                }
                String path = dp + ".record[" + index + "]";
                long sectorEnd = Math.min((pos / SECTOR + 1) * SECTOR, d.size());
                if (pos + len > sectorEnd) {
                    throw img.error(path + ".length", at, "a record ending by " + (sectorEnd - pos)
                            + " bytes (sector or extent end)", Integer.toString(len));
                }
                DirRecord r = DirRecord.read(img, path, at);
                if (index == 0 || index == 1) {
                    checkDots(img, path, r, index, d);
                } else {
                    String name = r.name(img, path);
                    String full = (d.path().equals("/") ? "" : d.path()) + "/" + name;
                    if (!paths.add(full)) {
                        throw img.error(path + ".file_identifier", at + DirRecord.FIXED, "a name unique in its directory", "\"" + name + "\" again");
                    }
                    if (r.isDirectory()) {
                        if (d.depth() + 1 > MAX_DEPTH) {
                            throw img.error(path, at, "directory depth at most " + MAX_DEPTH, Integer.toString(d.depth() + 1));
                        }
                        todo.push(new Pending(new IsoDirectory(full, r.lba(), r.size(), img.base() + at, d.depth() + 1), path, at));
                    } else {
                        // A file cut short by the image end cannot be clamped by callers who only see ISO files.
                        long fileStart = r.lba() * SECTOR;
                        boolean outside = fileStart > imageLength || r.size() > imageLength - fileStart;
                        if (outside && lenient) {
                            if (truncated != null && !toldTruncated[0]) {
                                toldTruncated[0] = true;
                                problems.report(-1, img.file(), "iso.pvd.volume_space_size", pvd.offset() + 80, "image_length",
                                        (pvd.volumeSpaceSize() * SECTOR) + " bytes (volume_space_size x 2048)", truncated,
                                        gcscript.bytes.Severity.ERROR);
                            }
                            problems.report(levelOf(name), img.file(), path + ".extent", img.base() + at + 2, "file_inside_image",
                                    full + " inside the image [0x0, " + Hex.of(imageLength) + ")",
                                    "missing: [" + Hex.of(fileStart) + ", " + Hex.of(fileStart + r.size()) + ")"
                                            + (truncated != null ? " (" + truncated + ")" : ""), gcscript.bytes.Severity.ERROR);
                            index++;
                            pos += len;
                            continue;
                        }
                        if (outside && truncated != null) {
                            throw img.error(path + ".extent", at + 2, "an extent inside the image [0x0, " + Hex.of(imageLength) + ")",
                                    full + " at [" + Hex.of(fileStart) + ", " + Hex.of(fileStart + r.size()) + "): " + truncated
                                            + " (--lenient reads the files inside it)");
                        }
                        checkExtent(img, path, at, r.lba(), r.size(), imageLength);
                        files.add(new IsoEntry(full, r.lba(), r.size(), img.base() + at));
                    }
                }
                index++;
                pos += len;
            }
            if (index < 2) {
                throw img.error(dp, start, "'.' and '..' records", index + " records");
            }
        }
        files.sort(Comparator.comparing(IsoEntry::path));
        dirs.sort(Comparator.comparing(IsoDirectory::path));
        return new IsoImage(img, imageLength, pvd, List.copyOf(files), List.copyOf(dirs));
    }

    /** n of a LEVELn.WAD file name (ISO ";1" version allowed), else -1. */
    private static int levelOf(String name) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?i)LEVEL(\\d{1,4})\\.WAD(;1)?").matcher(name);
        return m.matches() ? Integer.parseInt(m.group(1)) : -1;
    }

    /** The extent of the record at {@code recordAt} must end by {@code limit}; the error points at the record. */
    private static void checkExtent(ByteReader img, String path, long recordAt, long lba, long size, long limit) {
        long start = lba * SECTOR;
        if (start > limit || size > limit - start) {
            throw img.error(path + ".extent", recordAt + 2, "an extent inside the image [0x0, " + Hex.of(limit) + ")",
                    "LBA " + lba + ", " + size + " bytes = [" + Hex.of(start) + ", " + Hex.of(start + size) + ")");
        }
    }

    /** ECMA-119 6.8.2.2: every directory starts with "." (itself) and ".." (its parent). */
    private static void checkDots(ByteReader img, String path, DirRecord r, int index, IsoDirectory d) {
        boolean ok = index == 0 ? r.isSelf() : r.isParent();
        if (!ok || !r.isDirectory()) {
            throw img.error(path + ".file_identifier", r.at() + DirRecord.FIXED,
                    index == 0 ? "'.' (identifier 0x00, directory)" : "'..' (identifier 0x01, directory)",
                    "identifier " + Hex.bytes(r.id(), 0, Math.min(r.id().length, 8)) + ", flags 0x" + Integer.toHexString(r.flags()));
        }
        if (index == 0 && r.lba() != d.lba()) {
            throw img.error(path + ".extent_lba", r.at() + 2, "the directory's own LBA " + d.lba(), Long.toString(r.lba()));
        }
    }

    // ---- accessors -----------------------------------------------------------------------------------

    public IsoPvd pvd() { return pvd; }
    public String volumeId() { return pvd.volumeId(); }
    public long volumeSpaceSize() { return pvd.volumeSpaceSize(); }
    public int logicalBlockSize() { return pvd.logicalBlockSize(); }

    /** Sectors of the volume descriptor set, from sector 16 to its terminator included (peeked: claims nothing). */
    public int descriptorSectors() {
        for (int i = 0; ; i++) {
            long off = (long) (FIRST_DESCRIPTOR + i) * SECTOR;
            if (IsoLayouts.VD.window(image, off, 1, "iso.vd[" + i + "]").i(0, IsoLayouts.VD_TYPE) == TYPE_TERMINATOR) return i + 1;
        }
    }

    /** All regular files, recursively, sorted by path. */
    public List<IsoEntry> files() { return files; }

    /** All directories including the root "/", sorted by path. */
    public List<IsoDirectory> directories() { return directories; }

    /** Case-insensitive; the leading "/" and a ";version" suffix are optional ("g/level0.wad;1" works). */
    public Optional<IsoEntry> find(String path) {
        String p = path.replace('\\', '/').toUpperCase(Locale.ROOT);
        if (!p.startsWith("/")) p = "/" + p;
        int semi = p.lastIndexOf(';');
        if (semi > p.lastIndexOf('/')) p = p.substring(0, semi);
        return Optional.ofNullable(byPath.get(p));
    }

    /** Length of the whole image, which may exceed what the reader holds (see {@link #read(ByteReader, long)}). */
    public long imageLength() { return imageLength; }

    /**
     * The bytes of a file as a window of the image (absolute offsets stay those of the image). A file beyond a
     * partial head is not a format error but a request this object cannot serve: IllegalArgumentException.
     */
    public ByteReader data(IsoEntry e) {
        if (!image.inRange(e.lba() * SECTOR, e.size())) {
            throw new IllegalArgumentException(e.path() + " lies outside the " + image.length()
                    + " bytes this image was read from; open it from the disc file");
        }
        return image.slice("iso.file[" + e.path() + "]", e.lba() * SECTOR, e.size());
    }

    /** The type-L path table (little-endian numbers), checked against the image; read on each call. */
    public List<IsoPathRecord> lPathTable() { return PathTable.read(image, pvd, false); }

    /** The type-M path table (big-endian numbers). */
    public List<IsoPathRecord> mPathTable() { return PathTable.read(image, pvd, true); }
}
