package gcscript.isowrite;

import static gcscript.isowrite.Ecma119.SECTOR;
import static gcscript.isowrite.Ecma119.sectors;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes an ISO-9660 image (ECMA-119, interchange level 2 names) whose files sit at LBAs chosen by the caller,
 * as the retail disc needs (SYSTEM.CNF at 1000, RC2.HDR at 1001, docs/formats/disc.md).
 *
 * <p>Layout: sectors 0-15 system area (zero), 16 primary volume descriptor, 17 terminator, then the L path
 * table, the M path table and the directory extents in path-table order, all of which must end at or before
 * the lowest file LBA. Files are padded with zeros to whole sectors; gaps between files are zero; the image
 * ends at the end of the last file. Output depends only on the inputs (fixed dates).
 *
 * <p>The writer keeps the caller's arrays rather than copies (images can be hundreds of MB); do not change
 * them before writing.
 */
public final class IsoWriter {
    /** The identifier PS2 discs carry in the system identifier field. */
    public static final String SYSTEM_ID = "PLAYSTATION";
    /** ECMA-119 6.8.2.1: at most eight levels of directories, the root being level 1. */
    static final int MAX_LEVELS = 8;

    private final String volumeId;
    private final Map<String, FileSpec> files = new TreeMap<>();

    record FileSpec(String path, List<String> dirs, String identifier, long lba, byte[] data) {
        long sectors() { return Ecma119.sectors(data.length); }
    }

    public IsoWriter(String volumeId) {
        if (volumeId == null || volumeId.isEmpty() || volumeId.length() > 32 || !Ecma119.isDChars(volumeId)) {
            throw new IllegalArgumentException("volume id must be 1-32 d-characters (A-Z 0-9 _): \"" + volumeId + "\"");
        }
        this.volumeId = volumeId;
    }

    /**
     * Adds a file. {@code path} is absolute or relative to the root ("/G/LEVEL0.WAD" or "G/LEVEL0.WAD"), upper
     * or lower case; directories are created as needed. A name without extension gets the mandatory "." ("DUMMY"
     * is recorded as "DUMMY.;1").
     */
    public void add(String path, long lba, byte[] data) {
        if (data == null) throw new IllegalArgumentException(path + ": data is null");
        if (lba < 0 || lba + sectors(data.length) > 0xffffffffL) {
            throw new IllegalArgumentException(path + ": LBA " + lba + " outside the 32-bit sector range");
        }
        String p = path.replace('\\', '/').toUpperCase(Locale.ROOT);
        while (p.startsWith("/")) p = p.substring(1);
        String[] parts = p.split("/", -1);
        if (parts.length > MAX_LEVELS) {
            throw new IllegalArgumentException(path + ": deeper than ECMA-119's " + MAX_LEVELS + " directory levels");
        }
        List<String> dirs = new ArrayList<>();
        for (int i = 0; i < parts.length - 1; i++) {
            String d = parts[i];
            if (d.isEmpty() || d.length() > 31 || !Ecma119.isDChars(d)) {
                throw new IllegalArgumentException(path + ": directory \"" + d + "\" is not 1-31 d-characters (A-Z 0-9 _)");
            }
            dirs.add(d);
        }
        String identifier = fileIdentifier(path, parts[parts.length - 1]);
        String key = "/" + String.join("/", dirs) + (dirs.isEmpty() ? "" : "/") + identifier;
        if (files.containsKey(key)) throw new IllegalArgumentException(path + ": added twice");
        files.put(key, new FileSpec(key, List.copyOf(dirs), identifier, lba, data));
    }

    /** ECMA-119 7.5.1: name "." extension ";" version, d-characters, name and extension together at most 30. */
    private static String fileIdentifier(String path, String leaf) {
        int dot = leaf.indexOf('.');
        String name = dot < 0 ? leaf : leaf.substring(0, dot);
        String ext = dot < 0 ? "" : leaf.substring(dot + 1);
        if (name.length() + ext.length() == 0 || name.length() + ext.length() > 30
                || !Ecma119.isDChars(name) || !Ecma119.isDChars(ext)) {
            throw new IllegalArgumentException(path + ": file name \"" + leaf
                    + "\" is not NAME.EXT of d-characters (A-Z 0-9 _), at most 30 in all");
        }
        return name + "." + ext + ";1";
    }

    /** The layout the current set of files produces; fails as {@link #write} would. */
    Layout layout() { return Layout.of(files.values()); }

    /** Sectors the image will have: the end of the last file (or of the directories if there are no files). */
    public long imageSectors() { return layout().totalSectors(); }

    /**
     * Sectors taken by the system area, descriptors, path tables and directories: the lowest LBA a file may use.
     * Adding files can raise it (more directory records).
     */
    public long metadataSectors() { return layout().metadataSectors(); }

    public void write(Path out) throws IOException {
        Layout layout = layout();
        try (OutputStream os = new BufferedOutputStream(Files.newOutputStream(out), 1 << 16)) {
            writeTo(layout, os);
        }
    }

    /** The whole image in one array; for small images (tests, fuzzing). */
    public byte[] toBytes() {
        Layout layout = layout();
        long size = layout.totalSectors() * SECTOR;
        if (size > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("image of " + size + " bytes does not fit one array; use write(Path)");
        }
        byte[] out = new byte[(int) size];
        try {
            writeTo(layout, new OutputStream() {
                int pos;
                @Override public void write(int b) { out[pos++] = (byte) b; }
                @Override public void write(byte[] b, int off, int len) { System.arraycopy(b, off, out, pos, len); pos += len; }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private void writeTo(Layout layout, OutputStream os) throws IOException {
        os.write(Metadata.build(layout, volumeId, SYSTEM_ID));
        byte[] zeros = new byte[SECTOR * 32];
        long cur = layout.metadataSectors();
        List<FileSpec> byLba = new ArrayList<>(files.values());
        byLba.sort(Comparator.comparingLong(FileSpec::lba));
        for (FileSpec f : byLba) {
            if (f.data().length == 0) continue;
            zero(os, zeros, (f.lba() - cur) * SECTOR);
            os.write(f.data());
            zero(os, zeros, f.sectors() * SECTOR - f.data().length);
            cur = f.lba() + f.sectors();
        }
        zero(os, zeros, (layout.totalSectors() - cur) * SECTOR);
    }

    private static void zero(OutputStream os, byte[] zeros, long n) throws IOException {
        while (n > 0) {
            int k = (int) Math.min(n, zeros.length);
            os.write(zeros, 0, k);
            n -= k;
        }
    }

    /** Directory paths and the LBAs the layout gives them, for tests and for callers placing files. */
    public Map<String, Long> directoryLbas() {
        Map<String, Long> m = new LinkedHashMap<>();
        for (Layout.Dir d : layout().dirs()) m.put(d.path(), d.lba());
        return m;
    }
}
